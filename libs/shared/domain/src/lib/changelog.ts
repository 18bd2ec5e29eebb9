/**
 * The 'Control de versiones' popup's change log, newest first: this portal's own entries on top, then the
 * original product's as its record has them. One list for the screen and its tests.
 */
export interface EntradaVersion {
  version: string;
  /** 'portal': what this portal added; 'original': the change log of the product it replaces. */
  origen: 'portal' | 'original';
  cambios: readonly string[];
}

export const CHANGELOG: readonly EntradaVersion[] = [
  {
    version: 'Portal de Mejora Continua',
    origen: 'portal',
    cambios: [
      'Cada usuario puede cambiar su pin (menú del usuario → Cambiar pin); el Admin puede restablecerlo y el usuario elige uno nuevo al ingresar. Al cambiarlo se cierran las demás sesiones.',
      "Administrar usuarios: columna 'Última actividad' (último ingreso y última actividad), equipo autónomo de cada usuario y filtro por rol.",
      'Horas con números reales: mis horas editables en el mes, horas de todos y por equipo autónomo por mes y tipo, con exportación a Excel.',
      'Organigrama como datos: el Admin agrega, renombra, mueve y elimina puestos y elige a la persona; se puede imprimir.',
      'Comentarios en cada tarjeta y en cada Quick Kaizen.',
      'Quick Kaizen: numeración sin repetidos, imágenes antes/después, totales de costo y beneficio, y reincidencias de tarjetas tras el cierre.',
      'Dashboard con indicadores por color, autonomía, mapa de riesgo, Pareto, antigüedad y MTTR, y el Reporte de avance en PDF.',
      'Auditoría: registro de cada cambio, ingreso e intento fallido (Admin → Auditoría) e historial de cada tarjeta.',
      'Ingreso protegido: bloqueo por intentos fallidos, vuelta a la página pedida después del login y borradores que no se pierden.',
      'Listas paginadas en el servidor, exportación a Excel y pantallas adaptadas al celular.',
    ],
  },
  {
    version: '1.4.0',
    origen: 'original',
    cambios: ["Los Kaizen en implementación muestran 'En implementacion' junto al título.", 'Notificaciones con las últimas 5 tarjetas cerradas del usuario.'],
  },
];
