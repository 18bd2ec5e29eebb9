const escapar = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * Prints only the label (title + QR): a hidden iframe holds just that, so the page around the
 * dialog is not printed. The iframe is removed once printing is done.
 */
export function imprimirEtiqueta(titulo: string, qrDataUrl: string, doc: Document = document): HTMLIFrameElement {
  const iframe = doc.createElement('iframe');
  iframe.setAttribute('aria-hidden', 'true');
  iframe.title = `Etiqueta ${titulo}`;
  Object.assign(iframe.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  doc.body.appendChild(iframe);
  const win = iframe.contentWindow;
  const etiqueta = iframe.contentDocument ?? win?.document;
  if (!win || !etiqueta) return iframe;
  etiqueta.open();
  etiqueta.write(
    `<!doctype html><html><head><title>${escapar(titulo)}</title>` +
      '<style>body{font-family:sans-serif;text-align:center;margin:16px}img{width:60mm;height:60mm}</style></head>' +
      `<body><h1>${escapar(titulo)}</h1><img src="${escapar(qrDataUrl)}" alt="QR ${escapar(titulo)}"></body></html>`,
  );
  etiqueta.close();
  const quitar = () => iframe.remove();
  win.addEventListener('afterprint', quitar, { once: true });
  const img = etiqueta.querySelector('img');
  const imprimir = () => {
    win.focus();
    win.print();
  };
  // The label is printed once its QR image is ready (or failed: the title still prints).
  if (img && !img.complete) {
    img.addEventListener('load', imprimir, { once: true });
    img.addEventListener('error', imprimir, { once: true });
  } else imprimir();
  return iframe;
}
