import { CIERRE_PERIODO, cortarPorcentaje, textoCierrePeriodo, textoSinFechaCierre, type CierrePeriodo as Periodo } from '@portal/shared/domain';
import { NotaCierre } from '../comun/NotaCierre';

/**
 * Under a colour tab's table: the window's cards by state (closed with or without a closing date, the risk
 * map's %), and how many closed cards are in no monthly column for lack of a closing date.
 */
export function CierrePeriodo({ periodo }: { periodo: Periodo }) {
  if (periodo.tarjetas === 0) return null;
  return (
    <>
      <NotaCierre
        texto={`${CIERRE_PERIODO.etiqueta}: ${cortarPorcentaje(periodo.porcentaje)} (${textoCierrePeriodo(periodo)})`}
        explicacion={CIERRE_PERIODO.explicacion}
      />
      {periodo.sinFechaCierre > 0 && <NotaCierre texto={textoSinFechaCierre(periodo.sinFechaCierre)} />}
    </>
  );
}
