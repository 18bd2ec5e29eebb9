import { plural } from './plural';

/**
 * Demo data in a real plant (issue 21 §3): what the first start's seed made and 'Borrar datos de demostración' removes
 * (`GET` counts it, `DELETE` removes it; Admin, the import's capability). Demo users and field options are not
 * counted: the plant may be using them (docs/decisions.md). Routes: importarContrato.datosDemo / borrarDatosDemo.
 */

/** What is left of the seed's rows (`GET`), or what a delete removed (`DELETE`, with its `msg`). */
export interface DatosDemo {
  tarjetas: number;
  kaizens: number;
  /** Hours entries. */
  horas: number;
}

export interface DatosDemoBorrados extends DatosDemo {
  msg: string;
}

export const hayDatosDemo = (d: DatosDemo): boolean => d.tarjetas + d.kaizens + d.horas > 0;

/** '300 tarjetas, 5 Kaizens y 4 registros de horas' (only the non-zero ones); '' when none. */
export function resumenDatosDemo(d: DatosDemo): string {
  const partes = [
    d.tarjetas ? plural(d.tarjetas, 'tarjeta', 'tarjetas') : '',
    d.kaizens ? plural(d.kaizens, 'Kaizen', 'Kaizens') : '',
    d.horas ? plural(d.horas, 'registro de horas', 'registros de horas') : '',
  ].filter(Boolean);
  return partes.length > 1 ? `${partes.slice(0, -1).join(', ')} y ${partes[partes.length - 1]}` : (partes[0] ?? '');
}

export const MSG_DATOS_DEMO = {
  borrados: (d: DatosDemo) => `Se borraron los datos de demostración: ${resumenDatosDemo(d)}.`,
  nadaQueBorrar: 'No hay datos de demostración para borrar.',
  etiquetaAuditoria: 'Datos de demostración',
} as const;
