import { SIN_EQUIPO } from '@portal/shared/domain';
import type { User } from '@portal/shared/domain';

/** A row's 'Acciones' menu (issue 22): what changes or removes the user, so the table fits 1366 px. */
export const ACCIONES = ['rol', 'equipo', 'equipos', 'correo', 'pin', 'eliminar'] as const;
export type Accion = (typeof ACCIONES)[number];
export const ACCION_ETIQUETAS: Record<Accion, string> = {
  rol: 'Cambiar rol',
  equipo: 'Equipo autonomo',
  equipos: 'Equipos a cargo',
  correo: 'E-mail',
  pin: 'Restablecer pin',
  eliminar: 'Eliminar',
};

/** Every dialog a row opens: its 'Acciones' and 'Ver horas'. */
export type Dialogo = Accion | 'horas';

/** Only a Jefe de area leads equipos besides their own. */
export const accionesDe = (user: User): readonly Accion[] => (user.role === 'Jefe de area' ? ACCIONES : ACCIONES.filter((a) => a !== 'equipos'));

/** The equipo column: the user's equipo and, for a Jefe de area, how many more they lead. */
export const equipoTexto = (user: User): string => {
  const otros = user.role === 'Jefe de area' ? (user.equiposACargo?.length ?? 0) : 0;
  return `${user.equipo ?? SIN_EQUIPO}${otros ? ` + ${otros} a cargo` : ''}`;
};
