import { describe, expect, inject, it } from 'vitest';
import { usePortalBrowser } from './support/browser';
import { entrarComo, loginAs } from './support/portal';

const browser = usePortalBrowser();

const PAGES: [string, string][] = [
  ['/', 'Dashboard'],
  ['/tarjetas', 'Tarjetas'],
  ['/tarjetasfiltro', 'Tabla dinamica de tarjetas'],
  ['/agregartarjeta', 'Agregar Tarjeta'],
  ['/buscar', 'Buscar tarjeta'],
  ['/kaizen', 'Quick Kaizen'],
  ['/programa', 'Programa de mantenimiento autónomo'],
  ['/agregarkaizen', 'Agregar Quick Kaizen'],
  ['/admin', 'Administrar usuarios'],
  ['/register', 'Registrar usuario'],
  ['/mishoras', 'Horas'],
  ['/chart', 'Organigrama'],
];

describe('remotes loaded at runtime', () => {
  it('renders every route from its remote with no console errors (one React, one store)', async () => {
    const { page } = await browser.newPage();
    await loginAs(page, 'admin');
    for (const [path, title] of PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    }
  });

  it('shows the not-found panel for a detail id that is neither a card nor a Kaizen', async () => {
    browser.allowErrors(/status of 404/);
    const { page } = await browser.newPage();
    await entrarComo(page, 'admin');
    await page.goto('/tarjeta/00000000-0000-4000-8000-000000000000');
    const panel = page.getByRole('alert').filter({ hasText: 'No existe una tarjeta ni un Kaizen con ese identificador' });
    await panel.waitFor();
    await panel.getByRole('link', { name: 'Ir a Tarjetas' }).click();
    await page.getByRole('heading', { name: 'Tarjetas', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tarjetas');
  });

  it('loads mf-dashboard from another origin through the runtime manifest', async () => {
    const remoteOrigin = inject('remoteOrigin');
    const { page } = await browser.newPage();
    const fromRemoteOrigin: string[] = [];
    page.on('requestfinished', (r) => {
      if (r.url().startsWith(remoteOrigin)) fromRemoteOrigin.push(r.url());
    });
    await loginAs(page, 'operario');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(fromRemoteOrigin.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromRemoteOrigin.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
  });

  it('shows an error panel when a remote is unreachable, keeps the rest working, and recovers on Reintentar', async () => {
    browser.allowErrors(/mf_kaizen|mf-kaizen|Failed to load resource|ERR_FAILED|RUNTIME-0\d\d/i);
    const { page } = await browser.newPage();
    await loginAs(page, 'admin');
    await page.route('**/remotes/mf-kaizen/**', (route) => route.abort());

    await page.goto('/kaizen');
    const panel = page.getByRole('alert').filter({ hasText: 'No se pudo cargar esta sección del portal' });
    await panel.waitFor();
    await page.getByRole('navigation', { name: 'Navegación principal' }).waitFor();

    await page.getByRole('link', { name: 'Buscar tarjeta' }).click();
    await page.getByRole('heading', { name: 'Buscar tarjeta' }).waitFor();
    await page.getByRole('link', { name: 'Administrar usuarios' }).click();
    await page.getByRole('grid', { name: 'Usuarios' }).waitFor();

    await page.goBack();
    await page.goBack();
    await panel.waitFor();
    await page.unroute('**/remotes/mf-kaizen/**');
    await panel.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Quick Kaizen', exact: true }).waitFor();
    expect(await panel.count()).toBe(0);
  });
});
