import { can, ROUTES, type Capability, type Role } from '@portal/shared/domain';

export interface SeccionAdmin {
  etiqueta: string;
  ruta: string;
  /** Who may open it; none: anyone logged in (the org chart). */
  capacidad?: Capability;
}

/** Admin: one section per page, in this order (issue 22). */
export const SECCIONES_ADMIN: readonly SeccionAdmin[] = [
  { etiqueta: 'Usuarios', ruta: ROUTES.admin, capacidad: 'users.manage' },
  { etiqueta: 'Campos', ruta: ROUTES.campos, capacidad: 'campos.manage' },
  { etiqueta: 'Pantallas', ruta: ROUTES.pantallas, capacidad: 'pantallas.manage' },
  { etiqueta: 'Importar tarjetas', ruta: ROUTES.importar, capacidad: 'tarjetas.importar' },
  { etiqueta: 'Auditoría', ruta: ROUTES.auditoria, capacidad: 'auditoria.view' },
  { etiqueta: 'Organigrama', ruta: ROUTES.chart },
];

/** The sections a role may open: a link never leads to 'No tiene permiso'. */
export const seccionesDe = (role: Role | null | undefined): SeccionAdmin[] => SECCIONES_ADMIN.filter((s) => (s.capacidad ? can(role, s.capacidad) : !!role));
