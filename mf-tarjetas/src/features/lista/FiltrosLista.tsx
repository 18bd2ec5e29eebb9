import { Box, Chip } from '@mui/material';
import { AGRUPACIONES_TARJETAS, COLORES, ESTADOS_TARJETA, PRIORIDADES, type AgrupacionTarjetas, type CampoSinValor } from '@portal/shared/domain';
import { BarraFiltros, FiltroSelect } from '@portal/shared/ui/lista';
import type { TarjetasListaState } from './useTarjetasLista';

const ETIQUETA_SIN_VALOR: Record<CampoSinValor, string> = { maquina: 'Máquina', familia: 'Familia', equipo: 'Equipo' };

/**
 * The list's one search box, its filters and 'Agrupar por', above the list on every screen size. On a phone
 * the filters fold under a 'Filtros' button (two per row), so the cards start near the top.
 */
export function FiltrosLista({ lista, equipos }: { lista: TarjetasListaState; equipos: readonly string[] }) {
  const activos = Object.values(lista.filtros).filter((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v))).length + (lista.agrupacion ? 1 : 0);
  const filtro = (campo: 'color' | 'estado' | 'equipo' | 'prioridad', label: string, valores: readonly string[]) => (
    <FiltroSelect label={label} value={lista.filtros[campo] as string} onChange={(v) => lista.setFiltro(campo, v as never)} opciones={valores} />
  );
  // Filters with no select here come from a link (the dashboard's Pareto) and show as chips the user can clear:
  // máquina, familia, several colours or equipos, and a column asked empty ('(sin valor)').
  const f = lista.filtros;
  const chips: { key: string; label: string; quitar: () => void }[] = [
    ...(f.maquina ? [{ key: 'maquina', label: `Máquina: ${f.maquina}`, quitar: () => lista.setFiltro('maquina', '') }] : []),
    ...(f.familia ? [{ key: 'familia', label: `Familia: ${f.familia}`, quitar: () => lista.setFiltro('familia', '') }] : []),
    ...(f.colores?.length ? [{ key: 'colores', label: `Color: ${f.colores.join(', ')}`, quitar: () => lista.setFiltro('colores', undefined) }] : []),
    ...(f.equipos?.length ? [{ key: 'equipos', label: `Equipo: ${f.equipos.join(', ')}`, quitar: () => lista.setFiltro('equipos', undefined) }] : []),
    ...(f.sinValor ?? []).map((c) => ({
      key: `sinValor-${c}`,
      label: `${ETIQUETA_SIN_VALOR[c]}: (sin valor)`,
      quitar: () =>
        lista.setFiltro(
          'sinValor',
          f.sinValor?.filter((x) => x !== c),
        ),
    })),
  ];
  const activosUrl = chips.length ? (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {chips.map((c) => (
        <Chip key={c.key} label={c.label} onDelete={c.quitar} />
      ))}
    </Box>
  ) : null;
  return (
    <BarraFiltros
      aria-label="Buscar y filtrar tarjetas"
      busqueda={lista.busqueda}
      onBusqueda={lista.setBusqueda}
      activos={activos}
      id="filtros-lista"
      anchoMinimo={150}
      columnasMovil="1fr 1fr"
      pie={activosUrl}
    >
      {filtro('color', 'Color', COLORES)}
      {filtro('estado', 'Estado', ESTADOS_TARJETA)}
      {filtro('equipo', 'Equipo', equipos)}
      {filtro('prioridad', 'Prioridad', PRIORIDADES)}
      <FiltroSelect
        label="Agrupar por"
        value={lista.agrupacion}
        onChange={(v) => lista.setAgrupacion(v as '' | AgrupacionTarjetas)}
        opciones={AGRUPACIONES_TARJETAS}
        vacio="Ninguno"
      />
    </BarraFiltros>
  );
}
