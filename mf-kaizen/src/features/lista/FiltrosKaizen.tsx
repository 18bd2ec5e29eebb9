import { ESTADOS_ACTUALES_KAIZEN, PILARES } from '@portal/shared/domain';
import { BarraFiltros, FiltroSelect } from '@portal/shared/ui/lista';
import { CAMPOS_FILTRO, type FiltrosKaizen as Filtros } from './kaizensQuery';
import type { KaizensListaState } from './useKaizensLista';

/**
 * The Kaizen list's search box and filters (Estado actual, Pilar, Máquina), above the list on every screen
 * size; on a phone the filters fold under a 'Filtros' button.
 */
export function FiltrosKaizen({ lista, maquinas }: { lista: KaizensListaState; maquinas: readonly string[] }) {
  const filtro = (campo: keyof Filtros, label: string, valores: readonly string[]) => (
    <FiltroSelect label={label} value={lista.filtros[campo]} onChange={(v) => lista.setFiltro(campo, v as never)} opciones={valores} />
  );
  return (
    <BarraFiltros
      aria-label="Buscar y filtrar Quick Kaizen"
      busqueda={lista.busqueda}
      onBusqueda={lista.setBusqueda}
      activos={CAMPOS_FILTRO.filter((c) => lista.filtros[c]).length}
      id="filtros-kaizen"
      anchoMinimo={170}
    >
      {filtro('estado', 'Estado actual', ESTADOS_ACTUALES_KAIZEN)}
      {filtro('pilar', 'Pilar', PILARES)}
      {filtro('maquina', 'Máquina', maquinas)}
    </BarraFiltros>
  );
}
