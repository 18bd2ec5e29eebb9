import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MSG, type Campo } from '@portal/shared/domain';
import { horizontalOverflow, usePortalBrowser, type ViewportName } from './support/browser';
import { apiToken, entrarComo } from './support/portal';
import { apiSend, unico } from './support/tarjetas';
import { elegir, enfocable, opcionesDe } from './support/formulario';

const browser = usePortalBrowser();
/** Where the form's screenshots go, to be looked at (AGREGAR_SHOTS_DIR, or a temporary folder). */
const SHOTS = process.env.AGREGAR_SHOTS_DIR ?? join(tmpdir(), 'portal-shots-agregar');
mkdirSync(SHOTS, { recursive: true });

/** Every required field of an empty non-yellow form (Detectó starts filled) and what it must say. */
const REQUERIDOS: [string, string][] = [
  ['Color', MSG.colorRequerido],
  ['Maquina/Instalación', MSG.maquinaRequerida],
  ['Riesgo Inicial', MSG.riesgoInicialRequerido],
  ['Descripción', MSG.descripcionRequerida],
  ['Reparación', MSG.reparacionRequerida],
  ['Parte de maquina', MSG.parteMaquinaRequerida],
  ['Equipo Autonomo', MSG.equipoRequerido],
  ['Familia de anomalias', MSG.familiaRequerida],
  ['Tipo de R/FC/LDA', MSG.tipodeRiesgoRequerido],
  ['Prioridad', MSG.prioridadRequerida],
];

async function abrirFormulario(page: Page): Promise<Locator> {
  await entrarComo(page, 'operario');
  await page.goto('/agregartarjeta');
  const form = page.getByRole('form', { name: 'Agregar Tarjeta' });
  await form.waitFor();
  await expect.poll(() => form.getByLabel('Maquina/Instalación').locator('option').count()).toBeGreaterThan(1);
  return form;
}

/** A valid red card; `equipo` picks a given option instead of the first. Answers the announced number. */
async function llenarRoja(page: Page, form: Locator, equipo?: string): Promise<number> {
  await elegir(form, 'Color', 'Roja');
  const anuncio = page.getByTestId('siguiente-numero');
  await anuncio.filter({ hasText: /^Tarjeta Roja N°\d+$/ }).waitFor();
  const numero = Number((await anuncio.textContent())!.split('N°')[1]);
  await form.getByLabel('Maquina/Instalación').selectOption({ index: 1 });
  const parte = form.getByLabel('Parte de maquina');
  await expect.poll(() => parte.locator('option').count()).toBeGreaterThan(1);
  await parte.selectOption({ index: 1 });
  await elegir(form, 'Riesgo Inicial', { index: 1 });
  await form.getByLabel('Descripción').fill(unico('Alta e2e'));
  await elegir(form, 'Reparación', 'Con maquina parada');
  if (equipo) await elegir(form, 'Equipo Autonomo', equipo);
  else await elegir(form, 'Equipo Autonomo', { index: 1 });
  await elegir(form, 'Familia de anomalias', { index: 1 });
  await elegir(form, 'Tipo de R/FC/LDA', { index: 1 });
  await elegir(form, 'Prioridad', 'Alta');
  return numero;
}

/** Whether the element lies entirely inside the viewport (what the user sees without scrolling). */
const enPantalla = (l: Locator) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  });
const tieneFoco = (l: Locator) => l.evaluate((el) => el === document.activeElement);

