import { MSG } from './messages';
import { diaEnZona } from './tiempo-planta';

/** The PDCA fields a Kaizen needs to go 'En implementacion' (Planificar) and, with Chequear's, to close. */
export const CAMPOS_PLANIFICAR_KAIZEN = ['descripcionProblema', 'objetivo', 'causas', 'acciones'] as const;
export const CAMPOS_CHEQUEAR_KAIZEN = ['objetivoCompletado', 'fechaFinalizacionMejora'] as const;

export type KaizenParaReglas = Record<(typeof CAMPOS_PLANIFICAR_KAIZEN)[number] | 'objetivoCompletado', string> & {
  fechaFinalizacionMejora: string | null;
};

const lleno = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

/**
 * The close call's rule on the resulting Kaizen (stored values merged with the sent ones): implementing
 * (`implementacion` true) needs Planificar complete; closing needs Chequear and the end date too.
 */
export function validarCierreKaizen(k: KaizenParaReglas, implementacion: boolean): string | null {
  if (!CAMPOS_PLANIFICAR_KAIZEN.every((c) => lleno(k[c]))) return MSG.kaizenPlanificarIncompleto;
  if (!implementacion && !CAMPOS_CHEQUEAR_KAIZEN.every((c) => lleno(k[c]))) return MSG.kaizenChequearIncompleto;
  return null;
}

/**
 * The end date ('YYYY-MM-DD', the improvement's last day) is not before the Kaizen's opening day and, on
 * a Kaizen that is (or becomes) Cerrada, not after today; both days in the plant's zone.
 */
export function validarFechaFinKaizen(fin: string | null | undefined, apertura: Date | string, ahora: Date, cerrada: boolean, zona: string): string | null {
  if (!fin) return null;
  if (fin < diaEnZona(apertura, zona)) return MSG.kaizenFechaFinAnterior;
  if (cerrada && fin > diaEnZona(ahora, zona)) return MSG.kaizenFechaFinFutura;
  return null;
}
