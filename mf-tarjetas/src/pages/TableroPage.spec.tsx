import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  eventosContrato,
  PANTALLA_CODIGO_SONDEO_MS,
  PANTALLA_STORAGE_KEY,
  ROUTES,
  rutaUrl,
  type TableroEquipo,
  type TableroRespuesta,
  type TableroTag,
} from '@portal/shared/domain';
import type { conectarEventos, OpcionesEventos } from '@portal/shared/live';
import { TicketRechazado } from '@portal/shared/live';
import { PlantaTiempoProvider, PortalProviders } from '@portal/shared/ui';
import { fakeServer, makeStore, makeUser, type FakeRoutes } from '@portal/shared/testing';
import { obtenerTicketTablero } from '../features/tablero/ticketEventos';
import TableroPage, { TABLERO_COALESCER_MS } from './TableroPage';

const tag = (numero: number, patch: Partial<TableroTag> = {}): TableroTag => ({
  _id: `t${numero}`,
  numero,
  color: 'Roja',
  prioridad: 'Alta',
  descripcion: 'Fuga',
  parteMaquina: '',
  fecha: '2026-03-01T12:00:00.000Z',
  dias: 3,
  plazo: 15,
  excedida: false,
  ...patch,
});
const equipo = (nombre: string, maquinas: TableroEquipo['maquinas'], conteo: Partial<TableroEquipo['conteo']> = {}, excedidas = 0): TableroEquipo => ({
  equipo: nombre,
  conteo: { Roja: 0, Azul: 0, Verde: 0, Amarilla: 0, ...conteo },
  excedidas,
  maquinas,
  programa: null,
  cilAtrasadas: [],
});
const TABLERO: TableroRespuesta = {
  generado: '2026-03-15T15:00:00.000Z',
  conteo: { Roja: 2, Azul: 1, Verde: 0, Amarilla: 1 },
  limitePorEquipo: 60,
  pantalla: null,
  equipos: [
    equipo(
      'Calandrado',
      [
        { maquina: 'M0', tags: [tag(4, { color: 'Azul', prioridad: 'Alta', dias: 16, excedida: true, parteMaquina: 'Rodillo' })] },
        { maquina: 'M1', tags: [tag(1), tag(2, { color: 'Amarilla', dias: 1 })] },
      ],
      { Roja: 1, Azul: 1, Amarilla: 1 },
      1,
    ),
    equipo('Extrusión', [{ maquina: 'E1', tags: [tag(5)] }], { Roja: 1 }),
    equipo('', [{ maquina: 'S1', tags: [tag(7, { color: 'Verde' })] }]),
  ],
};

let streams: OpcionesEventos[] = [];
const cerrados: number[] = [];
const conectar = ((opciones: OpcionesEventos) => {
  const i = streams.push(opciones) - 1;
  opciones.onEstado?.('conectando');
  return { cerrar: () => cerrados.push(i) };
}) as typeof conectarEventos;

function Probe() {
  const { pathname, search } = useLocation();
  return <div data-testid="url">{pathname + search}</div>;
}

function renderTablero(url: string, routes: FakeRoutes = {}, withUser = false) {
  // The board learns the plant's zone like the shell does: from the public configuration, with no session.
  const server = fakeServer({
    'GET /api/auth/config': { body: { demoLogin: false, zonaHoraria: 'Asia/Tokyo' } },
    'GET /api/tablero': { body: TABLERO },
    ...routes,
  });
  const user = makeUser();
  const store = makeStore(withUser ? { token: 'user-token', user, status: 'authenticated' } : undefined);
  render(
    <Provider store={store}>
      <PortalProviders>
        <PlantaTiempoProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={ROUTES.tablero} element={<TableroPage conectar={conectar} />} />
              <Route path="*" element={<h1>Otra página</h1>} />
            </Routes>
            <Probe />
          </MemoryRouter>
        </PlantaTiempoProvider>
      </PortalProviders>
    </Provider>,
  );
  return server;
}

const numeros = () => screen.queryAllByTestId('tablero-tag').map((el) => within(el).getByText(/^N°/).textContent);

