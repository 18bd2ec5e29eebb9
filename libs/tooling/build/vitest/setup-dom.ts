import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The browser specs run in UTC on any machine (fixtures written as local times read the same everywhere). The
// plant's zone is another thing: the page tests get it from @portal/shared/testing (ZONA_PRUEBAS, or a zone a
// test names), never from this process — plant-time specs choose one that differs from it.
process.env.TZ = 'UTC';

// jsdom has no fetch; Node's Request rejects relative URLs ('/api/…') and jsdom's AbortSignal.
// Resolve against the jsdom location and drop the foreign signal, as a browser would accept both.
const NativeRequest = globalThis.Request;
class BrowserLikeRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, window.location.href).href : input;
    super(url, init ? { ...init, signal: undefined } : init);
  }
}
globalThis.Request = BrowserLikeRequest as typeof Request;

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine (the unit pass runs beside the
// browser tests) a MUI form typed by user-event, or a date picker, took over 5 s to settle. A longer wait only
// costs time when something is really missing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Form drafts (useFormDraft) live in sessionStorage: a test must not inherit another's.
  sessionStorage.clear();
});
