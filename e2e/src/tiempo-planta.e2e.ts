import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  importarContrato as I,
  leerInstantePlanta,
  paredComoUtc,
  rutaUrl,
  type ImportResultado,
  type Tarjeta,
  type TarjetasPagina,
} from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { csvOriginal, elegirArchivoImport, numeroLibre } from './support/importar';
import { apiGet, apiToken, entrarComo, zonaPlanta } from './support/portal';
import { abrirDetalle, celda, unico } from './support/tarjetas';

const browser = usePortalBrowser();

/** The browser's own zone: neither the server's machine (UTC) nor the plant (PLANT_TZ, Buenos Aires by default). */
const ZONA_NAVEGADOR = 'Asia/Tokyo';

/** The plant-local 'YYYY-MM-DDTHH:mm' as an instant, read by the same module the portal uses. */
function instante(local: string, zona: string): Date {
  const r = leerInstantePlanta(local, zona);
  if (!r.ok) throw new Error(`${local}: ${r.msg}`);
  return r.valor;
}

/** Imports a file as the Admin through the API (the dry run's options as the screen would send them). */
async function importarApi(archivo: Buffer, nombre: string): Promise<ImportResultado> {
  const form = new FormData();
  form.append('archivo', new Blob([new Uint8Array(archivo)]), nombre);
  form.append('opciones', JSON.stringify({ agregarCampos: true }));
  const res = await fetch(`${browser.baseUrl}${rutaUrl(I.importar)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await apiToken(browser.baseUrl, 'admin')}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ImportResultado;
}

/** Chooses `valor` in a /tarjetasfiltro column filter (an autocomplete over the column's values). */
async function filtrar(page: Page, columna: string, valor: string) {
  const filtros = page.getByRole('region', { name: 'Filtros por columna' });
  const campo = filtros.getByRole('combobox', { name: columna });
  await campo.fill(valor);
  await page.getByRole('listbox').getByRole('option', { name: valor, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** The Admin's dry run of `archivo` says every row is a card that already exists (colour, number and opening instant). */
async function reimportaSinCambios(page: Page, nombre: string, archivo: Buffer, filas: number) {
  await elegirArchivoImport(page, nombre, archivo);
  await expect.poll(() => page.getByText(/^Filas en el archivo:/).textContent()).toBe(`Filas en el archivo: ${filas}`);
  await expect.poll(() => page.getByText(/^Ya importadas antes/).textContent()).toBe(`Ya importadas antes (se omiten): ${filas}`);
  await expect.poll(() => page.getByText(/^Tarjetas a crear:/).textContent()).toBe('Tarjetas a crear: 0');
}

describe(`plant time with the browser in ${ZONA_NAVEGADOR}`, () => {
  it('shows the opening, filters by day at a month boundary and exports → imports every instant as the plant lived it', async () => {
    const zona = await zonaPlanta(browser.baseUrl);
    // 31/01/2019 23:30 and 01/02/2019 00:10 at the plant: one each side of the month's end. In Tokyo both fall on
    // 01/02 (11:30 and 12:10), in UTC on 01/02 too: only the plant's zone tells them apart.
    const [a, b] = [instante('2019-01-31T23:30', zona), instante('2019-02-01T00:10', zona)];
    const equipo = unico('Equipo Tokio');
    const descripcion = unico('Borde de mes');
    const numero = await numeroLibre(browser.baseUrl, 'Roja');
    const creadas = await importarApi(
      csvOriginal([
        { numero, color: 'Roja', equipo, fecha: a.toISOString(), descripcion: `${descripcion} A` },
        { numero: numero + 1, color: 'Roja', equipo, fecha: b.toISOString(), descripcion: `${descripcion} B` },
      ]),
      'borde.csv',
    );
    expect(creadas.creadas).toBe(2);
    const token = await apiToken(browser.baseUrl, 'admin');
    const [ta, tb] = await Promise.all(
      [numero, numero + 1].map(async (n) => (await apiGet<TarjetasPagina>(browser.baseUrl, `/api/tarjetas?color=Roja&numero=${n}`, token)).items[0] as Tarjeta),
    );
    expect([ta.fecha, tb.fecha]).toEqual([a.toISOString(), b.toISOString()]);

    const { page } = await browser.newPage('desktop', { timezoneId: ZONA_NAVEGADOR });
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(ZONA_NAVEGADOR);
    await entrarComo(page, 'admin');

    // The detail shows the plant's opening time (Tokyo would say 01/02/2019 11:30).
    await abrirDetalle(page, ta);
    expect(await celda(page, 'Detalles de la tarjeta', 'Fecha y hora de apertura').textContent()).toBe('31/01/2019 23:30');

    // /tarjetasfiltro: the opening day is the plant's; filtering 31/01/2019 gives A alone, 01/02/2019 adds B.
    await page.goto('/tarjetasfiltro');
    await page.getByRole('heading', { name: 'Tabla dinamica de tarjetas', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Columnas' }).click();
    for (const label of ['Número', 'Color', 'Prioridad', 'Equipo', 'Fecha apertura', 'Descripción', 'Estado']) {
      await page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    const grid = page.getByRole('grid', { name: 'Tarjetas filtradas' });
    const numeros = async () => (await grid.locator('[role="gridcell"][data-field="numero"]').allTextContents()).map(Number).sort((x, y) => x - y);
    const fechas = async () => (await grid.locator('[role="gridcell"][data-field="fecha"]').allTextContents()).sort();
    await filtrar(page, 'Equipo', equipo);
    await expect.poll(numeros).toEqual([ta.numero, tb.numero]);
    expect(await fechas()).toEqual(['01/02/2019', '31/01/2019']);
    await filtrar(page, 'Fecha apertura', '31/01/2019');
    await expect.poll(numeros).toEqual([ta.numero]);
    await filtrar(page, 'Fecha apertura', '01/02/2019');
    await expect.poll(numeros).toEqual([ta.numero, tb.numero]);

    // The xlsx holds the plant's wall clock in its date cells…
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    const libro = await readFile((await xlsx.path())!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(libro as unknown as ArrayBuffer);
    const celdas: string[] = [];
    workbook.getWorksheet('Tarjetas')!.eachRow((row, n) => {
      if (n > 1) celdas.push((row.getCell(5).value as Date).toISOString());
    });
    expect(celdas.sort()).toEqual([paredComoUtc(a, zona), paredComoUtc(b, zona)].map((d) => d.toISOString()).sort());
    // …and imported again it names the same two cards: same colour, number and opening instant.
    await reimportaSinCambios(page, 'ReporteTarjetas.xlsx', libro, 2);

    // The card list in Tokyo: the plant's opening time on screen and in its CSV, which imports back to the same instants.
    await page.goto('/tarjetas');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(equipo);
    const lista = page.getByRole('grid', { name: 'Tarjetas' });
    await expect.poll(() => lista.locator('[role="row"][data-id]').count()).toBe(2);
    await lista
      .getByRole('row')
      .filter({ hasText: `${descripcion} A` })
      .getByText('31/01/2019 23:30')
      .waitFor();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const texto = await readFile((await csv.path())!);
    expect(texto.toString('utf8')).toContain(';31/01/2019 23:30;');
    expect(texto.toString('utf8')).toContain(';01/02/2019 00:10;');
    await reimportaSinCambios(page, 'Tarjetas.csv', texto, 2);
  });
});
