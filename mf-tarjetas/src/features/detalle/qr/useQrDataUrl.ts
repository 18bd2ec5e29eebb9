import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A PNG data URL of `text` as a QR code, generated in the browser; null while generating. */
export function useQrDataUrl(text: string | null) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let vigente = true;
    QRCode.toDataURL(text, { margin: 2, width: 256, errorCorrectionLevel: 'M' }).then(
      (url) => vigente && setDataUrl(url),
      () => vigente && setDataUrl(null),
    );
    return () => {
      vigente = false;
    };
  }, [text]);
  return text ? dataUrl : null;
}
