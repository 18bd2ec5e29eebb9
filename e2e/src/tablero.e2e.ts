import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PANTALLA_STORAGE_KEY, textoDias, type Campo } from '@portal/shared/domain';
import { axeGraves, describirViolaciones } from './support/axe';
import { usePortalBrowser } from './support/browser';
import { apiGet, apiToken, USERS } from './support/portal';
import { spawnPortal, type PortalProcess } from './support/portal-process';
import { freePort } from './support/servers';
import { crearTarjetaApi } from './support/tarjetas';

/** Where the screenshots go (1920×1080 board, phone, offline badge, exceeded, revoked, the Admin's link dialog). */
const SHOTS = process.env.TABLERO_SHOTS_DIR ?? join(tmpdir(), 'portal-shots-tablero');

/**
 * The TV tag board on the production build, on a portal of its own (the test stops and restarts it, and backdates a
 * card in its database while it is down): an Admin creates a pantalla in the admin UI; a TV (another browser context,
 * no login) opens its link; a card added through the API appears live; the board survives the server's restart and
 * then flags the card the test made old; the Admin revokes the pantalla and the board says so.
 */
describe('TV tag board (/tablero)', () => {
  const { newPage, allowErrors } = usePortalBrowser();
  const root = mkdtempSync(join(tmpdir(), 'portal-tablero-'));
  const dataDir = join(root, 'data');
  const env = { JWT_SECRET: 'tablero-e2e-secret-0123456789' };
  const running: PortalProcess[] = [];
  let port: number;
  let url: string;

  const start = async () => {
    const portal = spawnPortal(dataDir, port, env);
    running.push(portal);
    await portal.serving();
    return portal;
  };
  const stop = async (portal: PortalProcess) => {
    portal.child.kill('SIGTERM');
    await portal.exited;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    await start();
  });
  afterAll(async () => {
    for (const p of running) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await Promise.all(running.map((p) => p.exited));
    rmSync(root, { recursive: true, force: true });
  });

  async function loginAdmin(page: Page) {
    await page.goto(`${url}/login`);
    await page.getByLabel('N° Legajo').fill(USERS.admin.legajo);
    await page.getByLabel('Pin').fill(USERS.admin.pin);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByTestId('nav-user-name').filter({ hasText: USERS.admin.name }).waitFor({ state: 'attached' });
  }

  it('pantalla link → live board without login → survives a restart, flags an exceeded card → revoked', { timeout: 240_000 }, async () => {
    // The restart refuses connections for a while, and the revoked pantalla's requests answer 401: both are expected.
    allowErrors(/Failed to load resource/, /ERR_CONNECTION_REFUSED/, /net::ERR_/, /EventSource/);
    const admin = await newPage('desktop');
    await loginAdmin(admin.page);
    await admin.page.goto(`${url}/admin`);
    const seccion = admin.page.getByRole('region', { name: 'Pantallas (tablero)' });
    await seccion.getByRole('button', { name: 'Nueva pantalla' }).click();
    const nueva = admin.page.getByRole('dialog', { name: 'Nueva pantalla' });
    await nueva.getByLabel('Nombre').fill('TV e2e');
    await nueva.getByRole('button', { name: 'Crear' }).click();
    const creada = admin.page.getByRole('dialog', { name: 'Pantalla "TV e2e" creada' });
    const enlace = await creada.getByLabel('Enlace del tablero').inputValue();
    expect(enlace).toMatch(new RegExp(`^${url}/tablero\\?pantalla=pnt_[A-Za-z0-9_-]{43}$`));
    await admin.page.screenshot({ path: `${SHOTS}/admin-pantalla-creada.png` });
    await creada.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => seccion.getByRole('cell', { name: 'TV e2e', exact: true }).count()).toBe(1);

    // The TV: a browser of its own, no session; one Equipo (the one the API's cards get) so the test needs no rotation.
    const token = await apiToken(url, 'operario');
    const equipo = (await apiGet<Campo[]>(url, '/api/campos', token)).find((c) => c.name === 'equipo')!.value;
    const tv = await newPage('desktop');
    await tv.page.setViewportSize({ width: 1920, height: 1080 });
    await tv.page.goto(`${enlace}&equipo=${encodeURIComponent(equipo)}`);
    await expect.poll(() => tv.page.getByRole('heading', { level: 1 }).textContent()).toBe(equipo);
    // The token left the address bar and stays in the TV's storage.
    expect(new URL(tv.page.url()).searchParams.get('pantalla')).toBeNull();
    expect(await tv.page.evaluate((k) => localStorage.getItem(k), PANTALLA_STORAGE_KEY)).toBe(new URL(enlace).searchParams.get('pantalla'));
    await tv.page.getByTestId('tablero-tag').first().waitFor();
    // Readable from 3 m: the tag numbers are at least 28 px at 1920×1080.
    const tamano = await tv.page.getByTestId('tablero-tag').first().getByText(/^N°\d+$/).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(tamano).toBeGreaterThanOrEqual(28);

    // A card added through the API appears on the board without a reload.
    const card = await crearTarjetaApi(url, 'Roja', { prioridad: 'Alta' });
    const tag = tv.page.getByRole('listitem', { name: new RegExp(`^Tarjeta Roja N°${card.numero}(,|$)`) });
    await tag.waitFor({ timeout: 20_000 });
    expect(await tag.getAttribute('aria-label')).toBe(`Tarjeta Roja N°${card.numero}`);
    await tv.page.screenshot({ path: `${SHOTS}/tablero-1920x1080.png` });
    const graves = await axeGraves(tv.page);
    expect(graves, describirViolaciones(graves)).toEqual([]);

    // A phone opening the same link (before the revoke) for the narrow screenshot.
    const phone = await newPage('phone');
    await phone.page.goto(`${enlace}&equipo=${encodeURIComponent(equipo)}`);
    await phone.page.getByTestId('tablero-tag').first().waitFor();
    await phone.page.screenshot({ path: `${SHOTS}/tablero-telefono.png`, fullPage: false });

    // The server goes down: the board keeps what it shows and says it is retrying. Meanwhile the card gets 20 days old.
    await stop(running.at(-1)!);
    await tv.page.getByRole('status').filter({ hasText: 'Sin conexión — reintentando' }).waitFor({ timeout: 70_000 });
    expect(await tag.count()).toBe(1);
    await tv.page.screenshot({ path: `${SHOTS}/tablero-sin-conexion.png` });
    const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    await db.query(`update tarjetas set fecha = now() - interval '20 days' where id = $1`, [card._id]);
    await db.close();
    await start();
    // Back by itself (no reload): the tag is flagged, not by colour alone.
    const excedida = tv.page.getByRole('listitem', { name: `Tarjeta Roja N°${card.numero}, excedida ${textoDias(5)}` });
    await excedida.waitFor({ timeout: 60_000 });
    expect(await excedida.getByText(`Excedida ${textoDias(5)}`).count()).toBe(1);
    await expect.poll(() => tv.page.getByRole('status').count(), { timeout: 30_000 }).toBe(0);
    await tv.page.screenshot({ path: `${SHOTS}/tablero-excedida.png` });

    // The Admin revokes it: the board stops at once, full screen.
    await admin.page.reload();
    await admin.page.getByRole('button', { name: 'Revocar TV e2e' }).click();
    await admin.page.getByRole('dialog', { name: 'Revocar pantalla' }).getByRole('button', { name: 'Revocar' }).click();
    await tv.page.getByRole('alert').filter({ hasText: 'Pantalla revocada: pida a un Admin un nuevo enlace' }).waitFor({ timeout: 20_000 });
    expect(await tv.page.getByTestId('tablero-tag').count()).toBe(0);
    await tv.page.screenshot({ path: `${SHOTS}/tablero-revocada.png` });
  });
});
