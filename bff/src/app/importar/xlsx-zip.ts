import { createInflateRaw } from 'node:zlib';
import { MSG } from '@portal/shared/domain';
import { HeavyRefusal } from '../common/heavy/heavy-protocol';
import {
  XLSX_MAX_BYTES_ENTRADA,
  XLSX_MAX_BYTES_TEXTOS,
  XLSX_MAX_BYTES_TOTAL,
  XLSX_MAX_ENTRADAS,
  XLSX_MAX_RATIO,
  XLSX_RATIO_DESDE_BYTES,
} from './importar-limites';

/**
 * An .xlsx's zip read by hand before exceljs sees it: the central directory's declared sizes are checked against
 * the bounds (importar-limites.ts), then the entries exceljs reads are inflated once to prove they expand to
 * exactly what they declare, and handed to exceljs in a zip of their own, in an order that lets it stream.
 */
export interface EntradaZip {
  nombre: string;
  nombreBytes: Buffer;
  flags: number;
  metodo: number;
  hora: number;
  fecha: number;
  crc: number;
  comprimido: number;
  tamano: number;
  offsetLocal: number;
}

const FIRMA_FIN = 0x06054b50;
const FIRMA_CENTRAL = 0x02014b50;
const FIRMA_LOCAL = 0x04034b50;
/** A field at its maximum means the real value is in a zip64 record: far beyond any sane workbook. */
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;

const formato = () => new HeavyRefusal(400, MSG.importFormatoNoSoportado);
const demasiado = () => new HeavyRefusal(413, MSG.importXlsxDemasiadoGrande);

export const TEXTOS_COMPARTIDOS = 'xl/sharedStrings.xml';
const RELACIONES = 'xl/_rels/workbook.xml.rels';
const HOJA = /^xl\/worksheets\/sheet\d+\.xml$/;
/** What exceljs's WorkbookReader reads, in the order that lets it stream the sheet (no temp file). */
const ANTES_DE_LA_HOJA = [RELACIONES, 'xl/workbook.xml', 'xl/styles.xml', TEXTOS_COMPARTIDOS];

/** The central directory: every entry's declared name, method and sizes. A malformed one is a 400. */
export function leerDirectorio(zip: Buffer): EntradaZip[] {
  let fin = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === FIRMA_FIN) {
      fin = i;
      break;
    }
  }
  if (fin < 0) throw formato();
  const total = zip.readUInt16LE(fin + 10);
  const offset = zip.readUInt32LE(fin + 16);
  if (total === ZIP64_16 || offset === ZIP64_32) throw demasiado();
  if (total > XLSX_MAX_ENTRADAS) throw demasiado();
  const entradas: EntradaZip[] = [];
  let p = offset;
  for (let n = 0; n < total; n++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== FIRMA_CENTRAL) throw formato();
    const largoNombre = zip.readUInt16LE(p + 28);
    const fin = p + 46 + largoNombre;
    if (fin > zip.length) throw formato();
    const nombreBytes = zip.subarray(p + 46, fin);
    entradas.push({
      nombre: nombreBytes.toString('utf8'),
      nombreBytes,
      flags: zip.readUInt16LE(p + 8),
      metodo: zip.readUInt16LE(p + 10),
      hora: zip.readUInt16LE(p + 12),
      fecha: zip.readUInt16LE(p + 14),
      crc: zip.readUInt32LE(p + 16),
      comprimido: zip.readUInt32LE(p + 20),
      tamano: zip.readUInt32LE(p + 24),
      offsetLocal: zip.readUInt32LE(p + 42),
    });
    p = fin + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return entradas;
}

/** The bounds on what the entries declare: checked before anything is inflated. */
export function revisarDirectorio(entradas: EntradaZip[]): void {
  if (entradas.length > XLSX_MAX_ENTRADAS) throw demasiado();
  let total = 0;
  for (const e of entradas) {
    if (e.tamano === ZIP64_32 || e.comprimido === ZIP64_32 || e.offsetLocal === ZIP64_32) throw demasiado();
    if (e.tamano > XLSX_MAX_BYTES_ENTRADA) throw demasiado();
    if (e.nombre === TEXTOS_COMPARTIDOS && e.tamano > XLSX_MAX_BYTES_TEXTOS) throw demasiado();
    if (e.tamano > XLSX_RATIO_DESDE_BYTES && e.tamano / Math.max(e.comprimido, 1) > XLSX_MAX_RATIO) throw demasiado();
    total += e.tamano;
  }
  if (total > XLSX_MAX_BYTES_TOTAL) throw demasiado();
}

