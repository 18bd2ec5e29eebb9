import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';

export const USERS = {
  admin: { legajo: '1000', pin: '100000', name: 'Laura Gómez' },
  jefe: { legajo: '2000', pin: '200000', name: 'Martín Sosa' },
  operario: { legajo: '3000', pin: '300000', name: 'Carla Ríos' },
  demo: { legajo: '9999', pin: '999999', name: 'Usuario Demo' },
} as const;

export async function loginViaForm(page: Page, legajo: string, pin: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('N° Legajo').fill(legajo);
  await page.getByLabel('Pin').fill(pin);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function loginAs(page: Page, user: keyof typeof USERS): Promise<void> {
  await loginViaForm(page, USERS[user].legajo, USERS[user].pin);
  // Attached, not visible: on a phone the name is in the closed menu drawer.
  await page.getByTestId('nav-user-name').filter({ hasText: USERS[user].name }).waitFor({ state: 'attached' });
  // Each role lands on its home (issue 22): the Bandeja for the Jefe de area and the Admin.
  await page.waitForURL((u) => u.pathname === INICIO[user]);
}

/** Where the login sends each user (`inicioDe`, libs/shared/domain). */
export const INICIO: Record<keyof typeof USERS, string> = { admin: '/bandeja', jefe: '/bandeja', operario: '/', demo: '/' };

/** Each user's browser storage after one real login through the form, per test file. */
const sesiones = new Map<keyof typeof USERS, Promise<{ name: string; value: string }[]>>();

/**
 * Puts `user`'s session in the page's storage, as the login form leaves it, without going through the form and the
 * dashboard it lands on: for a test about a screen, not the login, that navigates there next (the login itself is
 * sesion.e2e.ts' and auth.e2e.ts' subject). The session comes from one real login per user and test file.
 */
export async function entrarComo(page: Page, user: keyof typeof USERS): Promise<void> {
  let sesion = sesiones.get(user);
  if (!sesion) {
    sesion = (async () => {
      const context = await page
        .context()
        .browser()!
        .newContext({ baseURL: inject('baseUrl'), locale: 'es-AR', serviceWorkers: 'block' });
      try {
        await loginAs(await context.newPage(), user);
        const { origins } = await context.storageState();
        return origins.find((o) => o.origin === new URL(inject('baseUrl')).origin)?.localStorage ?? [];
      } finally {
        await context.close();
      }
    })();
    sesiones.set(user, sesion);
    sesion.catch(() => sesiones.delete(user));
  }
  const storage = await sesion;
  // A file of the portal's origin that runs no script: its storage is the app's.
  await page.goto('/manifest.webmanifest');
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, storage);
}

/** The navbar's entries, in order, as the user sees them. */
export async function navEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await nav.waitFor();
  // textContent, not innerText: the theme shows buttons in capitals through CSS.
  return (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
}

/** Token of an API session, for checking what the server stored. */
export async function apiToken(baseUrl: string, user: keyof typeof USERS): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: USERS[user].legajo, password: USERS[user].pin }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The plant's zone as the server configures it (PLANT_TZ), as the browser learns it. */
export async function zonaPlanta(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/config`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { zonaHoraria: string }).zonaHoraria;
}

export async function apiGet<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}
