import type { Page } from 'playwright-core';
import type { Color, SiguienteNumero } from '@portal/shared/domain';
import { apiGet, apiToken } from './portal';

/** The header row of the original app's list export (issue 13), plus a column the import does not know. */
export const ENCABEZADOS_ORIGINAL = ['N°', 'Color', 'Equipo Autonomo', 'Prioridad', 'Fecha apertura', 'Descripción anomalia', 'Estado actual', 'Observaciones'];

export interface FilaImport {
  numero: number | string;
  color: string;
  equipo: string;
  fecha: string;
  descripcion: string;
}

/** A CSV as the original app exported it: every field quoted, ISO dates, UTF-8 with BOM. */
export function csvOriginal(filas: FilaImport[]): Buffer {
  const q = (v: unknown) => `"${String(v).replace(/"/g, '""')}"`;
  const lineas = [ENCABEZADOS_ORIGINAL.map(q).join(',')];
  for (const f of filas) lineas.push([f.numero, f.color, f.equipo, 'Alta', f.fecha, f.descripcion, 'Abierta', 'nota libre'].map(q).join(','));
  return Buffer.from(`\uFEFF${lineas.join('\r\n')}\r\n`, 'utf8');
}

/** A number for `color` well past the ones in use (the preview of the next one, plus a margin). */
export async function numeroLibre(baseUrl: string, color: Color, margen = 100): Promise<number> {
  const { numero } = await apiGet<SiguienteNumero>(baseUrl, `/api/tarjetas/siguiente-numero?color=${color}`, await apiToken(baseUrl, 'admin'));
  return numero + margen;
}

/** Opens Admin > Importar tarjetas and gives it the file (the hidden input behind 'Elegir archivo'). */
export async function elegirArchivoImport(page: Page, nombre: string, contenido: Buffer): Promise<void> {
  await page.goto('/admin/importar');
  await page.getByRole('heading', { level: 1, name: 'Importar tarjetas', exact: true }).waitFor();
  await page.getByLabel('Archivo a importar').setInputFiles({ name: nombre, mimeType: 'text/csv', buffer: contenido });
  await page.getByRole('heading', { name: '2. Revise el análisis' }).waitFor();
}
