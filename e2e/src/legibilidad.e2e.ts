import { describe, expect, it } from 'vitest';
import { etiquetaMes, mesDe, PESTANAS_DASHBOARD } from '@portal/shared/domain';
import { horizontalOverflow, usePortalBrowser } from './support/browser';
import { entrarComo, zonaPlanta } from './support/portal';
import { escribirFecha, textoFecha } from './support/tarjetas';

const browser = usePortalBrowser();

/** Issue 22 §3 'Legibility': what a plant PC (1366 px) and a phone (360 px) must show without hunting for it. */
describe('legibility', () => {
  it('at 1366 px every dashboard tab is in view (Pareto and Antigüedad no longer behind the scroller)', async () => {
    const { page } = await browser.newPage('desktop');
    await entrarComo(page, 'jefe');
    await page.goto('/?tab=antiguedad');
    const tabs = page.getByRole('tablist', { name: 'Vistas del dashboard' });
    await tabs.getByRole('tab', { name: 'Antigüedad' }).waitFor();
    const ancho = page.viewportSize()!.width;
    for (const { titulo } of PESTANAS_DASHBOARD) {
      const caja = (await tabs.getByRole('tab', { name: titulo, exact: true }).boundingBox())!;
      expect(caja.x, titulo).toBeGreaterThanOrEqual(0);
      expect(caja.x + caja.width, titulo).toBeLessThanOrEqual(ancho);
    }
    await page.getByRole('list', { name: 'Tarjetas abiertas más antiguas' }).waitFor();
    await page.screenshot({ path: '/tmp/scratch/dashboard-antiguedad-desktop.png' });
  });

  it('at 360 px the risk chart names every Equipo', async () => {
    const { page } = await browser.newPage('narrow');
    await entrarComo(page, 'admin');
    await page.goto('/?tab=riesgo');
    const tabla = page.getByRole('table', { name: 'Mapa de riesgo por equipo', exact: true });
    await tabla.getByRole('rowheader').first().waitFor();
    const equipos = (await tabla.getByRole('rowheader').allTextContents()).map((t) => t.trim());
    expect(equipos.length).toBeGreaterThan(2);
    const figura = page.getByRole('figure', { name: 'Nivel de riesgo inicial y final por equipo' });
    await figura.locator('.MuiBarElement-root, rect').first().waitFor();
    const nombres = (await figura.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').allTextContents()).map((t) => t.trim()).filter(Boolean);
    expect(nombres).toHaveLength(equipos.length);
    // Each named, whole or cut with '…' (the table above has it whole).
    nombres.forEach((n, i) => expect(equipos[i]!.startsWith(n.replace(/…$/, '')), `${n} / ${equipos[i]}`).toBe(true));
    expect(await horizontalOverflow(page)).toBe(0);
    await figura.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/scratch/dashboard-riesgo-narrow.png' });
  });

  it("at 360 px 'Horas de todos' opens on the current plant month", async () => {
    const { page } = await browser.newPage('narrow', { timezoneId: 'Asia/Tokyo' });
    await entrarComo(page, 'jefe');
    await page.goto('/mishoras');
    await page.getByRole('tab', { name: 'Horas de todos' }).click();
    const region = page.getByRole('region', { name: 'Horas de todos por mes' });
    const actual = region.locator('th[aria-current="date"]');
    await actual.waitFor();
    expect((await actual.textContent())?.trim()).toBe(etiquetaMes(mesDe(new Date(), await zonaPlanta(browser.baseUrl)), 'corta'));
    const caja = (await region.boundingBox())!;
    const mes = (await actual.boundingBox())!;
    expect(mes.x).toBeGreaterThanOrEqual(caja.x);
    expect(mes.x + mes.width).toBeLessThanOrEqual(caja.x + caja.width + 1);
    expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await region.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/scratch/horas-todos-narrow.png' });
  });

  it('Auditoría takes and shows its dates as DD/MM/YYYY', async () => {
    const { page } = await browser.newPage('desktop');
    await entrarComo(page, 'admin');
    await page.goto('/admin/auditoria');
    const filtros = page.getByRole('form', { name: 'Filtros de auditoría' });
    await escribirFecha(filtros, 'Desde', '01/01/2026');
    await escribirFecha(filtros, 'Hasta', '31/12/2030');
    expect(await textoFecha(filtros, 'Desde')).toBe('01/01/2026');
    expect(await textoFecha(filtros, 'Hasta')).toBe('31/12/2030');
    const respuesta = page.waitForResponse((r) => r.url().includes('/api/auditoria?') && r.url().includes('desde=2026-01-01'));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    expect((await respuesta).url()).toContain('hasta=2030-12-31');
    await page.screenshot({ path: '/tmp/scratch/auditoria-fechas-desktop.png' });
  });
});
