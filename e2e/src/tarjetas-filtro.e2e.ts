import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { TarjetasPagina } from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { apiToken, entrarComo } from './support/portal';
import { apiSend, crearTarjetaApi, unico } from './support/tarjetas';

const browser = usePortalBrowser();

const COLUMNAS = ['Número', 'Color', 'Prioridad', 'Equipo'];

describe('dynamic card table (/tarjetasfiltro)', () => {
  it('chooses columns and a filter, saves a preset, resets, restores it and exports exactly those columns', async () => {
    // At least one red card exists whatever ran before.
    await crearTarjetaApi(browser.baseUrl, 'Roja');
    const { page } = await browser.newPage();
    await entrarComo(page, 'jefe');
    await page.goto('/tarjetasfiltro');
    await page.getByRole('heading', { name: 'Tabla dinamica de tarjetas', exact: true }).waitFor();
    await page.getByText('Elija columnas para ver las tarjetas.').waitFor();

    const columnas = page.getByRole('combobox', { name: 'Columnas' });
    await columnas.click();
    for (const label of COLUMNAS) await page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });

    // Color = Roja: the dropdown offers the column's values.
    const filtros = page.getByRole('region', { name: 'Filtros por columna' });
    await filtros.getByRole('combobox', { name: 'Color' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Roja', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });

    const grid = page.getByRole('grid', { name: 'Tarjetas filtradas' });
    const encabezados = async () => (await grid.getByRole('columnheader').allTextContents()).map((t) => t.trim());
    const colores = grid.locator('[role="gridcell"][data-field="color"]');
    const soloRojas = async () => {
      const valores = await colores.allTextContents();
      return valores.length > 0 && valores.every((v) => v === 'Roja');
    };
    await expect.poll(encabezados).toEqual(COLUMNAS);
    await expect.poll(soloRojas).toBe(true);

    // Save as a preset.
    const nombre = unico('Rojas e2e');
    await page.getByRole('button', { name: 'Guardar como preestablecido' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guardar como preestablecido' });
    await dialog.getByLabel('Nombre').fill(nombre);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const preset = page.getByRole('region', { name: 'Preestablecidos' }).getByRole('button', { name: nombre, exact: true });
    await preset.waitFor();

    // Reset clears everything.
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Elija columnas para ver las tarjetas.').waitFor();
    expect(await grid.count()).toBe(0);
    expect(await filtros.count()).toBe(0);

    // The preset brings back the columns and the filter.
    await preset.click();
    await expect.poll(encabezados).toEqual(COLUMNAS);
    await expect.poll(soloRojas).toBe(true);
    await filtros.getByRole('button', { name: 'Roja' }).waitFor();

    // Export: ReporteTarjetas.xlsx, sheet Tarjetas, headed by exactly the chosen columns, only red cards.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('ReporteTarjetas.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Tarjetas']);
    const hoja = workbook.getWorksheet('Tarjetas')!;
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual(COLUMNAS);

    const datos: unknown[][] = [];
    hoja.eachRow((row, n) => {
      if (n > 1) datos.push((row.values as unknown[]).slice(1));
    });
    expect(datos.every((fila) => fila[1] === 'Roja')).toBe(true);
    const consulta = await apiSend(browser.baseUrl, 'POST', '/api/tarjetas/consulta', await apiToken(browser.baseUrl, 'jefe'), {
      selectedOption: ['numero', 'color', 'prioridad', 'equipo'],
      filtros: { color: ['Roja'] },
      page: 0,
      pageSize: 1,
    });
    expect(consulta.status).toBe(200);
    expect(datos).toHaveLength(((await consulta.json()) as TarjetasPagina).total);
  });
});
