import { describe, expect, it } from 'vitest';
import type { Campo, Tarjeta, User } from '@portal/shared/domain';
import { usePortalBrowser, type ViewportName } from './support/browser';
import { apiGet, apiToken, entrarComo, loginAs, loginViaForm } from './support/portal';
import { apiSend, cerrarTarjetaApi, unico } from './support/tarjetas';
import { axeGraves, describirViolaciones } from './support/axe';
import { contadorDeToques } from './support/toques';

const browser = usePortalBrowser();

let legajo = 6100 + Math.floor(Math.random() * 800);

/** A user of its own, so no other test depends on what this one changes. */
async function nuevoUsuario(role: User['role'] = 'Operario') {
  const admin = await apiToken(browser.baseUrl, 'admin');
  const datos = { email: String(legajo++), name: unico('Usuario'), password: '615000', role };
  const res = await apiSend(browser.baseUrl, 'POST', '/api/users', admin, datos);
  expect(res.status, await res.clone().text()).toBe(201);
  const login = await apiSend(browser.baseUrl, 'POST', '/api/auth', '', { email: datos.email, password: datos.password });
  const { token } = (await login.json()) as { token: string };
  return { ...datos, token };
}

/** A red card created by `token`'s user and closed (by the plant's Operario) through the API. */
async function tarjetaCerrada(token: string): Promise<Tarjeta> {
  const campos = await apiGet<Campo[]>(browser.baseUrl, '/api/campos', token);
  const primero = (name: Campo['name']) => campos.find((c) => c.name === name)!;
  const res = await apiSend(browser.baseUrl, 'POST', '/api/tarjetas', token, {
    color: 'Roja',
    descripcion: unico('Tarjeta campana'),
    sugerencia: 'Sugerencia',
    reparacion: 'Con maquina parada',
    detecto: 'Carla Ríos',
    prioridad: 'Alta',
    familia: '7 - Lugares Inseguros',
    maquina: primero('maquina').value,
    parteMaquina: primero('maquina').parteMaquina?.[0],
    equipo: primero('equipo').value,
    riesgoInicial: primero('riesgoInicial').value,
    tipodeRiesgo: primero('tipo').value,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const tarjeta = (await res.json()) as Tarjeta;
  await cerrarTarjetaApi(browser.baseUrl, tarjeta, { convertida: true });
  return tarjeta;
}

describe.each<ViewportName>(['desktop', 'phone'])('administration and navbar at %s size', (size) => {
  it('the company Admin renames a user (4 taps) and makes them company Admin (3 taps); their session ends', async () => {
    const rita = await nuevoUsuario();
    const admin = await apiToken(browser.baseUrl, 'admin');
    const { page } = await browser.newPage(size);
    await entrarComo(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill(rita.name);
    const sinViolaciones = async () => {
      const graves = await axeGraves(page);
      expect(graves, describirViolaciones(graves)).toEqual([]);
    };
    const toques = contadorDeToques();
    await toques.click(page.getByRole('button', { name: `Acciones de ${rita.name}` }));
    await toques.click(page.getByRole('menuitem', { name: 'Cambiar nombre' }));
    const nombre = page.getByRole('dialog', { name: `Nombre de ${rita.name}` });
    await nombre.waitFor();
    await sinViolaciones();
    const nuevo = `${rita.name} Paz`;
    await toques.fill(nombre.getByRole('textbox', { name: 'Nombre' }), nuevo);
    await toques.click(nombre.getByRole('button', { name: 'Guardar' }));
    await nombre.waitFor({ state: 'hidden' });
    expect(toques.toques).toBe(4);

    const empresa = contadorDeToques();
    await empresa.click(page.getByRole('button', { name: `Acciones de ${nuevo}` }));
    await empresa.click(page.getByRole('menuitem', { name: 'Hacer Admin de la empresa' }));
    const dialogo = page.getByRole('dialog', { name: 'Hacer Admin de la empresa' });
    await dialogo.waitFor();
    await sinViolaciones();
    await page.screenshot({ path: `/tmp/scratch/admin-empresa-${size}.png` });
    await empresa.click(dialogo.getByRole('button', { name: 'Hacer Admin de la empresa' }));
    await dialogo.waitFor({ state: 'hidden' });
    expect(empresa.toques).toBe(3);
    await page.getByText(`${nuevo} es Admin de la empresa`).waitFor();
    const enServidor = (await apiGet<User[]>(browser.baseUrl, '/api/users', admin)).find((u) => u.email === rita.email);
    expect(enServidor).toMatchObject({ name: nuevo, empresa: true });
    // Their session from before ended: they sign in again with what they may do now.
    const viejo = await fetch(`${browser.baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${rita.token}` } });
    expect(viejo.status).toBe(401);
  });

  it('a role change asks first: cancel keeps the role, confirm stores it and says so', async () => {
    const rita = await nuevoUsuario();
    const admin = await apiToken(browser.baseUrl, 'admin');
    const rolEnServidor = async () => (await apiGet<User[]>(browser.baseUrl, '/api/users', admin)).find((u) => u.email === rita.email)?.role;
    const { page } = await browser.newPage(size);
    await entrarComo(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill(rita.name);
    // The row (a card on a phone) keeps its changes in 'Acciones'.
    const abrir = async () => {
      await page.getByRole('button', { name: `Acciones de ${rita.name}` }).click();
      await page.getByRole('menuitem', { name: 'Cambiar rol' }).click();
    };
    const dialog = page.getByRole('dialog', { name: `Cambiar rol de ${rita.name}` });
    const select = dialog.getByLabel('Rol');

    await abrir();
    await select.selectOption('Admin');
    await dialog.getByText(`¿Cambiar el rol de ${rita.name} de Operario a Admin?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await rolEnServidor()).toBe('Operario');

    await abrir();
    expect(await select.inputValue()).toBe('Operario');
    await select.selectOption('Jefe de area');
    await dialog.getByRole('button', { name: 'Cambiar rol' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Rol de ${rita.name} cambiado a Jefe de area` })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await rolEnServidor()).toBe('Jefe de area');
  });

  it('the users search filters by name and by legajo', async () => {
    const nora = await nuevoUsuario();
    const { page } = await browser.newPage(size);
    await entrarComo(page, 'admin');
    await page.goto('/admin');
    // A grid on a desktop, one card per user on a phone.
    const lista = size === 'desktop' ? page.getByRole('grid', { name: 'Usuarios' }) : page.getByRole('list', { name: 'Usuarios' });
    await lista.getByText('Carla Ríos', { exact: true }).waitFor();
    const buscar = page.getByRole('searchbox', { name: 'Buscar usuario' });
    await buscar.fill('rios');
    await lista.getByText('Laura Gómez', { exact: true }).waitFor({ state: 'detached' });
    await lista.getByText('Carla Ríos', { exact: true }).waitFor();
    await buscar.fill(nora.email);
    await lista.getByText(nora.name, { exact: true }).waitFor();
    await lista.getByText('Carla Ríos', { exact: true }).waitFor({ state: 'detached' });
    await buscar.fill('nadie se llama así');
    await page.getByText('No se encontraron usuarios').first().waitFor();
  });

  it('the bell tells the author their card was closed, clears once the card is opened and stays clear after a reload', async () => {
    const nora = await nuevoUsuario();
    const tarjeta = await tarjetaCerrada(nora.token);
    const { page } = await browser.newPage(size);
    await loginViaForm(page, nora.email, '615000');
    const campana = page.getByRole('button', { name: 'Notificaciones: 1 sin leer' });
    await campana.waitFor();
    expect((await campana.getByText('1', { exact: true }).textContent())?.trim()).toBe('1');

    await campana.click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    await panel.getByRole('heading', { name: 'Mis tarjetas (1 sin leer)' }).waitFor();
    const item = panel.getByRole('link', { name: new RegExp(`Tarjeta Roja N°${tarjeta.numero}\\b.*\\(nueva\\)`) });
    await item.getByText(/^Cerrada por /).waitFor();
    // Opening the menu reads nothing; opening the card does.
    expect((await apiGet<{ noLeidas: number }>(browser.baseUrl, '/api/tarjetas/notificaciones/novedades', nora.token)).noLeidas).toBe(1);
    await item.click();
    await page.waitForURL((u) => u.pathname === `/tarjeta/${tarjeta._id}`);
    await page.getByRole('button', { name: 'Notificaciones', exact: true }).waitFor();
    await expect.poll(async () => (await apiGet<{ noLeidas: number }>(browser.baseUrl, '/api/tarjetas/notificaciones/novedades', nora.token)).noLeidas).toBe(0);

    await page.reload();
    await page.getByRole('button', { name: 'Notificaciones', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /sin leer/ }).count()).toBe(0);
  });
});

