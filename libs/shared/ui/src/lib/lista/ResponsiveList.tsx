import { createContext, forwardRef, useContext, type ReactNode } from 'react';
import {
  Box,
  Checkbox,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  Paper,
  TablePagination,
  Typography,
  useMediaQuery,
  useTheme,
  type Theme,
} from '@mui/material';
import {
  DataGrid,
  GridRowCheckbox,
  type DataGridProps,
  type GridRowCheckboxProps,
  type GridRowId,
  type GridColDef,
  type GridLocaleText,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { OrdenMovil, type OpcionOrden } from './OrdenMovil';
import { rangoPagina } from './numero';

export type PageSizeOption = number | { value: number; label: string };

export interface ResponsiveListProps<R extends GridValidRowModel> {
  /** Accessible name of the grid and of the phone list. */
  'aria-label': string;
  rows: readonly R[];
  getRowId: (row: R) => string;
  /** Desktop columns; the phone shows `renderCard` instead. */
  columns: GridColDef<R>[];
  /** One row on a phone: the whole card is a link to `rowHref(row)` when given. */
  renderCard: (row: R) => ReactNode;
  rowHref?: (row: R) => string | undefined;
  /** Total rows on the server (server paging). */
  rowCount: number;
  loading?: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  pageSizeOptions: PageSizeOption[];
  /** Server sorting; the phone offers `sortOptions` in a select. Omit both for an unsorted list. */
  sortModel?: GridSortModel;
  onSortModelChange?: (model: GridSortModel) => void;
  sortOptions?: OpcionOrden[];
  /** 'No se encontraron tarjetas' */
  emptyText: string;
  /** Desktop-only DataGrid props (column visibility, row height, api ref…). */
  gridProps?: Partial<DataGridProps<R>>;
  /**
   * Rows the user can pick (a checkbox per row on both layouts; kept across pages). `nombre(row)` names each
   * row's checkbox ('Seleccionar Tarjeta Roja N°12').
   */
  seleccion?: { ids: readonly string[]; onChange: (ids: string[]) => void; nombre: (row: R) => string };
}

/** Below MUI's `sm` breakpoint (600 px) lists become cards. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * A server-paged list: a DataGrid on wide screens, one tappable card per row on phones, both driven by
 * the same paging and sort model. The grid's own filter panel and quick filter are off: the page
 * offers its filters and its one search box above the list, on every screen size.
 */
export function ResponsiveList<R extends GridValidRowModel>(props: ResponsiveListProps<R>) {
  const phone = usePhone();
  return phone ? <ListaMovil {...props} /> : <ListaGrid {...props} />;
}

/** Each grid row's name for its checkbox, as on a phone: 'Seleccionar Tarjeta Roja N°12', never 'Seleccionar fila'. */
const NombreDeFila = createContext<(id: GridRowId) => string | undefined>(() => undefined);

const CasillaDeFila = forwardRef<HTMLButtonElement, GridRowCheckboxProps>(function CasillaDeFila(props, ref) {
  const nombre = useContext(NombreDeFila)(props.rowId);
  const slotProps = nombre ? { ...props.slotProps, htmlInput: { ...props.slotProps?.htmlInput, 'aria-label': `Seleccionar ${nombre}` } } : props.slotProps;
  return <GridRowCheckbox {...props} slotProps={slotProps} ref={ref} />;
});

function ListaGrid<R extends GridValidRowModel>(p: ResponsiveListProps<R>) {
  const theme = useTheme();
  // A localeText prop replaces the theme's whole Spanish localeText (it is not merged): merge it here.
  const temaLocale = (theme.components as { MuiDataGrid?: { defaultProps?: { localeText?: Partial<GridLocaleText> } } } | undefined)?.MuiDataGrid?.defaultProps
    ?.localeText;
  const todas = p.paginationModel.pageSize === -1;
  const nombreDeFila = (id: GridRowId) => {
    const row = p.seleccion && p.rows.find((r) => p.getRowId(r) === String(id));
    return row ? p.seleccion?.nombre(row) : undefined;
  };
  return (
    <NombreDeFila.Provider value={nombreDeFila}>
      <DataGrid<R>
        aria-label={p['aria-label']}
        rows={p.rows}
        columns={p.columns}
        getRowId={p.getRowId}
        rowCount={p.rowCount}
        loading={p.loading}
        paginationMode="server"
        sortingMode="server"
        paginationModel={p.paginationModel}
        onPaginationModelChange={p.onPaginationModelChange}
        pageSizeOptions={p.pageSizeOptions}
        sortModel={p.sortModel ?? []}
        onSortModelChange={p.onSortModelChange}
        disableColumnSorting={!p.onSortModelChange}
        disableColumnFilter
        disableRowSelectionOnClick
        // Up to 100 rows render fine without virtualization (and jsdom has no layout to virtualize with); 'Todas' needs it.
        disableVirtualization={!todas}
        getRowHeight={() => 'auto'}
        localeText={{ ...temaLocale, noRowsLabel: p.emptyText, paginationDisplayedRows: rangoPagina }}
        {...(p.seleccion
          ? {
              checkboxSelection: true,
              keepNonExistentRowsSelected: true,
              rowSelectionModel: { type: 'include' as const, ids: new Set(p.seleccion.ids) },
              onRowSelectionModelChange: (m: { type: 'include' | 'exclude'; ids: Set<string | number> }) => {
                // 'Select all' on a server-paged grid means this page's rows.
                const ids = m.type === 'include' ? [...m.ids].map(String) : p.rows.map(p.getRowId).filter((id) => !m.ids.has(id));
                p.seleccion?.onChange(ids);
              },
            }
          : {})}
        {...p.gridProps}
        slots={{ rowCheckbox: CasillaDeFila, ...p.gridProps?.slots }}
        slotProps={{
          ...p.gridProps?.slotProps,
          // One search box per list: the page's, wired to the server (the toolbar's own filtered nothing).
          toolbar: {
            showQuickFilter: false,
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
            ...p.gridProps?.slotProps?.toolbar,
          },
        }}
        sx={{ minHeight: 300, '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', lineHeight: 1.5, overflowWrap: 'anywhere' }, ...p.gridProps?.sx }}
      />
    </NombreDeFila.Provider>
  );
}

