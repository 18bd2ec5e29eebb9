import type { Kaizen } from '@portal/shared/domain';

/** The one-page A3 sheet (PDCA quadrants, cards, images, costs): shown only when printing. TODO(h5). */
export function KaizenA3(_props: { kaizen: Kaizen }) {
  return null;
}

/** The header's 'Imprimir A3' button. TODO(h5). */
export function ImprimirA3Button(_props: { kaizen: Kaizen }) {
  return null;
}
