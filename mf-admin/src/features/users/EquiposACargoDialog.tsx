import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import type { User } from '@portal/shared/domain';
import { ResponsiveFormDialog } from '@portal/shared/ui';
import { useEquiposACargoForm } from './useEquiposACargoForm';

export interface EquiposACargoDialogProps {
  /** A Jefe de area; closed when null. */
  user: User | null;
  /** The configured equipos autonomos. */
  equipos: readonly string[];
  onClose: () => void;
}

/**
 * Admin › Usuarios › 'Equipos a cargo' (issue 22): the equipos a Jefe de area leads besides their own. They scope the
 * Jefe's Bandeja and overdue notices; with none, the Jefe sees every equipo.
 */
export function EquiposACargoDialog({ user, equipos, onClose }: EquiposACargoDialogProps) {
  const { form, onSubmit, busy, serverError } = useEquiposACargoForm(user, onClose);
  const otros = equipos.filter((e) => e !== user?.equipo);
  return (
    <ResponsiveFormDialog
      open={!!user}
      id="equipos-a-cargo"
      title={user ? `Equipos a cargo de ${user.name}` : 'Equipos a cargo'}
      submitLabel="Guardar"
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
      dirty={form.formState.isDirty}
      error={serverError ?? form.formState.errors.equipos?.message ?? null}
      errorId="EQUIPOS_A_CARGO_ERROR"
      maxWidth="xs"
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {user?.equipo ? `Su equipo autonomo (${user.equipo}) siempre está a su cargo. ` : ''}
        Su Bandeja y sus avisos de vencidas incluyen las tarjetas de estos equipos; sin ninguno, ve todos.
      </Typography>
      <Controller
        control={form.control}
        name="equipos"
        render={({ field }) => (
          <FormGroup role="group" aria-label="Otros equipos a cargo">
            {otros.map((e) => (
              <FormControlLabel
                key={e}
                sx={{ minHeight: 44 }}
                control={
                  <Checkbox
                    checked={field.value.includes(e)}
                    onChange={(ev) => field.onChange(ev.target.checked ? [...field.value, e] : field.value.filter((v) => v !== e))}
                  />
                }
                label={e}
              />
            ))}
            {otros.length === 0 && <Typography color="text.secondary">No hay otros equipos autonomos configurados (Campos).</Typography>}
          </FormGroup>
        )}
      />
    </ResponsiveFormDialog>
  );
}
