// The database tables, one file per area (the module that owns them writes them).
import { plantas } from './plantas';
import { personas, users, userHours, loginThrottle } from './users';
import { campos } from './campos';
import { tarjetas, tarjetaContadores, tarjetaTotales, filtros } from './tarjetas';
import { kaizens, kaizenContador, kaizenTarjetas } from './kaizen';
import { auditoria } from './auditoria';
import { archivos, subidas } from './uploads';
import { notificacionesLectura, comentarios } from './seguimiento';
import { organigrama } from './organigrama';
import { eventTickets } from './events';
import { avisos, avisoUsuarios, correosAviso, reportesSemanales } from './avisos';
import { pantallas, pantallaCodigos } from './pantallas';
import { mongoImportados, datosDemo } from './importar';
import { ssoGrupos, ssoIngresos } from './sso';
import { equiposAm, equipoAmPasos, propuestasPasoAm } from './programa-am';
import { auditoriasPasoAm, plantillasAuditoriaAm, respuestasAuditoriaAm } from './auditoria-am';
import { cilCumplimientoMaquina, cilCumplimientoPersona, cilEjecuciones, cilMaquinas, cilPuntos, cilResultados, cilVentanasCumplidas } from './cil';

export * from './plantas';
export * from './users';
export * from './campos';
export * from './tarjetas';
export * from './kaizen';
export * from './auditoria';
export * from './uploads';
export * from './seguimiento';
export * from './organigrama';
export * from './events';
export * from './avisos';
export * from './pantallas';
export * from './cil';
export * from './importar';
export * from './sso';
export * from './programa-am';
export * from './auditoria-am';

export const schema = {
  plantas,
  personas,
  users,
  userHours,
  campos,
  loginThrottle,
  tarjetas,
  tarjetaContadores,
  filtros,
  auditoria,
  archivos,
  subidas,
  tarjetaTotales,
  notificacionesLectura,
  kaizens,
  kaizenContador,
  kaizenTarjetas,
  comentarios,
  organigrama,
  eventTickets,
  avisos,
  avisoUsuarios,
  correosAviso,
  reportesSemanales,
  pantallas,
  mongoImportados,
  datosDemo,
  ssoGrupos,
  ssoIngresos,
  equiposAm,
  equipoAmPasos,
  propuestasPasoAm,
  plantillasAuditoriaAm,
  auditoriasPasoAm,
  respuestasAuditoriaAm,
  cilMaquinas,
  cilPuntos,
  cilEjecuciones,
  cilResultados,
  cilVentanasCumplidas,
  cilCumplimientoMaquina,
  cilCumplimientoPersona,
};
export type Schema = typeof schema;
export type PersonaRow = typeof personas.$inferSelect;
/** A plant's user as stored: the membership row. */
export type MembresiaRow = typeof users.$inferSelect;
/** A user as the portal reads one: the membership with its person's pin and session state (UsersRepository joins them). */
export type UserRow = MembresiaRow & Pick<PersonaRow, 'passwordHash' | 'sesionVersion' | 'debeCambiarPin' | 'adminEmpresa'>;
export type UserHoursRow = typeof userHours.$inferSelect;
export type CampoRow = typeof campos.$inferSelect;
export type TarjetaRow = typeof tarjetas.$inferSelect;
export type FiltroRow = typeof filtros.$inferSelect;
export type ArchivoRow = typeof archivos.$inferSelect;
export type AuditoriaRow = typeof auditoria.$inferSelect;
export type KaizenRow = typeof kaizens.$inferSelect;
export type KaizenTarjetaRow = typeof kaizenTarjetas.$inferSelect;
export type ComentarioRow = typeof comentarios.$inferSelect;
export type OrganigramaRow = typeof organigrama.$inferSelect;
export type PantallaRow = typeof pantallas.$inferSelect;
export type PantallaCodigoRow = typeof pantallaCodigos.$inferSelect;
export type EquipoAmRow = typeof equiposAm.$inferSelect;
export type EquipoAmPasoRow = typeof equipoAmPasos.$inferSelect;
export type PropuestaPasoAmRow = typeof propuestasPasoAm.$inferSelect;
export type AuditoriaPasoAmRow = typeof auditoriasPasoAm.$inferSelect;
export type RespuestaAuditoriaAmRow = typeof respuestasAuditoriaAm.$inferSelect;
export type CilPuntoRow = typeof cilPuntos.$inferSelect;
export type CilEjecucionRow = typeof cilEjecuciones.$inferSelect;
