import type { Tarjeta } from '@portal/shared/domain';

type Nombrable = Pick<Tarjeta, 'color' | 'numero'>;

/** 'Tarjeta Roja N°81': how the detail, its dialogs and its snackbars name the card. */
export const nombreTarjeta = (t: Nombrable) => `Tarjeta ${t.color} N°${t.numero}`;
/** An imported card renumbered because its number was taken: the number it had in the file (issue 13). */
export const numeroOriginalTexto = (n: number) => `N° original: ${n}`;

/** Dialog titles: each names the card it acts on. */
export const TITULOS = {
  cerrar: (t: Nombrable) => `Cerrar ${nombreTarjeta(t)}`,
  planificar: (t: Nombrable & Pick<Tarjeta, 'planificacion'>) =>
    t.planificacion ? `Editar planificación: ${nombreTarjeta(t)}` : `Planificar ${nombreTarjeta(t)}`,
  editar: (t: Nombrable) => `Editar ${nombreTarjeta(t)}`,
  imagen: (t: Nombrable & Pick<Tarjeta, 'imagenUrl'>) => (t.imagenUrl ? `Reemplazar foto: ${nombreTarjeta(t)}` : `Adjuntar imagen: ${nombreTarjeta(t)}`),
  imagenDespues: (t: Nombrable & Pick<Tarjeta, 'imagenDespuesUrl'>) =>
    t.imagenDespuesUrl ? `Reemplazar imagen del después: ${nombreTarjeta(t)}` : `Adjuntar imagen del después: ${nombreTarjeta(t)}`,
  eliminar: (t: Nombrable) => `Eliminar ${nombreTarjeta(t)}`,
};

/** The snackbar after each successful save. */
export const EXITO = {
  planificada: (t: Nombrable) => `Planificación guardada: ${nombreTarjeta(t)}`,
  cerrada: (t: Nombrable) => `${nombreTarjeta(t)} cerrada`,
  editada: (t: Nombrable) => `${nombreTarjeta(t)} editada`,
  fotoSubida: 'Foto subida',
  despuesSubida: 'Imagen del después subida',
  eliminada: (t: Nombrable) => `${nombreTarjeta(t)} eliminada`,
};
