import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatearFechaHora, MSG, ROUTES, type Pantalla } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal, ZONA_PRUEBAS } from '@portal/shared/testing';

const formatFechaHora = (d: string | null) => formatearFechaHora(d, ZONA_PRUEBAS);
import { PantallasSection } from './PantallasSection';

const TV1: Pantalla = {
  _id: 'p1',
  nombre: 'TV Extrusión',
  creadaPor: 'Ana Admin',
  fechaCreacion: '2026-03-01T12:00:00.000Z',
  ultimoUso: '2026-03-02T13:30:00.000Z',
  segundos: 30,
  equipo: null,
};
const TV2: Pantalla = {
  _id: 'p2',
  nombre: 'TV Calandrado',
  creadaPor: null,
  fechaCreacion: '2026-03-05T12:00:00.000Z',
  ultimoUso: null,
  segundos: 20,
  equipo: 'Calandrado',
};
const NUEVA: Pantalla = {
  _id: 'p3',
  nombre: 'TV Nueva',
  creadaPor: 'Ana Admin',
  fechaCreacion: '2026-03-06T12:00:00.000Z',
  ultimoUso: null,
  segundos: 45,
  equipo: 'Calandrado',
};

function setup(route: string = ROUTES.admin) {
  let lista = [TV1, TV2];
  const server = fakeServer({
    'GET /api/auth/user': { body: makeUser() },
    'GET /api/campos': {
      body: [
        { _id: 'c1', name: 'equipo', value: 'Calandrado' },
        { _id: 'c2', name: 'equipo', value: 'Extrusión' },
      ],
    },
    'GET /api/pantallas': () => ({ body: lista }),
    'POST /api/pantallas/vincular': () => {
      lista = [...lista, NUEVA];
      return { status: 201, body: NUEVA };
    },
    'PATCH /api/pantallas/p2': { body: { ...TV2, equipo: null, segundos: 60 } },
    'DELETE /api/pantallas/p1': () => {
      lista = lista.filter((p) => p._id !== 'p1');
      return { body: { success: true } };
    },
  });
  renderWithPortal({ route, routes: { [ROUTES.admin]: <PantallasSection /> } });
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('PantallasSection (Admin → Pantallas (tablero))', () => {
  it("the TV's QR (…?codigo=) opens 'Vincular TV' with the code filled; the Admin names it and pairs it", async () => {
    const server = setup(`${ROUTES.admin}?codigo=acd346`);
    const dialog = await screen.findByRole('dialog', { name: 'Vincular TV' });
    expect(within(dialog).getByLabelText(/Código que muestra la TV/)).toHaveValue('ACD346');
    const ue = userEvent.setup();
    await ue.type(within(dialog).getByLabelText(/^Nombre/), 'TV Nueva');
    await ue.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/pantallas/vincular')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/pantallas/vincular')[0].body).toMatchObject({ codigo: 'ACD346', nombre: 'TV Nueva' });
  });

  it('lists the active pantallas: name, creator, date, last use', async () => {
    setup();
    const tabla = await screen.findByRole('table', { name: /Pantallas \(tablero\)/ });
    const filas = within(tabla)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      );
    expect(filas).toEqual([
      ['TV Extrusión', 'Ana Admin', formatFechaHora(TV1.fechaCreacion), formatFechaHora(TV1.ultimoUso)],
      ['TV Calandrado', '—', formatFechaHora(TV2.fechaCreacion), 'Nunca'],
    ]);
  });

  it('Vincular TV: checks every field at once, sends the typed code with the settings, and lists the new pantalla', async () => {
    const server = setup();
    const ue = userEvent.setup();
    await screen.findByRole('table');
    await ue.click(screen.getByRole('button', { name: 'Vincular TV' }));
    const dialog = screen.getByRole('dialog', { name: 'Vincular TV' });
    await ue.clear(within(dialog).getByLabelText(/Segundos por equipo/));
    await ue.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    expect(await within(dialog).findByText(MSG.pantallaCodigoRequerido)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.pantallaNombreRequerido)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.pantallaSegundosInvalidos)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/pantallas/vincular')).toHaveLength(0);
    await ue.type(within(dialog).getByLabelText(/Código que muestra la TV/), 'acd 346');
    await ue.type(within(dialog).getByLabelText(/Nombre/), 'TV Nueva');
    await ue.type(within(dialog).getByLabelText(/Segundos por equipo/), '45');
    await ue.selectOptions(within(dialog).getByLabelText('Equipo'), 'Calandrado');
    await ue.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', '/api/pantallas/vincular')[0].body).toEqual({ codigo: 'ACD346', nombre: 'TV Nueva', segundos: 45, equipo: 'Calandrado' });
    expect(await screen.findByText('TV vinculada como "TV Nueva": el tablero aparecerá en ella en unos segundos')).toBeInTheDocument();
    const fila = (await screen.findByRole('cell', { name: 'TV Nueva' })).closest('tr')!;
    expect(
      within(fila)
        .getAllByRole('cell')
        .slice(4, 6)
        .map((c) => c.textContent),
    ).toEqual(['Calandrado', '45']);
  });

  it("Vincular TV shows the server's refusal (an expired code) in the dialog", async () => {
    const server = setup();
    server.routes['POST /api/pantallas/vincular'] = { status: 404, body: { msg: MSG.pantallaCodigoInvalido } };
    const ue = userEvent.setup();
    await screen.findByRole('table');
    await ue.click(screen.getByRole('button', { name: 'Vincular TV' }));
    const dialog = screen.getByRole('dialog', { name: 'Vincular TV' });
    await ue.type(within(dialog).getByLabelText(/Código que muestra la TV/), 'ACD346');
    await ue.type(within(dialog).getByLabelText(/Nombre/), 'TV Nueva');
    await ue.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    expect(await within(dialog).findByText(MSG.pantallaCodigoInvalido)).toBeInTheDocument();
  });

  it('Editar changes the settings of a pantalla ("Todos" = every Equipo, sent as null)', async () => {
    const server = setup();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Editar TV Calandrado' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar pantalla "TV Calandrado"' });
    expect(within(dialog).queryByLabelText(/Código/)).toBeNull();
    expect(within(dialog).getByLabelText('Equipo')).toHaveValue('Calandrado');
    await ue.selectOptions(within(dialog).getByLabelText('Equipo'), 'Todos (rotan)');
    await ue.clear(within(dialog).getByLabelText(/Segundos por equipo/));
    await ue.type(within(dialog).getByLabelText(/Segundos por equipo/), '60');
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PATCH', '/api/pantallas/p2')[0].body).toEqual({ nombre: 'TV Calandrado', segundos: 60, equipo: null });
  });

  it('Revocar asks first; Cancelar keeps it, confirming revokes it', async () => {
    const server = setup();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Revocar TV Extrusión' }));
    let dialog = screen.getByRole('dialog', { name: 'Revocar pantalla' });
    expect(dialog).toHaveTextContent('¿Revocar "TV Extrusión"?');
    await ue.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('DELETE', '/api/pantallas/p1')).toHaveLength(0);
    await ue.click(screen.getByRole('button', { name: 'Revocar TV Extrusión' }));
    dialog = screen.getByRole('dialog', { name: 'Revocar pantalla' });
    await ue.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'TV Extrusión' })).toBeNull());
    expect(server.callsTo('DELETE', '/api/pantallas/p1')).toHaveLength(1);
  });
});
