import { TextField, Typography } from '@mui/material';
import type { Path, UseFormReturn } from 'react-hook-form';
import { DateField, muiField } from '@portal/shared/ui';
import { CAMPOS_SEGUIMIENTO } from './seguimiento';
import type { CampoSeguimiento, SeguimientoFormValues } from './seguimiento';

const GRUPOS: { titulo: string; campos: CampoSeguimiento[] }[] = [
  { titulo: 'Planificar', campos: ['descripcionProblema', 'objetivo', 'causas', 'acciones'] },
  { titulo: 'Estandarizar', campos: ['documentos', 'otraMaquina'] },
  { titulo: 'Chequear', campos: ['objetivoCompletado'] },
  { titulo: 'Seguimiento', campos: ['responsableSeguimiento'] },
];
const DESPUES_DE_LA_FECHA: CampoSeguimiento[] = ['costo', 'beneficio', 'verificacion'];
const label = (name: CampoSeguimiento) => CAMPOS_SEGUIMIENTO.find((c) => c.name === name)?.label ?? name;
const multiline = (name: CampoSeguimiento) => (CAMPOS_SEGUIMIENTO.find((c) => c.name === name)?.max ?? 0) > 200;

/** The PDCA and follow-up inputs, grouped as the detail shows them. */
export function CamposSeguimiento<T extends SeguimientoFormValues>({ form, idPrefix }: { form: UseFormReturn<T>; idPrefix: string }) {
  const campo = (name: CampoSeguimiento) => (
    <TextField key={name} id={`${idPrefix}-${name}`} label={label(name)} multiline={multiline(name)} minRows={multiline(name) ? 2 : undefined} {...muiField(form, name as Path<T>)} />
  );
  return (
    <>
      {GRUPOS.map((g) => [
        <Typography key={g.titulo} variant="subtitle1" component="h3">
          {g.titulo}
        </Typography>,
        ...g.campos.map(campo),
      ])}
      <DateField control={form.control} id={`${idPrefix}-fecha-fin`} name={'fechaFinalizacionMejora' as Path<T>} label="Fecha de finalización de la mejora" />
      {DESPUES_DE_LA_FECHA.map(campo)}
    </>
  );
}
