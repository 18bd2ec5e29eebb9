import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { guardarFallo } from './fallos';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The sizes the portal is checked at: a plant PC and an operator's phone (touch). */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  /** The narrowest phone the portal must fit without horizontal scroll. */
  narrow: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface PortalPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far (a duplicated React shows up here). */
  errors: string[];
}

/**
 * One Chromium per test file and a fresh context per test. Every test fails if the page logged
 * a console error or threw, unless the test expected that exact error with `allowErrors`.
 */
export function usePortalBrowser() {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const open: PortalPage[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await guardarFallo(
        task.fullName,
        open.map((p) => p.page),
      );
    const errors = open.flatMap((p) => p.errors).filter((e) => !allowed.some((re) => re.test(e)));
    for (const p of open.splice(0)) await p.context.close();
    allowed = [];
    expect(errors, 'console or page errors').toEqual([]);
  });

  return {
    baseUrl,
    /**
     * The production shell registers a service worker; it is blocked unless a test asks for it (offline.e2e.ts):
     * requests it answers bypass `page.route`, and its install (precaching the shell) would compete with the test.
     */
    async newPage(
      size: ViewportName = 'desktop',
      {
        serviceWorkers = 'block',
        timezoneId,
      }: { serviceWorkers?: 'allow' | 'block'; /** The browser's own zone (the plant's stays the server's). */ timezoneId?: string } = {},
    ): Promise<PortalPage> {
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: 'es-AR',
        serviceWorkers,
        ...(timezoneId ? { timezoneId } : {}),
        ...VIEWPORTS[size],
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      const portalPage = { page, context, errors };
      open.push(portalPage);
      return portalPage;
    },
    /** For tests that provoke a failure on purpose (e.g. a remote made unreachable). */
    allowErrors(...patterns: RegExp[]) {
      allowed.push(...patterns);
    },
  };
}

/** Pixels the page scrolls sideways (0 = it fits the viewport). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
