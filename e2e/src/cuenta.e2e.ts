import { describe, expect, it } from 'vitest';
import type { User } from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { apiGet, apiToken, entrarComo, loginViaForm } from './support/portal';

const browser = usePortalBrowser();

/** A user of this file's own (the run shares one BFF: seeded users' pins never change here). */
async function crearUsuario(legajo: string, name: string, pin: string): Promise<User> {
  const res = await fetch(`${browser.baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await apiToken(browser.baseUrl, 'admin')}` },
    body: JSON.stringify({ email: legajo, name, password: pin, role: 'Operario' }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as User;
}

describe('account: the own pin and the Admin reset (issue 10)', () => {
  it('a user changes their pin from the user menu, then logs in with the new one (the old one is refused)', async () => {
    browser.allowErrors(/status of 400/);
    await crearUsuario('5170', 'Paula Cambia', '517000');
    const { page } = await browser.newPage();
    await loginViaForm(page, '5170', '517000');
    await page.getByTestId('nav-user-name').filter({ hasText: 'Paula Cambia' }).waitFor();

    await page.getByRole('button', { name: /Menú del usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cambiar pin' }).click();
    await page.waitForURL('**/cambiarpin');
    await page.getByRole('heading', { name: 'Cambiar pin' }).waitFor();

    // A wrong current pin is refused by the server, shown above the button.
    await page.getByLabel('Pin actual').fill('000000');
    await page.getByLabel('Pin nuevo', { exact: false }).first().fill('246810');
    await page.getByLabel('Repetir pin nuevo').fill('246810');
    await page.getByRole('button', { name: 'Cambiar pin' }).click();
    await page.getByRole('alert').filter({ hasText: 'El pin actual no es correcto' }).waitFor();

    await page.getByLabel('Pin actual').fill('517000');
    await page.getByRole('button', { name: 'Cambiar pin' }).click();
    await page.getByRole('status').filter({ hasText: 'Pin cambiado' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    // The session that changed it goes on with its new token.
    await page.reload();
    await page.getByTestId('nav-user-name').filter({ hasText: 'Paula Cambia' }).waitFor();

    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL('**/login');
    await loginViaForm(page, '5170', '517000');
    await page.getByText('Legajo o pin incorrectos').waitFor();
    await loginViaForm(page, '5170', '246810');
    await page.getByTestId('nav-user-name').filter({ hasText: 'Paula Cambia' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('after an Admin reset the user must choose a pin before anything else; the users table shows the activity', async () => {
    const user = await crearUsuario('5171', 'Raúl Restablecido', '517100');
    const admin = await browser.newPage();
    await entrarComo(admin.page, 'admin');
    await admin.page.goto('/admin');
    await admin.page.getByLabel('Buscar usuario').fill('Raúl');
    const grid = admin.page.getByRole('grid', { name: 'Usuarios' });
    await grid.getByText('Nunca ingresó').waitFor();
    await grid.getByRole('button', { name: 'Acciones de Raúl Restablecido' }).click();
    await admin.page.getByRole('menuitem', { name: 'Restablecer pin' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Restablecer pin de Raúl Restablecido' });
    await dialog.getByLabel('Pin nuevo').fill('999111');
    await dialog.getByRole('button', { name: 'Restablecer pin' }).click();
    await admin.page.getByRole('status').filter({ hasText: 'Pin de Raúl Restablecido restablecido' }).waitFor();

    const { page } = await browser.newPage();
    await page.goto('/tarjetas');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('N° Legajo').fill('5171');
    await page.getByLabel('Pin').fill('999111');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Sent to 'Cambiar pin', keeping where the user was going.
    await page.waitForURL((url) => url.pathname === '/cambiarpin' && url.searchParams.get('next') === '/tarjetas');
    await page.getByText('El administrador restableció su pin').waitFor();
    await page.goto('/buscar');
    await page.waitForURL((url) => url.pathname === '/cambiarpin');

    await page.getByLabel('Pin actual').fill('999111');
    await page.getByLabel('Pin nuevo', { exact: false }).first().fill('135791');
    await page.getByLabel('Repetir pin nuevo').fill('135791');
    await page.getByRole('button', { name: 'Cambiar pin' }).click();
    await page.waitForURL((url) => url.pathname === '/buscar');

    const users = await apiGet<User[]>(browser.baseUrl, '/api/users', await apiToken(browser.baseUrl, 'admin'));
    const stored = users.find((u) => u._id === user._id);
    expect(stored).toMatchObject({ debeCambiarPin: false, ultimoLogin: expect.any(String), ultimaActividad: expect.any(String) });
    await admin.page.reload();
    await admin.page.getByLabel('Buscar usuario').fill('Raúl');
    await grid.getByText(/Ingreso: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();
  });

  it("on a phone, 'Cambiar pin' is in the menu drawer", async () => {
    await crearUsuario('5172', 'Tomás Teléfono', '517200');
    const { page } = await browser.newPage('phone');
    await loginViaForm(page, '5172', '517200');
    await page.getByTestId('nav-user-name').filter({ hasText: 'Tomás Teléfono' }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Cambiar pin' }).click();
    await page.waitForURL('**/cambiarpin');
    await page.getByRole('heading', { name: 'Cambiar pin' }).waitFor();
  });
});
