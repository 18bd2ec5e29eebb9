import { authContrato } from './auth';
import { usersContrato } from './users';
import { horasContrato } from './horas';
import { camposContrato } from './campos';
import { detalleContrato } from './detalle';
import { tarjetasContrato } from './tarjetas';
import { notificacionesContrato } from './notificaciones';
import { seguimientoContrato } from './seguimiento';
import { comentariosContrato } from './comentarios';
import { kaizenContrato } from './kaizen';
import { dashboardContrato } from './dashboard';
import { filtersContrato } from './filters';
import { auditoriaContrato } from './auditoria';
import { organigramaContrato } from './organigrama';
import { plantasContrato } from './plantas';
import { pantallasContrato } from './pantallas';
import { tableroContrato } from './tablero';
import { eventosContrato } from './eventos';
import { importarContrato } from './importar';
import { uploadsContrato } from './uploads';
import { sistemaContrato } from './sistema';
import { docsContrato } from './docs';
import { ssoContrato } from './sso';
import { programaAmContrato } from './programa-am';
import { cilContrato } from './cil';
import type { Ruta } from './ruta';

export * from './ruta';
export { authContrato } from './auth';
export type { AuthConfig } from './auth';
export { usersContrato } from './users';
export { horasContrato } from './horas';
export { camposContrato } from './campos';
export { detalleContrato } from './detalle';
export { tarjetasContrato } from './tarjetas';
export { notificacionesContrato } from './notificaciones';
export { seguimientoContrato } from './seguimiento';
export { comentariosContrato } from './comentarios';
export { kaizenContrato } from './kaizen';
export { dashboardContrato } from './dashboard';
export { filtersContrato } from './filters';
export { auditoriaContrato } from './auditoria';
export { organigramaContrato } from './organigrama';
export { plantasContrato } from './plantas';
export { pantallasContrato } from './pantallas';
export { tableroContrato } from './tablero';
export { eventosContrato } from './eventos';
export { importarContrato } from './importar';
export { uploadsContrato } from './uploads';
export { sistemaContrato } from './sistema';
export type { Salud } from './sistema';
export { docsContrato } from './docs';
export { ssoContrato } from './sso';
export { programaAmContrato } from './programa-am';
export { cilContrato } from './cil';
export type { OpenApiDocumento } from './docs';

/** Every route of the API by area: what the BFF serves, the clients call and /api/docs describes. */
export const CONTRATO = {
  auth: authContrato,
  users: usersContrato,
  horas: horasContrato,
  campos: camposContrato,
  detalle: detalleContrato,
  tarjetas: tarjetasContrato,
  notificaciones: notificacionesContrato,
  seguimiento: seguimientoContrato,
  comentarios: comentariosContrato,
  kaizen: kaizenContrato,
  dashboard: dashboardContrato,
  filters: filtersContrato,
  auditoria: auditoriaContrato,
  organigrama: organigramaContrato,
  plantas: plantasContrato,
  pantallas: pantallasContrato,
  tablero: tableroContrato,
  eventos: eventosContrato,
  importar: importarContrato,
  uploads: uploadsContrato,
  sistema: sistemaContrato,
  docs: docsContrato,
  sso: ssoContrato,
  programa: programaAmContrato,
  cil: cilContrato,
} as const;

/** The contract's routes as one list (the authorization matrix, the fuzz suite and the OpenAPI document read it). */
export const RUTAS: readonly Ruta[] = Object.values(CONTRATO).flatMap((area) => Object.values(area) as Ruta[]);