function ListaMovil<R extends GridValidRowModel>(p: ResponsiveListProps<R>) {
  const { page, pageSize } = p.paginationModel;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {p.sortOptions && p.onSortModelChange && (
        <Box sx={{ p: 1.5, pb: 0 }}>
          <OrdenMovil opciones={p.sortOptions} value={p.sortModel ?? []} onChange={p.onSortModelChange} />
        </Box>
      )}
      <Box sx={{ height: 4 }}>{p.loading && <LinearProgress aria-label="Cargando" />}</Box>
      {p.rows.length === 0 && !p.loading ? (
        <Typography sx={{ p: 2 }}>{p.emptyText}</Typography>
      ) : (
        <List aria-label={p['aria-label']} disablePadding>
          {p.rows.map((row) => {
            const href = p.rowHref?.(row);
            const id = p.getRowId(row);
            const sel = p.seleccion;
            const elegida = sel?.ids.includes(id) ?? false;
            return (
              <ListItem key={id} divider disablePadding data-id={id} sx={sel ? { alignItems: 'stretch' } : undefined}>
                {sel && (
                  // Beside the row's link, never inside it: a tap on the box picks, a tap on the card opens it.
                  <Checkbox
                    checked={elegida}
                    onChange={() => sel.onChange(elegida ? sel.ids.filter((x) => x !== id) : [...sel.ids, id])}
                    slotProps={{ input: { 'aria-label': `Seleccionar ${sel.nombre(row)}` } }}
                    sx={{ width: 48, minHeight: 48, flexShrink: 0, borderRadius: 0 }}
                  />
                )}
                {href ? (
                  <ListItemButton component={RouterLink} to={href} sx={{ minHeight: 44, display: 'block', py: 1.25 }}>
                    {p.renderCard(row)}
                  </ListItemButton>
                ) : (
                  <Box sx={{ px: 2, py: 1.25, width: '100%' }}>{p.renderCard(row)}</Box>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      <TablePagination
        component="div"
        count={p.rowCount}
        page={pageSize === -1 ? 0 : page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={p.pageSizeOptions}
        onPageChange={(_e, nueva) => p.onPaginationModelChange({ page: nueva, pageSize })}
        onRowsPerPageChange={(e) => p.onPaginationModelChange({ page: 0, pageSize: Number(e.target.value) })}
        labelDisplayedRows={rangoPagina}
        slotProps={{
          select: { native: true, inputProps: { 'aria-label': 'Filas por página' } },
          actions: { previousButton: { sx: { width: 44, height: 44 } }, nextButton: { sx: { width: 44, height: 44 } } },
        }}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 1 } }}
      />
    </Paper>
  );
}
