import { useRef, useState } from 'react';
import type { Dayjs } from 'dayjs';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderMultiSectionDigitalClockTimeView } from '@mui/x-date-pickers/timeViewRenderers';
import { usePlantaTiempo } from '../tiempo/PlantaTiempoProvider';
import { FECHA_INCOMPLETA, aDayjs, aValorForm } from './valorFecha';
import type { TipoFecha } from './valorFecha';

export const FORMATO_FECHA_HORA = 'DD/MM/YYYY HH:mm';
export const FORMATO_FECHA = 'DD/MM/YYYY';

export interface FechaFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Id of the field's group (the label points at it). */
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** Earliest selectable value: an instant, or a plant day 'YYYY-MM-DD' (the picker greys out what is before). The schema still decides. */
  min?: Date | string;
  /** Latest selectable value, e.g. now for a repair that has happened. */
  max?: Date | string;
}

function FechaPickerField<T extends FieldValues>({ control, name, label, id, required, disabled, min, max, tipo }: FechaFieldProps<T> & { tipo: TipoFecha }) {
  const grupo = useRef<HTMLDivElement | null>(null);
  // The last value handed to the form, so an incomplete text stays as typed instead of being reset.
  const ultimo = useRef<{ valor: string; fecha: Dayjs | null } | null>(null);
  // Typed and shown in the plant's zone (from the server), whatever the browser's zone is.
  const tiempo = usePlantaTiempo();
  const zona = tiempo.zona;
  // An empty picker opens at the plant's now, taken when it opens (MUI's default is today at 00:00): a phone user
  // picks the day and the clock already shows the current hour. A value, when there is one, wins over it.
  const [abiertoEn, setAbiertoEn] = useState<Dayjs | undefined>();
  const desde = aDayjs(min, tipo, zona) ?? undefined;
  const hasta = aDayjs(max, tipo, zona) ?? undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const valor = (field.value as string | null | undefined) ?? '';
        const fecha = ultimo.current?.valor === valor ? ultimo.current.fecha : aDayjs(valor, tipo, zona);
        // react-hook-form focuses the first invalid field: the first section of this one.
        field.ref({ focus: () => grupo.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() });
        // The picker reports nothing while only some sections are typed: on leaving such a field,
        // the form learns it holds an incomplete date (not an empty one) and can say so.
        const alSalir = () => {
          const algunaEscrita = !!grupo.current?.querySelector('[role="spinbutton"][aria-valuenow]');
          if (valor === '' && algunaEscrita) {
            ultimo.current = { valor: FECHA_INCOMPLETA, fecha: null };
            field.onChange(FECHA_INCOMPLETA);
          }
          field.onBlur();
        };
        const comun = {
          label,
          value: fecha,
          timezone: zona,
          disabled,
          onChange: (d: Dayjs | null) => {
            const nuevo = aValorForm(d, tipo, tiempo);
            ultimo.current = { valor: nuevo, fecha: d };
            field.onChange(nuevo);
          },
          referenceDate: abiertoEn,
          onOpen: () => setAbiertoEn(aDayjs(new Date(), tipo, zona)?.startOf('minute')),
          onClose: field.onBlur,
          slotProps: {
            textField: {
              id,
              ref: grupo,
              name: field.name,
              required,
              fullWidth: true,
              onBlur: alSalir,
              error: !!fieldState.error,
              helperText: fieldState.error?.message,
              // Each typed section (day, month…) is the control a screen reader lands on.
              slotProps: { input: { slotProps: { sectionContent: { 'aria-required': required || undefined } } } },
            },
          },
        };
        return tipo === 'fecha' ? (
          <DatePicker {...comun} format={FORMATO_FECHA} minDate={desde} maxDate={hasta} />
        ) : (
          <DateTimePicker
            {...comun}
            format={FORMATO_FECHA_HORA}
            ampm={false}
            minDateTime={desde}
            maxDateTime={hasta}
            // Hour and minute lists (large targets a thumb can tap) rather than the analog clock on phones.
            viewRenderers={{ hours: renderMultiSectionDigitalClockTimeView, minutes: renderMultiSectionDigitalClockTimeView }}
            timeSteps={{ minutes: 1 }}
          />
        );
      }}
    />
  );
}

/**
 * A date and time typed as DD/MM/YYYY HH:mm (24 h) in the plant's zone or picked (a calendar and clock on a
 * phone), bound to a react-hook-form field that holds an ISO instant ('' when empty).
 */
export function DateTimeField<T extends FieldValues>(props: FechaFieldProps<T>) {
  return <FechaPickerField {...props} tipo="fechaHora" />;
}

/** A date typed as DD/MM/YYYY or picked, bound to a form field that holds 'YYYY-MM-DD' ('' when empty). */
export function DateField<T extends FieldValues>(props: FechaFieldProps<T>) {
  return <FechaPickerField {...props} tipo="fecha" />;
}
