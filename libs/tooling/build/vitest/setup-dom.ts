import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Form drafts (useFormDraft) live in sessionStorage: a test must not inherit another's.
  sessionStorage.clear();
});
