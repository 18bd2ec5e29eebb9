import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, ORIGEN_HEADER } from '@portal/shared/domain';
import { enviarTarjeta, type EnvioTarjeta } from './envioTarjeta';
import { ORIGEN } from './origen';

const ENVIO: EnvioTarjeta = {
  key: 'k-1',
  amarilla: false,
  payload: { color: 'Roja' } as EnvioTarjeta['payload'],
  foto: new Blob(['jpg'], { type: 'image/jpeg' }),
};

describe('enviarTarjeta', () => {
  it("sends the session's token and the tab's origen with the photo's upload and with the card", async () => {
    const fetchFn = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
      String(url).includes('upload')
        ? new Response(JSON.stringify({ secure_url: '/api/uploads/f.jpg' }), { status: 201 })
        : new Response(JSON.stringify({ _id: 't1', color: 'Roja', numero: 1 }), { status: 201 }),
    );
    const resultado = await enviarTarjeta(ENVIO, { token: 'tok', fetchFn: fetchFn as typeof fetch });
    expect(resultado.ok).toBe(true);
    const cabeceras = fetchFn.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(cabeceras).toHaveLength(2);
    for (const h of cabeceras) {
      expect(h.get('Authorization')).toBe('Bearer tok');
      expect(h.get(ORIGEN_HEADER)).toBe(ORIGEN);
    }
    expect(cabeceras[1].get(IDEMPOTENCY_KEY_HEADER)).toBe('k-1');
  });
});
