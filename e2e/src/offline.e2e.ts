import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { MSG, type Campo, type TarjetasPagina } from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { apiGet, apiToken, loginAs } from './support/portal';
import { apiSend, unico } from './support/tarjetas';
import { elegir } from './support/formulario';

const browser = usePortalBrowser();

/** What a page shows while offline: requests that cannot leave the browser (lists, notifications, dashboard). */
const ERRORES_SIN_RED = /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/;

async function abrirControlada(): Promise<{ page: Page; context: Page['context'] extends () => infer C ? C : never }> {
  const { page, context } = await browser.newPage('phone', { serviceWorkers: 'allow' });
  await loginAs(page, 'operario');
  // skipWaiting + clientsClaim: the first visit ends up controlled without a reload.
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
  return { page, context };
}

async function formulario(page: Page): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Agregar Tarjeta' });
  // A timeout names what the page shows instead (an offline load that failed says why).
  await form.waitFor({ timeout: 45_000 }).catch(async (error: Error) => {
    const texto = await page
      .locator('body')
      .innerText()
      .catch(() => '(sin cuerpo)');
    throw new Error(`${error.message}\nEn ${page.url()} la página muestra: ${texto.slice(0, 600)}`);
  });
  await expect.poll(() => form.getByLabel('Maquina/Instalación').locator('option').count()).toBeGreaterThan(1);
  return form;
}

/** A valid red card, every select on its first option (or the given equipo). */
async function llenarYSubir(form: Locator, descripcion: string, equipo?: string): Promise<void> {
  await form.getByLabel('Maquina/Instalación').selectOption({ index: 1 });
  const parte = form.getByLabel('Parte de maquina');
  await expect.poll(() => parte.locator('option').count()).toBeGreaterThan(1);
  await parte.selectOption({ index: 1 });
  await completarYSubir(form, descripcion, equipo);
}

/** After Máquina and Parte: the rest of a valid red card, then Subir. */
async function completarYSubir(form: Locator, descripcion: string, equipo?: string): Promise<void> {
  await elegir(form, 'Color', 'Roja');
  await elegir(form, 'Riesgo Inicial', { index: 1 });
  await form.getByLabel('Descripción').fill(descripcion);
  await elegir(form, 'Reparación', 'Con maquina parada');
  await elegir(form, 'Equipo Autonomo', equipo ?? { index: 1 });
  await elegir(form, 'Familia de anomalias', { index: 1 });
  await elegir(form, 'Tipo de R/FC/LDA', { index: 1 });
  await elegir(form, 'Prioridad', 'Alta');
  await form.getByRole('button', { name: 'Subir' }).click();
}

/** The add form's texts offline (mf-tarjetas/src/features/agregar/GuardadaSinConexion.tsx). */
const AVISO_SIN_CONEXION = 'Sin conexión: la tarjeta se guardará en este teléfono y se enviará al volver la conexión';
const confirmacion = (page: Page) => page.getByRole('heading', { name: 'Guardada en este teléfono: se enviará al volver la conexión' });

const badge = (page: Page) => page.getByRole('link', { name: /^Pendientes de envío: \d+$/ });

async function porDescripcion(descripcion: string): Promise<number> {
  const token = await apiToken(browser.baseUrl, 'admin');
  return (await apiGet<TarjetasPagina>(browser.baseUrl, `/api/tarjetas?page=0&pageSize=20&q=${encodeURIComponent(descripcion)}`, token)).total;
}

/** Bytes in every Cache Storage cache of the page's origin, by cache. */
function tamanoCaches(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const out: Record<string, number> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let total = 0;
      for (const req of await cache.keys()) total += (await (await cache.match(req))!.blob()).size;
      out[name] = total;
    }
    return out;
  });
}

