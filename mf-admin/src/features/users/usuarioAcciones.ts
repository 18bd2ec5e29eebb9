import { SIN_EQUIPO } from '@portal/shared/domain';
import type { User } from '@portal/shared/domain';

/** A row's 'Acciones' menu (issue 22): what changes or removes the user, so the table fits 1366 px. */
export const ACCIONES = ['rol', 'nombre', 'equipo', 'equipos', 'correo', 'pin', 'empresa', 'eliminar'] as const;
export type Accion = (typeof ACCIONES)[number];
export const ACCION_ETIQUETAS: Record<Accion, string> = {
  rol: 'Cambiar rol',
  nombre: 'Cambiar nombre',
  empresa: 'Admin de la empresa',
  equipo: 'Equipo autonomo',
  equipos: 'Equipos a cargo',
  correo: 'E-mail',
  pin: 'Restablecer pin',
  eliminar: 'Eliminar',
};

/** Every dialog a row opens: its 'Acciones' and 'Ver horas'. */
export type Dialogo = Accion | 'horas';

/**
 * Only a Jefe de area leads equipos besides their own; only a company Admin (`deEmpresa`: the one looking) makes or
 * unmakes company Admins.
 */
export const accionesDe = (user: User, deEmpresa: boolean): readonly Accion[] =>
  ACCIONES.filter((a) => (a !== 'equipos' || user.role === 'Jefe de area') && (a !== 'empresa' || deEmpresa));

/** The menu's labels for `user`: 'Admin de la empresa' says what it will do to them. */
export const etiquetasDe = (user: User): Record<Accion, string> => ({
  ...ACCION_ETIQUETAS,
  empresa: user.empresa ? 'Quitar Admin de la empresa' : 'Hacer Admin de la empresa',
});

/**
 * The role column: the role and, for a company Admin's person, that too; for a membership single sign-on governs,
 * that (its groups give the role) or that they took its access away.
 */
export const rolTexto = (user: User): string =>
  [user.role, user.empresa ? 'Admin de la empresa' : null, user.sinAcceso ? 'Sin acceso (su grupo ya no lo da)' : user.sso ? 'Inicio de sesión único' : null]
    .filter(Boolean)
    .join(' · ');

/** The equipo column: the user's equipo and, for a Jefe de area, how many more they lead. */
export const equipoTexto = (user: User): string => {
  const otros = user.role === 'Jefe de area' ? (user.equiposACargo?.length ?? 0) : 0;
  return `${user.equipo ?? SIN_EQUIPO}${otros ? ` + ${otros} a cargo` : ''}`;
};
