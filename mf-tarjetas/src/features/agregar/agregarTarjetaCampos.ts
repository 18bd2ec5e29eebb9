import type { Color } from '@portal/shared/domain';
import type { EnvioTarjeta } from '@portal/shared/data-access';

/** The add form's raw values: every select starts at '' (its 'Seleccionar' option). */
export interface AgregarTarjetaValues {
  color: Color | '';
  maquina: string;
  riesgoInicial: string;
  detecto: string;
  descripcion: string;
  sugerencia: string;
  reparacion: string;
  parteMaquina: string;
  equipo: string;
  familia: string;
  tipodeRiesgo: string;
  prioridad: string;
  sustoExperimentado: boolean;
  sustoObservado: boolean;
  impactoAmbiente: boolean;
}

export const AGREGAR_TARJETA_DEFAULTS: AgregarTarjetaValues = {
  color: '',
  maquina: '',
  riesgoInicial: '',
  detecto: '',
  descripcion: '',
  sugerencia: '',
  reparacion: '',
  parteMaquina: '',
  equipo: '',
  familia: '',
  tipodeRiesgo: '',
  prioridad: '',
  sustoExperimentado: false,
  sustoObservado: false,
  impactoAmbiente: false,
};

/** Spec §8 ids of the add-card errors (the alert carries it as `data-error-id`). */
export const AGREGAR_TARJETA_ERROR = 'AGREGAR_TARJETA_ERROR';
export const AGREGAR_TARJETA_AMARILLA_ERROR = 'AGREGAR_TARJETA_AMARILLA_ERROR';

export const INCIDENTE_CHECKBOXES = [
  { name: 'sustoExperimentado', label: 'Reporte de Incidente Susto experimentado' },
  { name: 'sustoObservado', label: 'Reporte de Incidente Susto observado' },
  { name: 'impactoAmbiente', label: 'El incidente puede afectar al Medio Ambiente' },
] as const;

export function descripcionLabel(color: Color | ''): string {
  return color === 'Amarilla' ? 'Descripción del incidente' : 'Descripción';
}

export function sugerenciaLabel(color: Color | ''): string {
  switch (color) {
    case 'Roja':
    case 'Azul':
      return 'Sugerencia para eliminar la anomalía';
    case 'Verde':
      return 'Sugerencia de mejora';
    case 'Amarilla':
      return '¿Qué hacer para que el incidente no se repita?';
    default:
      return 'Sugerencia';
  }
}

/** The spec's POST body: yellow cards add the three incident flags, the others never carry them. */
export function toPayload(values: AgregarTarjetaValues, numero: number): EnvioTarjeta['payload'] {
  const base = {
    numero,
    descripcion: values.descripcion,
    sugerencia: values.sugerencia,
    reparacion: values.reparacion,
    color: values.color,
    detecto: values.detecto,
    prioridad: values.prioridad,
    familia: values.familia,
    maquina: values.maquina,
    parteMaquina: values.parteMaquina,
    equipo: values.equipo,
    riesgoInicial: values.riesgoInicial,
    tipodeRiesgo: values.tipodeRiesgo,
  } as EnvioTarjeta['payload'];
  if (values.color !== 'Amarilla') return base;
  return {
    ...base,
    sustoExperimentado: values.sustoExperimentado,
    sustoObservado: values.sustoObservado,
    impactoAmbiente: values.impactoAmbiente,
  };
}

/** Back from a create body (a queued card reopened in the form): what the body lacks keeps its default. */
export function fromPayload(payload: EnvioTarjeta['payload']): AgregarTarjetaValues {
  const p = payload as Partial<Record<keyof AgregarTarjetaValues, unknown>>;
  const texto = (k: keyof AgregarTarjetaValues) => (typeof p[k] === 'string' ? (p[k] as string) : '');
  return {
    color: (texto('color') as Color | '') || '',
    maquina: texto('maquina'),
    riesgoInicial: texto('riesgoInicial'),
    detecto: texto('detecto'),
    descripcion: texto('descripcion'),
    sugerencia: texto('sugerencia'),
    reparacion: texto('reparacion'),
    parteMaquina: texto('parteMaquina'),
    equipo: texto('equipo'),
    familia: texto('familia'),
    tipodeRiesgo: texto('tipodeRiesgo'),
    prioridad: texto('prioridad'),
    sustoExperimentado: p.sustoExperimentado === true,
    sustoObservado: p.sustoObservado === true,
    impactoAmbiente: p.impactoAmbiente === true,
  };
}
