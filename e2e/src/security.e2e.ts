import { describe, expect, inject, it } from 'vitest';
import { usePortalBrowser } from './support/browser';
import { loginAs } from './support/portal';

const browser = usePortalBrowser();

/** Every route, each rendered by its remote (mf-dashboard from the second origin). */
const PAGES: [string, string][] = [
  ['/', 'Dashboard'],
  ['/tarjetas', 'Tarjetas'],
  ['/tarjetasfiltro', 'Tabla dinamica de tarjetas'],
  ['/agregartarjeta', 'Agregar Tarjeta'],
  ['/buscar', 'Buscar tarjeta'],
  ['/kaizen', 'Quick Kaizen'],
  ['/agregarkaizen', 'Agregar Quick Kaizen'],
  ['/programa', 'Programa de mantenimiento autónomo'],
  ['/admin', 'Administrar usuarios'],
  ['/register', 'Registrar usuario'],
  ['/mishoras', 'Horas'],
  ['/chart', 'Organigrama'],
];

describe('content security policy and framing', () => {
  it('renders every page under the CSP without a single violation', async () => {
    const { page } = await browser.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
      );
    });
    const login = await page.goto('/login');
    expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(login?.headers()['content-security-policy']).toContain(`script-src 'self' ${inject('remoteOrigin')}`);

    await loginAs(page, 'admin');
    const violations: string[] = [];
    for (const [path, title] of PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
      violations.push(...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)));
    }
    expect(violations).toEqual([]);
  });

  it('cannot be framed by a page of another origin', async () => {
    browser.allowErrors(/frame-ancestors|Refused to (frame|display)/i);
    const { page } = await browser.newPage();
    const foreign = `${inject('remoteOrigin')}/marco.html`;
    // A page on the second origin that puts the portal's login in an iframe.
    await page.route(foreign, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><h1>Otro sitio</h1><iframe title="portal" src="${browser.baseUrl}/login"></iframe>` }),
    );
    const framed = page.waitForRequest(`${browser.baseUrl}/login`);
    await page.goto(foreign);
    await framed;
    // The portal answered, but the browser refuses to show it there: the frame ends on its error page.
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    await expect.poll(() => frame!.url()).toMatch(/^chrome-error:/);
    expect(await frame!.locator('#root').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Otro sitio' }).isVisible()).toBe(true);
  });
});

describe('published files', () => {
  it('has no source maps: no bundle points at one and none is served', async () => {
    const html = await (await fetch(`${browser.baseUrl}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of [...scripts, '/remotes/mf-tarjetas/remoteEntry.js']) {
      const js = await fetch(`${browser.baseUrl}${src}`);
      expect(js.status).toBe(200);
      expect(await js.text()).not.toMatch(/sourceMappingURL/);
      expect((await fetch(`${browser.baseUrl}${src}.map`)).status).toBe(404);
    }
  });
});