describe.each(['desktop', 'phone'] as ViewportName[])('/agregartarjeta on %s', (size) => {
  it('an empty Subir shows every missing field at once, each saying it is required, and focuses Color', async () => {
    const { page } = await browser.newPage(size);
    const form = await abrirFormulario(page);
    await form.getByRole('button', { name: 'Subir' }).click();
    for (const [label, mensaje] of REQUERIDOS) {
      await form.getByText(mensaje, { exact: true }).waitFor();
      expect(await form.getByLabel(label).first().getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(await form.getByText(MSG.familiaInvalida).count()).toBe(0);
    // The risk options by severity, not alphabetically (the server sends IN, MO, NS, PS, SI), after the user's recent
    // ones (marked; the seeded Operario has cards).
    const severidad = ['NS: NO SIGNIFICATIVO', 'PS: POCO SIGNIFICATIVO', 'MO: MODERADO', 'SI: SIGNIFICATIVO', 'IN: INTOLERABLE'];
    const orden = () =>
      form.getByRole('radiogroup', { name: 'Riesgo Inicial' }).evaluate((g) => {
        const chips = Array.from(g.querySelectorAll('label'), (l) => ({
          valor: l.querySelector('input')?.value ?? '',
          reciente: l.hasAttribute('data-reciente'),
        }));
        return { opciones: chips.map((c) => c.valor), recientes: chips.filter((c) => c.reciente).map((c) => c.valor) };
      });
    const { opciones, recientes } = await orden();
    expect(opciones).toEqual([...recientes, ...severidad.filter((n) => !recientes.includes(n))]);
    expect(await opcionesDe(form, 'Riesgo Inicial')).toHaveLength(severidad.length);
    await expect.poll(() => tieneFoco(enfocable(form, 'Color'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/agregartarjeta');
  });

  it('a server refusal appears in view, focused, next to Subir', async () => {
    // A real refusal: the equipo chosen in the form is removed by an Admin before the user submits.
    const admin = await apiToken(browser.baseUrl, 'admin');
    const valor = unico('Equipo e2e');
    const res = await apiSend(browser.baseUrl, 'POST', '/api/campos', admin, { name: 'equipo', value: valor });
    expect(res.status, await res.clone().text()).toBe(201);
    const campo = (await res.json()) as Campo;

    const { page } = await browser.newPage(size);
    const form = await abrirFormulario(page);
    await llenarRoja(page, form, valor);
    expect((await apiSend(browser.baseUrl, 'DELETE', `/api/campos/${campo._id}`, admin)).status).toBe(200);

    browser.allowErrors(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/tarjetas\)$/);
    await form.getByRole('button', { name: 'Subir' }).click();
    const alerta = form.getByRole('alert').filter({ hasText: MSG.equipoNoConfigurado });
    await alerta.waitFor();
    expect(await alerta.getAttribute('data-error-id')).toBe('AGREGAR_TARJETA_ERROR');
    await expect.poll(() => enPantalla(alerta)).toBe(true);
    expect(await tieneFoco(alerta)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/agregartarjeta');
  });

  it("a successful create says 'Tarjeta Roja N°<n> creada' and lands on /tarjetas", async () => {
    const { page } = await browser.newPage(size);
    const form = await abrirFormulario(page);
    const numero = await llenarRoja(page, form);
    await form.getByRole('button', { name: 'Subir' }).click();
    const aviso = page.getByTestId('aviso');
    await aviso.filter({ hasText: `Tarjeta Roja N°${numero} creada` }).waitFor();
    expect(await aviso.getAttribute('role')).toBe('status');
    await page.waitForURL('**/tarjetas');
    expect(await enPantalla(aviso)).toBe(true);
  });
});

describe('/agregartarjeta at 360 px', () => {
  it('fits without horizontal scroll, with 44 px targets, and the risk matrix fills the screen and scrolls inside', async () => {
    const { page } = await browser.newPage('narrow');
    const form = await abrirFormulario(page);
    await elegir(form, 'Color', 'Amarilla');
    await page.getByTestId('siguiente-numero').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'agregar-360.png'), fullPage: true });

    for (const target of [
      form.getByRole('button', { name: 'Ver matriz de riesgo' }),
      form.getByRole('button', { name: 'Subir' }),
      form.getByRole('radio', { name: 'Amarilla' }),
    ]) {
      const box = (await target.boundingBox())!;
      expect(box.height, await target.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
    }
    const checkbox = form.getByLabel('Reporte de Incidente Susto observado');
    const fila = (await checkbox.locator('xpath=ancestor::label').boundingBox())!;
    expect(fila.height).toBeGreaterThanOrEqual(44);

    await form.getByRole('button', { name: 'Ver matriz de riesgo' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Matriz de riesgo' });
    await dialogo.waitFor();
    const caja = (await dialogo.boundingBox())!;
    expect(caja.x).toBe(0);
    expect(caja.width).toBe(360);
    const region = dialogo.getByRole('region', { name: 'Matriz de riesgo (desplazable)' });
    // The matrix is wider than the phone: it scrolls inside its region, with the hint, never the page.
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await dialogo.getByText('Deslice hacia los lados para ver todas las severidades').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    expect(await enPantalla(dialogo.getByRole('button', { name: 'Cerrar' }))).toBe(true);
    await dialogo.getByRole('button', { name: 'Cerrar' }).click();
    await dialogo.waitFor({ state: 'hidden' });
  });
});
