import { TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { etiquetaPasoAm, type EquipoAmDetalle } from '@portal/shared/domain';
import { DateField, muiField, requeridoField, ResponsiveFormDialog, useNotify } from '@portal/shared/ui';
import { useCambiarPasoForm, useIniciarEquipoAmForm, useLiderAmForm } from './useProgramaForms';

interface DialogoProps {
  equipo: EquipoAmDetalle;
  hoy: string;
  onClose: () => void;
}

/** The plant's steps as a native select of their numbers. */
function PasoSelect<T extends FieldValues>({ control, name, id, pasos }: { control: Control<T>; name: Path<T>; id: string; pasos: string[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={id}
          label="Paso"
          required
          value={field.value}
          onChange={(e) => field.onChange(Number(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-required': true } }}
        >
          {pasos.map((_, i) => (
            <option key={i + 1} value={i + 1}>
              {etiquetaPasoAm(i + 1, pasos)}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/** 'Cambiar paso' (Admin): forward or back, since a plant day, with the reason. */
export function CambiarPasoDialog({ equipo, hoy, onClose }: DialogoProps) {
  const notify = useNotify();
  const formulario = useCambiarPasoForm(equipo, hoy, (e) => {
    notify.success(`${e.equipo}: ${etiquetaPasoAm(e.paso ?? 0, e.pasos)}`);
    onClose();
  });
  const { form } = formulario;
  return (
    <ResponsiveFormDialog
      open
      id="cambiar-paso"
      title={`Cambiar el paso de ${equipo.equipo}`}
      submitLabel="Guardar paso"
      onClose={onClose}
      formulario={formulario}
      maxWidth="sm"
    >
      <PasoSelect control={form.control} name="paso" id="cambiar-paso-paso" pasos={equipo.pasos} />
      <DateField control={form.control} name="desde" id="cambiar-paso-desde" label="Desde" required max={hoy} />
      <TextField
        id="cambiar-paso-motivo"
        label="Motivo"
        multiline
        minRows={2}
        {...requeridoField(form, 'motivo')}
        helperText={form.formState.errors.motivo?.message ?? 'Por ejemplo: auditoría del paso aprobada el 12/05'}
      />
    </ResponsiveFormDialog>
  );
}

/** The team's members as a native select, with 'none'. */
function opcionesLider(equipo: EquipoAmDetalle, ninguno: string) {
  return [
    <option key="" value="">
      {ninguno}
    </option>,
    ...equipo.miembrosLista.map((m) => (
      <option key={m._id} value={m._id}>
        {m.nombre}
      </option>
    )),
  ];
}

/** 'Cambiar líder' (Admin): one of the team's members, or none. */
export function LiderAmDialog({ equipo, onClose }: Omit<DialogoProps, 'hoy'>) {
  const notify = useNotify();
  const formulario = useLiderAmForm(equipo, (e) => {
    notify.success(e.lider ? `${e.lider.nombre} lidera ${e.equipo}` : `${e.equipo} sin líder`);
    onClose();
  });
  return (
    <ResponsiveFormDialog
      open
      id="lider-equipo-am"
      title={`Líder de ${equipo.equipo}`}
      submitLabel="Guardar líder"
      onClose={onClose}
      formulario={formulario}
      maxWidth="sm"
    >
      <TextField
        select
        id="lider-equipo-am-lider"
        label="Líder"
        {...muiField(formulario.form, 'liderId')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {opcionesLider(equipo, 'Sin líder')}
      </TextField>
    </ResponsiveFormDialog>
  );
}

/** 'Poner en el programa' (Admin): the step the team is at, since when, and its leader among its members. */
export function IniciarEquipoAmDialog({ equipo, hoy, onClose }: DialogoProps) {
  const notify = useNotify();
  const formulario = useIniciarEquipoAmForm(equipo, hoy, (e) => {
    notify.success(`${e.equipo} en el programa: ${etiquetaPasoAm(e.paso ?? 0, e.pasos)}`);
    onClose();
  });
  const { form } = formulario;
  return (
    <ResponsiveFormDialog
      open
      id="iniciar-equipo-am"
      title={`Poner a ${equipo.equipo} en el programa`}
      submitLabel="Poner en el programa"
      onClose={onClose}
      formulario={formulario}
      maxWidth="sm"
    >
      <PasoSelect control={form.control} name="paso" id="iniciar-equipo-am-paso" pasos={equipo.pasos} />
      <DateField control={form.control} name="desde" id="iniciar-equipo-am-desde" label="Desde" required max={hoy} />
      <TextField
        select
        id="iniciar-equipo-am-lider"
        label="Líder"
        {...muiField(form, 'liderId')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {opcionesLider(equipo, 'Sin líder por ahora')}
      </TextField>
    </ResponsiveFormDialog>
  );
}
