import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatearFechaHora, MSG, ROUTES, type Pantalla, type PantallaCreada } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal, ZONA_PRUEBAS } from '@portal/shared/testing';

const formatFechaHora = (d: string | null) => formatearFechaHora(d, ZONA_PRUEBAS);
import { PantallasSection, URL_UNA_VEZ } from './PantallasSection';

const TV1: Pantalla = { _id: 'p1', nombre: 'TV Extrusión', creadaPor: 'Ana Admin', fechaCreacion: '2026-03-01T12:00:00.000Z', ultimoUso: '2026-03-02T13:30:00.000Z' };
const TV2: Pantalla = { _id: 'p2', nombre: 'TV Calandrado', creadaPor: null, fechaCreacion: '2026-03-05T12:00:00.000Z', ultimoUso: null };
const CREADA: PantallaCreada = { _id: 'p3', nombre: 'TV Nueva', creadaPor: 'Ana Admin', fechaCreacion: '2026-03-06T12:00:00.000Z', ultimoUso: null, token: 'pnt_secreto', url: 'https://portal.example/tablero?pantalla=pnt_secreto' };

function setup() {
  let lista = [TV1, TV2];
  const server = fakeServer({
    'GET /api/auth/user': { body: makeUser() },
    'GET /api/pantallas': () => ({ body: lista }),
    'POST /api/pantallas': () => {
      lista = [...lista, CREADA];
      return { status: 201, body: CREADA };
    },
    'DELETE /api/pantallas/p1': () => {
      lista = lista.filter((p) => p._id !== 'p1');
      return { body: { success: true } };
    },
  });
  renderWithPortal({ routes: { [ROUTES.admin]: <PantallasSection /> } });
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('PantallasSection (Admin → Pantallas (tablero))', () => {
  it('lists the active pantallas: name, creator, date, last use', async () => {
    setup();
    const tabla = await screen.findByRole('table', { name: /Pantallas \(tablero\)/ });
    const filas = within(tabla).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').slice(0, 4).map((c) => c.textContent));
    expect(filas).toEqual([
      ['TV Extrusión', 'Ana Admin', formatFechaHora(TV1.fechaCreacion), formatFechaHora(TV1.ultimoUso)],
      ['TV Calandrado', '—', formatFechaHora(TV2.fechaCreacion), 'Nunca'],
    ]);
  });

  it('Nueva pantalla: validates the name, then shows the URL once with a warning and a copy button', async () => {
    const server = setup();
    const ue = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await screen.findByRole('table');
    await ue.click(screen.getByRole('button', { name: 'Nueva pantalla' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva pantalla' });
    await ue.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText(MSG.pantallaNombreRequerido)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/pantallas')).toHaveLength(0);
    await ue.type(within(dialog).getByLabelText('Nombre'), 'TV Nueva');
    await ue.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const creada = await screen.findByRole('dialog', { name: 'Pantalla "TV Nueva" creada' });
    expect(server.callsTo('POST', '/api/pantallas')[0].body).toEqual({ nombre: 'TV Nueva' });
    expect(within(creada).getByText(URL_UNA_VEZ)).toBeInTheDocument();
    expect(within(creada).getByLabelText('Enlace del tablero')).toHaveValue(CREADA.url);
    await ue.click(within(creada).getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(CREADA.url);
    await ue.click(within(creada).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'TV Nueva' })).toBeInTheDocument();
    // Shown once: opening the dialog again asks for a new name; the page never shows the token.
    await ue.click(screen.getByRole('button', { name: 'Nueva pantalla' }));
    expect(within(screen.getByRole('dialog', { name: 'Nueva pantalla' })).getByLabelText('Nombre')).toHaveValue('');
    expect(document.body.textContent).not.toContain('pnt_secreto');
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
