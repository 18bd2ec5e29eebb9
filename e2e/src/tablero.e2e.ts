import jsQR from 'jsqr';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LETRA_COLOR, PANTALLA_STORAGE_KEY, textoDias, type Campo, type Color, type PantallaCreada } from '@portal/shared/domain';
import { axeGraves, describirViolaciones } from './support/axe';
import { usePortalBrowser } from './support/browser';
import { apiGet, apiToken, USERS } from './support/portal';
import { spawnPortal, type PortalProcess } from './support/portal-process';
import { freePort } from './support/servers';
import { apiSend, crearTarjetaApi, unico } from './support/tarjetas';

/** Where the screenshots go (1920×1080 board, phone, offline badge, exceeded, revoked, the TV's code, the Admin's pairing dialog). */
const SHOTS = process.env.TABLERO_SHOTS_DIR ?? join(tmpdir(), 'portal-shots-tablero');

/**
 * The TV tag board on the production build, on a portal of its own (the test stops and restarts it, and backdates a
 * card in its database while it is down): a TV (a browser context with no login) shows a pairing code; an Admin (another
 * context) enters it in the admin UI with the pantalla's Equipo; the TV shows that board by itself; a card added through
 * the API appears live; the board survives the server's restart and then flags the card the test made old; the Admin
 * revokes the pantalla and the board says so. Then (issue 22 §3) the board fits 1920×1080 and 1280×720: no tile past the
 * screen's edge, every machine reached across its pages, each tile with its colour's letter.
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

  it('pairing code → live board without login → survives a restart, flags an exceeded card → revoked', { timeout: 240_000 }, async () => {
    // The restart refuses connections for a while, and the revoked pantalla's requests answer 401: both are expected.
    allowErrors(/Failed to load resource/, /ERR_CONNECTION_REFUSED/, /net::ERR_/, /EventSource/);
    const token = await apiToken(url, 'operario');
    const equipo = (await apiGet<Campo[]>(url, '/api/campos', token)).find((c) => c.name === 'equipo')!.value;

    // The TV: a browser of its own, no session, no link: it shows a code.
    const tv = await newPage('desktop');
    await tv.page.setViewportSize({ width: 1920, height: 1080 });
    await tv.page.goto(`${url}/tablero`);
    const codigoTv = tv.page.getByTestId('codigo-vinculacion');
    await expect.poll(() => codigoTv.textContent()).toMatch(/^[A-Z0-9]{3} [A-Z0-9]{3}$/);
    const codigo = (await codigoTv.textContent())!.replace(' ', '');
    await tv.page.screenshot({ path: `${SHOTS}/tablero-codigo.png` });
    const gravesCodigo = await axeGraves(tv.page);
    expect(gravesCodigo, describirViolaciones(gravesCodigo)).toEqual([]);

    // Beside it a QR of Admin › Pantallas with the code: the Admin scans it (a second browser context) and the
    // 'Vincular TV' dialog opens with the code filled; they add the pantalla's name, seconds and Equipo.
    const qr = tv.page.getByRole('img', { name: 'Código QR para vincular esta pantalla desde un teléfono' });
    await qr.waitFor();
    const pixeles = await qr.evaluate(async (el: HTMLImageElement) => {
      await el.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [el.naturalWidth, el.naturalHeight];
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(el, 0, 0);
      const p = ctx.getImageData(0, 0, canvas.width, canvas.height);
      return { width: p.width, height: p.height, data: Array.from(p.data) };
    });
    const leido = jsQR(Uint8ClampedArray.from(pixeles.data), pixeles.width, pixeles.height)?.data;
    expect(leido).toBe(`${url}/admin/pantallas?codigo=${codigo}`);
    const admin = await newPage('desktop');
    await loginAdmin(admin.page);
    await admin.page.goto(leido!);
    const seccion = admin.page.getByRole('region', { name: 'Pantallas (tablero)' });
    const vincular = admin.page.getByRole('dialog', { name: 'Vincular TV' });
    await expect.poll(() => vincular.getByLabel(/Código que muestra la TV/).inputValue()).toBe(codigo);
    expect(new URL(admin.page.url()).search).toBe('');
    await vincular.getByLabel(/Nombre/).fill('TV e2e');
    await vincular.getByLabel(/Segundos por equipo/).fill('20');
    await vincular.getByLabel('Equipo', { exact: true }).selectOption(equipo);
    await admin.page.screenshot({ path: `${SHOTS}/admin-vincular-tv.png` });
    await vincular.getByRole('button', { name: 'Vincular' }).click();
    await expect.poll(() => seccion.getByRole('cell', { name: 'TV e2e', exact: true }).count()).toBe(1);

    // The TV receives its token by itself and shows the pantalla's Equipo (no URL parameter names it).
    await expect.poll(() => tv.page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(equipo);
    expect(new URL(tv.page.url()).search).toBe('');
    const guardado = await tv.page.evaluate((k) => localStorage.getItem(k), PANTALLA_STORAGE_KEY);
    expect(guardado).toMatch(/^pnt_[A-Za-z0-9_-]{43}$/);
    await tv.page.getByTestId('tablero-tag').first().waitFor();
    // Readable from 3 m: the tag numbers are at least 28 px at 1920×1080.
    const tamano = await tv.page
      .getByTestId('tablero-tag')
      .first()
      .getByText(/^N°\d+$/)
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(tamano).toBeGreaterThanOrEqual(28);

    // A card added through the API appears on the board without a reload.
    const card = await crearTarjetaApi(url, 'Roja', { prioridad: 'Alta' });
    const tag = tv.page.getByRole('listitem', { name: new RegExp(`^Tarjeta Roja N°${card.numero}(,|$)`) });
    await tag.waitFor({ timeout: 20_000 });
    expect(await tag.getAttribute('aria-label')).toBe(`Tarjeta Roja N°${card.numero}`);
    await tv.page.screenshot({ path: `${SHOTS}/tablero-1920x1080.png` });
    const graves = await axeGraves(tv.page);
    expect(graves, describirViolaciones(graves)).toEqual([]);

    // A phone with the same token in its address (how TVs were installed before pairing by code) for the narrow screenshot.
    const phone = await newPage('phone');
    await phone.page.goto(`${url}/tablero?pantalla=${guardado}&equipo=${encodeURIComponent(equipo)}`);
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
    await tv.page.getByRole('alert').filter({ hasText: 'Pantalla revocada: pida a un Admin que la vincule de nuevo' }).waitFor({ timeout: 20_000 });
    expect(await tv.page.getByTestId('tablero-tag').count()).toBe(0);
    await tv.page.screenshot({ path: `${SHOTS}/tablero-revocada.png` });
  });

  it(
    'fits the screen at 1920×1080 and 1280×720: no tile past the edge, every machine across the pages, each tile with its letter',
    { timeout: 240_000 },
    async () => {
      const admin = await apiToken(url, 'admin');
      const crear = async (path: string, body: unknown) => {
        const res = await apiSend(url, 'POST', path, admin, body);
        expect(res.status, await res.clone().text()).toBe(201);
        return res.json();
      };
      const campos = await apiGet<Campo[]>(url, '/api/campos', admin);
      const valor = (name: Campo['name']) => campos.find((c) => c.name === name)!.value;
      // An Equipo of its own with six machines of four tags each (the 1280×720 board used to show two of them).
      const equipo = unico('Equipo TV');
      await crear('/api/campos', { name: 'equipo', value: equipo });
      const maquinas = Array.from({ length: 6 }, (_, i) => `${equipo} máquina ${i + 1}`);
      const colores: Color[] = ['Roja', 'Azul', 'Verde', 'Roja'];
      for (const maquina of maquinas) {
        const { _id } = (await crear('/api/campos', { name: 'maquina', value: maquina })) as Campo;
        const parte = (await apiSend(url, 'POST', '/api/campos/parteMaquina', admin, { _id, name: 'Motor' })).status;
        expect(parte).toBeLessThan(300);
        for (const color of colores) {
          await crear('/api/tarjetas', {
            color,
            descripcion: unico('Tarjeta tablero'),
            sugerencia: 'Sugerencia e2e',
            reparacion: 'Con maquina parada',
            detecto: 'Carla Ríos',
            prioridad: 'Media',
            familia: '7 - Lugares Inseguros',
            maquina,
            parteMaquina: 'Motor',
            equipo,
            riesgoInicial: valor('riesgoInicial'),
            tipodeRiesgo: valor('tipo'),
          });
        }
      }
      // A pantalla made the way TVs were installed before pairing by code: its link still works; ?equipo= and
      // ?segundos= override the pantalla's settings.
      const pantalla = (await crear('/api/pantallas', { nombre: 'TV pantalla completa' })) as PantallaCreada;

      const paginasPor: Record<string, number> = {};
      for (const [ancho, alto] of [
        [1920, 1080],
        [1280, 720],
      ] as const) {
        const tv = await newPage('desktop');
        await tv.page.setViewportSize({ width: ancho, height: alto });
        await tv.page.goto(`${pantalla.url}&equipo=${encodeURIComponent(equipo)}&segundos=5`);
        await tv.page.getByTestId('tablero-tag').first().waitFor();
        const indicador = tv.page.getByText(/^Página 1 de \d+$/);
        const paginas = (await indicador.count()) ? Number((await indicador.textContent())!.split(' de ')[1]) : 1;
        paginasPor[`${ancho}x${alto}`] = paginas;
        const vistas = new Set<string>();
        for (let p = 1; p <= paginas; p++) {
          if (paginas > 1) await tv.page.getByText(`Página ${p} de ${paginas}`).waitFor({ timeout: 15_000 });
          const tags = await tv.page.getByTestId('tablero-tag').evaluateAll((els) =>
            els.map((el) => {
              const r = el.getBoundingClientRect();
              return {
                caja: [r.left, r.top, r.right, r.bottom],
                nombre: el.getAttribute('aria-label') ?? '',
                letra: el.querySelector('[data-testid="tablero-letra"]')?.textContent ?? '',
              };
            }),
          );
          expect(tags.length).toBeGreaterThan(0);
          for (const { caja, nombre, letra } of tags) {
            const [izq, arriba, der, abajo] = caja;
            expect(izq >= 0 && arriba >= 0 && der <= ancho && abajo <= alto, `${nombre} at ${caja.join(',')} inside ${ancho}×${alto}`).toBe(true);
            const color = /^Tarjeta (\w+) /.exec(nombre)![1] as Color;
            expect(letra, nombre).toBe(LETRA_COLOR[color]);
          }
          for (const nombre of await tv.page.locator('section').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) vistas.add(nombre);
          await tv.page.screenshot({ path: `/tmp/tablero-${ancho}x${alto}${p > 1 ? `-p${p}` : ''}.png` });
        }
        expect([...vistas].sort()).toEqual([...maquinas].sort());
        // Legible: the numbers never shrink below 28 px.
        const tamano = await tv.page
          .getByTestId('tablero-tag')
          .first()
          .getByText(/^N°\d+$/)
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(tamano).toBeGreaterThanOrEqual(28);
        await tv.page.close();
      }
      // Full HD holds the 24 tags on one page; 1280×720 pages through them.
      expect(paginasPor['1920x1080']).toBe(1);
      expect(paginasPor['1280x720']).toBeGreaterThan(1);
    },
  );
});
