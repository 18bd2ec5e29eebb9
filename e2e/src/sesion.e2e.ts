import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { MSG, type TarjetasPagina } from '@portal/shared/domain';
import { usePortalBrowser, type ViewportName } from './support/browser';
import { apiGet, apiToken, loginAs, USERS } from './support/portal';
import { crearTarjetaApi, tituloTarjeta, unico } from './support/tarjetas';
import { elegir, elegido, elegirParteYListas } from './support/formulario';

const browser = usePortalBrowser();
const SIZES: ViewportName[] = ['desktop', 'phone'];

/** Logs in with the form the page shows now (the guard's /login?next=…), without going to /login first. */
async function loginAqui(page: Page, user: keyof typeof USERS): Promise<void> {
  await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
  await page.getByLabel('N° Legajo').fill(USERS[user].legajo);
  await page.getByLabel('Pin').fill(USERS[user].pin);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const nextDe = (page: Page) => new URL(page.url()).searchParams.get('next');
const rutaDe = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** A signed-looking JWT, expired an hour ago and signed with another key: the BFF answers 401. */
function tokenVencido(): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const hace = Math.floor(Date.now() / 1000) - 3600;
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'x', iat: hace - 3600, exp: hace })}.${Buffer.from('firma-ajena').toString('base64url')}`;
}

/** A navbar link; on a phone it may sit in the app bar's menu. */
async function clickNav(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name, exact: true });
  if (!(await link.isVisible()))
    await page
      .getByRole('button', { name: /men[uú]/i })
      .first()
      .click();
  await link.click();
}

interface Borrador {
  descripcion: string;
  sugerencia: string;
  maquina: string;
  parte: string;
  equipo: string;
  familia: string;
  tipo: string;
  riesgo: string;
}

/** Fills every field of /agregartarjeta (a red card) and answers what was chosen. */
async function llenarAgregar(page: Page): Promise<Borrador> {
  const form = page.getByRole('form', { name: 'Agregar Tarjeta' });
  await form.waitFor();
  await expect.poll(() => form.getByLabel('Detectó').inputValue()).toBe(USERS.operario.name);
  await elegir(form, 'Color', 'Roja');
  const maquina = form.getByLabel('Maquina/Instalación');
  await expect.poll(() => maquina.locator('option').count()).toBeGreaterThan(1);
  await maquina.selectOption({ index: 1 });
  const parte = form.getByLabel('Parte de maquina');
  await elegirParteYListas(form);
  const descripcion = unico('Borrador e2e');
  await form.getByLabel('Descripción').fill(descripcion);
  await form.getByLabel('Sugerencia para eliminar la anomalía').fill('Cambiar el retén');
  return {
    descripcion,
    sugerencia: 'Cambiar el retén',
    maquina: await maquina.inputValue(),
    parte: await parte.inputValue(),
    equipo: await elegido(form, 'Equipo Autonomo'),
    familia: await elegido(form, 'Familia de anomalias'),
    tipo: await elegido(form, 'Tipo de R/FC/LDA'),
    riesgo: await elegido(form, 'Riesgo Inicial'),
  };
}

describe.each(SIZES)('session and drafts (%s)', (size) => {
  it("a card's QR link opened logged out shows the card after the login", async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Roja');
    const { page } = await browser.newPage(size);
    await page.goto(`/tarjeta/${tarjeta._id}`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(nextDe(page)).toBe(`/tarjeta/${tarjeta._id}`);
    await loginAqui(page, 'operario');
    await page.getByRole('heading', { name: tituloTarjeta(tarjeta) }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/tarjeta/${tarjeta._id}`);
  });

  it('keeps the query string of a deep link, and refuses an open redirect', async () => {
    const { page } = await browser.newPage(size);
    await page.goto('/agregartarjeta?x=1');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(nextDe(page)).toBe('/agregartarjeta?x=1');
    await loginAqui(page, 'operario');
    await page.getByRole('form', { name: 'Agregar Tarjeta' }).waitFor();
    expect(rutaDe(page)).toBe('/agregartarjeta?x=1');

    const otro = await browser.newPage(size);
    await otro.page.goto('/login?next=//evil.example');
    await loginAqui(otro.page, 'operario');
    await otro.page.getByTestId('nav-user-name').filter({ hasText: USERS.operario.name }).waitFor({ state: 'attached' });
    expect(new URL(otro.page.url()).origin).toBe(browser.baseUrl);
    expect(rutaDe(otro.page)).toBe('/');
    // Already logged in: /login?next= sends a safe path straight on, a hostile one home.
    await otro.page.goto('/login?next=%2Fbuscar');
    await otro.page.waitForURL((url) => url.pathname === '/buscar');
    await otro.page.goto('/login?next=https%3A%2F%2Fevil.example%2F');
    await otro.page.waitForURL((url) => url.pathname === '/');
    expect(new URL(otro.page.url()).origin).toBe(browser.baseUrl);
  });

  it('an expired session keeps the add form: login again, every field still filled, Subir creates the card', async () => {
    browser.allowErrors(/status of 401/);
    const { page } = await browser.newPage(size);
    await loginAs(page, 'operario');
    await page.goto('/agregartarjeta');
    const borrador = await llenarAgregar(page);

    // The session dies while the user types: the stored token and the one the page sends are no longer valid.
    const vencido = tokenVencido();
    await page.evaluate((t) => localStorage.setItem('token', t), vencido);
    const conTokenVencido = (route: Route) => route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${vencido}` } });
    await page.route('**/api/**', conTokenVencido);
    await page.getByRole('form', { name: 'Agregar Tarjeta' }).getByRole('button', { name: 'Subir' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    expect(nextDe(page)).toBe('/agregartarjeta');
    await page.getByText(MSG.sesionExpirada).waitFor();
    await page.unroute('**/api/**', conTokenVencido);

    await loginAqui(page, 'operario');
    await page.waitForURL((url) => url.pathname === '/agregartarjeta');
    const form = page.getByRole('form', { name: 'Agregar Tarjeta' });
    await expect.poll(() => form.getByLabel('Parte de maquina').inputValue()).toBe(borrador.parte);
    expect(await elegido(form, 'Color')).toBe('Roja');
    expect(await form.getByLabel('Maquina/Instalación').inputValue()).toBe(borrador.maquina);
    expect(await elegido(form, 'Equipo Autonomo')).toBe(borrador.equipo);
    expect(await elegido(form, 'Familia de anomalias')).toBe(borrador.familia);
    expect(await elegido(form, 'Tipo de R/FC/LDA')).toBe(borrador.tipo);
    expect(await elegido(form, 'Riesgo Inicial')).toBe(borrador.riesgo);
    expect(await elegido(form, 'Prioridad')).toBe('Media');
    expect(await elegido(form, 'Reparación')).toBe('Con maquina en marcha');
    expect(await form.getByLabel('Descripción').inputValue()).toBe(borrador.descripcion);
    expect(await form.getByLabel('Sugerencia para eliminar la anomalía').inputValue()).toBe(borrador.sugerencia);
    expect(await form.getByLabel('Detectó').inputValue()).toBe(USERS.operario.name);

    await form.getByRole('button', { name: 'Subir' }).click();
    await page.waitForURL((url) => url.pathname === '/tarjetas');
    const token = await apiToken(browser.baseUrl, 'admin');
    const { items } = await apiGet<TarjetasPagina>(browser.baseUrl, `/api/tarjetas?page=0&pageSize=20&q=${encodeURIComponent(borrador.descripcion)}`, token);
    expect(items.filter((t) => t.descripcion === borrador.descripcion)).toHaveLength(1);
    expect(items.find((t) => t.descripcion === borrador.descripcion)).toMatchObject({
      color: 'Roja',
      maquina: borrador.maquina,
      parteMaquina: borrador.parte,
      equipo: borrador.equipo,
      familia: borrador.familia,
      tipodeRiesgo: borrador.tipo,
      riesgoInicial: borrador.riesgo,
      prioridad: 'Media',
      reparacion: 'Con maquina en marcha',
      sugerencia: borrador.sugerencia,
      detecto: USERS.operario.name,
    });
    // Saved: the draft is gone, the form starts empty again.
    await page.goto('/agregartarjeta');
    await expect.poll(() => page.getByLabel('Detectó').inputValue()).toBe(USERS.operario.name);
    expect(await page.getByLabel('Descripción').inputValue()).toBe('');
  });

  it('leaving a half-filled add form by a navbar link or a reload asks first', async () => {
    const { page } = await browser.newPage(size);
    await loginAs(page, 'operario');
    await page.goto('/agregartarjeta');
    const form = page.getByRole('form', { name: 'Agregar Tarjeta' });
    await form.waitFor();
    await form.getByLabel('Descripción').fill('A medio escribir');

    await clickNav(page, 'Mis horas');
    const pregunta = page.getByRole('dialog', { name: '¿Descartar la tarjeta sin guardar?' });
    await pregunta.waitFor();
    await pregunta.getByRole('button', { name: 'Seguir editando' }).click();
    await pregunta.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/agregartarjeta');
    expect(await form.getByLabel('Descripción').inputValue()).toBe('A medio escribir');

    // Reloading (or closing) the tab gets the browser's own question; a reload keeps the draft.
    const preguntas: string[] = [];
    page.once('dialog', (dialog) => {
      preguntas.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(preguntas).toEqual(['beforeunload']);
    await expect.poll(() => form.getByLabel('Descripción').inputValue()).toBe('A medio escribir');

    await clickNav(page, 'Mis horas');
    await pregunta.getByRole('button', { name: 'Descartar' }).click();
    await page.waitForURL((url) => url.pathname === '/mishoras');
    // Discarded means gone: the form comes back empty.
    await page.goto('/agregartarjeta');
    await expect.poll(() => page.getByLabel('Detectó').inputValue()).toBe(USERS.operario.name);
    expect(await page.getByLabel('Descripción').inputValue()).toBe('');
  });

  it('a close dialog left open when the session expired opens again, filled, after the login', async () => {
    browser.allowErrors(/status of 401/);
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Roja');
    const { page } = await browser.newPage(size);
    await loginAs(page, 'jefe');
    await page.goto(`/tarjeta/${tarjeta._id}`);
    await page.getByRole('group', { name: 'Acciones de la tarjeta' }).getByRole('button', { name: 'Cerrar tarjeta' }).click();
    const dialogo = page.getByRole('dialog', { name: /Cerrar Tarjeta/i });
    await dialogo.getByLabel(/^Responsable/).fill('Juan Pérez');
    await dialogo.getByLabel(/^Tarea realizada/).fill('Se cambió el retén');

    await page.evaluate((t) => localStorage.setItem('token', t), tokenVencido());
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(MSG.sesionExpirada).waitFor();
    await loginAqui(page, 'jefe');

    await page.waitForURL((url) => url.pathname === `/tarjeta/${tarjeta._id}`);
    const otra = page.getByRole('dialog', { name: /Cerrar Tarjeta/i });
    await expect.poll(() => otra.getByLabel(/^Responsable/).inputValue()).toBe('Juan Pérez');
    expect(await otra.getByLabel(/^Tarea realizada/).inputValue()).toBe('Se cambió el retén');
  });
});
