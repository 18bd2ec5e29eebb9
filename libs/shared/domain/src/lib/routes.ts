/** Every route of the portal (spec section 2). Screens and links use these, never literals. */
export const ROUTES = {
  dashboard: '/',
  login: '/login',
  /** Where single sign-on's return lands: trades its one-time code for the session (issue 24 §3). */
  ingresoSso: '/ingreso-sso',
  register: '/register',
  tarjetas: '/tarjetas',
  tarjetasFiltro: '/tarjetasfiltro',
  agregarTarjeta: '/agregartarjeta',
  agregarKaizen: '/agregarkaizen',
  kaizen: '/kaizen',
  detalle: '/tarjeta/:id',
  misHoras: '/mishoras',
  buscar: '/buscar',
  admin: '/admin',
  /** Admin > Auditoría: the audit trail (capability auditoria.view). */
  auditoria: '/admin/auditoria',
  /** Admin > Importar tarjetas: a plant's card history from .xlsx/.csv (capability tarjetas.importar, issue 13). */
  importar: '/admin/importar',
  /** Admin > Campos: the options of the cards' fields and the machines' QR labels (capability campos.manage). */
  campos: '/admin/campos',
  /** Admin > Pantallas: the TVs that show the tag board (capability pantallas.manage). */
  pantallas: '/admin/pantallas',
  chart: '/chart',
  /** Any user: change the own pin (also where an Admin's reset sends the user at the next login). */
  cambiarPin: '/cambiarpin',
  /** Any user: the own e-mail address and whether overdue notices go by e-mail (issue 12). */
  cuenta: '/cuenta',
  /** Cards captured offline, waiting in this browser (served by the shell: it opens offline). */
  pendientes: '/pendientes',
  /** Jefe de area and Admin: the work inbox, their home (issue 22). */
  bandeja: '/bandeja',
  /** Any user: everything the bell said, with filters (issue 22; served by the shell). */
  notificaciones: '/notificaciones',
  /** Any user: the cards I raised and what happened to them (issue 22). */
  misReportes: '/misreportes',
  /** The TV tag board: full screen, no navbar; a pantalla token or a logged-in user (issue 12). */
  tablero: '/tablero',
  /** Any user: the autonomous-maintenance program, each Equipo autónomo's step (issue 25). */
  programa: '/programa',
  /** A team's page in the program: its step, its history, its members and machines. */
  equipoAm: '/programa/:id',
  /** A step audit: run on a phone by its auditor, then the signed result (printable on one A4 page). */
  auditoriaAm: '/programa/auditorias/:id',
  /** Admin: the step-audit templates of the plant (issue 25 §2). */
  plantillasAm: '/programa/plantillas',
  /** Any user: the machines with CIL routines to do now, of the user's teams first (issue 26 §1). */
  cil: '/cil',
  /** A machine's CIL routine, run point by point on a phone (offline too); the QR label's page offers it. */
  rutinaCil: '/cil/maquinas/:id',
  /** Admin and Jefe de area: a machine's CIL standard — its points on its photo or diagram (issue 26 §1). */
  estandarCil: '/cil/maquinas/:id/estandar',
  /** Any user: CIL compliance by week, team, machine and person, with its Excel. */
  cumplimientoCil: '/cil/cumplimiento',
} as const;
export type RouteKey = keyof typeof ROUTES;

export const detallePath = (id: string): string => ROUTES.detalle.replace(':id', encodeURIComponent(id));
export const equipoAmPath = (id: string): string => ROUTES.equipoAm.replace(':id', encodeURIComponent(id));
export const auditoriaAmPath = (id: string): string => ROUTES.auditoriaAm.replace(':id', encodeURIComponent(id));
export const rutinaCilPath = (maquinaId: string): string => ROUTES.rutinaCil.replace(':id', encodeURIComponent(maquinaId));
export const estandarCilPath = (maquinaId: string): string => ROUTES.estandarCil.replace(':id', encodeURIComponent(maquinaId));

/** A dialog a link may open on a card's detail (the Bandeja's one-tap Planificar / Cerrar). */
export const ACCIONES_DETALLE = ['planificar', 'cerrar'] as const;
export type AccionDetalle = (typeof ACCIONES_DETALLE)[number];

/** `/tarjeta/:id?accion=planificar`: the detail opens with that dialog when the card and role allow it. */
export const detalleConAccion = (id: string, accion: AccionDetalle): string => `${detallePath(id)}?accion=${accion}`;
