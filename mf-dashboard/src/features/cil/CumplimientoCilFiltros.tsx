import type { Control } from 'react-hook-form';
import { Box, Button, ButtonGroup, Stack, TextField } from '@mui/material';
import type { Campo } from '@portal/shared/domain';
import { DateField } from '@portal/shared/ui';
import { ATAJOS_CIL, type AtajoCil } from './periodoCil';
import type { CumplimientoCilFiltrosForm, useCumplimientoCilFiltros } from './useCumplimientoCilFiltros';

export interface CumplimientoCilFiltrosProps {
  filtros: ReturnType<typeof useCumplimientoCilFiltros>;
  equipos: readonly Campo[];
}

/** Período (quick choices, or Desde/Hasta as DD/MM/YYYY plant days and 'Ver') and Equipo; full width on a phone. */
export function CumplimientoCilFiltros({ filtros, equipos }: CumplimientoCilFiltrosProps) {
  // The form holds strings and hands the schema's output on submit; the picker only needs the strings.
  const control = filtros.form.control as unknown as Control<CumplimientoCilFiltrosForm>;
  const { ref, ...equipo } = filtros.form.register('equipo');
  return (
    <Box component="form" noValidate onSubmit={filtros.onSubmit} aria-label="Filtros del cumplimiento CIL" sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {/* Plain buttons, not toggles: they fill the dates, which then say what is shown. */}
        <ButtonGroup variant="outlined" aria-label="Período rápido">
          {(Object.keys(ATAJOS_CIL) as AtajoCil[]).map((a) => (
            <Button key={a} onClick={() => filtros.elegirAtajo(a)} sx={{ minHeight: 40, textTransform: 'none' }}>
              {ATAJOS_CIL[a]}
            </Button>
          ))}
        </ButtonGroup>
        <Box sx={{ width: { xs: '100%', sm: 180 } }}>
          <DateField control={control} name="desde" label="Desde" id="cil-desde" required />
        </Box>
        <Box sx={{ width: { xs: '100%', sm: 180 } }}>
          <DateField control={control} name="hasta" label="Hasta" id="cil-hasta" required />
        </Box>
        <TextField
          id="cil-equipo"
          label="Equipo"
          select
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
          {...equipo}
          inputRef={ref}
          onChange={(e) => filtros.elegirEquipo(e.target.value)}
        >
          <option value="">Todos los equipos</option>
          {equipos.map((e) => (
            <option key={e._id} value={e._id}>
              {e.value}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
          Ver
        </Button>
      </Stack>
    </Box>
  );
}
