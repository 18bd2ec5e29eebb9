import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { EnvioTarjeta } from '@portal/shared/data-access';
import { useEnvio } from './useEnvio';

const payload = { descripcion: 'x' } as unknown as EnvioTarjeta['payload'];

describe('useEnvio', () => {
  it('keeps one key through the retries of a card and starts a new one after it is sent', () => {
    const { result } = renderHook(() => useEnvio());
    const primera = result.current.armar(false, payload).key;
    expect(result.current.armar(false, payload).key).toBe(primera);
    act(() => result.current.terminar());
    const segunda = result.current.armar(false, payload).key;
    expect(segunda).not.toBe(primera);
    expect(segunda).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the uploaded URL again only for the same photo', () => {
    const { result } = renderHook(() => useEnvio());
    const foto = new Blob(['a'], { type: 'image/jpeg' });
    act(() => result.current.setFoto(foto));
    const envio = result.current.armar(false, payload);
    expect(envio).toMatchObject({ foto });
    expect(envio).not.toHaveProperty('imagenUrl');
    result.current.subio(envio, '/uploads/a.jpg');
    expect(result.current.armar(false, payload)).toMatchObject({ foto, imagenUrl: '/uploads/a.jpg' });
    const otra = new Blob(['b'], { type: 'image/jpeg' });
    act(() => result.current.setFoto(otra));
    expect(result.current.armar(false, payload)).not.toHaveProperty('imagenUrl');
  });
});
