import { useState } from 'react';
import { Box, Button, Chip, Collapse, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { AGRUPACIONES_TARJETAS, COLORES, ESTADOS_TARJETA, PRIORIDADES, type AgrupacionTarjetas, type CampoSinValor } from '@portal/shared/domain';
import { usePhone } from '@portal/shared/ui/lista';
import type { TarjetasListaState } from './useTarjetasLista';
import type { FiltrosLista as Filtros } from './tarjetasQuery';

const ETIQUETA_SIN_VALOR: Record<CampoSinValor, string> = { maquina: 'Máquina', familia: 'Familia', equipo: 'Equipo' };

const selectProps = { select: true, size: 'small', slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;

/**
 * The list's one search box, its filters and 'Agrupar por', above the list on every screen size. On a phone
 * the filters fold under a 'Filtros' button (two per row), so the cards start near the top.
 */
export function FiltrosLista({ lista, equipos }: { lista: TarjetasListaState; equipos: readonly string[] }) {
  const phone = usePhone();
  const [abiertos, setAbiertos] = useState(false);
  const activos = Object.values(lista.filtros).filter((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v))).length + (lista.agrupacion ? 1 : 0);
  const filtro = (campo: keyof Filtros, label: string, valores: readonly string[]) => (
    <TextField {...selectProps} label={label} value={lista.filtros[campo]} onChange={(e) => lista.setFiltro(campo, e.target.value as never)}>
      <option value="">Todos</option>
      {valores.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </TextField>
  );
  const buscar = (
    <TextField
      label="Buscar"
      size="small"
      value={lista.busqueda}
      onChange={(e) => lista.setBusqueda(e.target.value)}
      sx={{ gridColumn: { sm: 'span 2' } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
  const filtros = (
    <>
      {filtro('color', 'Color', COLORES)}
      {filtro('estado', 'Estado', ESTADOS_TARJETA)}
      {filtro('equipo', 'Equipo', equipos)}
      {filtro('prioridad', 'Prioridad', PRIORIDADES)}
      <TextField {...selectProps} label="Agrupar por" value={lista.agrupacion} onChange={(e) => lista.setAgrupacion(e.target.value as '' | AgrupacionTarjetas)}>
        <option value="">Ninguno</option>
        {AGRUPACIONES_TARJETAS.map((a) => (
          <option key={a.value} value={a.value}>
            {a.label}
          </option>
        ))}
      </TextField>
    </>
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
  if (phone) {
    return (
      <Box role="search" aria-label="Buscar y filtrar tarjetas" sx={{ display: 'grid', gap: 1.5, mb: 2, '& .MuiInputBase-root': { minHeight: 44 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}>
          {buscar}
          <Button
            variant="outlined"
            startIcon={<TuneIcon />}
            aria-expanded={abiertos}
            aria-controls="filtros-lista"
            onClick={() => setAbiertos((a) => !a)}
            sx={{ minHeight: 44 }}
          >
            Filtros{activos ? ` (${activos})` : ''}
          </Button>
        </Box>
        <Collapse in={abiertos} id="filtros-lista">
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr', pt: 0.5 }}>{filtros}</Box>
        </Collapse>
        {activosUrl}
      </Box>
    );
  }
  return (
    <Box
      role="search"
      aria-label="Buscar y filtrar tarjetas"
      sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
    >
      {buscar}
      {filtros}
      {activosUrl}
    </Box>
  );
}
