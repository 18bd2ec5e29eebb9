import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { plural, type ParetoRespuesta, type RiesgoRespuesta, type TarjetasPagina } from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { apiGet, apiToken, entrarComo, loginAs } from './support/portal';

const browser = usePortalBrowser();
const numeroAR = new Intl.NumberFormat('es-AR');

/** The cells of the risk table's row headed `encabezado`. */
const filaRiesgo = (page: Page, encabezado: string) =>
  page
    .getByRole('table', { name: 'Mapa de riesgo', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: encabezado, exact: true }) })
    .getByRole('cell')
    .allTextContents();

describe('dashboard: risk map, autonomy Excel, Pareto drill-down and the progress report', () => {
  it('an Equipo filter on the risk map changes its figures to those the API gives for that Equipo', async () => {
    const { page } = await browser.newPage();
    await loginAs(page, 'operario');
    const token = await apiToken(browser.baseUrl, 'operario');
    const todos = await apiGet<RiesgoRespuesta>(browser.baseUrl, '/api/dashboard/riesgo', token);
    // The equipo with the fewest cards, so the filtered figures differ from the total.
    const equipo = [...todos.porEquipo].sort((a, b) => a.tarjetas - b.tarjetas)[0];
    expect(equipo.tarjetas).toBeLessThan(todos.total.tarjetas);

    await page.goto('/?tab=riesgo');
    await page.getByRole('table', { name: 'Mapa de riesgo', exact: true }).waitFor();
    await expect.poll(() => filaRiesgo(page, 'Tarjetas')).toEqual([numeroAR.format(todos.total.tarjetas), numeroAR.format(todos.total.cerradas)]);
    await page.getByRole('combobox', { name: 'Equipo' }).click();
    await page.getByRole('option', { name: equipo.equipo, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => filaRiesgo(page, 'Tarjetas')).toEqual([numeroAR.format(equipo.tarjetas), numeroAR.format(equipo.cerradas)]);
    expect(await filaRiesgo(page, 'Nivel Riesgo Inicial')).toEqual([numeroAR.format(equipo.riesgoInicial)]);
    const porEquipo = page.getByRole('table', { name: 'Mapa de riesgo por equipo' });
    expect(await porEquipo.getByRole('rowheader').allTextContents()).toEqual([equipo.equipo]);
  });

  it("downloads the 'Indice de autonomia' tab as an Excel sheet of that name holding numbers", async () => {
    const { page } = await browser.newPage();
    await entrarComo(page, 'operario');
    await page.goto('/?tab=autonomia');
    const boton = page.getByRole('button', { name: 'Exportar a Excel' });
    await expect.poll(() => boton.isEnabled()).toBe(true);
    const [descarga] = await Promise.all([page.waitForEvent('download'), boton.click()]);
    expect(descarga.suggestedFilename()).toBe('Indice de autonomia.xlsx');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await descarga.path());
    expect(libro.worksheets.map((w) => w.name)).toEqual(['Indice de autonomia']);
    const numeros: number[] = [];
    libro.getWorksheet('Indice de autonomia')!.eachRow((fila) => fila.eachCell((celda) => typeof celda.value === 'number' && numeros.push(celda.value)));
    expect(numeros.length).toBeGreaterThan(0);
  });

  it('a Pareto bar or row opens /tarjetas showing exactly the open cards of that máquina', async () => {
    const { page } = await browser.newPage();
    await loginAs(page, 'operario');
    const token = await apiToken(browser.baseUrl, 'operario');
    const pareto = await apiGet<ParetoRespuesta>(browser.baseUrl, '/api/dashboard/pareto?por=maquina', token);
    const primera = pareto.items[0];
    expect(primera.cantidad).toBeGreaterThan(0);

    // Cards that other files create meanwhile refetch the chart, and each new figure animates its bars again: a bar
    // that keeps growing never counts as still for a click. The charts honour reduced motion, as a user asking for it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/?tab=pareto');
    const grafico = page.getByRole('figure', { name: 'Pareto de tarjetas abiertas por Máquina' });
    await grafico.waitFor();
    // A bar: clicked near its foot (the cumulative line may cross its middle).
    const barra = grafico.locator('rect.MuiBarChart-element').nth(1);
    const caja = (await barra.boundingBox())!;
    await barra.click({ position: { x: caja.width / 2, y: caja.height - 4 } });
    await page.waitForURL((url) => url.pathname === '/tarjetas');
    // The second bar's máquina: as the API ranked them before the click or, if other files' cards reordered them, after.
    const despues = await apiGet<ParetoRespuesta>(browser.baseUrl, '/api/dashboard/pareto?por=maquina', token);
    const { maquina, ...resto } = Object.fromEntries(new URL(page.url()).searchParams);
    expect(resto).toEqual({ estado: 'Abierta' });
    expect([pareto.items[1].valor, despues.items[1].valor]).toContain(maquina);
    await page.goBack();
    await page.getByRole('link', { name: `Ver ${plural(primera.cantidad, 'tarjeta abierta', 'tarjetas abiertas')} de ${primera.valor}` }).click();
    await page.waitForURL((url) => url.pathname === '/tarjetas');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ estado: 'Abierta', maquina: primera.valor });
    await page.getByText(`Máquina: ${primera.valor}`).waitFor();
    expect(await page.getByLabel('Estado', { exact: true }).inputValue()).toBe('Abierta');
    // The list's count is the bar's, and the API lists only that máquina's open cards under the same filters.
    await page
      .getByText(new RegExp(`de ${numeroAR.format(primera.cantidad)}$`))
      .first()
      .waitFor();
    const lista = await apiGet<TarjetasPagina>(browser.baseUrl, `/api/tarjetas?estado=Abierta&maquina=${encodeURIComponent(primera.valor)}&pageSize=-1`, token);
    expect(lista.total).toBe(primera.cantidad);
    expect(lista.items.every((t) => t.maquina === primera.valor && t.estado === 'Abierta')).toBe(true);
    const ids = new Set(lista.items.map((t) => `/tarjeta/${t._id}`));
    const enlaces = await page
      .getByRole('grid')
      .locator('a[href^="/tarjeta/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(enlaces.length).toBeGreaterThan(0);
    expect(enlaces.filter((h) => !ids.has(h!))).toEqual([]);
  });

  it('with two colours chosen, a Pareto row opens /tarjetas with both, counting what the bar counted', async () => {
    const { page } = await browser.newPage();
    await loginAs(page, 'operario');
    const token = await apiToken(browser.baseUrl, 'operario');
    const pareto = await apiGet<ParetoRespuesta>(browser.baseUrl, '/api/dashboard/pareto?por=familia&color=Roja&color=Amarilla', token);
    const soloRojas = await apiGet<ParetoRespuesta>(browser.baseUrl, `/api/dashboard/pareto?por=familia&color=Roja`, token);
    // A family that counts yellow cards too (other files add red cards: the top one may hold no yellow card).
    const primera = pareto.items.find((i) => i.cantidad > (soloRojas.items.find((r) => r.valor === i.valor)?.cantidad ?? 0));
    if (!primera) throw new Error('no family holds open red and yellow cards');

    await page.goto('/?tab=pareto');
    await page.getByRole('button', { name: 'Familia', exact: true }).click();
    await page.getByRole('combobox', { name: 'Color' }).click();
    await page.getByRole('option', { name: 'Roja', exact: true }).click();
    await page.getByRole('option', { name: 'Amarilla', exact: true }).click();
    // Leaving the field folds its chips back to one line: the page below moves up, so leave it before clicking there.
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Dashboard' }).click();
    await page.getByText(`${plural(pareto.total, 'tarjeta abierta', 'tarjetas abiertas')} por familia.`).waitFor();
    await page
      .getByRole('link', { name: `Ver ${plural(primera.cantidad, 'tarjeta abierta', 'tarjetas abiertas')} de ${primera.valor || '(sin valor)'}` })
      .click();
    await page.waitForURL((url) => url.pathname === '/tarjetas');
    const params = new URL(page.url()).searchParams;
    expect(params.getAll('color')).toEqual(['Roja', 'Amarilla']);
    await page.getByText('Color: Roja, Amarilla').waitFor();
    await page
      .getByText(new RegExp(`de ${numeroAR.format(primera.cantidad)}$`))
      .first()
      .waitFor();
  });

  it('a Jefe de area downloads the Reporte de avance of every equipo as a PDF', async () => {
    const { page } = await browser.newPage();
    await loginAs(page, 'jefe');
    await page.getByRole('link', { name: 'Indicadores' }).click();
    await page.getByRole('button', { name: 'Reporte de avance' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Reporte de avance' });
    expect(await dialogo.getByLabel('Equipo').inputValue()).toBe('');
    const [descarga] = await Promise.all([page.waitForEvent('download'), dialogo.getByRole('button', { name: 'Descargar PDF' }).click()]);
    expect(descarga.suggestedFilename()).toBe('Reporte de avance - Todos.pdf');
    expect((await readFile(await descarga.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await dialogo.waitFor({ state: 'hidden' });
  });
});