describe('the navbar on a phone', () => {
  it("is one row, and an Operario reaches 'Agregar Tarjeta' in one tap", async () => {
    const { page } = await browser.newPage('phone');
    await loginAs(page, 'operario');
    const header = page.getByRole('banner');
    const alto = (await header.boundingBox())!.height;
    expect(alto).toBeLessThanOrEqual(64);
    for (const name of ['Abrir menú', 'Agregar Tarjeta', 'Notificaciones']) {
      const box = (await header
        .getByRole(name === 'Agregar Tarjeta' ? 'link' : 'button', { name, exact: name !== 'Notificaciones' })
        .first()
        .boundingBox())!;
      expect(box.width, name).toBeGreaterThanOrEqual(44);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }
    await header.getByRole('link', { name: 'Agregar Tarjeta' }).tap();
    await page.waitForURL('**/agregartarjeta');
    await page.getByRole('heading', { level: 1, name: 'Agregar Tarjeta' }).waitFor();

    await header.getByRole('button', { name: 'Abrir menú' }).tap();
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    expect((await nav.getByRole('link').allTextContents()).map((t) => t.trim())).toEqual([
      'Dashboard',
      'Mis reportes',
      'Quick Kaizen',
      'Programa AM',
      'Rutinas CIL',
      'Mis horas',
      'Buscar tarjeta',
    ]);
    await page.getByTestId('nav-user-name').filter({ hasText: 'Carla Ríos' }).waitFor();
    await nav.getByRole('link', { name: 'Mis horas' }).tap();
    await page.waitForURL('**/mishoras');
    await nav.waitFor({ state: 'hidden' });
  });
});
