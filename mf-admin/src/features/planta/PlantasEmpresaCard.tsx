import { useEffect, useState } from 'react';
import { Button, Card, CardContent, CardHeader, List, ListItem, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Controller } from 'react-hook-form';
import { useAuth } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import { ROLES } from '@portal/shared/domain';
import { ErrorAlert, ResponsiveFormDialog, useNotify } from '@portal/shared/ui';
import { useGetUsersQuery } from '../users/usersApi';
import { PlantaCampos } from './PlantaCampos';
import { useGetPlantasQuery } from './plantaApi';
import { useNuevaPlantaForm, useSumarMiembroForm } from './usePlantasEmpresaForms';

export const NUEVA_PLANTA_LABEL = 'Nueva planta';
export const SUMAR_A_PLANTA_LABEL = 'Sumar a otra planta';

/**
 * Admin › Campos › Plantas de la empresa (issue 24, company Admin): every plant, a new one (its creator becomes its
 * Admin and reaches it from the bar's plant menu), and a person of this plant added to another with a legajo and role
 * there (to move someone: add them there, then delete them here).
 */
export function PlantasEmpresaCard() {
  const { data: plantas = [], error } = useGetPlantasQuery();
  const [dialogo, setDialogo] = useState<'nueva' | 'sumar' | null>(null);
  const cerrar = () => setDialogo(null);
  return (
    <Card component="section" aria-labelledby="plantas-empresa-title" variant="outlined" sx={{ mb: 2 }}>
      <CardHeader title="Plantas de la empresa" slotProps={{ title: { id: 'plantas-empresa-title', component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {error && <ErrorAlert message={getErrorMessage(error)} />}
        <List dense aria-labelledby="plantas-empresa-title">
          {plantas.map((p) => (
            <ListItem key={p._id} disableGutters>
              <ListItemText primary={p.nombre} secondary={p.codigo} />
            </ListItem>
          ))}
        </List>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialogo('nueva')} sx={{ minHeight: 44 }}>
            {NUEVA_PLANTA_LABEL}
          </Button>
          <Button variant="outlined" startIcon={<PersonAddIcon />} disabled={plantas.length < 2} onClick={() => setDialogo('sumar')} sx={{ minHeight: 44 }}>
            {SUMAR_A_PLANTA_LABEL}
          </Button>
        </Stack>
      </CardContent>
      <NuevaPlantaDialog open={dialogo === 'nueva'} onClose={cerrar} />
      <SumarMiembroDialog open={dialogo === 'sumar'} onClose={cerrar} />
    </Card>
  );
}

function NuevaPlantaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const formulario = useNuevaPlantaForm((p) => {
    notify.success(`Planta "${p.nombre}" creada: usted es su Admin`);
    onClose();
  });
  const { reset } = formulario;
  useEffect(() => {
    if (open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on opening only
  }, [open]);
  return (
    <ResponsiveFormDialog open={open} id="nueva-planta" title={NUEVA_PLANTA_LABEL} submitLabel="Crear" formulario={formulario} onClose={onClose} maxWidth="sm">
      <PlantaCampos form={formulario.form} />
    </ResponsiveFormDialog>
  );
}

function SumarMiembroDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const { user: yo } = useAuth();
  const { data: plantas = [] } = useGetPlantasQuery();
  const { data: usuarios = [] } = useGetUsersQuery(undefined, { skip: !open });
  const otras = plantas.filter((p) => p._id !== yo?.planta);
  const formulario = useSumarMiembroForm((u) => {
    notify.success(`${u.name} es miembro de ${plantas.find((p) => p._id === u.planta)?.nombre ?? 'la planta'} (legajo ${u.email})`);
    onClose();
  });
  const { form, reset } = formulario;
  useEffect(() => {
    if (open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on opening only
  }, [open]);
  const { errors } = form.formState;
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <ResponsiveFormDialog
      open={open}
      id="sumar-miembro"
      title={SUMAR_A_PLANTA_LABEL}
      submitLabel="Sumar"
      formulario={formulario}
      onClose={onClose}
      maxWidth="sm"
    >
      <Controller
        control={form.control}
        name="userId"
        render={({ field }) => (
          <TextField select label="Persona" required {...field} error={!!errors.userId} helperText={errors.userId?.message} slotProps={select}>
            <option value="" disabled>
              Seleccione un usuario de esta planta
            </option>
            {usuarios.map((u) => (
              <option key={u._id} value={u._id}>
                {`${u.name} (legajo ${u.email})`}
              </option>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="planta"
        render={({ field }) => (
          <TextField
            select
            label="Planta"
            required
            {...field}
            value={String(field.value ?? '')}
            error={!!errors.planta}
            helperText={errors.planta?.message}
            slotProps={select}
          >
            <option value="" disabled>
              Seleccione una planta
            </option>
            {otras.map((p) => (
              <option key={p._id} value={p._id}>
                {p.nombre}
              </option>
            ))}
          </TextField>
        )}
      />
      <TextField
        label="N° Legajo en esa planta"
        required
        {...form.register('email')}
        error={!!errors.email}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <TextField
        select
        label="Rol en esa planta"
        required
        {...form.register('role')}
        defaultValue="Operario"
        error={!!errors.role}
        helperText={errors.role?.message}
      >
        {ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
      </TextField>
    </ResponsiveFormDialog>
  );
}
