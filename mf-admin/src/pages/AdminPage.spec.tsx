import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_VERSION_LABEL, CHANGELOG, formatearFechaHora, MSG, ROUTES } from '@portal/shared/domain';
import type { Campo, User } from '@portal/shared/domain';
import { SIN_PERMISO_PAGINA } from '@portal/shared/auth';
import AdminPage from './AdminPage';
import { fakeServer, makeUser, renderWithPortal, stubPhone, ZONA_PRUEBAS } from '@portal/shared/testing';
import type { FakeRoutes } from '@portal/shared/testing';

const admin = makeUser();
const operario = makeUser({
  _id: 'u-op',
  name: 'Oscar Operario',
  role: 'Operario',
  email: '200',
  equipo: 'Equipo Azul',
  hours: [
    { _id: 'h1', quantity: 2, typeOf: 'Horas de actividades autonomas', date: '2021-01-10' },
    { _id: 'h2', quantity: 3, typeOf: 'Horas de actividades autonomas', date: '2021-01-20' },
    { _id: 'h3', quantity: 5, typeOf: 'Horas recibidas de capacitacion', date: '2020-12-03' },
  ],
});
const campos: Campo[] = [
  { _id: 'c2', name: 'equipo', value: 'Equipo Azul', parteMaquina: [], equipo: null },
  { _id: 'c5', name: 'equipo', value: 'Equipo Rojo', parteMaquina: [], equipo: null },
];

function setup(routes: FakeRoutes = {}, user: User = admin, users: User[] = [admin, operario]) {
  const server = fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/users': { body: users },
    'GET /api/campos': { body: campos },
    ...routes,
  });
  const view = renderWithPortal({
    user,
    routes: { [ROUTES.admin]: <AdminPage />, [ROUTES.register]: <div>Formulario de registro</div> },
  });
  return { server, view };
}

/** Opens a row's 'Acciones' menu and picks `accion`. */
async function accion(u: ReturnType<typeof userEvent.setup>, nombre: string, item: string) {
  await u.click(await screen.findByRole('button', { name: `Acciones de ${nombre}` }));
  await u.click(within(screen.getByRole('menu', { name: `Acciones de ${nombre}` })).getByRole('menuitem', { name: item }));
}

