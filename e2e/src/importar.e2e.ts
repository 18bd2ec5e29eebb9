import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Color } from '@portal/shared/domain';
import { horizontalOverflow, usePortalBrowser } from './support/browser';
import { csvOriginal, elegirArchivoImport, numeroLibre } from './support/importar';
import { loginAs } from './support/portal';
import { tituloTarjeta, unico } from './support/tarjetas';
import { contadorDeToques } from './support/toques';

const browser = usePortalBrowser();

/** Where the screenshots go (desktop and phone, the dry run and the result). */
const SHOTS = process.env.IMPORTAR_SHOTS_DIR ?? join(tmpdir(), 'portal-shots-importar');
mkdirSync(SHOTS, { recursive: true });

const TABLA: Record<'Roja' | 'Azul', { tab: string; nombre: string }> = {
  Roja: { tab: 'rojas', nombre: 'Tabla: Tarjetas Rojas' },
  Azul: { tab: 'azules', nombre: 'Tabla: Tarjetas Azules' },
};

/** Before a screenshot: the button's colour transitions (disabled → enabled) finished. */
async function quieta(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** The dashboard's 'Por mes abiertas' of the current month (the last column) for a colour. */
async function abiertasDelMes(page: Page, color: 'Roja' | 'Azul'): Promise<number> {
  await page.goto(`/?tab=${TABLA[color].tab}`);
  const celda = page
    .getByRole('table', { name: TABLA[color].nombre, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Por mes abiertas', exact: true }) })
    .getByRole('cell')
    .last();
  await celda.waitFor();
  return Number((await celda.textContent())!.replace(/\./g, ''));
}

describe('card import (Admin > Importar tarjetas)', () => {
  it("an Admin imports a small CSV of the original app: dry run, 'Agregarlos a los campos', Importar; the cards are in /tarjetas and the dashboard", async () => {
    const { page } = await browser.newPage('desktop');
    await loginAs(page, 'admin');
    const antes = { Roja: await abiertasDelMes(page, 'Roja'), Azul: await abiertasDelMes(page, 'Azul') };

    const equipo = unico('Equipo importado');
    const descripcion = unico('Importada e2e');
    const fecha = new Date(Date.now() - 60_000).toISOString();
    const numeros: Record<'Roja' | 'Azul', number> = { Roja: await numeroLibre(browser.baseUrl, 'Roja'), Azul: await numeroLibre(browser.baseUrl, 'Azul') };
    const filas: { numero: number; color: Color }[] = [
      { numero: numeros.Roja, color: 'Roja' },
      { numero: numeros.Roja + 1, color: 'Roja' },
      { numero: numeros.Azul, color: 'Azul' },
    ];
    const csv = csvOriginal([
      ...filas.map((f, i) => ({ ...f, equipo, fecha, descripcion: `${descripcion} ${i + 1}` })),
      { numero: 5, color: 'Violeta', equipo, fecha, descripcion: `${descripcion} mala` },
    ]);

    // From the Admin page, counting what the Admin does up to the imported cards.
    const c = contadorDeToques();
    await page.goto('/admin');
    await c.click(page.getByRole('link', { name: 'Importar tarjetas' }));
    await page.waitForURL('**/admin/importar');
    await c.archivo(page.getByLabel('Archivo a importar'), { name: 'tarjetas-original.csv', mimeType: 'text/csv', buffer: csv });
    await page.getByRole('heading', { name: '2. Revise el análisis' }).waitFor();

    // The dry run: 4 rows; the unknown colour rejected with its line; the new equipo not configured, so by default its rows are
    // rejected. The lists count every row whatever else rejects it (issue 21 §3): the equipo is in 4.
    await expect.poll(() => page.getByText(/^Filas en el archivo:/).textContent()).toBe('Filas en el archivo: 4');
    const rechazadas = page.getByRole('list', { name: 'Filas rechazadas' });
    expect(
      await rechazadas
        .getByRole('listitem')
        .filter({ hasText: /^Línea 5: Color desconocido/ })
        .count(),
    ).toBe(1);
    expect(await page.getByRole('list', { name: 'Valores no configurados' }).textContent()).toContain(`Equipo Autonomo: ${equipo} (4 filas)`);
    expect(await page.getByLabel('Columna «Observaciones»').inputValue()).toBe('');
    expect(await page.getByLabel('Columna «Descripción anomalia»').inputValue()).toBe('descripcion');
    await expect.poll(() => page.getByText(/^Tarjetas a crear:/).textContent()).toBe('Tarjetas a crear: 0');
    expect(await page.getByRole('button', { name: 'Importar', exact: true }).isDisabled()).toBe(true);

    // Add the equipo to the campos: the dry run is repeated and now creates the three.
    await c.check(page.getByRole('radio', { name: 'Agregarlos a los campos' }));
    await expect.poll(() => page.getByText(/^Tarjetas a crear:/).textContent()).toBe('Tarjetas a crear: 3');
    const porColor = page.getByRole('group', { name: 'Tarjetas a crear por color' });
    expect(await porColor.getByText('Roja: 2', { exact: true }).count()).toBe(1);
    expect(await porColor.getByText('Azul: 1', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Importar', exact: true }).isEnabled()).toBe(true);
    await quieta(page);
    await page.screenshot({ path: `${SHOTS}/importar-analisis-escritorio.png`, fullPage: true });

    await c.click(page.getByRole('button', { name: 'Importar', exact: true }));
    const dialog = page.getByRole('dialog', { name: 'Importar tarjetas' });
    await dialog.getByText('Se crearán 3 tarjetas', { exact: false }).waitFor();
    await c.click(dialog.getByRole('button', { name: 'Importar', exact: true }));
    await page.getByText('Importación terminada: 3 tarjetas creadas').waitFor();
    // Menu entry, file, one decision about the unknown equipo, Importar and its confirmation.
    expect(c.toques).toBe(5);
    const resultado = page.getByRole('list', { name: 'Resultado de la importación' });
    expect(await resultado.textContent()).toContain('Filas rechazadas: 1');
    expect(await resultado.textContent()).toContain('Valores agregados a los campos: 1');
    await page.screenshot({ path: `${SHOTS}/importar-resultado-escritorio.png`, fullPage: true });

    // /tarjetas lists them with their own colour and number.
    await page.getByRole('link', { name: 'Ver tarjetas' }).click();
    await page.waitForURL('**/tarjetas');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(descripcion);
    const grid = page.getByRole('grid', { name: 'Tarjetas' });
    for (const f of filas) await grid.getByRole('link', { name: tituloTarjeta(f), exact: true }).waitFor();
    expect(await grid.getByText('Violeta').count()).toBe(0);

    // The dashboard counts them in this month's opened cards.
    expect(await abiertasDelMes(page, 'Roja')).toBe(antes.Roja + 2);
    expect(await abiertasDelMes(page, 'Azul')).toBe(antes.Azul + 1);
  });

  it('fits a 360 px phone: the dry run with its mapping, duplicates and rejections scrolls only downwards', async () => {
    const { page } = await browser.newPage('narrow');
    await loginAs(page, 'admin');
    const numero = await numeroLibre(browser.baseUrl, 'Verde');
    const fecha = new Date(Date.now() - 60_000).toISOString();
    const equipo = unico('Equipo con un nombre bastante largo para un teléfono');
    await elegirArchivoImport(
      page,
      'un-archivo-con-un-nombre-muy-largo-exportado-de-la-aplicacion-anterior.csv',
      csvOriginal([
        { numero, color: 'Verde', equipo, fecha, descripcion: unico('Repetida') },
        { numero, color: 'Verde', equipo, fecha, descripcion: unico('Repetida') },
        { numero: 'x', color: 'Verde', equipo, fecha, descripcion: unico('Sin número') },
      ]),
    );
    // The repeated pair is listed whatever the choice about the value not configured (issue 21 §3).
    await page.getByRole('list', { name: 'Pares de color y número repetidos' }).getByText(`Verde N°${numero}: líneas 2, 3`).waitFor();
    await page.getByRole('radio', { name: 'Agregarlos a los campos' }).check();
    await page.getByRole('radio', { name: 'Importar con número nuevo (se conserva el original)' }).check();
    await expect.poll(() => page.getByText(/^Tarjetas a crear:/).textContent()).toBe('Tarjetas a crear: 2');
    await expect.poll(() => page.getByRole('button', { name: 'Importar', exact: true }).isEnabled()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    await quieta(page);
    await page.screenshot({ path: `${SHOTS}/importar-analisis-telefono.png`, fullPage: true });
  });
});