/** The entry's bytes as stored (compressed), from its local header. */
function datosDe(zip: Buffer, e: EntradaZip): Buffer {
  const p = e.offsetLocal;
  if (p + 30 > zip.length || zip.readUInt32LE(p) !== FIRMA_LOCAL) throw formato();
  const inicio = p + 30 + zip.readUInt16LE(p + 26) + zip.readUInt16LE(p + 28);
  if (inicio + e.comprimido > zip.length) throw formato();
  return zip.subarray(inicio, inicio + e.comprimido);
}

/** Inflates without keeping the output: more than declared is a bomb (413), less or broken data a 400. */
function comprobarTamano(datos: Buffer, e: EntradaZip): Promise<void> {
  if (e.metodo === 0) return datos.length === e.tamano ? Promise.resolve() : Promise.reject(formato());
  if (e.metodo !== 8) return Promise.reject(formato());
  return new Promise((resolve, reject) => {
    const inflar = createInflateRaw();
    let bytes = 0;
    inflar.on('data', (trozo: Buffer) => {
      bytes += trozo.length;
      if (bytes > e.tamano) {
        inflar.destroy();
        reject(demasiado());
      }
    });
    inflar.on('error', () => reject(formato()));
    inflar.on('end', () => (bytes === e.tamano ? resolve() : reject(formato())));
    inflar.end(datos);
  });
}

const TABLA_CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const x of b) c = TABLA_CRC[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A stored (uncompressed) entry of our own, for a part exceljs needs before the sheet and the file lacks. */
function sintetica(nombre: string, xml: string): { e: EntradaZip; datos: Buffer } {
  const datos = Buffer.from(xml, 'utf8');
  const nombreBytes = Buffer.from(nombre, 'utf8');
  return {
    e: { nombre, nombreBytes, flags: 0, metodo: 0, hora: 0, fecha: 0x21, crc: crc32(datos), comprimido: datos.length, tamano: datos.length, offsetLocal: 0 },
    datos,
  };
}
const VACIAS: Record<string, string> = {
  [RELACIONES]: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  [TEXTOS_COMPARTIDOS]:
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
};

/** Local headers, data, central directory: sizes known up front (no data descriptors), so nothing is scanned for. */
function armarZip(partes: { e: EntradaZip; datos: Buffer }[]): Buffer {
  const locales: Buffer[] = [];
  const centrales: Buffer[] = [];
  let offset = 0;
  for (const { e, datos } of partes) {
    const flags = e.flags & 0x0800; // UTF-8 names; sizes are in the header now
    const local = Buffer.alloc(30);
    local.writeUInt32LE(FIRMA_LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(e.metodo, 8);
    local.writeUInt16LE(e.hora, 10);
    local.writeUInt16LE(e.fecha, 12);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(datos.length, 18);
    local.writeUInt32LE(e.tamano, 22);
    local.writeUInt16LE(e.nombreBytes.length, 26);
    locales.push(local, e.nombreBytes, datos);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(FIRMA_CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(central, 8, 6, 30); // flags … name length: the same fields as the local header
    central.writeUInt32LE(offset, 42);
    centrales.push(central, e.nombreBytes);
    offset += 30 + e.nombreBytes.length + datos.length;
  }
  const tamanoCentral = centrales.reduce((s, b) => s + b.length, 0);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(FIRMA_FIN, 0);
  fin.writeUInt16LE(partes.length, 8);
  fin.writeUInt16LE(partes.length, 10);
  fin.writeUInt32LE(tamanoCentral, 12);
  fin.writeUInt32LE(offset, 16);
  return Buffer.concat([...locales, ...centrales, fin]);
}

/**
 * The .xlsx checked and reduced to what exceljs reads: relationships, workbook, styles, shared strings, then
 * the first worksheet (in the file's order, as exceljs would take it). Each has been inflated once to check
 * its real size; missing relationships or shared strings are added empty so exceljs streams the sheet instead of
 * spooling it to a temporary file while it waits for them.
 */
export async function xlsxAcotado(zip: Buffer): Promise<Buffer> {
  const entradas = leerDirectorio(zip);
  revisarDirectorio(entradas);
  const porNombre = new Map(entradas.map((e) => [e.nombre, e]));
  const hoja = entradas.find((e) => HOJA.test(e.nombre));
  const partes: { e: EntradaZip; datos: Buffer }[] = [];
  for (const nombre of ANTES_DE_LA_HOJA) {
    const e = porNombre.get(nombre);
    if (e) partes.push({ e, datos: datosDe(zip, e) });
    else if (VACIAS[nombre]) partes.push(sintetica(nombre, VACIAS[nombre]));
  }
  if (hoja) partes.push({ e: hoja, datos: datosDe(zip, hoja) });
  for (const { e, datos } of partes) {
    if (e.flags & 1) throw formato(); // encrypted
    await comprobarTamano(datos, e);
  }
  return armarZip(partes);
}