describe('AdminPage (Admin › Usuarios)', () => {
  it('shows the admin sections, and the users once per row with their actions in a menu', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Administrar usuarios' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Secciones de administración' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Usuarios', ROUTES.admin],
      ['Campos', ROUTES.campos],
      ['Pantallas', ROUTES.pantallas],
      ['Importar tarjetas', ROUTES.importar],
      ['Auditoría', ROUTES.auditoria],
      ['Organigrama', ROUTES.chart],
    ]);
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual(['Usuarios']);
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('Oscar Operario')).toBeInTheDocument();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['N° Legajo', 'Nombre', 'Rol', 'Equipo autonomo', 'E-mail', 'Última actividad', 'Horas', 'Acciones']);
    const row = within(grid).getByText('Oscar Operario').closest('[role="row"]') as HTMLElement;
    // The role once, as text: no select in the row.
    expect(within(row).getAllByText('Operario')).toHaveLength(1);
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Equipo Azul');
    expect(row).toHaveTextContent('Sin e-mail');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Acciones de Oscar Operario' }));
    const menu = screen.getByRole('menu', { name: 'Acciones de Oscar Operario' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Cambiar rol', 'Cambiar nombre', 'Equipo autonomo', 'E-mail', 'Restablecer pin', 'Eliminar']);
    // The other sections are pages of their own.
    expect(screen.queryByRole('heading', { name: 'Campos' })).not.toBeInTheDocument();
  });

  it('shows no content and no admin sections to a non-Admin, and does not load the users', async () => {
    const jefe = makeUser({ _id: 'u-jefe', role: 'Jefe de area' });
    const { server } = setup({}, jefe);
    expect(screen.getByText(SIN_PERMISO_PAGINA)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    // The org chart is the only section a Jefe may open: no navigation of one link.
    expect(screen.queryByRole('navigation', { name: 'Secciones de administración' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar usuario' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/api/auth/user').length).toBeGreaterThan(0));
    expect(server.callsTo('GET', '/api/users')).toHaveLength(0);
    expect(server.callsTo('GET', '/api/campos')).toHaveLength(0);
  });

  it('renames a user: the form checks the name, the row shows the new one', async () => {
    let users = [admin, operario];
    const { server } = setup({
      'GET /api/users': () => ({ body: users }),
      'POST /api/users/nombre': (body) => {
        const updated = { ...operario, name: (body as { name: string }).name };
        users = [admin, updated];
        return { body: updated };
      },
    });
    const u = userEvent.setup();
    await accion(u, 'Oscar Operario', 'Cambiar nombre');
    const dialog = await screen.findByRole('dialog', { name: 'Nombre de Oscar Operario' });
    const campo = within(dialog).getByRole('textbox', { name: 'Nombre' });
    expect(campo).toHaveValue('Oscar Operario');
    await u.clear(campo);
    await u.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MSG.nombreRequerido)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users/nombre')).toHaveLength(0);
    await u.type(campo, 'Oscar Operario Díaz');
    await u.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/users/nombre')[0].body).toEqual({ _id: operario._id, name: 'Oscar Operario Díaz' });
    expect(await within(screen.getByRole('grid')).findByText('Oscar Operario Díaz')).toBeInTheDocument();
    expect(screen.getByText('Oscar Operario ahora se llama Oscar Operario Díaz')).toBeInTheDocument();
  });

  it("a plant Admin is not offered 'Admin de la empresa'", async () => {
    setup();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Acciones de Oscar Operario' }));
    expect(screen.queryByRole('menuitem', { name: /Admin de la empresa/ })).not.toBeInTheDocument();
    await u.keyboard('{Escape}');
  });

  it('the company Admin’s menu makes and unmakes company Admins, with their sessions ending', async () => {
    const deEmpresa = { ...admin, empresa: true };
    const { server } = setup(
      { 'POST /api/users/u-op/empresa': (body) => ({ body: { ...operario, empresa: (body as { adminEmpresa: boolean }).adminEmpresa } }) },
      deEmpresa,
      [deEmpresa, operario],
    );
    const u = userEvent.setup();
    await accion(u, 'Oscar Operario', 'Hacer Admin de la empresa');
    const dialog = await screen.findByRole('dialog', { name: 'Hacer Admin de la empresa' });
    expect(dialog).toHaveTextContent('Su sesión se cerrará');
    await u.click(within(dialog).getByRole('button', { name: 'Hacer Admin de la empresa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/users/u-op/empresa')[0].body).toEqual({ adminEmpresa: true });
    expect(await screen.findByText('Operario · Admin de la empresa')).toBeInTheDocument();
    await accion(u, 'Oscar Operario', 'Quitar Admin de la empresa');
    await u.click(within(await screen.findByRole('dialog', { name: 'Quitar Admin de la empresa' })).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/users/u-op/empresa')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/users/u-op/empresa')[1].body).toEqual({ adminEmpresa: false });
  });

  it("'Agregar usuario' goes to /register", async () => {
    setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Agregar usuario' }));
    expect(await screen.findByText('Formulario de registro')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.register);
  });

  it('asks before changing a role; cancel sends nothing and the row keeps its role', async () => {
    const { server } = setup();
    const u = userEvent.setup();
    await accion(u, 'Oscar Operario', 'Cambiar rol');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar rol de Oscar Operario' });
    const select = within(dialog).getByRole('combobox', { name: 'Rol' });
    expect(select).toHaveValue('Operario');
    await u.selectOptions(select, 'Admin');
    expect(dialog).toHaveTextContent('¿Cambiar el rol de Oscar Operario de Operario a Admin?');
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/users/cambiarrol')).toHaveLength(0);
    const row = screen.getByText('Oscar Operario').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Operario')).toBeInTheDocument();
  });

  it('changes a role once confirmed, updates the row and says so', async () => {
    let users = [admin, operario];
    const { server } = setup({
      'GET /api/users': () => ({ body: users }),
      'POST /api/users/cambiarrol': (body) => {
        const updated = { ...operario, role: (body as { rol: User['role'] }).rol };
        users = users.map((u) => (u._id === updated._id ? updated : u));
        return { body: updated };
      },
    });
    const u = userEvent.setup();
    await accion(u, 'Oscar Operario', 'Cambiar rol');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar rol de Oscar Operario' });
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Rol' }), 'Jefe de area');
    await u.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/users/cambiarrol').map((c) => c.body)).toEqual([{ _id: 'u-op', rol: 'Jefe de area' }]));
    expect(await screen.findByText('Rol de Oscar Operario cambiado a Jefe de area')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByText('Oscar Operario').closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Jefe de area', { selector: '[role="gridcell"]' })).toBeInTheDocument());
  });

  it("shows the server's role-change error in the dialog, with no success message", async () => {
    setup({ 'POST /api/users/cambiarrol': { status: 409, body: { msg: MSG.ultimoAdmin } } });
    const u = userEvent.setup();
    await accion(u, 'Ana Admin', 'Cambiar rol');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar rol de Ana Admin' });
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Rol' }), 'Operario');
    await u.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.ultimoAdmin);
    expect(screen.queryByText(/cambiado a/)).not.toBeInTheDocument();
  });

  it("sets a user's equipo autonomo from the menu, and can leave them without one", async () => {
    const { server } = setup({ 'POST /api/users/equipo': (body) => ({ body: { ...operario, ...(body as object) } }) });
    const u = userEvent.setup();
    await accion(u, 'Oscar Operario', 'Equipo autonomo');
    const dialog = await screen.findByRole('dialog', { name: 'Equipo autonomo de Oscar Operario' });
    const select = within(dialog).getByRole('combobox', { name: 'Equipo autonomo' });
    expect(select).toHaveValue('Equipo Azul');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sin equipo', 'Equipo Azul', 'Equipo Rojo']);
    await u.selectOptions(select, 'Equipo Rojo');
    await u.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Equipo de Oscar Operario: Equipo Rojo')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users/equipo').map((c) => c.body)).toEqual([{ _id: 'u-op', equipo: 'Equipo Rojo' }]);
  });

  it('searches users by name (accents and case ignored) or legajo', async () => {
    setup({}, admin, [admin, operario, makeUser({ _id: 'u-3', name: 'Carla Ríos', email: '3000', role: 'Operario' })]);
    const u = userEvent.setup();
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('Carla Ríos');
    const search = screen.getByRole('searchbox', { name: 'Buscar usuario' });
    await u.type(search, 'rios');
    await waitFor(() => expect(within(grid).queryByText('Oscar Operario')).not.toBeInTheDocument());
    expect(within(grid).getByText('Carla Ríos')).toBeInTheDocument();
    await u.clear(search);
    await u.type(search, '200');
    await waitFor(() => expect(within(grid).queryByText('Carla Ríos')).not.toBeInTheDocument());
    expect(within(grid).getByText('Oscar Operario')).toBeInTheDocument();
    await u.clear(search);
    await u.type(search, 'nadie');
    expect(await screen.findByText('No se encontraron usuarios')).toBeInTheDocument();
  });

  it('deletes a user after confirming and removes the row', async () => {
    const { server } = setup({ 'DELETE /api/users/u-op': { body: { success: true } } });
    const u = userEvent.setup();
    await accion(u, 'Oscar Operario', 'Eliminar');
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar usuario' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/users/u-op')).toHaveLength(0);

    await accion(u, 'Oscar Operario', 'Eliminar');
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Usuario Oscar Operario eliminado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Oscar Operario' })).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/users/u-op')).toHaveLength(1);
  });

  it("shows a user's monthly table from the server and lets the Admin add a correction", async () => {
    const vacias = { 'Horas de actividades autonomas': 0, 'Horas recibidas de capacitacion': 0, 'Horas dadas de capacitacion': 0 };
    const { server } = setup({
      'GET /api/users/hours/mensual': {
        body: {
          userId: 'u-op',
          nombre: 'Oscar Operario',
          desde: '2020-12',
          hasta: '2021-01',
          meses: [
            { mes: '2020-12', porTipo: { ...vacias, 'Horas recibidas de capacitacion': 5 }, total: 5 },
            { mes: '2021-01', porTipo: { ...vacias, 'Horas de actividades autonomas': 5.5 }, total: 5.5 },
          ],
          porTipo: { ...vacias, 'Horas de actividades autonomas': 5.5, 'Horas recibidas de capacitacion': 5 },
          total: 10.5,
        },
      },
      'GET /api/users/hours/entradas': { body: [] },
      'POST /api/users/hours': (body) => ({
        status: 201,
        body: { _id: 'h9', userId: 'u-op', createdBy: { _id: 'a', nombre: 'Ana' }, createdAt: '', editable: true, ...(body as object) },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ver horas de Oscar Operario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Horas de Oscar Operario' });
    const tabla = await within(dialog).findByRole('table', { name: 'Horas por mes de Oscar Operario' });
    expect(server.callsTo('GET', '/api/users/hours/mensual')[0].query).toMatchObject({ userId: 'u-op' });
    const total = within(tabla).getAllByRole('row').at(-1)!;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '5,5', '10,5']);
    const form = within(dialog).getByRole('form', { name: 'Agregar horas a Oscar Operario' });
    await user.type(within(form).getByRole('textbox', { name: /Número de horas/ }), '1,5');
    await user.click(within(form).getByRole('button', { name: 'Agregar corrección' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/users/hours')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/users/hours')[0].body).toMatchObject({ _id: 'u-op', quantity: 1.5, typeOf: 'Horas de actividades autonomas' });
    expect(await screen.findByText(/1,5 h de «Horas de actividades autonomas» registradas/)).toBeInTheDocument();
  });

  it('opens the version-control popup', async () => {
    setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Control de versiones' }));
    const dialog = await screen.findByRole('dialog', { name: APP_VERSION_LABEL });
    expect(within(dialog).getByText(/En implementacion/)).toBeInTheDocument();
    expect(within(dialog).getByText(/últimas 5 tarjetas cerradas/)).toBeInTheDocument();
    // This portal's entries on top, then the original's v. 1.4.0.
    const secciones = within(dialog)
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-label'));
    expect(secciones).toEqual(['Portal de Mejora Continua', 'Versión 1.4.0']);
    expect(within(dialog).getByText(/cambiar su pin/)).toBeInTheDocument();
    expect(CHANGELOG[0].origen).toBe('portal');
  });

  describe("users: 'Última actividad', role filter and the pin reset (issue 10)", () => {
    const activo = makeUser({
      _id: 'u-act',
      name: 'Ana Activa',
      role: 'Jefe de area',
      email: '300',
      ultimoLogin: '2026-11-20T11:00:00.000Z',
      ultimaActividad: '2026-11-20T13:05:00.000Z',
    });

    it("shows 'Última actividad' (the last request, and the last login below) and filters by role", async () => {
      setup({}, admin, [admin, operario, activo]);
      const grid = await screen.findByRole('grid');
      expect(within(grid).getByRole('columnheader', { name: 'Última actividad' })).toBeInTheDocument();
      const row = (await within(grid).findByText('Ana Activa')).closest('[role="row"]') as HTMLElement;
      // In the browser's time, as every date-time of the portal.
      expect(row).toHaveTextContent(formatearFechaHora('2026-11-20T13:05:00.000Z', ZONA_PRUEBAS));
      expect(row).toHaveTextContent(`Ingreso: ${formatearFechaHora('2026-11-20T11:00:00.000Z', ZONA_PRUEBAS)}`);
      expect(within(grid).getByText('Oscar Operario').closest('[role="row"]') as HTMLElement).toHaveTextContent('Nunca ingresó');

      await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'Jefe de area');
      await waitFor(() => expect(within(grid).queryByText('Oscar Operario')).not.toBeInTheDocument());
      expect(within(grid).getByText('Ana Activa')).toBeInTheDocument();
      expect(within(grid).queryByText(admin.name)).not.toBeInTheDocument();
    });

    it("resets a user's pin: the rule is checked first, then the call, and it says the user must change it", async () => {
      const { server } = setup({ 'POST /api/users/u-op/pin': { body: { ...operario, debeCambiarPin: true } } });
      const user = userEvent.setup();
      await accion(user, 'Oscar Operario', 'Restablecer pin');
      const dialog = await screen.findByRole('dialog', { name: 'Restablecer pin de Oscar Operario' });
      await user.type(within(dialog).getByLabelText(/Pin nuevo/), '123');
      await user.click(within(dialog).getByRole('button', { name: 'Restablecer pin' }));
      expect(await within(dialog).findByText(MSG.pinMin)).toBeInTheDocument();
      expect(server.callsTo('POST', '/api/users/u-op/pin')).toHaveLength(0);
      await user.type(within(dialog).getByLabelText(/Pin nuevo/), '456');
      await user.click(within(dialog).getByRole('button', { name: 'Restablecer pin' }));
      await waitFor(() => expect(server.callsTo('POST', '/api/users/u-op/pin')).toHaveLength(1));
      expect(server.callsTo('POST', '/api/users/u-op/pin')[0].body).toEqual({ pin: '123456' });
      expect(await screen.findByText('Pin de Oscar Operario restablecido: deberá cambiarlo al ingresar')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Restablecer pin de Oscar Operario' })).not.toBeInTheDocument());
    });

    it('shows the server refusal inside the dialog', async () => {
      setup({ 'POST /api/users/u-op/pin': { status: 404, body: { msg: MSG.usuarioNoEncontrado } } });
      const user = userEvent.setup();
      await accion(user, 'Oscar Operario', 'Restablecer pin');
      const dialog = await screen.findByRole('dialog', { name: 'Restablecer pin de Oscar Operario' });
      await user.type(within(dialog).getByLabelText(/Pin nuevo/), '123456');
      await user.click(within(dialog).getByRole('button', { name: 'Restablecer pin' }));
      expect(await within(dialog).findByText(MSG.usuarioNoEncontrado)).toBeInTheDocument();
    });
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('lists the users as cards with the same actions; a role change asks first', async () => {
      stubPhone();
      const { server } = setup({ 'POST /api/users/cambiarrol': { body: { ...operario, role: 'Admin' } } });
      const u = userEvent.setup();
      const list = await screen.findByRole('list', { name: 'Usuarios' });
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      const card = (await within(list).findByText('Oscar Operario')).closest('li') as HTMLElement;
      expect(card).toHaveTextContent('N° Legajo 200 · Operario · Equipo Azul');
      expect(card).toHaveTextContent('Última actividad: nunca ingresó');
      expect(within(card).getByRole('button', { name: 'Ver horas de Oscar Operario' })).toBeInTheDocument();
      await accion(u, 'Oscar Operario', 'Cambiar rol');
      const dialog = await screen.findByRole('dialog', { name: 'Cambiar rol de Oscar Operario' });
      await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Rol' }), 'Admin');
      expect(server.callsTo('POST', '/api/users/cambiarrol')).toHaveLength(0);
      await u.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
      expect(await screen.findByText('Rol de Oscar Operario cambiado a Admin')).toBeInTheDocument();
    });
  });
});
