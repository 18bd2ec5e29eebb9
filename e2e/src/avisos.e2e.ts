import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AvisosVencidas, User } from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { apiGet, apiToken, USERS } from './support/portal';
import { startPortal, type Started } from './support/servers';

const browser = usePortalBrowser();

/**
 * A BFF of this file's own with the overdue job on (AVISOS_INTERVAL_MINUTES; the shared one keeps it off so other
 * files' bells stay as they expect). Its first run, a second after start, notifies the demo seed's old open cards:
 * no test-only way to age a card exists, the seed already has overdue ones.
 */
let portal: Started;
beforeAll(async () => {
  portal = await startPortal({ AVISOS_INTERVAL_MINUTES: '60' });
}, 120_000);
afterAll(() => portal?.stop());

async function entrar(page: Page, user: keyof typeof USERS): Promise<void> {
  await page.goto(`${portal.url}/login`);
  await page.getByLabel('N° Legajo').fill(USERS[user].legajo);
  await page.getByLabel('Pin').fill(USERS[user].pin);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByTestId('nav-user-name').filter({ hasText: USERS[user].name }).waitFor({ state: 'attached' });
}

describe('overdue notices and e-mail settings (issue 12)', () => {
  it("the bell's 'Vencidas' lists the Jefe's overdue cards, counts them until read and links to each", async () => {
    const token = await apiToken(portal.url, 'jefe');
    let vencidas: AvisosVencidas = { items: [], noLeidas: 0 };
    await expect
      .poll(async () => (vencidas = await apiGet<AvisosVencidas>(portal.url, '/api/tarjetas/notificaciones/vencidas', token)).noLeidas, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const primera = vencidas.items[0];

    const { page } = await browser.newPage();
    await entrar(page, 'jefe');
    const campana = page.getByRole('button', { name: /^Notificaciones: \d+ sin leer$/ });
    await campana.waitFor();
    const sinLeer = Number((await campana.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    expect(sinLeer).toBeGreaterThanOrEqual(Math.min(vencidas.noLeidas, 1));
    await campana.click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    // Grouped per equipo (issue 22), each group with its unread count.
    await panel.getByRole('heading', { name: new RegExp(`^Vencidas · ${primera.equipo || 'Sin equipo'}`) }).waitFor();
    const item = panel
      .getByRole('link')
      .filter({ hasText: `Tarjeta ${primera.color} N°${primera.numero}` })
      .first();
    await item.waitFor();
    expect(await item.textContent()).toMatch(/Excedido \d+ días? · (Vencida|Escalada a Admin)/);
    // Opening the menu reads nothing…
    expect((await apiGet<AvisosVencidas>(portal.url, '/api/tarjetas/notificaciones/vencidas', token)).noLeidas).toBe(vencidas.noLeidas);

    await item.click();
    await page.waitForURL((url) => url.pathname === `/tarjeta/${primera.tarjetaId}`);
    await page.getByText(`N°${primera.numero}`).first().waitFor();
    // …opening the card reads its notices, and only its.
    const leida = async () =>
      (await apiGet<AvisosVencidas>(portal.url, '/api/tarjetas/notificaciones/vencidas', token)).items.filter((a) => a.tarjetaId === primera.tarjetaId);
    await expect.poll(async () => (await leida()).every((a) => a.leida)).toBe(true);
    // 'Marcar todas como leídas' reads the rest and the badge goes.
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await expect.poll(async () => (await apiGet<AvisosVencidas>(portal.url, '/api/tarjetas/notificaciones/vencidas', token)).noLeidas).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notificaciones', exact: true }).waitFor();
  });

  it("a user sets their e-mail and turns e-mail notices off in 'Mi cuenta'", async () => {
    const { page } = await browser.newPage();
    await entrar(page, 'operario');
    await page.getByRole('button', { name: /Menú del usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Mi cuenta' }).click();
    await page.waitForURL((url) => url.pathname === '/cuenta');
    await page.getByRole('heading', { name: 'Mi cuenta' }).waitFor();

    await page.getByRole('textbox', { name: 'E-mail' }).fill('carla.rios@');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ingrese un e-mail válido (por ejemplo nombre@empresa.com)').waitFor();

    await page.getByRole('textbox', { name: 'E-mail' }).fill('Carla.Rios@example.com');
    const toggle = page.getByRole('switch', { name: 'Recibir avisos de tarjetas vencidas por e-mail' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Preferencias de aviso guardadas.' }).waitFor();

    const user = await apiGet<User>(portal.url, '/api/auth/user', await apiToken(portal.url, 'operario'));
    expect(user).toMatchObject({ correo: 'carla.rios@example.com', avisosCorreo: false });
    // Kept after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Mi cuenta' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('carla.rios@example.com');
    expect(await page.getByRole('switch', { name: 'Recibir avisos de tarjetas vencidas por e-mail' }).isChecked()).toBe(false);
  });
});
