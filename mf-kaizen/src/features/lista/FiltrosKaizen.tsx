import { useState } from 'react';
import { Box, Button, Collapse, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { ESTADOS_ACTUALES_KAIZEN, PILARES } from '@portal/shared/domain';
import { usePhone } from '@portal/shared/ui/lista';
import type { FiltrosKaizen as Filtros } from './kaizensQuery';
import type { KaizensListaState } from './useKaizensLista';

const selectProps = { select: true, size: 'small', slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;

/**
 * The Kaizen list's search box and filters (Estado actual, Pilar, Máquina), above the list on every screen
 * size; on a phone the filters fold under a 'Filtros' button.
 */
export function FiltrosKaizen({ lista, maquinas }: { lista: KaizensListaState; maquinas: readonly string[] }) {
  const phone = usePhone();
  const [abiertos, setAbiertos] = useState(false);
  const activos = (['estado', 'pilar', 'maquina'] as const).filter((c) => lista.filtros[c]).length;
  const filtro = (campo: Exclude<keyof Filtros, 'q'>, label: string, valores: readonly string[]) => {
    // A machine from a link that is no longer configured stays choosable.
    const opciones = lista.filtros[campo] && !valores.includes(lista.filtros[campo]) ? [lista.filtros[campo], ...valores] : valores;
    return (
      <TextField {...selectProps} label={label} value={lista.filtros[campo]} onChange={(e) => lista.setFiltro(campo, e.target.value as never)}>
        <option value="">Todos</option>
        {opciones.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </TextField>
    );
  };
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
      {filtro('estado', 'Estado actual', ESTADOS_ACTUALES_KAIZEN)}
      {filtro('pilar', 'Pilar', PILARES)}
      {filtro('maquina', 'Máquina', maquinas)}
    </>
  );
  if (phone) {
    return (
      <Box role="search" aria-label="Buscar y filtrar Quick Kaizen" sx={{ display: 'grid', gap: 1.5, mb: 2, '& .MuiInputBase-root': { minHeight: 44 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}>
          {buscar}
          <Button
            variant="outlined"
            startIcon={<TuneIcon />}
            aria-expanded={abiertos}
            aria-controls="filtros-kaizen"
            onClick={() => setAbiertos((a) => !a)}
            sx={{ minHeight: 44 }}
          >
            Filtros{activos ? ` (${activos})` : ''}
          </Button>
        </Box>
        <Collapse in={abiertos} id="filtros-kaizen">
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)', pt: 0.5 }}>{filtros}</Box>
        </Collapse>
      </Box>
    );
  }
  return (
    <Box
      role="search"
      aria-label="Buscar y filtrar Quick Kaizen"
      sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}
    >
      {buscar}
      {filtros}
    </Box>
  );
}
