import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProveedorOidc } from '@portal/shared/oidc-prueba';
import { axeGraves, describirViolaciones } from './support/axe';
import { horizontalOverflow, usePortalBrowser } from './support/browser';
import { spawnPortal, type PortalProcess } from './support/portal-process';
import { freePort } from './support/servers';
import { contadorDeToques } from './support/toques';

const browser = usePortalBrowser();

async function sinViolaciones(page: Page): Promise<void> {
  const graves = await axeGraves(page);
  expect(graves, describirViolaciones(graves)).toEqual([]);
}

/** The provider's own pages (oidc-provider's development login and consent): what the person does at the provider. */
async function enElProveedor(page: Page, cuenta: string): Promise<void> {
  await page.locator('input[name="login"]').fill(cuenta);
  await page.locator('input[name="password"]').fill('cualquiera');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Issue 24 §3 as people meet it: a portal of its own configured for single sign-on against a real OpenID Connect
 * provider started here. The Admin maps a provider group to a role; a Jefe de area signs in with one tap on the
 * portal (then the provider's own pages) and lands on their inbox; "Salir" ends the provider's session too.
 */
describe('single sign-on: "Ingresar con Keycloak"', () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-sso-'));
  let portal: PortalProcess;
  let proveedor: ProveedorOidc;

  beforeAll(async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    proveedor = await ProveedorOidc.iniciar(url);
    proveedor.cuentas.set('marta', { email: 'marta.rey@planta.test', email_verified: true, name: 'Marta Rey', groups: ['portal-jefes'], employee_id: '8801' });
    portal = spawnPortal(join(root, 'data'), port, {
      ...proveedor.entornoDelPortal(),
      OIDC_NOMBRE: 'Keycloak',
      OIDC_CLAIM_LEGAJO: 'employee_id',
    });
    await portal.serving();
  }, 120_000);

  beforeEach(() => {
    // The provider's development pages import a web font this machine cannot reach, and it serves no favicon.
    browser.allowErrors(/fonts\.googleapis\.com/, new RegExp(`404 \\(Not Found\\) \\(${proveedor.issuer}/favicon\\.ico\\)`));
  });

  afterAll(async () => {
    if (portal && portal.child.exitCode === null) portal.child.kill('SIGTERM');
    await portal?.exited;
    await proveedor?.cerrar();
    rmSync(root, { recursive: true, force: true });
  });

  it('desktop: the Admin gives the provider group "portal-jefes" the role Jefe de area (4 taps on Administrar usuarios)', async () => {
    const { page } = await browser.newPage('desktop');
    await page.goto(`${portal.url}/login`);
    await page.getByLabel('N° Legajo').fill('1000');
    await page.getByLabel('Pin').fill('100000');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/bandeja');
    await page.goto(`${portal.url}/admin`);
    const seccion = page.getByRole('region', { name: 'Inicio de sesión único (Keycloak)' });
    await seccion.waitFor();
    await sinViolaciones(page);
    const toques = contadorDeToques();
    await toques.fill(seccion.getByRole('textbox', { name: /^Grupo/ }), 'portal-jefes');
    await toques.click(seccion.getByRole('combobox', { name: 'Rol' }));
    await toques.click(page.getByRole('option', { name: 'Jefe de area' }));
    await toques.click(seccion.getByRole('button', { name: 'Agregar grupo' }));
    const lista = seccion.getByRole('list', { name: 'Grupos del proveedor' });
    await lista.getByText('portal-jefes').waitFor();
    expect(await lista.getByRole('listitem').allTextContents()).toEqual(['portal-jefesJefe de area']);
    expect(toques.toques).toBe(4);
    await page.screenshot({ path: '/tmp/scratch/sso-grupos-desktop.png', fullPage: true });

    // At 360 px the section fits the screen and stays accessible.
    const movil = (await browser.newPage('phone')).page;
    await movil.goto(`${portal.url}/login`);
    await movil.getByLabel('N° Legajo').fill('1000');
    await movil.getByLabel('Pin').fill('100000');
    await movil.getByRole('button', { name: 'Login', exact: true }).click();
    await movil.waitForURL((u) => u.pathname === '/bandeja');
    await movil.goto(`${portal.url}/admin`);
    const enMovil = movil.getByRole('region', { name: 'Inicio de sesión único (Keycloak)' });
    await enMovil.getByText('portal-jefes').waitFor();
    await enMovil.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(movil)).toBe(0);
    await sinViolaciones(movil);
    await movil.screenshot({ path: '/tmp/scratch/sso-grupos-phone.png', fullPage: true });
  });

  for (const size of ['phone', 'desktop'] as const) {
    it(`${size}: a Jefe signs in with one tap on the portal and lands on the inbox; "Salir" ends the provider's session too`, async () => {
      const { page } = await browser.newPage(size);
      await page.goto(`${portal.url}/login`);
      const boton = page.getByRole('link', { name: 'Ingresar con Keycloak' });
      await boton.waitFor();
      await sinViolaciones(page);
      await page.screenshot({ path: `/tmp/scratch/sso-login-${size}.png`, fullPage: true });
      const toques = contadorDeToques();
      await toques.click(boton);
      await page.waitForURL((u) => u.origin === proveedor.issuer);
      await enElProveedor(page, 'marta');
      await page.waitForURL((u) => u.origin === portal.url && u.pathname === '/bandeja');
      expect(toques.toques).toBe(1);
      // The one-time code is gone from the address and the history.
      expect(new URL(page.url()).hash).toBe('');
      await page.getByTestId('nav-user-name').filter({ hasText: 'Marta Rey' }).waitFor({ state: 'attached' });
      await sinViolaciones(page);

      if (size === 'phone') await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('button', { name: 'Salir' }).click();
      await page.waitForURL((u) => u.origin === proveedor.issuer);
      await page.getByRole('button', { name: /Yes, sign me out/i }).click();
      await page.waitForURL((u) => u.origin === portal.url && u.pathname === '/login');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  }

  it('phone: someone without a group comes back to the login, told why', async () => {
    proveedor.cuentas.set('nadie', { email: 'nadie@planta.test', name: 'Sin Grupo', groups: ['otro-sector'] });
    const { page } = await browser.newPage('phone');
    await page.goto(`${portal.url}/login`);
    await page.getByRole('link', { name: 'Ingresar con Keycloak' }).click();
    await enElProveedor(page, 'nadie');
    await page.waitForURL((u) => u.origin === portal.url && u.pathname === '/login');
    await page.getByText('Su cuenta del proveedor no tiene acceso al portal', { exact: false }).waitFor();
    await sinViolaciones(page);
  });
});
