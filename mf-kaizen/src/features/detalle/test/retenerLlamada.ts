import type { Mock } from 'vitest';

/**
 * Holds the fake server's answer to `METHOD path` until `soltar()` is called, so a test can see what
 * the screen shows while the call is running.
 */
export function retenerLlamada(fetchMock: Mock<typeof fetch>, method: string, path: string) {
  const original = fetchMock.getMockImplementation();
  if (!original) throw new Error('fetch sin implementación');
  let soltar: () => void = () => undefined;
  const puerta = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method.toUpperCase() === method && new URL(request.url, 'http://localhost').pathname === path) await puerta;
    return original(input, init);
  });
  return { soltar: () => soltar() };
}
