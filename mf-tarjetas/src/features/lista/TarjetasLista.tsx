import { useMemo, useState } from 'react';
import { Box, Button, InputAdornment, Paper, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, useGridApiRef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useAuth } from '@portal/shared/auth';
import { getErrorMessage, useGetCamposQuery } from '@portal/shared/data-access';
import { ErrorAlert } from '@portal/shared/ui';
import { exportarTarjetas } from '../tarjetas/exportarTarjetas';
import { AGRUPACIONES, esFilaGrupo, type Agrupacion } from './agrupar';
import { columnasLista } from './columnas';
import { filtroSeleccionDesdeLista } from './tarjetasQueryDesdeGrid';
import { useTarjetasLista } from './useTarjetasLista';

export const PAGE_SIZE_OPTIONS = [10, 20, 100, { value: -1, label: 'Todas' }];
export const CSV_FILE_NAME = 'Tarjetas';

/** The card table of /tarjetas: server-side paging, sorting, filtering and search; grouping of the page; Excel and CSV export. */
export function TarjetasLista() {
  const lista = useTarjetasLista();
  const { token } = useAuth();
  const apiRef = useGridApiRef();
  const { data: campos = [] } = useGetCamposQuery();
  const equipos = useMemo(() => campos.filter((c) => c.name === 'equipo').map((c) => c.value), [campos]);
  const columns = useMemo(() => columnasLista(equipos), [equipos]);
  const [visibilidad, setVisibilidad] = useState<GridColumnVisibilityModel>({});
  const [exportando, setExportando] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportarExcel = async () => {
    setExportError(null);
    setExportando(true);
    try {
      const visibles = columns.map((c) => c.field).filter((f) => visibilidad[f] !== false);
      await exportarTarjetas(filtroSeleccionDesdeLista(visibles, lista.filterModel), token);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : getErrorMessage(error));
    } finally {
      setExportando(false);
    }
  };

  const exportarCsv = () =>
    apiRef.current?.exportDataAsCsv({
      fileName: CSV_FILE_NAME,
      utf8WithBom: true,
      getRowsToExport: () => lista.filas.filter((f) => !esFilaGrupo(f)).map((f) => f._id),
    });

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <TextField
          label="Buscar"
          size="small"
          value={lista.busqueda}
          onChange={(e) => lista.setBusqueda(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        <TextField
          label="Agrupar por"
          select
          size="small"
          value={lista.agrupacion}
          onChange={(e) => lista.setAgrupacion(e.target.value as Agrupacion)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          {AGRUPACIONES.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" onClick={exportarExcel} disabled={exportando}>
          Exportar Excel
        </Button>
        <Button variant="outlined" onClick={exportarCsv}>
          Exportar CSV
        </Button>
      </Stack>
      <ErrorAlert message={exportError} onClose={() => setExportError(null)} />
      <ErrorAlert message={lista.error ? getErrorMessage(lista.error) : null} />
      <DataGrid
        apiRef={apiRef}
        aria-label="Tarjetas"
        rows={lista.filas}
        columns={columns}
        getRowId={(row) => row._id}
        rowCount={lista.total}
        loading={lista.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={lista.pagination}
        onPaginationModelChange={lista.onPaginationChange}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        sortModel={lista.sortModel}
        onSortModelChange={lista.onSortChange}
        filterModel={lista.filterModel}
        onFilterModelChange={lista.onFilterChange}
        columnVisibilityModel={visibilidad}
        onColumnVisibilityModelChange={setVisibilidad}
        getRowClassName={({ row }) => (esFilaGrupo(row) ? 'fila-grupo' : '')}
        isRowSelectable={({ row }) => !esFilaGrupo(row)}
        disableRowSelectionOnClick
        // Up to 100 rows render fine without virtualization (and jsdom has no layout to virtualize with); 'Todas' needs it.
        disableVirtualization={lista.pagination.pageSize !== -1}
        showToolbar
        slotProps={{ toolbar: { csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } } }}
        sx={{ minHeight: 400, '& .fila-grupo': { bgcolor: 'action.hover' } }}
      />
    </Paper>
  );
}
