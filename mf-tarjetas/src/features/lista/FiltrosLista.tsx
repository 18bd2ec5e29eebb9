import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { AGRUPACIONES_TARJETAS, COLORES, ESTADOS_TARJETA, PRIORIDADES, type AgrupacionTarjetas } from '@portal/shared/domain';
import type { TarjetasListaState } from './useTarjetasLista';
import type { FiltrosLista as Filtros } from './tarjetasQuery';

const selectProps = { select: true, size: 'small', slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;

/** The list's one search box, its filters and 'Agrupar por': above the list on every screen size (phones: two per row). */
export function FiltrosLista({ lista, equipos }: { lista: TarjetasListaState; equipos: readonly string[] }) {
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
  return (
    <Box
      role="search"
      aria-label="Buscar y filtrar tarjetas"
      sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fill, minmax(150px, 1fr))' } }}
    >
      <TextField
        label="Buscar"
        size="small"
        value={lista.busqueda}
        onChange={(e) => lista.setBusqueda(e.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' } }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
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
    </Box>
  );
}
