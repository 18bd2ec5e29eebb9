import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Tarjeta, TarjetasGrupos, TarjetasPagina } from '@portal/shared/domain';
import { horizontalOverflow, usePortalBrowser, type ViewportName } from './support/browser';
import { apiGet, apiToken, entrarComo } from './support/portal';
import { crearTarjetaApi, tituloTarjeta, unico } from './support/tarjetas';
import { elegir } from './support/formulario';

const browser = usePortalBrowser();

/** A phone list's card for `t`: number, state and description readable, the whole card a link to the detail. */
async function revisarTarjetaMovil(page: Page, lista: string, t: Tarjeta): Promise<void> {
  const tarjeta = page.getByRole('list', { name: lista }).getByRole('link').filter({ hasText: t.descripcion });
  await tarjeta.waitFor();
  const texto = (await tarjeta.textContent()) ?? '';
  for (const parte of [`N°${t.numero}`, t.color, 'Abierta', t.descripcion]) expect(texto).toContain(parte);
  const caja = await tarjeta.boundingBox();
  expect(caja!.height).toBeGreaterThanOrEqual(44);
  expect(caja!.x).toBeGreaterThanOrEqual(0);
  expect(caja!.x + caja!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await page.getByRole('grid').count()).toBe(0);
  expect(await horizontalOverflow(page)).toBe(0);
  await tarjeta.click();
  await page.waitForURL(`**/tarjeta/${t._id}`);
  await page.getByRole('heading', { name: tituloTarjeta(t) }).waitFor();
}

