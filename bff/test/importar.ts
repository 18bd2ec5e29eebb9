import type { sql } from 'drizzle-orm';
import type { ImportOpciones } from '@portal/shared/domain';
import type { Db } from '../src/app/database/database.types';
import type { TestApp } from './test-app';

/** Rows of a raw query (the drivers' result types differ). */
export const filasDe = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A CSV cell as the original app's list export writes it: always quoted. */
const q = (v: string) => `"${v.replace(/"/g, '""')}"`;
export const lineaCsv = (cells: string[]) => cells.map(q).join(',');

/** The import's multipart body: `opciones` (JSON) when given, then `archivo`. */
export function multipartImport(archivo: Buffer, filename: string, opciones?: ImportOpciones) {
  const boundary = '----import-test';
  const parts: Buffer[] = [];
  if (opciones) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="opciones"\r\n\r\n${JSON.stringify(opciones)}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    archivo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a file to an import route (its full path, `rutaUrl(importarContrato.x)`) and answers its status and JSON body. */
export async function enviarImport<T>(t: TestApp, path: string, token: string | undefined, archivo: Buffer, filename: string, opciones?: ImportOpciones) {
  const { payload, headers } = multipartImport(archivo, filename, opciones);
  const res = await t.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'POST', url: path, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload });
  return { status: res.statusCode, body: res.json() as T & { msg?: string } };
}