/** Records, across reloads, the first error text the page ever showed ('No se pudo…'): null while none did. */
async function vigilarErrores(page: Page): Promise<() => Promise<string | null>> {
  await page.addInitScript(() => {
    const mirar = () => {
      const texto = document.body?.textContent ?? '';
      const i = texto.indexOf('No se pudo');
      if (i >= 0 && !sessionStorage.getItem('e2e:no-se-pudo')) sessionStorage.setItem('e2e:no-se-pudo', texto.slice(i, i + 120));
    };
    new MutationObserver(mirar).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => sessionStorage.getItem('e2e:no-se-pudo'));
}

/** A seeded machine with parts, and the URL of its QR label. */
async function etiquetaQr(): Promise<{ maquina: string; parte: string; url: string }> {
  const campos = await apiGet<Campo[]>(browser.baseUrl, '/api/campos', await apiToken(browser.baseUrl, 'operario'));
  const m = campos.find((c) => c.name === 'maquina' && c.parteMaquina.length > 0);
  expect(m, 'a seeded machine with parts').toBeDefined();
  const parte = m!.parteMaquina[0];
  return { maquina: m!.value, parte, url: `/agregartarjeta?maquina=${m!._id}&parte=${encodeURIComponent(parte)}` };
}

async function conEtiqueta(page: Page, e: { maquina: string; parte: string }): Promise<Locator> {
  const form = await formulario(page);
  await expect.poll(() => form.getByLabel('Parte de maquina').inputValue()).toBe(e.parte);
  expect(await form.getByLabel('Maquina/Instalación').inputValue()).toBe(e.maquina);
  return form;
}

describe('offline capture on a phone (service worker + Pendientes de envío)', () => {
  it("the operator's offline loop: told before Subir, a confirmation on the same screen, Agregar otra, sent when the network returns", async () => {
    const e = await etiquetaQr();
    const { page, context } = await abrirControlada();
    browser.allowErrors(ERRORES_SIN_RED);
    const errorVisto = await vigilarErrores(page);
    // Online once, from the machine's QR label; then the same label opens with no network at all.
    await page.goto(e.url);
    await conEtiqueta(page, e);
    expect(await page.getByText(AVISO_SIN_CONEXION).count()).toBe(0);
    await context.setOffline(true);
    await page.reload();
    let form = await conEtiqueta(page, e);
    // Said twice: at the top and right above Subir.
    await expect.poll(() => form.getByText(AVISO_SIN_CONEXION).count()).toBe(2);

    const [a, b] = [unico('Bucle sin red A'), unico('Bucle sin red B')];
    await completarYSubir(form, a);
    await confirmacion(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/agregartarjeta');
    expect(await page.getByRole('form', { name: 'Agregar Tarjeta' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Agregar otra' }).tap();
    form = await conEtiqueta(page, e);
    expect(await form.getByLabel('Descripción').inputValue()).toBe('');
    expect(await form.getByLabel('Detectó').inputValue()).not.toBe('');
    await completarYSubir(form, b);
    await confirmacion(page).waitFor();

    await page.getByRole('link', { name: 'Ver Pendientes de envío' }).tap();
    const lista = page.getByRole('list', { name: 'Pendientes de envío' });
    for (const d of [a, b]) await lista.getByText(d).waitFor();
    for (const d of [a, b]) expect(await porDescripcion(d)).toBe(0);

    await context.setOffline(false);
    await badge(page).waitFor({ state: 'detached', timeout: 20_000 });
    for (const d of [a, b]) expect(await porDescripcion(d), d).toBe(1);
    expect(await errorVisto()).toBeNull();
  });

  it('a section never opened online says Sin conexión offline (not that the service is down), and opens when the network returns', async () => {
    const { page, context } = await abrirControlada();
    browser.allowErrors(ERRORES_SIN_RED);
    await context.setOffline(true);
    await page.goto('/kaizen');
    await page.getByRole('alert').filter({ hasText: 'Sin conexión: esta sección se abrirá al volver la conexión.' }).waitFor({ timeout: 45_000 });
    expect(await page.getByText(/No se pudo cargar|El servicio puede no estar disponible/).count()).toBe(0);
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Quick Kaizen', exact: true }).waitFor({ timeout: 30_000 });
  });

  it('two cards captured offline survive a reload and reach the server exactly once when the network returns', async () => {
    const { page, context } = await abrirControlada();
    browser.allowErrors(ERRORES_SIN_RED);
    // Online once: the remote's files and the form's reference data are cached at run time.
    await page.goto('/agregartarjeta');
    await formulario(page);

    await context.setOffline(true);
    const descripciones = [unico('Sin red A'), unico('Sin red B')];
    for (const d of descripciones) {
      await page.goto('/agregartarjeta');
      await llenarYSubir(await formulario(page), d);
      await confirmacion(page).waitFor();
      expect(new URL(page.url()).pathname).toBe('/agregartarjeta');
    }

    await page.goto('/agregartarjeta');
    await page.reload();
    await formulario(page);
    await expect.poll(() => badge(page).getAttribute('aria-label')).toBe('Pendientes de envío: 2');
    await badge(page).click();
    await page.getByRole('heading', { level: 1, name: 'Pendientes de envío' }).waitFor();
    const lista = page.getByRole('list', { name: 'Pendientes de envío' });
    expect(await lista.getByRole('listitem').count()).toBe(2);
    for (const d of descripciones) await lista.getByText(d).waitFor();
    for (const d of descripciones) expect(await porDescripcion(d)).toBe(0);

    await context.setOffline(false);
    await badge(page).waitFor({ state: 'detached', timeout: 20_000 });
    await page
      .getByText(/^Tarjeta Roja N°\d+ enviada$/)
      .first()
      .waitFor();
    for (const d of descripciones) expect(await porDescripcion(d), d).toBe(1);

    // Measured for the closing note (precache + runtime caches after this session).
    console.log('Cache Storage (bytes):', JSON.stringify(await tamanoCaches(page)));
  });

  it('a queued card the server refuses stays listed with its message, and Descartar removes it', async () => {
    const admin = await apiToken(browser.baseUrl, 'admin');
    const equipo = unico('Equipo offline');
    const res = await apiSend(browser.baseUrl, 'POST', '/api/campos', admin, { name: 'equipo', value: equipo });
    expect(res.status, await res.clone().text()).toBe(201);
    const campo = (await res.json()) as Campo;

    const { page, context } = await abrirControlada();
    browser.allowErrors(ERRORES_SIN_RED, /status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/tarjetas\)$/);
    await page.goto('/agregartarjeta');
    await formulario(page);
    await context.setOffline(true);
    const descripcion = unico('Rechazada offline');
    await llenarYSubir(await formulario(page), descripcion, equipo);
    await confirmacion(page).waitFor();

    expect((await apiSend(browser.baseUrl, 'DELETE', `/api/campos/${campo._id}`, admin)).status).toBe(200);
    await page.goto('/pendientes');
    const item = page.getByRole('listitem').filter({ hasText: descripcion });
    await item.waitFor();
    await context.setOffline(false);

    await item.getByRole('alert').filter({ hasText: MSG.equipoNoConfigurado }).waitFor({ timeout: 20_000 });
    expect(await item.getByLabel('Estado: Rechazada').count()).toBe(1);
    expect(await porDescripcion(descripcion)).toBe(0);

    await item.getByRole('button', { name: 'Descartar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Descartar la tarjeta' });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await item.waitFor({ state: 'detached' });
    expect(await badge(page).count()).toBe(0);
  });

  it('asks the network for the remotes list and entries on every load, serves hashed files from cache, and never the API', async () => {
    const { page, context } = await abrirControlada();
    await page.goto('/agregartarjeta');
    await formulario(page);

    const delWorker: string[] = [];
    const anotar = (r: Request) => r.serviceWorker() && delWorker.push(new URL(r.url()).pathname);
    context.on('request', anotar);
    const entrada = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .find((p) => /^\/remotes\/mf-tarjetas\/.+\.[0-9a-f]{8}\.js$/.test(p)),
    );
    expect(entrada, 'a hashed file of mf-tarjetas was loaded').toBeTruthy();
    const pedir = (url: string) => page.evaluate(async (u) => (await fetch(u)).status, url);
    for (let i = 0; i < 2; i++) {
      expect(await pedir('/mf-remotes.json')).toBe(200);
      expect(await pedir('/remotes/mf-tarjetas/mf-manifest.json')).toBe(200);
      expect(await pedir(entrada!)).toBe(200);
    }
    context.off('request', anotar);
    // A new deploy (new remoteEntry / manifest) is seen on the next load: both went to the network each time.
    expect(delWorker.filter((p) => p === '/mf-remotes.json')).toHaveLength(2);
    expect(delWorker.filter((p) => p === '/remotes/mf-tarjetas/mf-manifest.json')).toHaveLength(2);
    expect(delWorker.filter((p) => p === entrada)).toHaveLength(0);

    browser.allowErrors(ERRORES_SIN_RED);
    await context.setOffline(true);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const apiSinRed = await page.evaluate(async (t) => {
      const h = { Authorization: `Bearer ${t}` };
      const estado = (u: string) =>
        fetch(u, { headers: h }).then(
          (r) => r.status,
          () => 'sin red',
        );
      return { campos: await estado('/api/campos'), user: await estado('/api/auth/user'), tarjetas: await estado('/api/tarjetas?page=0&pageSize=5') };
    }, token);
    expect(apiSinRed).toEqual({ campos: 200, user: 200, tarjetas: 'sin red' });
  });
});
