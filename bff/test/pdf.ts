/** A PDF read back with pdf.js: per page, its text items and the URIs of its link annotations. */
export async function leerPdf(pdf: Buffer | Uint8Array): Promise<{ textos: string[]; enlaces: string[] }[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const paginas: { textos: string[]; enlaces: string[] }[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const { items } = await page.getTextContent();
    const textos = items.flatMap((i) => ('str' in i && i.str.trim() ? [i.str] : []));
    const enlaces = ((await page.getAnnotations()) as { subtype: string; url?: string }[]).flatMap((a) => (a.subtype === 'Link' && a.url ? [a.url] : []));
    paginas.push({ textos, enlaces });
  }
  await doc.destroy();
  return paginas;
}

/** Page objects in the file (pdfkit writes the dictionaries uncompressed; `/Type /Pages` is the tree, not a page). */
export const contarPaginas = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
