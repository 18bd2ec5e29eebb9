import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { skipToken } from '@reduxjs/toolkit/query';
import { getErrorMessage } from '@portal/shared/data-access';
import { calcularAlerta, detallePath } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { ErrorAlert } from '@portal/shared/ui';
import { useConsultarTarjetasQuery } from '../tarjetas/tarjetasApi';
import { COLUMNA_LABEL, toFiltroSeleccion } from './filtroSeleccion';
import type { FiltroSeleccionState } from './filtroSeleccion';
import { QrCell } from './QrCell';
import { valorDe } from './valorColumna';

export const FILTRO_PAGE_SIZES = [10, 20, 100];
export const SIN_COLUMNAS = 'Elija columnas para ver las tarjetas.';

const textoAlerta = (t: Tarjeta) => (t.estado === 'Abierta' && t.fecha && t.prioridad ? calcularAlerta(t.fecha, t.prioridad).texto : '');

function columnasDe(seleccion: FiltroSeleccionState): GridColDef<Tarjeta>[] {
  const base = { sortable: false, filterable: false, disableColumnMenu: true, flex: 1, minWidth: 120 } as const;
  const cols: GridColDef<Tarjeta>[] = seleccion.selectedOption.map((columna) => ({
    ...base,
    field: columna,
    headerName: COLUMNA_LABEL[columna],
    valueGetter: (_v, row) => valorDe(row, columna),
    ...(columna === 'numero'
      ? {
          renderCell: ({ row }) => (
            <Link component={RouterLink} to={detallePath(row._id)}>
              {row.numero}
            </Link>
          ),
        }
      : {}),
  }));
  if (seleccion.alerta) cols.push({ ...base, field: 'alerta', headerName: 'Alerta', valueGetter: (_v, row) => textoAlerta(row) });
  if (seleccion.qrcode) {
    cols.push({ ...base, field: 'qrcode', headerName: 'Qr Code', flex: 0, width: 90, renderCell: ({ row }) => <QrCell id={row._id} numero={row.numero} /> });
  }
  return cols;
}

/**
 * Rows of /tarjetasfiltro, paged by the server (`POST /tarjetas/consulta`). Any change of the
 * selection goes back to the first page.
 */
export function FiltroTabla({ seleccion }: { seleccion: FiltroSeleccionState }) {
  const clave = JSON.stringify(seleccion);
  const [paginacion, setPaginacion] = useState({ clave, page: 0, pageSize: FILTRO_PAGE_SIZES[0] });
  const model: GridPaginationModel = { page: paginacion.clave === clave ? paginacion.page : 0, pageSize: paginacion.pageSize };
  const hayColumnas = seleccion.selectedOption.length > 0;
  const { data, error, isFetching } = useConsultarTarjetasQuery(hayColumnas ? toFiltroSeleccion(seleccion, model) : skipToken);
  const columns = useMemo(() => columnasDe(seleccion), [seleccion]);

  if (!hayColumnas) return <p>{SIN_COLUMNAS}</p>;
  return (
    <>
      {error && <ErrorAlert message={getErrorMessage(error)} />}
      {/* A fixed height (not autoHeight) keeps row virtualization: QR codes are drawn only for visible rows. */}
      <Box sx={{ height: 640 }}>
        <DataGrid
          aria-label="Tarjetas filtradas"
          rows={error ? [] : (data?.items ?? [])}
          columns={columns}
          getRowId={(t) => t._id}
          rowCount={error ? 0 : (data?.total ?? 0)}
          loading={isFetching}
          paginationMode="server"
          paginationModel={model}
          onPaginationModelChange={(m) => setPaginacion({ clave, page: m.page, pageSize: m.pageSize })}
          pageSizeOptions={FILTRO_PAGE_SIZES}
          rowHeight={seleccion.qrcode ? 68 : 52}
          disableRowSelectionOnClick
          localeText={{ noRowsLabel: 'No se encontraron tarjetas' }}
        />
      </Box>
    </>
  );
}
