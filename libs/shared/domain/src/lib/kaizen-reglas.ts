import { MSG } from './messages';
import { diaEnZona } from './tiempo-planta';

/** The PDCA fields a Kaizen needs to go 'En implementacion' (Planificar) and, with Chequear's, to close. */
export const CAMPOS_PLANIFICAR_KAIZEN = ['descripcionProblema', 'objetivo', 'causas', 'acciones'] as const;
/** Chequear: whether the objective was reached (the answer, or an old client's text) and the end date. */
export const CAMPOS_CHEQUEAR_KAIZEN = ['objetivoLogrado', 'fechaFinalizacionMejora'] as const;

export type KaizenParaReglas = Record<(typeof CAMPOS_PLANIFICAR_KAIZEN)[number] | 'objetivoCompletado', string> & {
  fechaFinalizacionMejora: string | null;
  /** Sí / No / Parcialmente; absent or null when only the text was given (old clients). */
  objetivoLogrado?: string | null;
};

const lleno = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

/** Whether '¿Se logró el objetivo?' is answered: the choice, or (old clients, old Kaizens) the text. */
export const objetivoRespondido = (k: Pick<KaizenParaReglas, 'objetivoLogrado' | 'objetivoCompletado'>): boolean =>
  lleno(k.objetivoLogrado) || lleno(k.objetivoCompletado);

/**
 * The close call's rule on the resulting Kaizen (stored values merged with the sent ones): implementing
 * (`implementacion` true) needs Planificar complete; closing needs Chequear and the end date too.
 */
export function validarCierreKaizen(k: KaizenParaReglas, implementacion: boolean): string | null {
  if (!CAMPOS_PLANIFICAR_KAIZEN.every((c) => lleno(k[c]))) return MSG.kaizenPlanificarIncompleto;
  if (!implementacion && !(objetivoRespondido(k) && lleno(k.fechaFinalizacionMejora))) return MSG.kaizenChequearIncompleto;
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

/** The PDCA stepper's steps in order (Plan, Do, Check, Act: the spec's Planificar, Hacer, Chequear, Estandarizar). */
export const PASOS_PDCA = ['planificar', 'hacer', 'chequear', 'estandarizar'] as const;
export type PasoPdca = (typeof PASOS_PDCA)[number];

export type KaizenParaPasos = KaizenParaReglas & { documentos: string; tarjetasHacer: readonly unknown[] };

/**
 * Which steps are complete: Planificar with its four fields (what implementing needs); Hacer with a card linked
 * in it; Chequear with the answer and the end date (what closing needs); Estandarizar with the documents to change.
 */
export function pasosPdcaCompletos(k: KaizenParaPasos): Record<PasoPdca, boolean> {
  return {
    planificar: CAMPOS_PLANIFICAR_KAIZEN.every((c) => lleno(k[c])),
    hacer: k.tarjetasHacer.length > 0,
    chequear: objetivoRespondido(k) && lleno(k.fechaFinalizacionMejora),
    estandarizar: lleno(k.documentos),
  };
}
