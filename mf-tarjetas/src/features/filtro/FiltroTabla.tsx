import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { skipToken } from '@reduxjs/toolkit/query';
import { getErrorMessage } from '@portal/shared/data-access';
import { calcularAlerta, detallePath } from '@portal/shared/domain';
import type { DiasAlerta, PlantaTiempo, Tarjeta } from '@portal/shared/domain';
import { ColorChip, ErrorAlert, EstadoChip, useDiasAlerta, usePlantaTiempo } from '@portal/shared/ui';
import { ResponsiveList } from '@portal/shared/ui/lista';
import { useConsultarTarjetasQuery } from '../tarjetas/tarjetasApi';
import { COLUMNA_LABEL, toFiltroSeleccion } from './filtroSeleccion';
import type { FiltroSeleccionState } from './filtroSeleccion';
import { QrCell } from './QrCell';
import { valorDe } from './valorColumna';

export const FILTRO_PAGE_SIZES = [10, 20, 100];
export const SIN_COLUMNAS = 'Elija columnas para ver las tarjetas.';
export const SIN_TARJETAS = 'No se encontraron tarjetas';

const textoAlerta = (t: Tarjeta, dias: DiasAlerta) =>
  t.estado === 'Abierta' && t.fecha && t.prioridad ? calcularAlerta(t.fecha, t.prioridad, dias).texto : '';

function columnasDe(seleccion: FiltroSeleccionState, tiempo: PlantaTiempo, dias: DiasAlerta): GridColDef<Tarjeta>[] {
  const base = { sortable: false, disableColumnMenu: true, flex: 1, minWidth: 120 } as const;
  const cols: GridColDef<Tarjeta>[] = seleccion.selectedOption.map((columna) => ({
    ...base,
    field: columna,
    headerName: COLUMNA_LABEL[columna],
    valueGetter: (_v, row) => valorDe(row, columna, tiempo),
    ...(columna === 'descripcion' ? { minWidth: 220, flex: 2 } : {}),
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
  if (seleccion.alerta) cols.push({ ...base, field: 'alerta', headerName: 'Alerta', minWidth: 150, valueGetter: (_v, row) => textoAlerta(row, dias) });
  if (seleccion.qrcode) {
    cols.push({ ...base, field: 'qrcode', headerName: 'Qr Code', flex: 0, width: 90, renderCell: ({ row }) => <QrCell id={row._id} numero={row.numero} /> });
  }
  return cols;
}

/** A row on a phone: number, colour, state and description always, then every other chosen column as 'Label: value'. */
function FiltroCard({ tarjeta, seleccion }: { tarjeta: Tarjeta; seleccion: FiltroSeleccionState }) {
  const tiempo = usePlantaTiempo();
  const dias = useDiasAlerta();
  const otras = seleccion.selectedOption.filter((c) => !['numero', 'color', 'estado', 'descripcion'].includes(c));
  const alerta = seleccion.alerta ? textoAlerta(tarjeta, dias) : '';
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 'bold' }}>
          N°{tarjeta.numero}
        </Typography>
        <ColorChip color={tarjeta.color} />
        <EstadoChip estado={tarjeta.estado} />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {tarjeta.descripcion}
      </Typography>
      {otras.map((c) => (
        <Typography key={c} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {COLUMNA_LABEL[c]}: {valorDe(tarjeta, c, tiempo)}
        </Typography>
      ))}
      {alerta && (
        <Typography variant="body2" color="text.secondary">
          Alerta: {alerta}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Rows of /tarjetasfiltro, paged by the server (`POST /tarjetas/consulta`); cards on phones. Any change
 * of the selection goes back to the first page.
 */
export function FiltroTabla({ seleccion }: { seleccion: FiltroSeleccionState }) {
  const clave = JSON.stringify(seleccion);
  const [paginacion, setPaginacion] = useState({ clave, page: 0, pageSize: FILTRO_PAGE_SIZES[0] });
  const model: GridPaginationModel = { page: paginacion.clave === clave ? paginacion.page : 0, pageSize: paginacion.pageSize };
  const hayColumnas = seleccion.selectedOption.length > 0;
  const { data, error, isFetching } = useConsultarTarjetasQuery(hayColumnas ? toFiltroSeleccion(seleccion, model) : skipToken);
  const tiempo = usePlantaTiempo();
  const dias = useDiasAlerta();
  const columns = useMemo(() => columnasDe(seleccion, tiempo, dias), [seleccion, tiempo, dias]);

  if (!hayColumnas) return <p>{SIN_COLUMNAS}</p>;
  return (
    <>
      {error && <ErrorAlert message={getErrorMessage(error)} />}
      <ResponsiveList
        aria-label="Tarjetas filtradas"
        rows={error ? [] : (data?.items ?? [])}
        getRowId={(t) => t._id}
        columns={columns}
        renderCard={(t) => <FiltroCard tarjeta={t} seleccion={seleccion} />}
        rowHref={(t) => detallePath(t._id)}
        rowCount={error ? 0 : (data?.total ?? 0)}
        loading={isFetching}
        paginationModel={model}
        onPaginationModelChange={(m) => setPaginacion({ clave, page: m.page, pageSize: m.pageSize })}
        pageSizeOptions={FILTRO_PAGE_SIZES}
        emptyText={SIN_TARJETAS}
      />
    </>
  );
}
