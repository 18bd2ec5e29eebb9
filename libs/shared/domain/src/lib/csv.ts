const BOM = '\uFEFF';
const DELIMITADOR = ';';

/** A cell the portal writes into a CSV: text (any user may have typed it) or a number the portal itself computed. */
export type CeldaCsv = string | number | null | undefined;

/**
 * Text a spreadsheet would run as a formula (CSV injection, OWASP): a first character =, +, -, @, tab or CR; also
 * after leading blanks (some spreadsheets trim them) and the full-width ＝＋－＠ (an IME may turn them into the ASCII ones).
 */
const FORMULA = /^[\t\r]|^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

const entreComillas = (texto: string) => `"${texto.replace(/"/g, '""')}"`;

/**
 * One CSV cell, safe to open in Excel or LibreOffice. Text that could start a formula gets a leading ' and quotes
 * (OWASP: `=HYPERLINK(…)` is shown as text, never run); text holding ; " or a line break is quoted, quotes doubled.
 * A number is written as itself, so a negative amount stays a number; null, undefined, NaN and ±Infinity are empty.
 */
export function celdaCsvSegura(valor: CeldaCsv): string {
  if (valor == null) return '';
  if (typeof valor === 'number') return Number.isFinite(valor) ? String(valor) : '';
  if (FORMULA.test(valor)) return entreComillas(`'${valor}`);
  return /[;"\r\n]/.test(valor) ? entreComillas(valor) : valor;
}

/**
 * A CSV that Excel in a Spanish locale opens split into columns: ';' between fields (',' is the decimal
 * separator there), a UTF-8 BOM (accents), CRLF line ends, every cell through `celdaCsvSegura`. Every CSV the
 * portal writes goes through here.
 */
export function aCsv(filas: readonly (readonly CeldaCsv[])[]): string {
  return BOM + filas.map((f) => f.map(celdaCsvSegura).join(DELIMITADOR)).join('\r\n') + '\r\n';
}
