import { useState } from 'react';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { getErrorMessage } from '@portal/shared/data-access';
import { detallePath, type Tarjeta, type TarjetasQuery } from '@portal/shared/domain';
import { ErrorAlert, FechaPlanta } from '@portal/shared/ui';
import { ResponsiveList } from '@portal/shared/ui/lista';
import { useGetTarjetasPaginaQuery } from '../tarjetas/tarjetasApi';
import { COLUMNAS_LISTA, ORDEN_LISTA } from '../lista/columnas';
import { PrioridadAlerta } from '../lista/PrioridadAlerta';
import { TarjetaCard } from '../lista/TarjetaCard';
import { SORT_DEFAULT } from '../lista/useTarjetasLista';
import { SIN_TARJETAS } from '../lista/GruposTarjetas';

export const SIN_RESULTADOS = SIN_TARJETAS;
export const BUSCAR_PAGE_SIZES = [10, 20, 100];

/** The list's columns; the priority carries the overdue mark and the date is the day only (spec §2, Search). */
const COLUMNAS: GridColDef<Tarjeta>[] = COLUMNAS_LISTA.map((c) => {
  if (c.field === 'prioridad') return { ...c, width: 120, renderCell: ({ row }) => <PrioridadAlerta tarjeta={row} /> };
  if (c.field === 'fecha') return { ...c, width: 120, renderCell: ({ row }) => <FechaPlanta valor={row.fecha} /> };
  return c;
});

/** Results of /buscar for the submitted colour and number, paged and sorted by the server; cards on phones. */
export function BuscarResultados({ filtro }: { filtro: Pick<TarjetasQuery, 'color' | 'numero'> }) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [sortModel, setSortModel] = useState<GridSortModel>(SORT_DEFAULT);
  const sort = sortModel[0];
  const query: TarjetasQuery = {
    page: pagination.page,
    pageSize: pagination.pageSize,
    ...(sort?.sort ? { sort: sort.field as TarjetasQuery['sort'], order: sort.sort } : {}),
    ...filtro,
  };
  const { currentData, error, isFetching } = useGetTarjetasPaginaQuery(query);
  if (error) return <ErrorAlert message={getErrorMessage(error)} />;
  return (
    <ResponsiveList
      aria-label="Resultados de la búsqueda"
      rows={currentData?.items ?? []}
      getRowId={(t) => t._id}
      columns={COLUMNAS}
      renderCard={(t) => <TarjetaCard tarjeta={t} />}
      rowHref={(t) => detallePath(t._id)}
      rowCount={currentData?.total ?? 0}
      loading={isFetching}
      paginationModel={pagination}
      onPaginationModelChange={setPagination}
      pageSizeOptions={BUSCAR_PAGE_SIZES}
      sortModel={sortModel}
      onSortModelChange={(m) => {
        setSortModel(m);
        setPagination((p) => ({ ...p, page: 0 }));
      }}
      sortOptions={ORDEN_LISTA}
      emptyText={SIN_RESULTADOS}
    />
  );
}
