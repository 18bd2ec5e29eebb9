import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build (4.14.1, a dev dependency), read once. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts the suite refuses. */
const GRAVES = new Set(['serious', 'critical']);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  /** `html`: the element's opening markup, to find it when its class is a generated one. */
  nodes: { target: string[]; failureSummary?: string; html?: string }[];
}

/**
 * Waits until nothing moves: axe measures colours as they are painted, and a menu or dialog that is still fading in
 * fails the contrast rule (text at 20 % opacity). A transition starts a frame after React commits the open state, so
 * the page is given two frames before its running animations are awaited, until none is left.
 */
export async function sinMovimiento(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let vuelta = 0; vuelta < 10; vuelta++) {
      await frame();
      await frame();
      // A spinner turns for ever: only what ends is awaited.
      const enCurso = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      if (!enCurso.length) return;
      await Promise.all(enCurso.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * Runs axe-core (WCAG 2 A/AA and best practices) on the page as it is now and answers the serious
 * and critical violations. Injected with `page.evaluate` because the pages' CSP refuses inline
 * scripts (an added <script> would not run); call it again after each navigation.
 */
export async function axeGraves(page: Page, context?: string): Promise<AxeViolation[]> {
  await sinMovimiento(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (ctx) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(ctx ?? document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target as string[], failureSummary: n.failureSummary, html: n.html?.slice(0, 300) })),
    }));
  }, context);
  return violations.filter((v) => v.impact && GRAVES.has(v.impact));
}

/** One line per violation and element, for the assertion message. */
export function describirViolaciones(violations: AxeViolation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `[${v.impact}] ${v.id} — ${n.target.join(' ')}${n.html ? ` ${n.html}` : ''} — ${v.help}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ')})` : ''}`,
      ),
    )
    .join('\n');
}
