import type { Kaizen } from '@portal/shared/domain';

export type LadoImagen = 'antes' | 'despues';

/** The 'Antes' and 'Después' images side by side (detail page). TODO(h2). */
export function KaizenImagenes(_props: { kaizen: Kaizen }) {
  return null;
}

/** Upload and attach one side's image (Opciones → 'Adjuntar imagen del antes' / 'del después'). TODO(h2). */
export function AdjuntarImagenKaizenDialog(_props: { kaizen: Kaizen; lado: LadoImagen; open: boolean; onClose: () => void }) {
  return null;
}
