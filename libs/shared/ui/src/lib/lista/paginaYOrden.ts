import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

/**
 * A server-paged list's page and order as query parameters: 0-based page and size (-1 = all, always from page 0),
 * the first sort on a field the server knows, else `sortDefault` descending.
 */
export function paginaYOrden<S extends string>(pagination: GridPaginationModel, sortModel: GridSortModel, campos: readonly S[], sortDefault: S) {
  const sort = sortModel.find((s) => (campos as readonly string[]).includes(s.field) && s.sort);
  return {
    page: pagination.pageSize === -1 ? 0 : pagination.page,
    pageSize: pagination.pageSize,
    sort: sort ? (sort.field as S) : sortDefault,
    order: sort?.sort ?? 'desc',
  };
}
