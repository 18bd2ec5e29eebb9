import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { HistorialPuntoCil, RutinaCil, TarjetasPagina } from '@portal/shared/domain';
import { axeGraves, describirViolaciones } from './support/axe';
import { horizontalOverflow, usePortalBrowser } from './support/browser';
import { maquinaConRutina } from './support/cil';
import { apiGet, apiToken, entrarComo, loginAs, USERS } from './support/portal';
import { contadorDeToques } from './support/toques';

const browser = usePortalBrowser();

/** What a page shows while offline: requests that cannot leave the browser. */
const ERRORES_SIN_RED = /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/;

/**
 * Issue 26 §1, done when: at phone size, a machine's QR label → its routine run offline with one No OK point → a card
 * raised from it → both sent once when the connection returns, the card linked to the run.
 */
describe('a CIL routine on a phone (issue 26 §1)', () => {
  it('from the QR label, offline: OK, No OK with a card in one tap, No realizado; both sent once when online, the card linked', async () => {
    const m = await maquinaConRutina(browser.baseUrl);
    const { page, context } = await browser.newPage('phone', { serviceWorkers: 'allow' });
    await loginAs(page, 'operario');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
    browser.allowErrors(ERRORES_SIN_RED);

    // The label opens the add-card page with 'Rutina CIL' beside 'Nueva tarjeta'.
    await page.goto(m.etiqueta);
    const toques = contadorDeToques();
    await toques.click(page.getByRole('link', { name: 'Rutina CIL' }));
    await page
      .getByRole('heading', { level: 1, name: `Rutina CIL · ${m.maquina.value}` })
      .waitFor()
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nEn ${page.url()} la página muestra: ${(await page.locator('body').innerText()).slice(0, 600)}`);
      });
    const punto = (n: number) => page.getByRole('listitem', { name: new RegExp(`^${n}\\. `) });
    await punto(3).waitFor();
    const graves = await axeGraves(page);
    expect(graves, describirViolaciones(graves)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/scratch/cil-rutina-phone.png', fullPage: true });

    // No connection from here on.
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Sin conexión: la rutina se guardará en este teléfono' }).waitFor();
    await toques.click(punto(1).getByRole('button', { name: 'OK', exact: true }));
    await toques.click(punto(2).getByRole('button', { name: 'No OK', exact: true }));
    await toques.fill(punto(2).getByRole('textbox', { name: '¿Qué encontró?' }), 'Cadena floja, flecha de 30 mm');
    await toques.click(punto(2).getByRole('button', { name: 'Levantar tarjeta' }));

    // The card comes filled: machine, part, the point and what was found; the rest is the card's own choices.
    const form = page.getByRole('form', { name: 'Agregar Tarjeta' });
    const descripcion = 'CIL punto 2 (Inspección): Inspeccionar la tensión de la cadena. Estándar: Flecha de 10 a 15 mm. Cadena floja, flecha de 30 mm';
    await expect.poll(() => form.getByLabel('Descripción').inputValue()).toBe(descripcion);
    await expect.poll(() => form.getByLabel('Maquina/Instalación').inputValue()).toBe(m.maquina.value);
    await expect.poll(() => form.getByLabel('Parte de maquina').inputValue()).toBe('Cadena');
    await expect.poll(() => form.getByLabel('Equipo Autonomo').inputValue()).toBe(m.equipo.value);
    const tarjeta = contadorDeToques();
    await tarjeta.elegir(form, 'Color', 'Roja');
    await tarjeta.elegir(form, 'Prioridad', 'Media');
    await tarjeta.elegir(form, 'Reparación', 'Con maquina en marcha');
    await tarjeta.elegir(form, 'Riesgo Inicial', { index: 1 });
    await tarjeta.elegir(form, 'Familia de anomalias', { index: 1 });
    await tarjeta.elegir(form, 'Tipo de R/FC/LDA', { index: 1 });
    await tarjeta.click(form.getByRole('button', { name: 'Subir' }));

    // Kept on the phone, back at the routine: the point shows its card.
    await page.waitForURL(`**/cil/maquinas/${m.maquina._id}`);
    await punto(2).getByText('Tarjeta levantada').waitFor();
    await toques.click(punto(3).getByRole('button', { name: 'No realizado', exact: true }));
    await toques.fill(punto(3).getByRole('textbox', { name: /¿Por qué no se realizó\?/ }), 'Máquina en producción');
    await toques.click(page.getByRole('button', { name: /^Terminar rutina \(3 de 3\)/ }));

    // Both wait in Pendientes de envío; nothing reached the server.
    await page.waitForURL('**/pendientes');
    await page.getByRole('listitem', { name: `Rutina CIL: ${m.maquina.value}` }).waitFor();
    await page
      .getByRole('listitem', { name: /^Roja: / })
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/scratch/cil-pendientes-phone.png', fullPage: true });
    const token = await apiToken(browser.baseUrl, 'operario');
    const historial = (n: number) => apiGet<HistorialPuntoCil[]>(browser.baseUrl, `/api/cil/puntos/${m.puntos[n]._id}/historial`, token);
    expect(await historial(1)).toEqual([]);
    // From the label to the end of the routine: Rutina CIL, OK, No OK, what was found, Levantar tarjeta, No realizado, why, Terminar.
    expect(toques.toques).toBe(8);

    // Online again: the card, then the run, each once; the run links the card.
    await context.setOffline(false);
    await expect.poll(async () => (await historial(1)).length, { timeout: 60_000 }).toBe(1);
    const [linea] = await historial(1);
    expect(linea).toMatchObject({ resultado: 'no_ok', comentario: 'Cadena floja, flecha de 30 mm', tarjeta: { color: 'Roja' } });
    expect((await historial(0)).map((h) => h.resultado)).toEqual(['ok']);
    expect((await historial(2)).map((h) => [h.resultado, h.motivo])).toEqual([['no_realizado', 'Máquina en producción']]);
    const admin = await apiToken(browser.baseUrl, 'admin');
    const cards = await apiGet<TarjetasPagina>(
      browser.baseUrl,
      `/api/tarjetas?page=0&pageSize=20&q=${encodeURIComponent('Cadena floja, flecha de 30 mm')}`,
      admin,
    );
    expect(cards.items.map((t) => t.numero)).toEqual([linea.tarjeta!.numero]);
    const rutina = await apiGet<RutinaCil>(browser.baseUrl, `/api/cil/maquinas/${m.maquina._id}`, token);
    expect(rutina.puntos.map((p) => [p.ultimo?.resultado, p.ultimo?.por])).toEqual([
      ['ok', USERS.operario.name],
      ['no_ok', USERS.operario.name],
      ['no_realizado', USERS.operario.name],
    ]);
    await badgeVacio(page);
    // A later sync sends nothing again.
    await page.reload();
    await page.getByText('No hay tarjetas pendientes de envío.').waitFor();
    expect(await historial(1)).toHaveLength(1);
  });
});

async function badgeVacio(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Pendientes de envío: \d+$/ }).waitFor({ state: 'hidden', timeout: 60_000 });
}

describe('the CIL screens at 360 px and desktop (issue 26 §1)', () => {
  it.each(['narrow', 'desktop'] as const)(
    'the standard editor, the compliance and /cil have no serious axe violation nor sideways scroll at %s',
    async (size) => {
      const m = await maquinaConRutina(browser.baseUrl);
      const { page } = await browser.newPage(size);
      await entrarComo(page, 'jefe');
      const revisar = async (path: string, listo: () => Promise<unknown>) => {
        await page.goto(path);
        await listo();
        const graves = await axeGraves(page);
        expect(graves, `${path}: ${describirViolaciones(graves)}`).toEqual([]);
        expect(await horizontalOverflow(page), path).toBe(0);
      };
      await revisar(`/cil/maquinas/${m.maquina._id}/estandar`, () => page.getByText('Inspeccionar la tensión de la cadena').first().waitFor());
      await revisar('/cil/cumplimiento', () => page.getByRole('heading', { name: 'Por semana' }).waitFor());
      await revisar('/cil', () => page.getByText('Rutinas CIL por hacer').waitFor());
    },
  );
});
