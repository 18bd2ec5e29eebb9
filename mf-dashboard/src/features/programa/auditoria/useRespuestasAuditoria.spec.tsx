import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, makeStore } from '@portal/shared/testing';
import type { AuditoriaAm } from '@portal/shared/domain';
import { AUDITORIA_ID, auditoria, respuesta } from './auditoriaDePrueba';
import { clavePendientes } from './respuestasPendientes';
import { useRespuestasAuditoria } from './useRespuestasAuditoria';

const CLAVE = clavePendientes('u-aud', AUDITORIA_ID);
const put = (requisito: string) => `/api/programa/auditorias/${AUDITORIA_ID}/respuestas/${requisito}`;

/** The server answers each PUT with the audit holding that answer; `red.caida` makes fetch reject as a phone offline does. */
function servidor(rechazo?: { status: number; msg: string }) {
  const red = { caida: false };
  const server = fakeServer(
    Object.fromEntries(
      ['r1', 'r2', 'r3', 'r4', 'r5'].map((r) => [
        `PUT ${put(r)}`,
        (body: unknown) => (rechazo ? { status: rechazo.status, body: { msg: rechazo.msg } } : { body: auditoria({ respuestas: { [r]: body as never } }) }),
      ]),
    ),
  );
  const servir = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input, init) => {
    if (red.caida) throw new TypeError('Failed to fetch');
    return servir(input, init);
  });
  return { server, red };
}

function montar(a: AuditoriaAm) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook((props: { a: AuditoriaAm }) => useRespuestasAuditoria(props.a, 'u-aud'), { wrapper, initialProps: { a } });
}

describe('useRespuestasAuditoria: answers saved as they are given, none lost offline', () => {
  it('keeps a score given offline on the phone, shows it, and sends it when the connection comes back', async () => {
    const { server, red } = servidor();
    red.caida = true;
    const { result } = montar(auditoria());
    act(() => result.current.cambiar('r1', { puntaje: 2 }, true));
    await waitFor(() => expect(result.current.sinConexion).toBe(true));
    expect(result.current.pendientes).toBe(1);
    expect(result.current.respuestas['r1']).toEqual(respuesta(2));
    expect(JSON.parse(localStorage.getItem(CLAVE) ?? '{}').respuestas).toEqual({ r1: respuesta(2) });

    red.caida = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.pendientes).toBe(0));
    expect(result.current.sinConexion).toBe(false);
    expect(localStorage.getItem(CLAVE)).toBeNull();
    // Tried offline (no request reached the server), then sent once, whole.
    expect(server.callsTo('PUT', put('r1')).map((c) => c.body)).toEqual([respuesta(2)]);
  });

  it('sends on load what an earlier visit left on the phone, shown over the server’s answer until it is saved', async () => {
    localStorage.setItem(CLAVE, JSON.stringify({ v: 1, respuestas: { r2: respuesta(1, { comentario: 'Sin hacer' }) } }));
    const { server } = servidor();
    const { result } = montar(auditoria({ respuestas: { r2: respuesta(4) } }));
    await waitFor(() => expect(server.callsTo('PUT', put('r2'))).toHaveLength(1));
    expect(server.callsTo('PUT', put('r2'))[0].body).toEqual(respuesta(1, { comentario: 'Sin hacer' }));
    await waitFor(() => expect(result.current.pendientes).toBe(0));
    expect(localStorage.getItem(CLAVE)).toBeNull();
  });

  it('waits while a comment is typed and sends it when the field is left', async () => {
    const { server } = servidor();
    const { result } = montar(auditoria({ respuestas: { r3: respuesta(3) } }));
    act(() => result.current.cambiar('r3', { comentario: 'Falta la tarjeta del motor' }, false));
    expect(result.current.respuestas['r3']).toEqual(respuesta(3, { comentario: 'Falta la tarjeta del motor' }));
    expect(server.callsTo('PUT', put('r3'))).toHaveLength(0);
    act(() => result.current.enviarYa('r3'));
    await waitFor(() => expect(server.callsTo('PUT', put('r3'))).toHaveLength(1));
    expect(server.callsTo('PUT', put('r3'))[0].body).toEqual(respuesta(3, { comentario: 'Falta la tarjeta del motor' }));
  });

  it('an answer the server took is not undone by a stale copy of the audit (an earlier answer’s reply arriving late)', async () => {
    servidor();
    const { result, rerender } = montar(auditoria());
    act(() => result.current.cambiar('r2', { puntaje: 4 }, true));
    await waitFor(() => expect(result.current.pendientes).toBe(0));
    rerender({ a: auditoria({ respuestas: { r1: respuesta(3) } }) });
    expect(result.current.respuestas).toEqual({ r1: respuesta(3), r2: respuesta(4) });
  });

  it('a refusal of the server is said and the answer stays on the phone', async () => {
    servidor({ status: 409, msg: 'Otro auditor está haciendo esta auditoría' });
    const { result } = montar(auditoria());
    act(() => result.current.cambiar('r4', { puntaje: 0 }, true));
    await waitFor(() => expect(result.current.error).toBe('Otro auditor está haciendo esta auditoría'));
    expect(result.current.sinConexion).toBe(false);
    expect(result.current.pendientes).toBe(1);
  });

  it('drops what is left on the phone once the audit is signed (no answer can be sent any more)', async () => {
    localStorage.setItem(CLAVE, JSON.stringify({ v: 1, respuestas: { r1: respuesta(2) } }));
    const { server } = servidor();
    const { result } = montar(auditoria({ estado: 'firmada' }));
    await waitFor(() => expect(localStorage.getItem(CLAVE)).toBeNull());
    expect(result.current.pendientes).toBe(0);
    expect(server.callsTo('PUT', put('r1'))).toHaveLength(0);
  });
});