async function elegirColumnas(page: Page, labels: string[]): Promise<void> {
  await page.getByRole('combobox', { name: 'Columnas' }).click();
  for (const label of labels) await page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

describe.each<ViewportName>(['phone', 'narrow'])('card lists on a %s', (size) => {
  it('/tarjetas shows each card with number, state and description, no sideways scroll, and a tap opens it', async () => {
    const t = await crearTarjetaApi(browser.baseUrl, 'Verde', { descripcion: unico('Lista movil con una descripción bastante larga para envolver') });
    const { page } = await browser.newPage(size);
    await entrarComo(page, 'operario');
    await page.goto('/tarjetas');
    await page.getByLabel('Buscar', { exact: true }).fill(t.descripcion);
    // The search applied (its description is unique): the list no longer changes under the tap.
    await expect.poll(() => page.getByRole('list', { name: 'Tarjetas' }).getByRole('link').count()).toBe(1);
    await revisarTarjetaMovil(page, 'Tarjetas', t);
  });

  it('/buscar shows the results as cards', async () => {
    const t = await crearTarjetaApi(browser.baseUrl, 'Azul');
    const { page } = await browser.newPage(size);
    await entrarComo(page, 'operario');
    await page.goto('/buscar');
    const form = page.getByRole('form', { name: 'Buscar tarjeta' });
    await elegir(form, 'Color', 'Azul');
    await form.getByLabel('Número').fill(String(t.numero));
    await form.getByRole('button', { name: 'Buscar' }).click();
    await revisarTarjetaMovil(page, 'Resultados de la búsqueda', t);
  });

  it('/tarjetasfiltro shows the chosen rows as cards, paged in Spanish', async () => {
    const t = await crearTarjetaApi(browser.baseUrl, 'Roja');
    const { page } = await browser.newPage(size);
    await entrarComo(page, 'jefe');
    await page.goto('/tarjetasfiltro');
    await elegirColumnas(page, ['Número', 'Equipo']);
    await page.getByText('Filas por página:').waitFor();
    expect(await page.getByText(/Rows per page/).count()).toBe(0);
    // Newest first: the card just created leads the first page.
    await revisarTarjetaMovil(page, 'Tarjetas filtradas', t);
  });
});

describe('card lists on a desktop', () => {
  it("'Agrupar por' counts the whole filtered set as the server does, and a group loads its cards when expanded", async () => {
    const palabra = unico('Agrupar');
    const rojas = [
      await crearTarjetaApi(browser.baseUrl, 'Roja', { descripcion: `${palabra} uno` }),
      await crearTarjetaApi(browser.baseUrl, 'Roja', { descripcion: `${palabra} dos` }),
    ];
    await crearTarjetaApi(browser.baseUrl, 'Azul', { descripcion: `${palabra} tres` });
    const token = await apiToken(browser.baseUrl, 'operario');
    const totalApi = async (query: string) => (await apiGet<TarjetasPagina>(browser.baseUrl, `/api/tarjetas?pageSize=1&${query}`, token)).total;

    const { page } = await browser.newPage('desktop');
    await entrarComo(page, 'operario');
    await page.goto('/tarjetas');
    await page.getByRole('grid', { name: 'Tarjetas' }).waitFor();
    const grupos = page.getByTestId('grupo');

    // The whole database by state: each count is the list's total for that state.
    await page.getByLabel('Agrupar por').selectOption('Estado');
    await grupos.first().waitFor();
    const porEstado = await apiGet<TarjetasGrupos>(browser.baseUrl, '/api/tarjetas/grupos?por=estado', token);
    const esperado = await Promise.all(
      porEstado.grupos.map(async (g) => `Estado: ${g.valor} (${(await totalApi(`estado=${g.valor}`)).toLocaleString('es-AR')})`),
    );
    await expect.poll(async () => (await grupos.allTextContents()).map((s) => s.trim())).toEqual(esperado);

    // Filtered by the search: 2 red and 1 blue, whatever the page size.
    await page.getByLabel('Buscar', { exact: true }).fill(palabra);
    await page.getByLabel('Agrupar por').selectOption('Color');
    await expect
      .poll(async () => (await grupos.allTextContents()).map((s) => s.trim()))
      .toEqual([`Color: Roja (${await totalApi(`color=Roja&q=${encodeURIComponent(palabra)}`)})`, 'Color: Azul (1)']);
    expect(await totalApi(`color=Roja&q=${encodeURIComponent(palabra)}`)).toBe(2);

    expect(await page.getByRole('grid', { name: 'Tarjetas de Roja' }).count()).toBe(0);
    await page.getByRole('button', { name: /Color: Roja \(2\)/ }).click();
    const grupo = page.getByRole('grid', { name: 'Tarjetas de Roja' });
    await grupo.waitFor();
    const filas = grupo.locator('[role="row"][data-id]');
    await expect.poll(() => filas.count()).toBe(2);
    expect((await filas.allTextContents()).join(' ')).toContain(rojas[0].descripcion);
  });

  it('has one search box and no grid filter panel; exports a CSV split by ; with a BOM', async () => {
    const t = await crearTarjetaApi(browser.baseUrl, 'Roja', { descripcion: unico('CSV; con "comillas"') });
    const { page } = await browser.newPage('desktop');
    await entrarComo(page, 'operario');
    await page.goto('/tarjetas');
    const grid = page.getByRole('grid', { name: 'Tarjetas' });
    await grid.waitFor();
    expect(await page.getByRole('searchbox').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /buscar/i }).count()).toBe(1);
    await page.getByLabel('Buscar', { exact: true }).fill(t.descripcion);
    await grid.locator('[role="row"][data-id]').filter({ hasText: t.descripcion }).waitFor();
    await expect.poll(() => grid.locator('[role="row"][data-id]').count()).toBe(1);

    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const bytes = await readFile((await descarga.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lineas[0].split(';')).toEqual(['N°', 'Color', 'Equipo Autonomo', 'Prioridad', 'Fecha apertura', 'Descripción anomalia', 'Estado actual']);
    expect(lineas[1].startsWith(`${t.numero};Roja;`)).toBe(true);
    expect(lineas[1]).toContain(`"${t.descripcion.replace(/"/g, '""')}"`);
  });

  it('/tarjetasfiltro pages in Spanish', async () => {
    await crearTarjetaApi(browser.baseUrl, 'Roja');
    const { page } = await browser.newPage('desktop');
    await entrarComo(page, 'jefe');
    await page.goto('/tarjetasfiltro');
    await elegirColumnas(page, ['Número', 'Descripción']);
    const grid = page.getByRole('grid', { name: 'Tarjetas filtradas' });
    await grid.locator('[role="row"][data-id]').first().waitFor();
    await page.getByText('Filas por página:').waitFor();
    expect(await page.getByText(/^\d+–\d+ de [\d.]+$/).count()).toBe(1);
    expect(await page.getByText(/Rows per page|\bof\b/).count()).toBe(0);
  });
});
