import { useEffect, useState } from 'react';
import { detallePath } from '@portal/shared/domain';

/** The QR encodes the card's full link: the page address plus the card id (spec §9). */
export const tarjetaUrl = (id: string) => `${window.location.origin}${detallePath(id)}`;

/** A small QR of the card link, drawn when its row is rendered (the grid renders only visible rows). */
export function QrCell({ id, numero }: { id: string; numero: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let vigente = true;
    import('qrcode')
      // qrcode is CommonJS: an ES build may expose it only as `default`.
      .then((m) => (m.default ?? m).toDataURL(tarjetaUrl(id), { width: 64, margin: 1 }))
      .then((url) => vigente && setSrc(url))
      .catch(() => vigente && setSrc(null));
    return () => {
      vigente = false;
    };
  }, [id]);
  if (!src) return null;
  return <img src={src} width={56} height={56} alt={`QR de la tarjeta N°${numero}`} />;
}
