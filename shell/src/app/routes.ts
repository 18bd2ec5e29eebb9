import { ROUTES, type DetalleTipo, type RemoteName } from '@portal/shared/domain';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  module: string;
}

/** Which exposed module of which remote renders each route (spec §2); ROUTES.detalle is resolved by id, below. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: ROUTES.dashboard, remote: 'mf_dashboard', module: './DashboardPage' },
  { path: ROUTES.programa, remote: 'mf_dashboard', module: './ProgramaPage' },
  { path: ROUTES.equipoAm, remote: 'mf_dashboard', module: './EquipoAmPage' },
  { path: ROUTES.auditoriaAm, remote: 'mf_dashboard', module: './AuditoriaAmPage' },
  { path: ROUTES.plantillasAm, remote: 'mf_dashboard', module: './PlantillasAmPage' },
  { path: ROUTES.cumplimientoCil, remote: 'mf_dashboard', module: './CumplimientoCilPage' },
  { path: ROUTES.cil, remote: 'mf_tarjetas', module: './CilPage' },
  { path: ROUTES.rutinaCil, remote: 'mf_tarjetas', module: './RutinaCilPage' },
  { path: ROUTES.estandarCil, remote: 'mf_admin', module: './EstandarCilPage' },
  { path: ROUTES.tarjetas, remote: 'mf_tarjetas', module: './TarjetasPage' },
  { path: ROUTES.tarjetasFiltro, remote: 'mf_tarjetas', module: './TarjetasFiltroPage' },
  { path: ROUTES.agregarTarjeta, remote: 'mf_tarjetas', module: './AgregarTarjetaPage' },
  { path: ROUTES.buscar, remote: 'mf_tarjetas', module: './BuscarPage' },
  { path: ROUTES.bandeja, remote: 'mf_tarjetas', module: './BandejaPage' },
  { path: ROUTES.misReportes, remote: 'mf_tarjetas', module: './MisReportesPage' },
  { path: ROUTES.kaizen, remote: 'mf_kaizen', module: './KaizenPage' },
  { path: ROUTES.agregarKaizen, remote: 'mf_kaizen', module: './AgregarKaizenPage' },
  { path: ROUTES.admin, remote: 'mf_admin', module: './AdminPage' },
  { path: ROUTES.auditoria, remote: 'mf_admin', module: './AuditoriaPage' },
  { path: ROUTES.importar, remote: 'mf_admin', module: './ImportarPage' },
  { path: ROUTES.campos, remote: 'mf_admin', module: './CamposPage' },
  { path: ROUTES.pantallas, remote: 'mf_admin', module: './PantallasPage' },
  { path: ROUTES.register, remote: 'mf_admin', module: './RegisterPage' },
  { path: ROUTES.misHoras, remote: 'mf_admin', module: './MisHorasPage' },
  { path: ROUTES.chart, remote: 'mf_admin', module: './ChartPage' },
];

/**
 * The TV tag board: outside the Layout (no navbar) and without RequireAuth: a pantalla token in the URL or the
 * TV's localStorage, or a logged-in user (the page itself says what is missing).
 */
export const TABLERO_ROUTE: RemoteRoute = { path: ROUTES.tablero, remote: 'mf_tarjetas', module: './TableroPage' };

/** `/tarjeta/:id` shows a card or a Kaizen: `DetalleRoute` asks the BFF which, then loads this page. */
export const DETALLE_PAGES: Readonly<Record<DetalleTipo, Omit<RemoteRoute, 'path'>>> = {
  tarjeta: { remote: 'mf_tarjetas', module: './TarjetaDetallePage' },
  kaizen: { remote: 'mf_kaizen', module: './KaizenDetallePage' },
};
