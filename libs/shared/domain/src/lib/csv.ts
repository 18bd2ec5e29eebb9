const BOM = '\uFEFF';
const DELIMITADOR = ';';

const campo = (valor: string) => (/[;"\r\n]/.test(valor) ? `"${valor.replace(/"/g, '""')}"` : valor);

/**
 * A CSV that Excel in a Spanish locale opens split into columns: ';' between fields (',' is the decimal
 * separator there), a UTF-8 BOM (accents), CRLF line ends, and quotes around fields holding ; " or a line break.
 */
export function aCsv(filas: readonly (readonly string[])[]): string {
  return BOM + filas.map((f) => f.map(campo).join(DELIMITADOR)).join('\r\n') + '\r\n';
}
