import { useState } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import { Controller } from 'react-hook-form';
import { useAuth, useGetAuthConfigQuery } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import { rolesAsignables, type GrupoSso } from '@portal/shared/domain';
import { ConfirmarDialog, ErrorAlert, useNotify } from '@portal/shared/ui';
import { useEliminarGrupoSsoMutation, useGetGruposSsoQuery } from './ssoApi';
import { useGrupoSsoForm } from './useGrupoSsoForm';

/**
 * Admin › Usuarios › 'Inicio de sesión único' (issue 24 §3), only where the portal has a provider: which provider group
 * gives which role in this plant. A person gets the role at their next sign-in; removing their group removes their access.
 */
export function GruposSsoSection() {
  const { data: config } = useGetAuthConfigQuery();
  if (!config?.sso) return null;
  return <GruposSso proveedor={config.sso.nombre} />;
}

function GruposSso({ proveedor }: { proveedor: string }) {
  const { user } = useAuth();
  const roles = rolesAsignables(user);
  const notify = useNotify();
  const { data: grupos = [], error: loadError } = useGetGruposSsoQuery();
  const [eliminar, { isLoading: eliminando }] = useEliminarGrupoSsoMutation();
  const [aEliminar, setAEliminar] = useState<GrupoSso | null>(null);
  const [eliminarError, setEliminarError] = useState<string | null>(null);
  const { form, onSubmit, isSubmitting, serverError } = useGrupoSsoForm('Operario', (g) => notify.success(`Grupo "${g.grupo}": ${g.role}`));
  const { errors } = form.formState;

  const confirmar = async () => {
    if (!aEliminar) return;
    try {
      await eliminar(aEliminar._id).unwrap();
      notify.success(`Grupo "${aEliminar.grupo}" quitado`);
      setAEliminar(null);
    } catch (error) {
      setEliminarError(getErrorMessage(error));
    }
  };

  return (
    <Box component="section" aria-labelledby="sso-title" sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" id="sso-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <KeyIcon aria-hidden /> Inicio de sesión único ({proveedor})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Quien ingresa con {proveedor} recibe en esta planta el rol de su grupo. Si deja de estar en todos los grupos, pierde el acceso en su próximo ingreso.
      </Typography>
      <ErrorAlert message={loadError ? getErrorMessage(loadError) : null} />
      {grupos.length ? (
        <List dense aria-label="Grupos del proveedor" sx={{ maxWidth: 640 }}>
          {grupos.map((g) => (
            <ListItem
              key={g._id}
              divider
              secondaryAction={
                <IconButton edge="end" aria-label={`Quitar el grupo ${g.grupo}`} onClick={() => setAEliminar(g)} sx={{ width: 44, height: 44 }}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={g.grupo} secondary={g.role} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography sx={{ my: 1 }}>Ningún grupo da acceso a esta planta todavía.</Typography>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Agregar grupo"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 2, maxWidth: 640 }}
      >
        <TextField
          label="Grupo"
          required
          {...form.register('grupo')}
          error={!!errors.grupo}
          helperText={errors.grupo?.message ?? 'Como lo envía el proveedor (nombre o id)'}
          slotProps={{ htmlInput: { 'aria-required': true, autoComplete: 'off', spellCheck: false } }}
          sx={{ flex: 2 }}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <TextField select label="Rol" {...field} sx={{ flex: 1, minWidth: 160 }}>
              {roles.map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button type="submit" variant="outlined" disabled={isSubmitting} sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 56 }}>
          Agregar grupo
        </Button>
      </Stack>
      <ErrorAlert message={serverError} />
      <ConfirmarDialog
        open={aEliminar !== null}
        id="quitar-grupo-sso"
        title={`¿Quitar el grupo "${aEliminar?.grupo ?? ''}"?`}
        submitLabel="Quitar"
        submitColor="error"
        busy={eliminando}
        error={eliminarError}
        onConfirm={confirmar}
        onClose={() => {
          setAEliminar(null);
          setEliminarError(null);
        }}
      >
        Sus miembros pierden el acceso a esta planta en su próximo ingreso con {proveedor}, salvo que otro grupo se lo dé.
      </ConfirmarDialog>
    </Box>
  );
}
