import { useState } from 'react';
import { Box, Button, Paper } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import { RequireAuth } from '@portal/shared/auth';
import { ErrorAlert, PageTitle } from '@portal/shared/ui';
import { ColumnaFiltro } from '../features/filtro/ColumnaFiltro';
import { ColumnasSelect } from '../features/filtro/ColumnasSelect';
import { FiltroTabla } from '../features/filtro/FiltroTabla';
import { GuardarPresetDialog } from '../features/filtro/GuardarPresetDialog';
import { OpcionesFiltro } from '../features/filtro/OpcionesFiltro';
import { PresetsBar } from '../features/filtro/PresetsBar';
import { useExportarExcel } from '../features/filtro/useExportarExcel';
import { useFiltroSeleccion } from '../features/filtro/useFiltroSeleccion';

function TarjetasFiltroContent() {
  const { seleccion, elegirColumnas, filtrar, marcar, reset, restaurar } = useFiltroSeleccion();
  const { exportar, exportando, error: exportError, clearError } = useExportarExcel(seleccion);
  const [guardando, setGuardando] = useState(false);
  const sinColumnas = seleccion.selectedOption.length === 0;
  return (
    <>
      <PresetsBar onRestore={restaurar} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <ColumnasSelect value={seleccion.selectedOption} onChange={elegirColumnas} />
          <OpcionesFiltro seleccion={seleccion} onChange={marcar} />
        </Box>
        {!sinColumnas && (
          <Box component="section" aria-label="Filtros por columna" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
            {seleccion.selectedOption.map((columna) => (
              <ColumnaFiltro key={columna} columna={columna} value={seleccion.filtros[columna] ?? []} onChange={filtrar} />
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button variant="outlined" color="inherit" startIcon={<RestartAltIcon />} onClick={reset}>
            Reset
          </Button>
          <Button variant="outlined" startIcon={<SaveIcon />} onClick={() => setGuardando(true)} disabled={sinColumnas}>
            Guardar como preestablecido
          </Button>
          <Button variant="contained" color="success" startIcon={<FileDownloadIcon />} onClick={exportar} disabled={sinColumnas || exportando}>
            {exportando ? 'Exportando…' : 'Exportar Excel'}
          </Button>
        </Box>
      </Paper>
      <ErrorAlert message={exportError} onClose={clearError} />
      <FiltroTabla seleccion={seleccion} />
      <GuardarPresetDialog open={guardando} seleccion={seleccion} onClose={() => setGuardando(false)} />
    </>
  );
}

/** /tarjetasfiltro — the dynamic export table (spec §2). */
export default function TarjetasFiltroPage() {
  return (
    <RequireAuth>
      <PageTitle>Tabla dinamica de tarjetas</PageTitle>
      <TarjetasFiltroContent />
    </RequireAuth>
  );
}
