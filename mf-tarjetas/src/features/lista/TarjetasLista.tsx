import { useMemo, useState } from 'react';
import { Box, Button, Paper, Stack } from '@mui/material';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useAuth, useCan } from '@portal/shared/auth';
import { descargarArchivo, getErrorMessage, useGetCamposQuery } from '@portal/shared/data-access';
import { aCsv, type CeldaCsv, type PlantaTiempo, type Tarjeta } from '@portal/shared/domain';
import { ErrorAlert, usePlantaTiempo } from '@portal/shared/ui';
import { ListaDocumentos, usePhone } from '@portal/shared/ui/lista';
import { exportarTarjetas } from '../tarjetas/exportarTarjetas';
import { COLUMNAS_LISTA } from './columnas';
import { FiltrosLista } from './FiltrosLista';
import { GruposTarjetas, PAGE_SIZE_OPTIONS, SIN_TARJETAS } from './GruposTarjetas';
import { SeleccionKaizen } from './SeleccionKaizen';
import { TarjetaCard } from './TarjetaCard';
import { filtroSeleccionDesdeLista } from './tarjetasQuery';
import { useTarjetasLista } from './useTarjetasLista';

export { PAGE_SIZE_OPTIONS };
export const CSV_FILE_NAME = 'Tarjetas.csv';

/**
 * A cell as the list shows it: the opening in the plant's time (what the import reads back with PLANT_TZ), the
 * number as a number, anything else as text (aCsv neutralises text that could run as a formula).
 */
const celda = (t: Tarjeta, field: string, tiempo: PlantaTiempo): CeldaCsv => {
  if (field === 'fecha') return tiempo.fechaHora(t.fecha);
  const valor = t[field as keyof Tarjeta];
  return typeof valor === 'number' ? valor : String(valor ?? '');
};

/** The card list of /tarjetas: server paging, sorting, filters, search and grouping; Excel and CSV export. */
export function TarjetasLista() {
  const lista = useTarjetasLista();
  const tiempo = usePlantaTiempo();
  const { token } = useAuth();
  const phone = usePhone();
  const { data: campos = [] } = useGetCamposQuery();
  const equipos = useMemo(() => campos.filter((c) => c.name === 'equipo').map((c) => c.value), [campos]);
  const [visibilidad, setVisibilidad] = useState<GridColumnVisibilityModel>({});
  const [exportando, setExportando] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  // Row selection serves only 'Crear Quick Kaizen con N tarjetas': only a role that may create one gets it.
  const crearKaizen = useCan('kaizen.create');
  const [seleccion, setSeleccion] = useState<string[]>([]);
  const visibles = COLUMNAS_LISTA.filter((c) => c.field !== 'detalle' && visibilidad[c.field] !== false);

  const exportarExcel = async () => {
    setExportError(null);
    setExportando(true);
    try {
      await exportarTarjetas(
        filtroSeleccionDesdeLista(
          visibles.map((c) => c.field),
          lista.filtros,
        ),
        token,
      );
    } catch (error) {
      setExportError(error instanceof Error ? error.message : getErrorMessage(error));
    } finally {
      setExportando(false);
    }
  };

  /** The cards of the list's current page (filters, search and order applied), in the visible columns. */
  const exportarCsv = () => {
    const filas = [visibles.map((c) => c.headerName ?? c.field), ...lista.filas.map((t) => visibles.map((c) => celda(t, c.field, tiempo)))];
    descargarArchivo(new Blob([aCsv(filas)], { type: 'text/csv;charset=utf-8' }), CSV_FILE_NAME);
  };

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <FiltrosLista lista={lista} equipos={equipos} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          onClick={exportarExcel}
          disabled={exportando}
          sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } }}
        >
          Exportar Excel
        </Button>
        <Button variant="outlined" onClick={exportarCsv} sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } }}>
          Exportar CSV
        </Button>
      </Stack>
      <ErrorAlert message={exportError} onClose={() => setExportError(null)} />
      <ErrorAlert message={lista.error ? getErrorMessage(lista.error) : null} />
      {lista.agrupacion ? (
        <GruposTarjetas por={lista.agrupacion} filtros={lista.filtrosQuery} sortModel={lista.sortModel} onSortChange={lista.onSortChange} />
      ) : (
        <Box>
          <SeleccionKaizen seleccion={seleccion} quitar={() => setSeleccion([])} />
          <ListaDocumentos
            aria-label="Tarjetas"
            lista={lista}
            columns={COLUMNAS_LISTA}
            renderCard={(t) => <TarjetaCard tarjeta={t} />}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            emptyText={SIN_TARJETAS}
            seleccion={crearKaizen ? { ids: seleccion, onChange: setSeleccion, nombre: (t) => `Tarjeta ${t.color} N°${t.numero}` } : undefined}
            gridProps={{ columnVisibilityModel: visibilidad, onColumnVisibilityModelChange: setVisibilidad, showToolbar: !phone }}
          />
        </Box>
      )}
    </Paper>
  );
}
