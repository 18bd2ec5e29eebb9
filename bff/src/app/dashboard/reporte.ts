import type { FilaRiesgo } from '@portal/shared/domain';
import type { AntiguaReporte, SumasColor } from './reporte.repository';

/** Everything the one-page 'Reporte de avance' shows, already computed. */
export interface Reporte {
  /** null: every equipo. */
  equipo: string | null;
  /** The plant's name. */
  planta: string;
  /** DD/MM/YYYY HH:mm in the plant's time zone. */
  generado: string;
  /** `sinFechaCierre`: of the closed, those without a closing date (issue 21 §2). */
  totales: { tarjetas: number; abiertas: number; cerradas: number; sinFechaCierre: number; porcentajeCerradas: number | null };
  /** One row per colour (COLORES order), then the total (color null). */
  porColor: SumasColor[];
  riesgo: FilaRiesgo;
  masAntiguas: AntiguaReporte[];
}
