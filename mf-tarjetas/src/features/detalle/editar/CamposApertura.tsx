import { TextField } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { PRIORIDADES, REPARACIONES, SELECCIONAR, familiasPara } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import type { CamposOpciones } from '../form/useCamposOpciones';
import { etiquetaDescripcion } from '../vista/camposDetalle';
import { conActual, resolver } from './edicion';
import type { EdicionFormValues } from './edicion';
import { muiField, SelectField } from '@portal/shared/ui';

interface Props {
  tarjeta: Tarjeta;
  form: UseFormReturn<EdicionFormValues>;
  opciones: CamposOpciones;
  /** 'prefix' of the input ids, one per dialog. */
  idPrefix: string;
}

/** The opening fields both edit forms share, with the spec's required marks (*). */
export function CamposApertura({ tarjeta: t, form, opciones, idPrefix }: Props) {
  const f = (name: keyof EdicionFormValues) => muiField(form, name);
  const maquina = resolver(form.watch('maquina'), t.maquina);
  const partes = maquina === t.maquina ? conActual(opciones.partesDe(maquina), t.parteMaquina) : opciones.partesDe(maquina);
  const maquinaField = f('maquina');
  return (
    <>
      <SelectField
        id={`${idPrefix}-maquina`}
        label="Maquina/Instalación"
        required
        options={conActual(opciones.maquina, t.maquina)}
        {...maquinaField}
        onChange={async (e) => {
          await maquinaField.onChange(e);
          // Another machine offers other parts: the part must be chosen again.
          form.setValue('parteMaquina', resolver(e.target.value, t.maquina) === t.maquina ? t.parteMaquina : SELECCIONAR);
        }}
      />
      <SelectField id={`${idPrefix}-parte`} label="Parte de maquina" required options={partes} {...f('parteMaquina')} />
      <SelectField
        id={`${idPrefix}-riesgo-inicial`}
        label="Riesgo Inicial"
        required
        options={conActual(opciones.riesgoInicial, t.riesgoInicial)}
        {...f('riesgoInicial')}
      />
      <TextField id={`${idPrefix}-detecto`} label="Detectó" required {...f('detecto')} />
      <TextField id={`${idPrefix}-descripcion`} label={etiquetaDescripcion(t.color)} required multiline minRows={2} {...f('descripcion')} />
      <SelectField id={`${idPrefix}-equipo`} label="Equipo Autonomo" required options={conActual(opciones.equipo, t.equipo)} {...f('equipo')} />
      <SelectField id={`${idPrefix}-familia`} label="Familia de anomalias" required options={conActual(familiasPara(t.color), t.familia)} {...f('familia')} />
      <SelectField id={`${idPrefix}-tipo-riesgo`} label="Tipo de R/FC/LDA" required options={conActual(opciones.tipo, t.tipodeRiesgo)} {...f('tipodeRiesgo')} />
      <SelectField id={`${idPrefix}-prioridad`} label="Prioridad" required options={PRIORIDADES} {...f('prioridad')} />
      <SelectField id={`${idPrefix}-reparacion`} label="Reparación" required options={conActual(REPARACIONES, t.reparacion)} {...f('reparacion')} />
    </>
  );
}
