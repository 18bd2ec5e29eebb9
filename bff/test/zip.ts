import { deflateRawSync } from 'node:zlib';

export interface EntradaDePrueba {
  nombre: string;
  datos: Buffer | string;
  /** Declare another uncompressed size than the real one (a lying header). */
  tamanoDeclarado?: number;
  /** Store uncompressed instead of deflating. */
  guardado?: boolean;
}

/**
 * A zip built by hand for tests of hostile .xlsx files (bombs, lying sizes, too many entries). CRCs are left 0:
 * nothing on the reading side checks them.
 */
export function zipDePrueba(entradas: EntradaDePrueba[]): Buffer {
  const locales: Buffer[] = [];
  const centrales: Buffer[] = [];
  let offset = 0;
  for (const e of entradas) {
    const crudo = Buffer.isBuffer(e.datos) ? e.datos : Buffer.from(e.datos, 'utf8');
    const datos = e.guardado ? crudo : deflateRawSync(crudo);
    const nombre = Buffer.from(e.nombre, 'utf8');
    const campos = Buffer.alloc(26);
    campos.writeUInt16LE(20, 0);
    campos.writeUInt16LE(e.guardado ? 0 : 8, 4);
    campos.writeUInt32LE(datos.length, 14);
    campos.writeUInt32LE(e.tamanoDeclarado ?? crudo.length, 18);
    campos.writeUInt16LE(nombre.length, 22);
    const local = Buffer.alloc(4);
    local.writeUInt32LE(0x04034b50);
    locales.push(local, campos, nombre, datos);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    campos.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    centrales.push(central, nombre);
    offset += 30 + nombre.length + datos.length;
  }
  const directorio = Buffer.concat(centrales);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(entradas.length, 8);
  fin.writeUInt16LE(entradas.length, 10);
  fin.writeUInt32LE(directorio.length, 12);
  fin.writeUInt32LE(offset, 16);
  return Buffer.concat([...locales, directorio, fin]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The parts of a minimal workbook whose first sheet's row 1 holds `encabezados` as shared strings 0… */
export function partesXlsx(encabezados: string[], textos: string | Buffer): EntradaDePrueba[] {
  const celdas = encabezados.map((_, i) => `<c r="${String.fromCharCode(65 + i)}1" t="s"><v>${i}</v></c>`).join('');
  return [
    {
      nombre: 'xl/workbook.xml',
      datos: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}"><sheets><sheet name="Hoja1" sheetId="1"/></sheets></workbook>`,
    },
    {
      nombre: 'xl/worksheets/sheet1.xml',
      datos: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData><row r="1">${celdas}</row></sheetData></worksheet>`,
    },
    { nombre: 'xl/sharedStrings.xml', datos: textos },
  ];
}

/** sharedStrings.xml holding these texts, in order. */
export const textosXml = (textos: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">${textos.map((t) => `<si><t>${esc(t)}</t></si>`).join('')}</sst>`;
