import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { horizontalOverflow, usePortalBrowser, type ViewportName } from './support/browser';
import { entrarComo } from './support/portal';

const browser = usePortalBrowser();
const SECCIONES = 'Secciones de administración';

/** Each admin section, its page title and something only its page holds (issue 22: one section per page). */
const PAGINAS = [
  {
    link: 'Usuarios',
    path: '/admin',
    titulo: 'Administrar usuarios',
    contenido: (p: Page) => p.getByRole('button', { name: 'Acciones de Carla Ríos' }).first(),
  },
  { link: 'Campos', path: '/admin/campos', titulo: 'Campos', contenido: (p: Page) => p.getByRole('heading', { level: 2, name: 'Maquina/Instalación' }) },
  { link: 'Pantallas', path: '/admin/pantallas', titulo: 'Pantallas', contenido: (p: Page) => p.getByRole('heading', { level: 2 }).first() },
  { link: 'Importar tarjetas', path: '/admin/importar', titulo: 'Importar tarjetas', contenido: (p: Page) => p.getByLabel('Archivo a importar') },
  { link: 'Auditoría', path: '/admin/auditoria', titulo: 'Auditoría', contenido: (p: Page) => p.getByRole('form', { name: 'Filtros de auditoría' }) },
  { link: 'Organigrama', path: '/chart', titulo: 'Organigrama', contenido: (p: Page) => p.getByRole('tree').first() },
];

describe.each<ViewportName>(['desktop', 'narrow'])('Admin: one section per page at %s size', (size) => {
  it('the Admin walks every section from its navigation: each page is titled for what it holds, never "No tiene permiso"', async () => {
    const { page } = await browser.newPage(size);
    await entrarComo(page, 'admin');
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: SECCIONES });
    await nav.getByRole('link', { name: 'Usuarios' }).waitFor();
    expect((await nav.getByRole('link').allTextContents()).map((t) => t.trim())).toEqual(PAGINAS.map((p) => p.link));
    for (const pagina of PAGINAS) {
      const link = nav.getByRole('link', { name: pagina.link, exact: true });
      await link.click();
      await page.waitForURL((u) => u.pathname === pagina.path);
      await page.getByRole('heading', { level: 1, name: pagina.titulo, exact: true }).waitFor();
      await pagina.contenido(page).waitFor({ state: 'attached' });
      expect(await link.getAttribute('aria-current')).toBe('page');
      // The current section is in view, also in the phone's one-row scroller.
      const caja = (await nav.boundingBox())!;
      const enlace = (await link.boundingBox())!;
      expect(enlace.x).toBeGreaterThanOrEqual(caja.x - 1);
      expect(enlace.x + enlace.width).toBeLessThanOrEqual(caja.x + caja.width + 1);
      expect(await page.getByText('No tiene permiso para ver esta página').count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.screenshot({ path: `/tmp/scratch/admin-${pagina.link.split(' ')[0].toLowerCase()}-${size}.png` });
    }
  });

  it('a Jefe de area is led to no admin section: the org chart alone has no section navigation', async () => {
    const { page } = await browser.newPage(size);
    await entrarComo(page, 'jefe');
    await page.goto('/chart');
    await page.getByRole('heading', { level: 1, name: 'Organigrama' }).waitFor();
    await page.getByRole('tree').first().waitFor();
    expect(await page.getByRole('navigation', { name: SECCIONES }).count()).toBe(0);
  });
});

describe('the users table at 1366 px', () => {
  it('fits without sideways scroll: the role once per row, the changes in its Acciones menu', async () => {
    const { page } = await browser.newPage('desktop');
    await entrarComo(page, 'admin');
    await page.goto('/admin');
    const grid = page.getByRole('grid', { name: 'Usuarios' });
    await grid.getByText('Carla Ríos', { exact: true }).waitFor();
    // The grid's own verdict (it marks a sideways scroll), and the last column ends inside the grid.
    expect(await grid.locator('.MuiDataGrid-virtualScroller--hasScrollX').count()).toBe(0);
    const caja = (await grid.boundingBox())!;
    const acciones = (await grid.getByRole('columnheader', { name: 'Acciones' }).boundingBox())!;
    expect(acciones.x + acciones.width).toBeLessThanOrEqual(caja.x + caja.width);
    expect(await horizontalOverflow(page)).toBe(0);
    const fila = grid.getByRole('row').filter({ hasText: 'Carla Ríos' });
    expect(await fila.getByRole('combobox').count()).toBe(0);
    await fila.getByRole('button', { name: 'Acciones de Carla Ríos' }).click();
    const menu = page.getByRole('menu', { name: 'Acciones de Carla Ríos' });
    // The demo Admin is the company's: 'Hacer Admin de la empresa' too (issue 24).
    expect((await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual([
      'Cambiar rol',
      'Cambiar nombre',
      'Equipo autonomo',
      'E-mail',
      'Restablecer pin',
      'Hacer Admin de la empresa',
      'Eliminar',
    ]);
    await page.screenshot({ path: '/tmp/scratch/admin-usuarios-acciones-desktop.png' });
    await page.keyboard.press('Escape');

    // A Jefe de area's row also has 'Equipos a cargo' (issue 22: several equipos per Jefe): ticked, saved, shown.
    const jefa = grid.getByRole('row').filter({ hasText: 'Gabriela Ferreyra' });
    await jefa.getByRole('button', { name: 'Acciones de Gabriela Ferreyra' }).click();
    await page.getByRole('menu', { name: 'Acciones de Gabriela Ferreyra' }).getByRole('menuitem', { name: 'Equipos a cargo' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Equipos a cargo de Gabriela Ferreyra' });
    const opciones = dialogo.getByRole('group', { name: 'Otros equipos a cargo' }).getByRole('checkbox');
    await opciones.first().waitFor();
    const [primero, segundo] = [
      await opciones.nth(0).evaluate((e) => e.closest('label')?.textContent ?? ''),
      await opciones.nth(1).evaluate((e) => e.closest('label')?.textContent ?? ''),
    ];
    await opciones.nth(0).check();
    await opciones.nth(1).check();
    await page.screenshot({ path: '/tmp/scratch/admin-equipos-a-cargo-desktop.png' });
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(`Equipos a cargo de Gabriela Ferreyra: ${primero}, ${segundo}`).waitFor();
    await expect.poll(() => jefa.textContent()).toContain('+ 2 a cargo');
  });
});
