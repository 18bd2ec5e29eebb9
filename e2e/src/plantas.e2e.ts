import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeGraves, describirViolaciones } from './support/axe';
import { usePortalBrowser } from './support/browser';
import { spawnPortal, type PortalProcess } from './support/portal-process';
import { freePort } from './support/servers';
import { contadorDeToques } from './support/toques';

const browser = usePortalBrowser();

async function sinViolaciones(page: Page): Promise<void> {
  const graves = await axeGraves(page);
  expect(graves, describirViolaciones(graves)).toEqual([]);
}

/**
 * Issue 24, plants at the door: a portal of its own (the shared one has one plant, so its login asks nothing) with a
 * second plant, "Planta Sur", where the demo Admin's person is an Operario under another legajo and a different person
 * has legajo 3000. The login asks for the plant, remembers it, takes it from the address; the navbar switches plant.
 */
describe('plants: the login takes the plant, the navbar switches it', () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-plantas-'));
  const dataDir = join(root, 'data');
  let portal: PortalProcess;

  beforeAll(async () => {
    const port = await freePort();
    // First start: migrations and demo data; then, with the BFF stopped, plant 2 and its members in the database.
    const primero = spawnPortal(dataDir, port);
    await primero.serving();
    primero.child.kill('SIGTERM');
    await primero.exited;
    const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    await db.exec(`
      insert into plantas (id, nombre, codigo) values (2, 'Planta Sur', 'PS');
      select setval(pg_get_serial_sequence('plantas', 'id'), 2);
      insert into users (planta_id, persona_id, legajo, name, role)
        select 2, persona_id, '7100', name, 'Operario' from users where planta_id = 1 and legajo = '1000';
      with p as (insert into personas (id, password_hash)
        select gen_random_uuid(), password_hash from personas where id = (select persona_id from users where planta_id = 1 and legajo = '2000')
        returning id)
      insert into users (planta_id, persona_id, legajo, name, role) select 2, p.id, '3000', 'Sergio Sur', 'Jefe de area' from p;
      with p as (insert into personas (id, password_hash)
        select gen_random_uuid(), password_hash from personas where id = (select persona_id from users where planta_id = 1 and legajo = '1000')
        returning id)
      insert into users (planta_id, persona_id, legajo, name, role) select 1, p.id, '4900', 'Carla Corporativa', 'Corporativo' from p;
      insert into tarjetas (planta_id, numero, color, prioridad, fecha) values
        (2, 1, 'Roja', 'Alta', now() - interval '40 days'), (2, 2, 'Azul', 'Baja', now() - interval '2 days');`);
    await db.close();
    portal = spawnPortal(dataDir, port);
    await portal.serving();
  }, 120_000);

  afterAll(async () => {
    if (portal && portal.child.exitCode === null) portal.child.kill('SIGTERM');
    await portal?.exited;
    rmSync(root, { recursive: true, force: true });
  });

  it('desktop: choose the plant, log in (4 taps), switch plant from the navbar (2 taps); the choice is remembered', async () => {
    const { page } = await browser.newPage('desktop');
    await page.goto(`${portal.url}/login`);
    const planta = page.getByRole('combobox', { name: 'Planta' });
    await planta.waitFor();
    await sinViolaciones(page);
    const toques = contadorDeToques();
    await toques.click(planta);
    await planta.selectOption({ label: 'Planta Sur' });
    // Legajo 3000 in Planta Sur is Sergio (Jefe de area), not the demo Operario of Planta principal.
    await toques.fill(page.getByLabel('N° Legajo'), '3000');
    await toques.fill(page.getByLabel('Pin'), '200000');
    await toques.click(page.getByRole('button', { name: 'Login', exact: true }));
    await page.getByTestId('nav-user-name').filter({ hasText: 'Sergio Sur' }).waitFor();
    expect(toques.toques).toBe(4);
    // A person of one plant sees no switcher.
    expect(await page.getByRole('button', { name: /Cambiar de planta/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    // This device remembers the plant.
    await expect.poll(() => page.getByRole('combobox', { name: 'Planta' }).inputValue()).toBe('PS');

    // The demo Admin's person: Admin in Planta principal, Operario (legajo 7100) in Planta Sur.
    await page.getByRole('combobox', { name: 'Planta' }).selectOption({ label: 'Planta principal' });
    await page.getByLabel('N° Legajo').fill('1000');
    await page.getByLabel('Pin').fill('100000');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/bandeja');
    // The Admin's bar with the plant switch keeps one row at 1366 px and at a plant PC's 1280 px.
    for (const width of [1366, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.height).toBeLessThanOrEqual(64);
    }
    await page.screenshot({ path: '/tmp/scratch/plantas-barra-1280.png' });
    await page.setViewportSize({ width: 1366, height: 900 });
    const cambiar = contadorDeToques();
    await cambiar.click(page.getByRole('button', { name: 'Cambiar de planta: Planta principal (PP)' }));
    await sinViolaciones(page);
    await cambiar.click(page.getByRole('menuitem', { name: /Planta Sur/ }));
    // An Operario's home there, with the plant's name in the bar.
    await page.getByRole('button', { name: 'Cambiar de planta: Planta Sur' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(cambiar.toques).toBe(2);
    expect(await page.getByRole('link', { name: 'Administrar usuarios' }).count()).toBe(0);
  });

  it('phone: the address names the plant (3 taps to log in); the drawer lists the plants', async () => {
    const { page } = await browser.newPage('phone');
    await page.goto(`${portal.url}/login?planta=ps`);
    await expect.poll(() => page.getByRole('combobox', { name: 'Planta' }).inputValue()).toBe('PS');
    const toques = contadorDeToques();
    await toques.fill(page.getByLabel('N° Legajo'), '7100');
    await toques.fill(page.getByLabel('Pin'), '100000');
    await toques.click(page.getByRole('button', { name: 'Login', exact: true }));
    await page.waitForURL((u) => u.pathname === '/');
    expect(toques.toques).toBe(3);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const lista = page.getByRole('list', { name: 'Cambiar de planta' });
    await lista.waitFor();
    expect(await lista.getByRole('button', { name: /Planta Sur/ }).getAttribute('aria-current')).toBe('true');
    await sinViolaciones(page);
    await lista.getByRole('button', { name: /Planta principal/ }).click();
    await page.waitForURL((u) => u.pathname === '/bandeja');
  });

  it('phone and desktop: Corporativo lands on the plants comparison (3 taps), gets its Excel and a plant’s report (1 tap each)', async () => {
    for (const size of ['phone', 'desktop'] as const) {
      const { page } = await browser.newPage(size);
      await page.goto(`${portal.url}/login?planta=PP`);
      const toques = contadorDeToques();
      await toques.fill(page.getByLabel('N° Legajo'), '4900');
      await toques.fill(page.getByLabel('Pin'), '100000');
      await toques.click(page.getByRole('button', { name: 'Login', exact: true }));
      const tabla = page.getByRole('table', { name: 'Indicadores por planta' });
      await tabla.waitFor();
      expect(toques.toques).toBe(3);
      expect(await page.getByRole('tab', { name: 'Plantas' }).getAttribute('aria-selected')).toBe('true');
      const sur = tabla.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Planta Sur (PS)' }) });
      // Planta Sur: two cards opened in the last 12 months, none closed, one Operario; both open, the Roja past Alta's 15 days.
      expect((await sur.getByRole('cell').allTextContents()).slice(0, 8)).toEqual(['2', '0', '0 %', '—', '1', '2', '2', '1']);
      expect(await tabla.getByRole('rowheader').allTextContents()).toEqual(['Planta principal (PP)', 'Planta Sur (PS)']);
      // Writes nothing: no Agregar Tarjeta, no Mis horas.
      if (size === 'phone') await page.getByRole('button', { name: 'Abrir menú' }).click();
      expect(await page.getByRole('link', { name: 'Mis horas' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Agregar Tarjeta' }).count()).toBe(0);
      if (size === 'phone') await page.keyboard.press('Escape');
      await sinViolaciones(page);
      await page.screenshot({ path: `/tmp/scratch/plantas-comparacion-${size}.png`, fullPage: true });
      const [excel] = await Promise.all([page.waitForEvent('download'), toques.click(page.getByRole('button', { name: 'Exportar a Excel' }))]);
      expect(excel.suggestedFilename()).toBe('Comparación de plantas.xlsx');
      const [pdf] = await Promise.all([page.waitForEvent('download'), toques.click(page.getByRole('button', { name: 'PDF de Planta Sur' }))]);
      expect(pdf.suggestedFilename()).toBe('Reporte de avance - Todos - PS.pdf');
      expect(toques.toques).toBe(5);
    }
  });

  it("phone and desktop: the Admin sets the plant's zone and alert days (axe); every screen counts with them at once", async () => {
    for (const size of ['phone', 'desktop'] as const) {
      const { page } = await browser.newPage(size);
      await page.goto(`${portal.url}/login?planta=PP`);
      await page.getByLabel('N° Legajo').fill('1000');
      await page.getByLabel('Pin').fill('100000');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/bandeja');
      await page.goto(`${portal.url}/admin/campos`);
      const toques = contadorDeToques();
      await toques.click(page.getByRole('button', { name: 'Editar planta' }));
      const dialogo = page.getByRole('dialog', { name: 'Editar planta' });
      await dialogo.waitFor();
      await sinViolaciones(page);
      await page.screenshot({ path: `/tmp/scratch/planta-editar-${size}.png` });
      const alta = size === 'phone' ? 5 : 7;
      await toques.fill(dialogo.getByRole('combobox', { name: 'Zona horaria' }), 'Asia/Tok');
      await toques.click(page.getByRole('option', { name: 'Asia/Tokyo' }));
      await toques.fill(dialogo.getByRole('spinbutton', { name: 'Alta' }), String(alta));
      await toques.click(dialogo.getByRole('button', { name: 'Guardar' }));
      await dialogo.waitFor({ state: 'hidden' });
      expect(toques.toques).toBe(5);
      // Without a reload (in-app navigation), the ageing table's deadline is the plant's new one.
      if (size === 'phone') await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await page.getByRole('tab', { name: 'Antigüedad' }).click();
      const tabla = page.getByRole('table', { name: 'Tarjetas abiertas por prioridad y plazo' });
      const filaAlta = tabla.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Alta' }) });
      await expect.poll(() => filaAlta.getByRole('cell').first().textContent()).toBe(`${alta} días`);
      await page.screenshot({ path: `/tmp/scratch/planta-antiguedad-${size}.png` });
    }
  });
});
