import { describe, expect, it } from 'vitest';
import { usePortalBrowser } from './support/browser';
import { loginAs, loginViaForm, navEntries, USERS } from './support/portal';

const browser = usePortalBrowser();

describe('login, navbar and logout', () => {
  it.each([
    ['admin', ['Bandeja', 'Dashboard', 'Mis Tarjetas', 'Mis reportes', 'Quick Kaizen', 'Programa AM', 'Mis horas', 'Buscar tarjeta', 'Administrar usuarios']],
    ['jefe', ['Bandeja', 'Dashboard', 'Mis Tarjetas', 'Mis reportes', 'Quick Kaizen', 'Programa AM', 'Mis horas', 'Buscar tarjeta']],
    ['operario', ['Dashboard', 'Agregar Tarjeta', 'Mis reportes', 'Quick Kaizen', 'Programa AM', 'Rutinas CIL', 'Mis horas', 'Buscar tarjeta']],
  ] as const)('%s sees exactly that role’s navbar', async (user, entries) => {
    const { page } = await browser.newPage();
    await loginAs(page, user);
    expect(await navEntries(page)).toEqual(entries);
    await expect(page.getByRole('button', { name: 'Salir' }).isVisible()).resolves.toBe(true);
    // Each role's home (issue 22): the Bandeja for the Admin and the Jefe de area, the dashboard for the Operario.
    await page.getByRole('heading', { name: user === 'operario' ? 'Dashboard' : 'Bandeja', exact: true }).waitFor();
  });

  it('shows no navbar and redirects to /login without a session', async () => {
    const { page } = await browser.newPage();
    for (const path of ['/', '/tarjetas', '/admin', '/tarjeta/abc', '/mishoras']) {
      await page.goto(path);
      // The login keeps the page asked for (?next=), so it can come back to it.
      await page.waitForURL((url) => url.pathname === '/login' && (url.searchParams.get('next') ?? '/') === path);
      await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Navegación principal' }).count()).toBe(0);
    }
  });

  it('shows the server message on the page when the pin is wrong', async () => {
    browser.allowErrors(/status of 400/);
    const { page } = await browser.newPage();
    await loginViaForm(page, USERS.jefe.legajo, '000000');
    await page.getByText('Legajo o pin incorrectos').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('logs in as the demo user from the link', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Login as a demo user' }).click();
    await page.getByTestId('nav-user-name').filter({ hasText: USERS.demo.name }).waitFor();
    expect(await navEntries(page)).toEqual([
      'Dashboard',
      'Agregar Tarjeta',
      'Mis reportes',
      'Quick Kaizen',
      'Programa AM',
      'Rutinas CIL',
      'Mis horas',
      'Buscar tarjeta',
    ]);
  });

  it('logs out with Salir: token gone, back to the login page, pages guarded again', async () => {
    const { page } = await browser.newPage();
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: 'Salir' }).click();
    // The login page (with the Admin's home as `next`, which is where the next login goes anyway).
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('keeps the session across a reload and on deep links', async () => {
    const { page } = await browser.newPage();
    await loginAs(page, 'jefe');
    await page.goto('/buscar');
    await page.getByRole('heading', { name: 'Buscar tarjeta' }).waitFor();
    expect(await navEntries(page)).toContain('Mis Tarjetas');
  });
});
