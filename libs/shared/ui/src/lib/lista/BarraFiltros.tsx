import { useState, type ReactNode } from 'react';
import { Box, Button, Collapse, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { usePhone } from './ResponsiveList';

export interface BarraFiltrosProps {
  /** The search region's name ('Buscar y filtrar tarjetas'). */
  'aria-label': string;
  /** The one search box ('Buscar'). */
  busqueda: string;
  onBusqueda: (texto: string) => void;
  /** How many filters are set: the phone's button reads 'Filtros (2)'. */
  activos: number;
  /** The id of the phone's folding panel. */
  id: string;
  /** The filters (`FiltroSelect`s). */
  children: ReactNode;
  /** Below the filters on every screen size, never folded (e.g. chips of filters a link asked for). */
  pie?: ReactNode;
  /** Desktop: the narrowest a filter gets before the row wraps. */
  anchoMinimo: number;
  /** Phone: the folded filters' grid columns. */
  columnasMovil?: string;
}

/**
 * A list's search box and filters, above the list on every screen size; on a phone the filters fold under a
 * 'Filtros' button, so the cards start near the top.
 */
export function BarraFiltros({ busqueda, onBusqueda, activos, id, children, pie, anchoMinimo, columnasMovil = 'minmax(0, 1fr)', ...props }: BarraFiltrosProps) {
  const phone = usePhone();
  const [abiertos, setAbiertos] = useState(false);
  const buscar = (
    <TextField
      label="Buscar"
      size="small"
      value={busqueda}
      onChange={(e) => onBusqueda(e.target.value)}
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
  if (phone) {
    return (
      <Box role="search" aria-label={props['aria-label']} sx={{ display: 'grid', gap: 1.5, mb: 2, '& .MuiInputBase-root': { minHeight: 44 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}>
          {buscar}
          <Button
            variant="outlined"
            startIcon={<TuneIcon />}
            aria-expanded={abiertos}
            aria-controls={id}
            onClick={() => setAbiertos((a) => !a)}
            sx={{ minHeight: 44 }}
          >
            Filtros{activos ? ` (${activos})` : ''}
          </Button>
        </Box>
        <Collapse in={abiertos} id={id}>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: columnasMovil, pt: 0.5 }}>{children}</Box>
        </Collapse>
        {pie}
      </Box>
    );
  }
  return (
    <Box
      role="search"
      aria-label={props['aria-label']}
      sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: `repeat(auto-fill, minmax(${anchoMinimo}px, 1fr))` }}
    >
      {buscar}
      {children}
      {pie}
    </Box>
  );
}
