import { Alert, FormControlLabel, Switch, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { LIMITES_AJUSTES_AM, type AjustesProgramaAm, type EquipoAmDetalle } from '@portal/shared/domain';
import { muiField, requeridoField, ResponsiveFormDialog, useNotify } from '@portal/shared/ui';
import { AuditoresField } from './AuditoresField';
import { useAjustesProgramaForm, useAprobarPropuestaForm, useProponerPasoForm, useRechazarPropuestaForm } from './usePropuestaForms';

interface DialogoProps {
  equipo: EquipoAmDetalle;
  onClose: () => void;
}

/** 'Proponer el paso N': sent to the Admins, who approve it or turn it down. */
export function ProponerPasoDialog({ equipo, onClose }: DialogoProps) {
  const notify = useNotify();
  const siguiente = (equipo.paso ?? 0) + 1;
  const formulario = useProponerPasoForm(equipo, () => {
    notify.success(`Propuesto el paso ${siguiente} de ${equipo.equipo}: lo aprueba un administrador`);
    onClose();
  });
  return (
    <ResponsiveFormDialog
      open
      id="proponer-paso"
      title={`Proponer el paso ${siguiente} de ${equipo.equipo}`}
      submitLabel="Proponer"
      onClose={onClose}
      formulario={formulario}
      maxWidth="sm"
    >
      <TextField
        id="proponer-paso-comentario"
        label="Comentario (opcional)"
        multiline
        minRows={2}
        {...muiField(formulario.form, 'comentario')}
        helperText={formulario.form.formState.errors.comentario?.message ?? 'Por ejemplo: la auditoría del paso está pedida para el jueves'}
      />
    </ResponsiveFormDialog>
  );
}

/** 'Aprobar' (Admin): the team passes today; on a red gate the reason is required and recorded. */
export function AprobarPropuestaDialog({ equipo, onClose }: DialogoProps) {
  const notify = useNotify();
  const formulario = useAprobarPropuestaForm(equipo, (e) => {
    notify.success(`${e.equipo} pasó al paso ${e.paso}`);
    onClose();
  });
  const siguiente = (equipo.paso ?? 0) + 1;
  return (
    <ResponsiveFormDialog
      open
      id="aprobar-paso"
      title={`Aprobar el paso ${siguiente} de ${equipo.equipo}`}
      submitLabel={formulario.verde ? 'Aprobar' : 'Aprobar igual'}
      submitColor={formulario.verde ? 'primary' : 'warning'}
      onClose={onClose}
      formulario={formulario}
      maxWidth="sm"
    >
      {!formulario.verde && (
        <Alert severity="warning">La puerta del paso no está en verde: si lo aprueba igual, indique el motivo. Queda registrado con el paso.</Alert>
      )}
      <TextField
        id="aprobar-paso-motivo"
        label={formulario.verde ? 'Comentario (opcional)' : 'Motivo'}
        multiline
        minRows={2}
        {...(formulario.verde ? muiField(formulario.form, 'motivo') : requeridoField(formulario.form, 'motivo'))}
      />
    </ResponsiveFormDialog>
  );
}

/** 'Rechazar' (Admin): the proposer reads the reason on the team page. */
export function RechazarPropuestaDialog({ equipo, onClose }: DialogoProps) {
  const notify = useNotify();
  const formulario = useRechazarPropuestaForm(equipo, () => {
    notify.success('Propuesta rechazada');
    onClose();
  });
  return (
    <ResponsiveFormDialog
      open
      id="rechazar-paso"
      title={`Rechazar la propuesta de ${equipo.equipo}`}
      submitLabel="Rechazar"
      submitColor="error"
      onClose={onClose}
      formulario={formulario}
      maxWidth="sm"
    >
      <TextField
        id="rechazar-paso-motivo"
        label="Motivo"
        multiline
        minRows={2}
        {...requeridoField(formulario.form, 'motivo')}
        helperText={formulario.form.formState.errors.motivo?.message ?? 'Por ejemplo: falta cerrar las tarjetas amarillas'}
      />
    </ResponsiveFormDialog>
  );
}

const UMBRALES: { name: keyof typeof LIMITES_AJUSTES_AM; label: string; ayuda: string }[] = [
  { name: 'brechaMax', label: 'Brecha máxima (%)', ayuda: 'Tarjetas abiertas sobre colgadas en el paso: debe quedar por debajo' },
  { name: 'amarillasMin', label: 'Tarjetas amarillas atendidas (%)', ayuda: 'Cerradas o planificadas, sobre todas las del equipo' },
  { name: 'participacionSemanas', label: 'Semanas de participación', ayuda: 'Cada miembro colgó al menos una tarjeta en estas últimas semanas' },
  { name: 'participacionRelacionMax', label: 'Relación más / menos activo', ayuda: 'El más activo colgó como mucho estas veces las tarjetas del menos activo' },
  { name: 'kaizenMin', label: 'Quick Kaizen cerrados en el paso', ayuda: 'En las máquinas del equipo, desde que empezó el paso' },
  { name: 'leccionesMin', label: 'Lecciones de un punto por miembro y mes', ayuda: 'Se mide cuando el portal tenga las lecciones de un punto' },
];

/** 'Umbrales de la puerta' (Admin): the plant's thresholds, the works-council setting on per-person figures, its auditors. */
export function AjustesProgramaDialog({ ajustes, onClose }: { ajustes: AjustesProgramaAm; onClose: () => void }) {
  const notify = useNotify();
  const formulario = useAjustesProgramaForm(ajustes, () => {
    notify.success('Umbrales guardados');
    onClose();
  });
  const { form } = formulario;
  return (
    <ResponsiveFormDialog
      open
      id="ajustes-programa"
      title="Umbrales de la puerta del paso"
      submitLabel="Guardar"
      onClose={onClose}
      formulario={formulario}
      maxWidth="sm"
    >
      {UMBRALES.map((u) => {
        const { ref, ...rest } = form.register(u.name, { valueAsNumber: true });
        const error = form.formState.errors[u.name]?.message;
        return (
          <TextField
            key={u.name}
            id={`ajustes-programa-${u.name}`}
            label={u.label}
            type="number"
            required
            {...rest}
            inputRef={ref}
            error={!!error}
            helperText={error ?? u.ayuda}
            slotProps={{ htmlInput: { min: LIMITES_AJUSTES_AM[u.name].min, max: LIMITES_AJUSTES_AM[u.name].max, step: 1, 'aria-required': true } }}
          />
        );
      })}
      <Controller
        control={form.control}
        name="soloPorEquipo"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { ref: field.ref } }} />}
            label="Mostrar las cifras por persona solo como total del equipo (cada persona sigue viendo las suyas)"
          />
        )}
      />
      <AuditoresField control={form.control} name="auditores" />
    </ResponsiveFormDialog>
  );
}
