// The list pattern has its own entry point: it brings the DataGrid, which the shell must not import.
// Through the main entry the shell would provide the DataGrid's deep @mui/material modules (MenuItem,
// MenuList…) to every remote, mixed with a remote's own Menu: 'MenuListContext is missing' (docs/ui-conventions.md).
export { ResponsiveList, usePhone } from './lib/lista/ResponsiveList';
export type { ResponsiveListProps, PageSizeOption } from './lib/lista/ResponsiveList';
export type { OpcionOrden } from './lib/lista/OrdenMovil';
export { ListaDocumentos } from './lib/lista/ListaDocumentos';
export type { ListaDocumentosProps, PaginaLista } from './lib/lista/ListaDocumentos';
export { BarraFiltros } from './lib/lista/BarraFiltros';
export type { BarraFiltrosProps } from './lib/lista/BarraFiltros';
export { FiltroSelect } from './lib/lista/FiltroSelect';
export type { FiltroSelectProps, OpcionFiltro } from './lib/lista/FiltroSelect';
export { columnaNumero, columnaVerDetalle, opcionesOrden } from './lib/lista/columnas';
