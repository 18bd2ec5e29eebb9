import type { Capability } from '@portal/shared/domain';

/** Who may call a route: anyone, any logged-in user, or the roles having a capability (ROLE_CAPABILITIES). */
/** 'pantallaOrUser': any logged-in user, or a TV board's pantalla token (header x-pantalla). */
export type RouteAccess = 'public' | 'authenticated' | 'pantallaOrUser' | Capability;

export interface RouteRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as registered, `:params` included (e.g. `/api/tarjetas/:id`). */
  path: string;
  access: RouteAccess;
}

/**
 * Every HTTP route of the BFF with the access it must declare. The authorization matrix
 * (common/access/access.spec.ts) fails when a route has no row here, when a row has no route, or
 * when a handler's decorator differs from its row: a new endpoint adds its row. Other suites that
 * must cover every route (the fuzz suite) can iterate this list.
 */
export const ROUTES: readonly RouteRow[] = [
  { method: 'POST', path: '/api/auth', access: 'public' },
  { method: 'POST', path: '/api/auth/demo', access: 'public' },
  { method: 'GET', path: '/api/auth/config', access: 'public' },
  { method: 'GET', path: '/api/auth/user', access: 'authenticated' },
  { method: 'POST', path: '/api/auth/pin', access: 'authenticated' },
  { method: 'GET', path: '/api/auth/plantas', access: 'authenticated' },
  { method: 'POST', path: '/api/auth/planta', access: 'authenticated' },
  { method: 'POST', path: '/api/auth/avisos', access: 'authenticated' },
  { method: 'GET', path: '/api/auth/sso', access: 'public' },
  { method: 'GET', path: '/api/auth/sso/vuelta', access: 'public' },
  { method: 'POST', path: '/api/auth/sso/canje', access: 'public' },
  { method: 'GET', path: '/api/auth/sso/salida', access: 'public' },
  { method: 'GET', path: '/api/sso/grupos', access: 'users.manage' },
  { method: 'POST', path: '/api/sso/grupos', access: 'users.manage' },
  { method: 'DELETE', path: '/api/sso/grupos/:id', access: 'users.manage' },
  { method: 'GET', path: '/api/users', access: 'users.manage' },
  { method: 'GET', path: '/api/users/nombres', access: 'tarjetas.operate' },
  { method: 'POST', path: '/api/users', access: 'users.manage' },
  { method: 'POST', path: '/api/users/cambiarrol', access: 'users.manage' },
  { method: 'POST', path: '/api/users/equipo', access: 'users.manage' },
  { method: 'POST', path: '/api/users/equipos-a-cargo', access: 'users.manage' },
  { method: 'POST', path: '/api/users/correo', access: 'users.manage' },
  { method: 'POST', path: '/api/users/:id/pin', access: 'users.manage' },
  { method: 'POST', path: '/api/users/nombre', access: 'users.manage' },
  { method: 'POST', path: '/api/users/:id/empresa', access: 'plantas.empresa' },
  { method: 'DELETE', path: '/api/users/:id', access: 'users.manage' },
  { method: 'POST', path: '/api/users/hours', access: 'horas.own' },
  { method: 'GET', path: '/api/users/hours/entradas', access: 'horas.own' },
  { method: 'GET', path: '/api/users/hours/mensual', access: 'horas.own' },
  { method: 'GET', path: '/api/users/hours/todos', access: 'horas.own' },
  { method: 'GET', path: '/api/users/hours/todos/excel', access: 'horas.own' },
  { method: 'GET', path: '/api/users/hours/equipos', access: 'horas.own' },
  { method: 'GET', path: '/api/users/hours/equipos/excel', access: 'horas.own' },
  { method: 'PUT', path: '/api/users/hours/:id', access: 'horas.own' },
  { method: 'DELETE', path: '/api/users/hours/:id', access: 'horas.own' },
  { method: 'GET', path: '/api/campos', access: 'authenticated' },
  { method: 'POST', path: '/api/campos', access: 'campos.manage' },
  { method: 'POST', path: '/api/campos/parteMaquina', access: 'campos.manage' },
  { method: 'POST', path: '/api/campos/parteMaquinaDelete', access: 'campos.manage' },
  { method: 'POST', path: '/api/campos/equipoMaquina', access: 'campos.manage' },
  { method: 'DELETE', path: '/api/campos/:id', access: 'campos.manage' },
  { method: 'GET', path: '/api/campos/etiquetas', access: 'campos.manage' },
  { method: 'GET', path: '/api/detalle/:id', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetas', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetas/grupos', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetas/siguiente-numero', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetas/notificaciones', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetas/notificaciones/no-leidas', access: 'authenticated' },
  { method: 'POST', path: '/api/tarjetas/notificaciones/leidas', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetas/notificaciones/vencidas', access: 'authenticated' },
  { method: 'POST', path: '/api/tarjetas/notificaciones/vencidas/leidas', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetas/notificaciones/novedades', access: 'authenticated' },
  { method: 'POST', path: '/api/tarjetas/notificaciones/novedades/leidas', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetas/mis-reportes', access: 'authenticated' },
  { method: 'POST', path: '/api/tarjetas/:id/novedades/leidas', access: 'authenticated' },
  { method: 'GET', path: '/api/bandeja', access: 'bandeja.view' },
  { method: 'GET', path: '/api/tarjetas/valores', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetas/abiertas', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetas/recientes', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetas/:id', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetas/:id/historial', access: 'authenticated' },
  { method: 'GET', path: '/api/auditoria', access: 'auditoria.view' },
  { method: 'GET', path: '/api/auditoria/export', access: 'auditoria.view' },
  { method: 'POST', path: '/api/tarjetas', access: 'authenticated' },
  { method: 'POST', path: '/api/tarjetas/amarilla', access: 'authenticated' },
  { method: 'POST', path: '/api/tarjetas/agregarplanificacion', access: 'tarjetas.operate' },
  { method: 'POST', path: '/api/tarjetas/cerrar', access: 'tarjetas.operate' },
  { method: 'POST', path: '/api/tarjetas/cerrar/amarilla', access: 'tarjetas.operate' },
  { method: 'POST', path: '/api/tarjetas/editar', access: 'tarjetas.edit' },
  { method: 'POST', path: '/api/tarjetas/editarAmarilla', access: 'tarjetas.edit' },
  { method: 'POST', path: '/api/tarjetas/agregarimagen', access: 'tarjetas.operate' },
  { method: 'POST', path: '/api/tarjetas/agregarimagenantes', access: 'tarjetas.operate' },
  { method: 'POST', path: '/api/tarjetas/agregarimagendespues', access: 'tarjetas.operate' },
  { method: 'POST', path: '/api/tarjetas/consulta', access: 'tarjetas.operate' },
  { method: 'POST', path: '/api/tarjetas/export', access: 'tarjetas.operate' },
  { method: 'DELETE', path: '/api/tarjetas/:id', access: 'tarjetas.delete' },
  { method: 'POST', path: '/api/importar/tarjetas/analizar', access: 'tarjetas.importar' },
  { method: 'POST', path: '/api/importar/tarjetas', access: 'tarjetas.importar' },
  { method: 'GET', path: '/api/importar/demo', access: 'tarjetas.importar' },
  { method: 'DELETE', path: '/api/importar/demo', access: 'tarjetas.importar' },
  { method: 'GET', path: '/api/tarjetas/:id/comentarios', access: 'authenticated' },
  { method: 'POST', path: '/api/tarjetas/:id/comentarios', access: 'tarjetas.operate' },
  { method: 'DELETE', path: '/api/tarjetas/:id/comentarios/:comentarioId', access: 'tarjetas.operate' },
  { method: 'GET', path: '/api/tarjetaskaizen/:id/comentarios', access: 'authenticated' },
  { method: 'POST', path: '/api/tarjetaskaizen/:id/comentarios', access: 'kaizen.operate' },
  { method: 'DELETE', path: '/api/tarjetaskaizen/:id/comentarios/:comentarioId', access: 'kaizen.operate' },
  { method: 'GET', path: '/api/dashboard/meses', access: 'authenticated' },
  { method: 'GET', path: '/api/dashboard/evolucion', access: 'authenticated' },
  { method: 'GET', path: '/api/dashboard/autonomia', access: 'authenticated' },
  { method: 'GET', path: '/api/dashboard/riesgo', access: 'authenticated' },
  { method: 'GET', path: '/api/dashboard/pareto', access: 'authenticated' },
  { method: 'GET', path: '/api/dashboard/antiguedad', access: 'authenticated' },
  { method: 'GET', path: '/api/dashboard/mttr', access: 'authenticated' },
  { method: 'GET', path: '/api/dashboard/excel/:pestana', access: 'authenticated' },
  { method: 'GET', path: '/api/filters', access: 'authenticated' },
  { method: 'POST', path: '/api/filters', access: 'authenticated' },
  { method: 'POST', path: '/api/uploads', access: 'authenticated' },
  { method: 'GET', path: '/uploads/:file', access: 'public' },
  { method: 'GET', path: '/api/dashboard/reporte', access: 'dashboard.reporte' },
  { method: 'GET', path: '/api/dashboard/plantas', access: 'plantas.comparar' },
  { method: 'GET', path: '/api/dashboard/plantas/excel', access: 'plantas.comparar' },
  { method: 'GET', path: '/api/dashboard/plantas/:id/reporte', access: 'plantas.comparar' },
  { method: 'POST', path: '/api/reporte/enviar', access: 'reporte.enviar' },
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/mf-remotes.json', access: 'public' },
  // The API described from its contract (issue 23): routes only, no data.
  { method: 'GET', path: '/api/docs', access: 'public' },
  { method: 'GET', path: '/api/docs/openapi.json', access: 'public' },
  { method: 'GET', path: '/api/tarjetaskaizen', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetaskaizen/totales', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetaskaizen/export', access: 'kaizen.operate' },
  { method: 'GET', path: '/api/tarjetaskaizen/de-tarjeta/:id', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetaskaizen/:id', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetaskaizen/:id/recurrencia', access: 'authenticated' },
  { method: 'GET', path: '/api/tarjetaskaizen/:id/historial', access: 'authenticated' },
  { method: 'POST', path: '/api/tarjetaskaizen', access: 'kaizen.create' },
  { method: 'POST', path: '/api/tarjetaskaizen/tarjetasHacer', access: 'kaizen.operate' },
  { method: 'POST', path: '/api/tarjetaskaizen/cerrar', access: 'kaizen.operate' },
  { method: 'POST', path: '/api/tarjetaskaizen/editarkaizen', access: 'kaizen.edit' },
  { method: 'DELETE', path: '/api/tarjetaskaizen/:id', access: 'kaizen.delete' },
  { method: 'POST', path: '/api/tarjetaskaizen/agregarimagenfront', access: 'kaizen.operate' },
  { method: 'POST', path: '/api/tarjetaskaizen/agregarimagenback', access: 'kaizen.operate' },
  { method: 'GET', path: '/api/organigrama', access: 'authenticated' },
  { method: 'POST', path: '/api/organigrama', access: 'organigrama.edit' },
  { method: 'PATCH', path: '/api/organigrama/:id', access: 'organigrama.edit' },
  { method: 'DELETE', path: '/api/organigrama/:id', access: 'organigrama.edit' },
  { method: 'GET', path: '/api/programa/equipos', access: 'authenticated' },
  { method: 'GET', path: '/api/programa/equipos/:id', access: 'authenticated' },
  { method: 'POST', path: '/api/programa/equipos/:id/inicio', access: 'programa.gestionar' },
  { method: 'PATCH', path: '/api/programa/equipos/:id', access: 'programa.gestionar' },
  { method: 'POST', path: '/api/programa/equipos/:id/paso', access: 'programa.gestionar' },
  { method: 'POST', path: '/api/programa/equipos/:id/propuesta', access: 'programa.proponer' },
  { method: 'POST', path: '/api/programa/equipos/:id/propuesta/aprobacion', access: 'programa.gestionar' },
  { method: 'POST', path: '/api/programa/equipos/:id/propuesta/rechazo', access: 'programa.gestionar' },
  { method: 'GET', path: '/api/programa/curva', access: 'authenticated' },
  { method: 'GET', path: '/api/programa/curva/excel', access: 'authenticated' },
  { method: 'GET', path: '/api/programa/ajustes', access: 'authenticated' },
  { method: 'PATCH', path: '/api/programa/ajustes', access: 'programa.gestionar' },
  // Plant settings (issue 24): the caller's plants; the Admin edits their own.
  { method: 'GET', path: '/api/plantas', access: 'authenticated' },
  { method: 'POST', path: '/api/plantas', access: 'plantas.empresa' },
  { method: 'POST', path: '/api/plantas/:id/miembros', access: 'plantas.empresa' },
  { method: 'PATCH', path: '/api/plantas/:id', access: 'plantas.manage' },
  { method: 'GET', path: '/api/pantallas', access: 'pantallas.manage' },
  { method: 'POST', path: '/api/pantallas', access: 'pantallas.manage' },
  { method: 'DELETE', path: '/api/pantallas/:id', access: 'pantallas.manage' },
  { method: 'PATCH', path: '/api/pantallas/:id', access: 'pantallas.manage' },
  // Pairing a TV by code (issue 22 §3): the TV has no session; its secret, not the guard, protects the token.
  { method: 'POST', path: '/api/pantallas/codigo', access: 'public' },
  { method: 'POST', path: '/api/pantallas/codigo/estado', access: 'public' },
  { method: 'POST', path: '/api/pantallas/vincular', access: 'pantallas.manage' },
  { method: 'GET', path: '/api/tablero', access: 'pantallaOrUser' },
  // Live events (issue 12): the stream is public at the guard, its single-use ticket authenticates it.
  { method: 'POST', path: '/api/events/ticket', access: 'pantallaOrUser' },
  { method: 'GET', path: '/api/events', access: 'public' },
];

/** An id no row has (a request with it reaches the handler and gets its 404). */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const PARAM_SAMPLES: Record<string, string> = { id: UNKNOWN_ID, comentarioId: UNKNOWN_ID, file: `${UNKNOWN_ID}.png`, pestana: 'nada' };

/** The row's path with each `:param` replaced by a harmless sample value. */
export function samplePath(row: RouteRow): string {
  return row.path.replace(/:(\w+)/g, (_match, name: string) => {
    const sample = PARAM_SAMPLES[name];
    if (!sample) throw new Error(`No sample value for :${name} (${row.method} ${row.path}): add one to PARAM_SAMPLES`);
    return sample;
  });
}
