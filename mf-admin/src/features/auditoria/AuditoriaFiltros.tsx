import type { Control } from 'react-hook-form';
import { Box, Button, Stack, TextField } from '@mui/material';
import { ENTIDAD_AUDITORIA_LABEL, ENTIDADES_AUDITORIA, type User } from '@portal/shared/domain';
import { DateField } from '@portal/shared/ui';
import type { useAuditoriaFiltros, AuditoriaFiltrosForm } from './useAuditoriaFiltros';

export interface AuditoriaFiltrosProps {
  filtros: ReturnType<typeof useAuditoriaFiltros>;
  usuarios: User[];
  onExportar: () => void;
  exportando: boolean;
}

const porNombre = (a: User, b: User) => a.name.localeCompare(b.name, 'es');

/** Usuario, Entidad, Desde, Hasta (DD/MM/YYYY, plant days); 'Filtrar', 'Limpiar' and 'Exportar Excel' (the filtered records, every page). */
export function AuditoriaFiltros({ filtros, usuarios, onExportar, exportando }: AuditoriaFiltrosProps) {
  const { register } = filtros.form;
  // The form holds strings and hands the schema's output on submit; the picker only needs the strings.
  const control = filtros.form.control as unknown as Control<AuditoriaFiltrosForm>;
  // MUI puts `ref` on the wrapper div; react-hook-form needs the input itself (focus on error).
  const field = (name: keyof AuditoriaFiltrosForm) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box component="form" noValidate onSubmit={filtros.onSubmit} aria-label="Filtros de auditoría" sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField id="auditoria-usuario" label="Usuario" select size="small" slotProps={select} sx={{ minWidth: 220 }} {...field('usuario')}>
          <option value="">Todos</option>
          {[...usuarios].sort(porNombre).map((u) => (
            <option key={u._id} value={u._id}>
              {u.name} ({u.email})
            </option>
          ))}
        </TextField>
        <TextField id="auditoria-entidad" label="Entidad" select size="small" slotProps={select} sx={{ minWidth: 160 }} {...field('entidad')}>
          <option value="">Todas</option>
          {ENTIDADES_AUDITORIA.map((e) => (
            <option key={e} value={e}>
              {ENTIDAD_AUDITORIA_LABEL[e]}
            </option>
          ))}
        </TextField>
        <Box sx={{ width: { xs: '100%', sm: 200 } }}>
          <DateField control={control} name="desde" label="Desde" id="auditoria-desde" />
        </Box>
        <Box sx={{ width: { xs: '100%', sm: 200 } }}>
          <DateField control={control} name="hasta" label="Hasta" id="auditoria-hasta" />
        </Box>
        <Button type="submit" variant="contained">
          Filtrar
        </Button>
        <Button type="button" onClick={filtros.limpiar}>
          Limpiar
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button type="button" variant="outlined" onClick={onExportar} disabled={exportando}>
          Exportar Excel
        </Button>
      </Stack>
    </Box>
  );
}