beforeEach(() => {
  streams = [];
  cerrados.length = 0;
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TableroPage (TV board)', () => {
  it('keeps the URL token in localStorage, removes it from the URL, and asks with x-pantalla only (never the user session)', async () => {
    const server = renderTablero('/tablero?pantalla=pnt_tv&segundos=20', {}, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calandrado' })).toBeInTheDocument();
    expect(localStorage.getItem(PANTALLA_STORAGE_KEY)).toBe('pnt_tv');
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/tablero?segundos=20'));
    const [call] = server.callsTo('GET', '/api/tablero');
    expect(call.headers['x-pantalla']).toBe('pnt_tv');
    expect(call.headers.authorization).toBeUndefined();
    expect(call.query).toEqual({});
  });

  it('shows the current Equipo: counts per colour, machines by their oldest tag, oldest first, exceeded tags flagged with a label', async () => {
    localStorage.setItem(PANTALLA_STORAGE_KEY, 'pnt_guardado');
    const server = renderTablero('/tablero');
    await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
    expect(server.callsTo('GET', '/api/tablero')[0].headers['x-pantalla']).toBe('pnt_guardado');
    expect(screen.getByText('Equipo 1 de 3')).toBeInTheDocument();
    const conteos = within(screen.getByRole('group', { name: 'Tarjetas abiertas por color' }));
    expect(['Roja: 1', 'Azul: 1', 'Verde: 0', 'Amarilla: 1'].map((n) => conteos.getByLabelText(n).textContent)).toEqual([
      'Roja 1',
      'Azul 1',
      'Verde 0',
      'Amarilla 1',
    ]);
    expect(conteos.getByText('1 excedida')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['M0', 'M1']);
    expect(numeros()).toEqual(['N°4', 'N°1', 'N°2']);
    const excedida = screen.getByRole('listitem', { name: 'Tarjeta Azul N°4, excedida 1 día' });
    expect(within(excedida).getByText('Excedida 1 día')).toBeInTheDocument();
    expect(within(excedida).getByText('16 días · Rodillo')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Tarjeta Roja N°1' })).not.toHaveTextContent('Excedida');
    expect(screen.getByLabelText('Hora').textContent).toMatch(/^\d{2}:\d{2}$/);
  });

  it("shows a team's step in the autonomous-maintenance program and its gate under its name (issue 25 §3)", async () => {
    const [calandrado, ...resto] = TABLERO.equipos;
    renderTablero('/tablero?pantalla=pnt_tv', {
      'GET /api/tablero': {
        body: {
          ...TABLERO,
          equipos: [
            { ...calandrado, programa: { paso: 3, pasoNombre: 'Estándares provisionales', puerta: { verde: false, cumplidos: 2, evaluados: 4 } } },
            ...resto,
          ],
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
    expect(screen.getByText('Paso 3 · Estándares provisionales')).toBeInTheDocument();
    expect(screen.getByText('● Puerta en rojo · 2 de 4')).toBeInTheDocument();
  });

  it("shows the team's overdue CIL routines: how many machines, which, and their overdue points (issue 26 §1); nothing when none", async () => {
    const [calandrado, ...resto] = TABLERO.equipos;
    renderTablero('/tablero?pantalla=pnt_tv', {
      'GET /api/tablero': {
        body: {
          ...TABLERO,
          equipos: [
            {
              ...calandrado,
              cilAtrasadas: [
                { maquinaId: 'm1', maquina: 'Prensa 7', atrasados: 3 },
                { maquinaId: 'm2', maquina: 'Calandra 1', atrasados: 1 },
              ],
            },
            ...resto,
          ],
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
    const cil = screen.getByRole('status', { name: /^Rutinas CIL atrasadas/ });
    expect(cil).toHaveAccessibleName('Rutinas CIL atrasadas: 2 máquinas: Prensa 7 (3 puntos) · Calandra 1 (1 punto)');
    expect(cil).toHaveTextContent('Rutinas CIL atrasadas: 2 máquinas');
  });

  it('shows no CIL tile for a team without overdue routines', async () => {
    renderTablero('/tablero?pantalla=pnt_tv');
    await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
    expect(screen.queryByText(/Rutinas CIL/)).not.toBeInTheDocument();
  });

  it("shows the plant's clock in the zone the server names, not the TV's", async () => {
    // 00:10 UTC is 09:10 in Tokyo (the configured plant), whatever zone this process runs in.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T00:10:30Z') });
    const server = renderTablero('/tablero?pantalla=pnt_tv');
    await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
    expect(screen.getByLabelText('Hora').textContent).toBe('09:10');
    expect(server.callsTo('GET', '/api/auth/config')[0].headers.authorization).toBeUndefined();
  });

  it('rotates between Equipos every ?segundos= (Sin equipo included), and back to the first', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderTablero('/tablero?pantalla=pnt_tv&segundos=5');
    await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
    // The heading can be found before React ran the effect that arms the rotation (a loaded machine): flush it,
    // so the 5 s count from here.
    await act(async () => undefined);
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Calandrado');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Extrusión');
    expect(screen.getByText('Equipo 2 de 3')).toBeInTheDocument();
    expect(numeros()).toEqual(['N°5']);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sin equipo');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Calandrado');
  });

  it('?equipo= asks for that Equipo only and does not rotate; a bad ?segundos= falls back to the default', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = renderTablero('/tablero?pantalla=pnt_tv&equipo=Extrusi%C3%B3n&segundos=abc', {
      'GET /api/tablero': { body: { ...TABLERO, equipos: [TABLERO.equipos[1]] } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Extrusión' });
    expect(server.callsTo('GET', '/api/tablero')[0].query).toEqual({ equipo: 'Extrusión' });
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Extrusión');
    expect(screen.queryByText(/Equipo \d de/)).toBeNull();
  });

  it('refetches once for a burst of card events (coalesced), not for Kaizen events; the stream ticket goes with x-pantalla', async () => {
    const server = renderTablero('/tablero?pantalla=pnt_tv');
    await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
    expect(streams).toHaveLength(1);
    const [stream] = streams;
    act(() => stream.onEstado?.('conectado'));
    const antes = server.callsTo('GET', '/api/tablero').length;
    act(() => {
      stream.onEvento({ tipo: 'kaizen.creado', id: 'k1' });
    });
    await new Promise((r) => setTimeout(r, TABLERO_COALESCER_MS + 100));
    expect(server.callsTo('GET', '/api/tablero')).toHaveLength(antes);
    server.routes['GET /api/tablero'] = {
      body: { ...TABLERO, equipos: [equipo('Calandrado', [{ maquina: 'M1', tags: [tag(1), tag(2), tag(9)] }], { Roja: 3 })] },
    };
    act(() => {
      stream.onEvento({ tipo: 'tarjeta.creada', id: 'a' });
      stream.onEvento({ tipo: 'tarjeta.actualizada', id: 'b' });
      stream.onEvento({ tipo: 'tarjeta.cerrada', id: 'c' });
    });
    await waitFor(() => expect(numeros()).toEqual(['N°1', 'N°2', 'N°9']));
    expect(server.callsTo('GET', '/api/tablero')).toHaveLength(antes + 1);
    // The ticket request carries the pantalla token, no session.
    server.routes[`POST ${rutaUrl(eventosContrato.ticket)}`] = { body: { ticket: 'tk-1', expiraEnSegundos: 30 } };
    expect(await stream.obtenerTicket()).toBe('tk-1');
    const [ticket] = server.callsTo('POST', rutaUrl(eventosContrato.ticket));
    expect(ticket.headers['x-pantalla']).toBe('pnt_tv');
    expect(ticket.headers.authorization).toBeUndefined();
  });

  it('keeps the last board with a "Sin conexión" badge and its time while the stream or the data is down, and clears it when back', async () => {
    const server = renderTablero('/tablero?pantalla=pnt_tv');
    await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
    const [stream] = streams;
    act(() => stream.onEstado?.('conectado'));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => stream.onEstado?.('reconectando'));
    expect(screen.getByRole('status')).toHaveTextContent(/^Sin conexión — reintentando · última actualización \d{2}:\d{2}:\d{2}$/);
    expect(numeros()).toEqual(['N°4', 'N°1', 'N°2']);
    act(() => stream.onEstado?.('conectado'));
    expect(screen.queryByRole('status')).toBeNull();
    // The data request fails (server restarting): the board stays, the badge shows until a request succeeds.
    server.routes['GET /api/tablero'] = { status: 503, body: { msg: 'El portal está iniciando' } };
    act(() => stream.onReconectado?.());
    await screen.findByRole('status');
    expect(numeros()).toEqual(['N°4', 'N°1', 'N°2']);
    server.routes['GET /api/tablero'] = { body: TABLERO };
    act(() => stream.onReconectado?.());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('a revoked pantalla (401) shows the full-screen notice, closes the stream and stops asking', async () => {
    const server = renderTablero('/tablero?pantalla=pnt_tv');
    await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
    const [stream] = streams;
    server.routes['GET /api/tablero'] = { status: 401, body: { msg: 'La pantalla no existe o fue revocada' } };
    // The server ends the stream for good (SSE_FIN or a refused ticket): the board asks for its data and learns why.
    act(() => stream.onEstado?.('terminado'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pantalla revocada: pida a un Admin que la vincule de nuevo');
    expect(cerrados).toContain(0);
    const pedidos = server.callsTo('GET', '/api/tablero').length;
    act(() => stream.onEvento({ tipo: 'tarjeta.creada', id: 'x' }));
    await new Promise((r) => setTimeout(r, TABLERO_COALESCER_MS + 100));
    expect(server.callsTo('GET', '/api/tablero')).toHaveLength(pedidos);
    expect(streams).toHaveLength(1);
  });

  it('without a pantalla token a logged-in user sees the board with the session; with neither it says what is missing', async () => {
    const server = renderTablero('/tablero', {}, true);
    await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
    expect(server.callsTo('GET', '/api/tablero')[0].headers.authorization).toBe('Bearer user-token');
    expect(server.callsTo('GET', '/api/tablero')[0].headers['x-pantalla']).toBeUndefined();
  });

  it('with neither a pantalla nor a session it shows a pairing code, asks with its secret until paired, then shows the board with the token it received', async () => {
    const server = renderTablero('/tablero', {
      'POST /api/pantallas/codigo': { status: 201, body: { codigo: 'ACD346', expiraEnSegundos: 600 } },
      'POST /api/pantallas/codigo/estado': { body: { estado: 'pendiente' } },
    });
    expect(await screen.findByRole('heading', { name: 'Vincular esta pantalla al tablero' })).toBeInTheDocument();
    expect(await screen.findByText('ACD 346')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login?next=%2Ftablero');
    const { secreto } = server.callsTo('POST', '/api/pantallas/codigo')[0].body as { secreto: string };
    expect(secreto).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await waitFor(() => expect(server.callsTo('POST', '/api/pantallas/codigo/estado')).toHaveLength(1), { timeout: PANTALLA_CODIGO_SONDEO_MS + 2000 });
    expect(server.callsTo('POST', '/api/pantallas/codigo/estado')[0].body).toEqual({ codigo: 'ACD346', secreto });
    expect(server.callsTo('GET', '/api/tablero')).toHaveLength(0);
    expect(streams).toHaveLength(0);
    server.routes['POST /api/pantallas/codigo/estado'] = { body: { estado: 'vinculada', token: 'pnt_vinculada' } };
    expect(await screen.findByRole('heading', { level: 1, name: 'Calandrado' }, { timeout: PANTALLA_CODIGO_SONDEO_MS + 2000 })).toBeInTheDocument();
    expect(localStorage.getItem(PANTALLA_STORAGE_KEY)).toBe('pnt_vinculada');
    expect(server.callsTo('GET', '/api/tablero')[0].headers['x-pantalla']).toBe('pnt_vinculada');
  }, 20_000);

  it('an expired code (404) is replaced by a new one at once', async () => {
    let codigos = 0;
    const server = renderTablero('/tablero', {
      'POST /api/pantallas/codigo': () => ({ status: 201, body: { codigo: ++codigos === 1 ? 'ACD346' : 'HJK779', expiraEnSegundos: 600 } }),
      'POST /api/pantallas/codigo/estado': { status: 404, body: { msg: 'vencido' } },
    });
    expect(await screen.findByText('ACD 346')).toBeInTheDocument();
    expect(await screen.findByText('HJK 779', {}, { timeout: PANTALLA_CODIGO_SONDEO_MS + 2000 })).toBeInTheDocument();
    const [primero, segundo] = server.callsTo('POST', '/api/pantallas/codigo').map((c) => c.body);
    // The same secret (the same TV) asks for the new code.
    expect(segundo).toEqual(primero);
  }, 20_000);

  it("a tag carries its colour's letter, not colour alone", async () => {
    renderTablero('/tablero?pantalla=pnt_tv');
    await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
    const letra = (nombre: string) => within(screen.getByRole('listitem', { name: new RegExp(`^${nombre}`) })).getByTestId('tablero-letra').textContent;
    expect([letra('Tarjeta Azul N°4'), letra('Tarjeta Roja N°1'), letra('Tarjeta Amarilla N°2')]).toEqual(['A', 'R', 'Am']);
  });

  it('pages through the machines that do not fit the screen ("Página 1 de N"), then goes on to the next Equipo', async () => {
    // A 1280×720 screen: the area below the header measures 1232×520.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const medida = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 1232, height: 520 } as DOMRect);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const maquinas = ['A', 'B', 'C', 'D', 'E', 'F'].map((m, i) => ({ maquina: m, tags: [1, 2, 3, 4].map((k) => tag(i * 10 + k)) }));
    try {
      renderTablero('/tablero?pantalla=pnt_tv&segundos=5', {
        'GET /api/tablero': { body: { ...TABLERO, equipos: [equipo('Calandrado', maquinas), TABLERO.equipos[1]] } },
      });
      await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
      await act(async () => undefined);
      const total = Number(/^Página 1 de (\d+)$/.exec(screen.getByText(/^Página 1 de/).textContent ?? '')?.[1]);
      expect(total).toBeGreaterThan(1);
      const vistas = new Set<string>();
      for (let p = 1; p <= total; p++) {
        expect(screen.getByText(`Página ${p} de ${total}`)).toBeInTheDocument();
        for (const h of screen.getAllByRole('heading', { level: 2 })) vistas.add(h.textContent ?? '');
        act(() => vi.advanceTimersByTime(5_000));
      }
      expect([...vistas].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Extrusión');
      expect(screen.queryByText(/^Página/)).toBeNull();
    } finally {
      medida.mockRestore();
    }
  });

  it("rotates every pantalla's seconds (its settings, when the URL names none)", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderTablero('/tablero?pantalla=pnt_tv', { 'GET /api/tablero': { body: { ...TABLERO, pantalla: { nombre: 'TV', segundos: 7, equipo: null } } } });
    await screen.findByRole('heading', { level: 1, name: 'Calandrado' });
    await act(async () => undefined);
    act(() => vi.advanceTimersByTime(6_999));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Calandrado');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Extrusión');
  });
});

describe('obtenerTicketTablero', () => {
  it('refuses for good on 401/403 and retries other failures', async () => {
    fakeServer({ [`POST ${rutaUrl(eventosContrato.ticket)}`]: { status: 401, body: { msg: 'x' } } });
    await expect(obtenerTicketTablero({ pantalla: 'pnt_x', token: null })).rejects.toBeInstanceOf(TicketRechazado);
    fakeServer({ [`POST ${rutaUrl(eventosContrato.ticket)}`]: { status: 503, body: { msg: 'x' } } });
    const err = await obtenerTicketTablero({ pantalla: 'pnt_x', token: null }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(TicketRechazado);
  });

  it('uses the session when there is no pantalla token', async () => {
    const server = fakeServer({ [`POST ${rutaUrl(eventosContrato.ticket)}`]: { body: { ticket: 't', expiraEnSegundos: 30 } } });
    expect(await obtenerTicketTablero({ pantalla: null, token: 'user-token' })).toBe('t');
    expect(server.calls[0].headers.authorization).toBe('Bearer user-token');
  });
});
