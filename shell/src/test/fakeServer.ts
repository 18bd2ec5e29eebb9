import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  /** Query-string parameters, e.g. `{ limite: '200' }`. */
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}
type Reply = { status?: number; body?: unknown };

/** A fake `fetch` at the network level: 'METHOD /api/path' → JSON reply; unknown routes 404 {msg}. */
export function fakeServer(routes: Record<string, Reply | ((call: FakeCall) => Reply)>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = await request.clone().text();
    const call: FakeCall = {
      method: request.method,
      path: new URL(request.url).pathname,
      query: Object.fromEntries(new URL(request.url).searchParams),
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { msg: 'Recurso no encontrado' } });
    return new Response(JSON.stringify(reply.body ?? null), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
