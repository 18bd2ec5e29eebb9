import type { Kaizen, PasoPdca } from '@portal/shared/domain';
import type { CampoSeguimiento } from '../form/seguimiento';

export interface PasoInfo {
  paso: PasoPdca;
  /** The spec's quadrant name. */
  titulo: string;
  /** Plan, Do, Check, Act. */
  fase: string;
  /** What makes the step complete (shown under a pending step). */
  completoCuando: string;
  /** The step's own text fields, in order ('¿Se logró el objetivo?' and the end date are Chequear's too). */
  campos: CampoSeguimiento[];
}

/**
 * The PDCA stepper (issue 22): Plan, Do, Check, Act over the spec's Planificar, Hacer, Chequear and
 * Estandarizar. The follow-up fields (spec §2 'Also') go where they are used: the end date, cost, benefit and
 * verification with Chequear; the follow-up owner with Estandarizar. No field is dropped.
 */
export const PASOS: readonly PasoInfo[] = [
  {
    paso: 'planificar',
    titulo: 'Planificar',
    fase: 'Plan',
    completoCuando: 'Complete la descripción del problema, el objetivo, las causas y las acciones.',
    campos: ['descripcionProblema', 'objetivo', 'causas', 'acciones'],
  },
  { paso: 'hacer', titulo: 'Hacer', fase: 'Do', completoCuando: 'Agregue las tarjetas de la implementación.', campos: [] },
  {
    paso: 'chequear',
    titulo: 'Chequear',
    fase: 'Check',
    completoCuando: 'Indique si se logró el objetivo y la fecha de finalización de la mejora.',
    campos: ['objetivoCompletado', 'verificacion', 'costo', 'beneficio'],
  },
  {
    paso: 'estandarizar',
    titulo: 'Estandarizar',
    fase: 'Act',
    completoCuando: 'Indique los documentos a modificar.',
    campos: ['documentos', 'otraMaquina', 'responsableSeguimiento'],
  },
];

/** The step to open first: the first one not complete, else the last. */
export function pasoInicial(completos: Record<PasoPdca, boolean>): number {
  const i = PASOS.findIndex((p) => !completos[p.paso]);
  return i === -1 ? PASOS.length - 1 : i;
}

/** The snackbar after a step's Guardar. */
export const pasoGuardado = (k: Pick<Kaizen, 'numero'>, titulo: string) => `${titulo} guardado en el Quick Kaizen N°${k.numero}`;
