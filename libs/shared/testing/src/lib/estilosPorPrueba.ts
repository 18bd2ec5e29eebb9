// A setup file of the browser specs (libs/tooling/build/vitest/browser-project.mts): each test starts with no styles,
// as a page loads. Emotion never removes a rule it inserted, and the files that share a worker (`isolate: false`) share
// one document: the head grew to thousands of style tags and every getComputedStyle (getByRole and toBeVisible ask it
// per ancestor) walked them all, so a spec ran ~8× slower late in the pass than alone (bench/estilos.mjs).
import { createElement } from 'react';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';

let cache: EmotionCache | null | undefined;

/** MUI's styles cache (emotion's default, the portal sets no other): read once, by a component that asks for it. */
function emotionCache(): EmotionCache | null {
  if (cache === undefined) {
    const Leer = () => {
      cache = __unsafe_useEmotionCache();
      return null;
    };
    render(createElement(Leer));
    cleanup();
  }
  return cache ?? null;
}

/** Empties the sheet and its record of what it inserted: the next render inserts what it uses again. */
function vaciarEstilos() {
  // bench/estilos.mjs measures the pass as it ran before (styles kept) beside this one.
  if (process.env.BENCH_KEEP_STYLES) return;
  const c = emotionCache();
  if (!c) return;
  c.sheet.flush();
  for (const nombre of Object.keys(c.inserted)) delete c.inserted[nombre];
}

afterEach(() => {
  // After the tree is gone (cleanup is idempotent; the setup's own runs too).
  cleanup();
  vaciarEstilos();
});
