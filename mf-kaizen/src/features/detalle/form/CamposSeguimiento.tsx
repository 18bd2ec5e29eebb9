import { TextField, Typography } from '@mui/material';
import type { Path, UseFormReturn } from 'react-hook-form';
import { OBJETIVO_LOGRADO } from '@portal/shared/domain';
import { ChipsField, DateField, muiField } from '@portal/shared/ui';
import { CAMPOS_SEGUIMIENTO, OBJETIVO_LOGRADO_LABEL } from './seguimiento';
import type { CampoSeguimiento, SeguimientoFormValues } from './seguimiento';

const GRUPOS: { titulo: string; campos: CampoSeguimiento[] }[] = [
  { titulo: 'Planificar', campos: ['descripcionProblema', 'objetivo', 'causas', 'acciones'] },
  { titulo: 'Estandarizar', campos: ['documentos', 'otraMaquina'] },
  { titulo: 'Chequear', campos: ['objetivoCompletado'] },
  { titulo: 'Seguimiento', campos: ['responsableSeguimiento'] },
];
const DESPUES_DE_LA_FECHA: CampoSeguimiento[] = ['costo', 'beneficio', 'verificacion'];
export const labelSeguimiento = (name: CampoSeguimiento) => CAMPOS_SEGUIMIENTO.find((c) => c.name === name)?.label ?? name;
const multiline = (name: CampoSeguimiento) => (CAMPOS_SEGUIMIENTO.find((c) => c.name === name)?.max ?? 0) > 200;

/** One PDCA or follow-up text input. */
export function CampoTexto<T extends SeguimientoFormValues>({ form, idPrefix, name }: { form: UseFormReturn<T>; idPrefix: string; name: CampoSeguimiento }) {
  return (
    <TextField
      id={`${idPrefix}-${name}`}
      label={labelSeguimiento(name)}
      multiline={multiline(name)}
      minRows={multiline(name) ? 2 : undefined}
      {...muiField(form, name as Path<T>)}
    />
  );
}

/** '¿Se logró el objetivo?' as three one-tap chips: Sí, No, Parcialmente. */
export function ObjetivoLogradoField<T extends SeguimientoFormValues>({
  form,
  idPrefix,
  required,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  required?: boolean;
}) {
  const name = 'objetivoLogrado' as Path<T>;
  return (
    <ChipsField
      control={form.control}
      name={name}
      registro={form.register(name)}
      label={OBJETIVO_LOGRADO_LABEL}
      options={OBJETIVO_LOGRADO}
      id={`${idPrefix}-objetivoLogrado`}
      required={required}
    />
  );
}

/** The PDCA and follow-up inputs, grouped as the detail shows them. */
export function CamposSeguimiento<T extends SeguimientoFormValues>({ form, idPrefix }: { form: UseFormReturn<T>; idPrefix: string }) {
  const campo = (name: CampoSeguimiento) => <CampoTexto key={name} form={form} idPrefix={idPrefix} name={name} />;
  return (
    <>
      {GRUPOS.map((g) => [
        <Typography key={g.titulo} variant="subtitle1" component="h3">
          {g.titulo}
        </Typography>,
        ...(g.titulo === 'Chequear' ? [<ObjetivoLogradoField key="objetivoLogrado" form={form} idPrefix={idPrefix} />] : []),
        ...g.campos.map(campo),
      ])}
      <DateField control={form.control} id={`${idPrefix}-fecha-fin`} name={'fechaFinalizacionMejora' as Path<T>} label="Fecha de finalización de la mejora" />
      {DESPUES_DE_LA_FECHA.map(campo)}
    </>
  );
}
