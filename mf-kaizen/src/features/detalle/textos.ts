import { etiquetaKaizen, SUFIJO_EN_IMPLEMENTACION } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';

type Nombrable = Pick<Kaizen, 'numero'>;

/** 'Quick Kaizen N°7': how the detail, its dialogs and its snackbars name the Kaizen. */
export const nombreKaizen = (k: Nombrable) => etiquetaKaizen(k.numero);

/** The page title: the name, plus 'En implementacion' while it is being implemented (spec §2, v1.4). */
export const tituloKaizen = (k: Nombrable & Pick<Kaizen, 'estadoActual'>) =>
  k.estadoActual === 'En implementacion' ? `${nombreKaizen(k)} ${SUFIJO_EN_IMPLEMENTACION}` : nombreKaizen(k);

/** What an empty value shows. */
export const VACIO = '—';
export const oVacio = (v: string | null | undefined) => (v && v.trim() ? v : VACIO);

export const TITULOS = {
  cerrar: (k: Nombrable) => `Implementar / Cerrar ${nombreKaizen(k)}`,
  editar: (k: Nombrable) => `Editar ${nombreKaizen(k)}`,
  eliminar: (k: Nombrable) => `Eliminar ${nombreKaizen(k)}`,
  vinculadas: (k: Nombrable) => `Tarjetas vinculadas: ${nombreKaizen(k)}`,
};

/** The snackbar after each successful save. */
export const EXITO = {
  implementado: (k: Nombrable) => `${nombreKaizen(k)} en implementación`,
  cerrado: (k: Nombrable) => `${nombreKaizen(k)} cerrado`,
  editado: (k: Nombrable) => `${nombreKaizen(k)} editado`,
  eliminado: (k: Nombrable) => `${nombreKaizen(k)} eliminado`,
  tarjetaAgregada: (color: string, numero: number) => `Tarjeta ${color} N°${numero} agregada a Hacer`,
};
