import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PESTANAS_DASHBOARD, type PestanaDashboard } from '@portal/shared/domain';
import { horizontalOverflow, usePortalBrowser } from './support/browser';
import { entrarComo, loginAs } from './support/portal';
import { cerrarTarjetaApi, crearTarjetaApi } from './support/tarjetas';

const browser = usePortalBrowser();

/** Every tab's table, shown once its data arrived. */
const TABLAS: Record<PestanaDashboard, string> = {
  amarillas: 'Tabla: Tarjetas Amarillas',
  rojas: 'Tabla: Tarjetas Rojas',
  verdes: 'Tabla: Tarjetas Verdes',
  azules: 'Tabla: Tarjetas Azules',
  autonomia: 'Tabla: Índice de autonomía',
  riesgo: 'Mapa de riesgo',
  personalizado: 'Tabla: Gráfico personalizado',
  pareto: 'Pareto por Máquina',
  antiguedad: 'Tarjetas abiertas por prioridad y plazo',
  mttr: 'Tiempo medio de reparación por mes',
};

/** A cell's number as the screens write it ('1.234', '66,6', '3,5'); null for anything else ('—', text). */
const numero = (texto: string): number | null =>
  /^\d{1,3}(\.\d{3})*(,\d+)?$/.test(texto.trim()) ? Number(texto.trim().replace(/\./g, '').replace(',', '.')) : null;

const tabla = (page: Page, nombre: string) => page.getByRole('table', { name: nombre, exact: true });
const columnasDeMes = async (page: Page, nombre: string) => (await tabla(page, nombre).getByRole('columnheader').allTextContents()).slice(1);
/** The cells of a table's row, by its header. */
const fila = (page: Page, nombre: string, etiqueta: string) =>
  tabla(page, nombre)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: etiqueta, exact: true }) })
    .getByRole('cell');

describe('dashboard: colour tabs, custom chart and autonomy index', () => {
  it('renders the ten tabs with the demo data, each with its table of real numbers, and no console error', async () => {
    const { page } = await browser.newPage();
    await loginAs(page, 'jefe');
    // The Jefe's home is the Bandeja; the dashboard is one tap away.
    await page.getByRole('link', { name: 'Indicadores' }).click();
    for (const p of PESTANAS_DASHBOARD) {
      const tab = page.getByRole('tab', { name: p.titulo, exact: true });
      // A click that lands while the previous tab's chart still settles can be lost: click until it is selected.
      await expect
        .poll(async () => {
          if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
          return tab.getAttribute('aria-selected');
        })
        .toBe('true');
      const panel = page.getByRole('tabpanel', { name: p.titulo, exact: true });
      await panel.waitFor();
      const t = panel.getByRole('table', { name: TABLAS[p.id], exact: true });
      await t.waitFor();
      await expect.poll(() => panel.getByLabel('Cargando').count()).toBe(0);
      const numeros = (await t.getByRole('cell').allTextContents()).map(numero).filter((n) => n !== null);
      expect(numeros.length, p.id).toBeGreaterThan(0);
      expect(Math.max(...numeros), p.id).toBeGreaterThan(0);
      expect(await tab.getAttribute('aria-selected')).toBe('true');
    }
    // Ten tabs, each waiting for its data: more than the default minute on a loaded 2-core machine.
  }, 120_000);

  it("'Últimos 6 meses' shows six month columns ending with the same month", async () => {
    const { page } = await browser.newPage();
    await entrarComo(page, 'operario');
    await page.goto('/?tab=verdes');
    const nombre = 'Tabla: Tarjetas Verdes';
    await tabla(page, nombre).waitFor();
    const doce = await columnasDeMes(page, nombre);
    expect(doce).toHaveLength(12);
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Últimos 6 meses', exact: true }).click();
    await expect.poll(() => columnasDeMes(page, nombre)).toEqual(doce.slice(-6));
  });

  it("a card closed elsewhere shows up in 'Por mes cerradas' when the page regains focus, without a reload", async () => {
    const { page } = await browser.newPage();
    await entrarComo(page, 'jefe');
    await page.goto('/?tab=rojas');
    const nombre = 'Tabla: Tarjetas Rojas';
    const cerradasDelMes = fila(page, nombre, 'Por mes cerradas').last();
    await cerradasDelMes.waitFor();
    const antes = Number(await cerradasDelMes.textContent());
    let recargas = 0;
    page.on('load', () => recargas++);

    await cerrarTarjetaApi(browser.baseUrl, await crearTarjetaApi(browser.baseUrl, 'Roja'));
    // What RTK Query's setupListeners (in the shell's store) listens for when the user comes back to the tab.
    await page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await expect.poll(() => cerradasDelMes.textContent()).toBe(String(antes + 1));
    expect(recargas).toBe(0);
  });

  it('fits a phone (the tables scroll inside themselves, the page never sideways) and exports the autonomy table to Excel', async () => {
    const { page } = await browser.newPage('phone');
    await loginAs(page, 'operario');
    for (const id of ['amarillas', 'personalizado', 'autonomia'] as const) {
      await page.goto(`/?tab=${id}`);
      await tabla(page, TABLAS[id]).waitFor();
      await page.getByRole('figure').waitFor();
      expect(await horizontalOverflow(page), id).toBe(0);
    }
    // The last tab visited: its own table as an .xlsx named after it.
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar a Excel' }).click()]);
    expect(descarga.suggestedFilename()).toBe('Indice de autonomia.xlsx');
    const contenido = readFileSync((await descarga.path())!);
    expect(contenido.subarray(0, 2).toString()).toBe('PK');
  });
});
