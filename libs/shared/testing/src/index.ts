// Test helpers for the browser projects (used only by specs, never by shipped code).
export {
  fakeServer,
  makeStore,
  makeUser,
  renderWithPortal,
  renderPageAs,
  ZONA_PRUEBAS,
  type FakeReply,
  type FakeRoutes,
  type RecordedCall,
  type RenderWithPortalOptions,
} from './lib/renderWithPortal';
export { escribirFecha, textoFecha } from './lib/fechas';
export { stubPhone } from './lib/stubPhone';
export { controlDeOpcion, elegirOpcion, opcionElegida, opcionesOfrecidas } from './lib/opciones';
