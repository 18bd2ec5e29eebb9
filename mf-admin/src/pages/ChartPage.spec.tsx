import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, ROUTES, type NodoOrganigrama, type User } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal, type FakeRoutes } from '@portal/shared/testing';
import ChartPage from './ChartPage';

const nodo = (_id: string, parentId: string | null, orden: number, titulo: string, persona: Partial<NodoOrganigrama> = {}): NodoOrganigrama => ({
  _id,
  parentId,
  orden,
  titulo,
  usuario: null,
  nombre: null,
  ...persona,
});
const carla = makeUser({ _id: 'u-carla', name: 'Carla Ríos', role: 'Operario', email: '3000' });
const NODOS = [
  nodo('lider', null, 0, 'Líder del Comité Central', { nombre: 'A designar' }),
  nodo('coord', 'lider', 0, 'Coordinador', { usuario: { _id: carla._id, name: 'Carla Ríos' } }),
  nodo('ae', 'coord', 0, 'Alimentación y Extrusión'),
  nodo('ma', 'coord', 1, 'Mantenimiento autónomo', { nombre: 'Luis Paz' }),
];

function setup(user: User, routes: FakeRoutes = {}) {
  let nodos = NODOS;
  const server = fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/organigrama': () => ({ body: nodos }),
    'GET /api/users': { body: [user, carla] },
    ...routes,
  });
  renderWithPortal({ user, routes: { [ROUTES.chart]: <ChartPage /> } });
  return { server, cambiar: (n: NodoOrganigrama[]) => (nodos = n) };
}

const item = (name: RegExp) => screen.findByRole('treeitem', { name });

describe('ChartPage (/chart)', () => {
  it('shows every position with its person as a tree to any logged-in user, read-only', async () => {
    setup(makeUser({ role: 'Operario' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Organigrama' })).toBeInTheDocument();
    const tree = await screen.findByRole('tree', { name: 'Organigrama' });
    const lider = within(tree).getByRole('treeitem', { name: /Líder del Comité Central/ });
    expect(lider).toHaveTextContent('A designar');
    const coord = within(lider).getByRole('treeitem', { name: /Coordinador/ });
    expect(coord).toHaveTextContent('Carla Ríos');
    expect(
      within(coord)
        .getAllByRole('treeitem')
        .map((i) => i.textContent),
    ).toEqual(['Alimentación y ExtrusiónSin asignar', 'Mantenimiento autónomoLuis Paz']);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Agregar puesto/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('lets the Admin rename a position and pick a portal user for it', async () => {
    const user = userEvent.setup();
    const { server, cambiar } = setup(makeUser(), {
      'PATCH /api/organigrama/ae': (body) => {
        const guardado = { ...NODOS[2], titulo: 'Extrusión', usuario: { _id: carla._id, name: 'Carla Ríos' } };
        cambiar([...NODOS.slice(0, 2), guardado, NODOS[3]]);
        return { body: { ...guardado, enviado: body } };
      },
    });
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeDisabled();
    await user.click(within(await item(/^Alimentación y Extrusión/)).getByText('Alimentación y Extrusión'));
    expect(screen.getByText(/Puesto elegido/)).toHaveTextContent('Puesto elegido: Alimentación y Extrusión');
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar puesto «Alimentación y Extrusión»' });
    // It cannot report to itself (nor to what reports to it): those are not offered.
    const superior = within(dialog).getByRole('combobox', { name: 'Depende de' });
    expect(
      within(superior)
        .getAllByRole('option')
        .map((o) => o.textContent?.trim()),
    ).toEqual(['(Ninguno: puesto superior)', 'Líder del Comité Central', 'Coordinador', 'Mantenimiento autónomo']);
    const titulo = within(dialog).getByRole('textbox', { name: /Puesto/ });
    await user.clear(titulo);
    await user.type(titulo, 'Extrusión');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Persona' }), 'usuario');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MSG.organigramaUsuarioRequerido)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Usuario/ }), 'u-carla');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PATCH', '/api/organigrama/ae')[0].body).toEqual({ titulo: 'Extrusión', parentId: 'coord', userId: 'u-carla', nombre: null });
    expect(await screen.findByText('Puesto «Extrusión» guardado')).toBeInTheDocument();
    expect(await item(/^ExtrusiónCarla Ríos$/)).toBeInTheDocument();
  });

  it('adds a position under the chosen one with a free name, and moves a position up', async () => {
    const user = userEvent.setup();
    const { server } = setup(makeUser(), {
      'POST /api/organigrama': (body) => ({ status: 201, body: { ...nodo('nuevo', 'coord', 2, 'Mejoras enfocadas', { nombre: 'Eva Ruiz' }), body } }),
      'PATCH /api/organigrama/ma': { body: NODOS[3] },
    });
    await user.click(within(await item(/^Coordinador/)).getByText('Coordinador'));
    await user.click(screen.getByRole('button', { name: 'Agregar puesto a cargo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar puesto' });
    expect(within(dialog).getByRole('combobox', { name: 'Depende de' })).toHaveValue('coord');
    await user.type(within(dialog).getByRole('textbox', { name: /Puesto/ }), 'Mejoras enfocadas');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Persona' }), 'nombre');
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre y apellido/ }), 'Eva Ruiz');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/organigrama')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/organigrama')[0].body).toEqual({ titulo: 'Mejoras enfocadas', parentId: 'coord', userId: null, nombre: 'Eva Ruiz' });

    await user.click(within(await item(/^Mantenimiento autónomo/)).getByText('Mantenimiento autónomo'));
    expect(screen.getByRole('button', { name: 'Bajar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(server.callsTo('PATCH', '/api/organigrama/ma')[0]?.body).toEqual({ orden: 0 }));
  });

  it("shows the server's refusal to delete a position with reporting positions in the dialog", async () => {
    const user = userEvent.setup();
    setup(makeUser(), { 'DELETE /api/organigrama/coord': { status: 400, body: { msg: MSG.organigramaConDependientes } } });
    await user.click(within(await item(/^Coordinador/)).getByText('Coordinador'));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar puesto «Coordinador»' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(MSG.organigramaConDependientes)).toBeInTheDocument();
  });

  it('redirects to /login without a session', async () => {
    fakeServer({});
    renderWithPortal({ user: null, routes: { [ROUTES.chart]: <ChartPage /> } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login));
  });
});
