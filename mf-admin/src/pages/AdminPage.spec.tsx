import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_VERSION_LABEL, CAMPO_LABELS, CHANGELOG, ETIQUETAS_QR_FILE_NAME, formatearFechaHora, MSG, ROUTES } from '@portal/shared/domain';
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
  hours: [
    { _id: 'h1', quantity: 2, typeOf: 'Horas de actividades autonomas', date: '2021-01-10' },
    { _id: 'h2', quantity: 3, typeOf: 'Horas de actividades autonomas', date: '2021-01-20' },
    { _id: 'h3', quantity: 5, typeOf: 'Horas recibidas de capacitacion', date: '2020-12-03' },
  ],
});
const campos: Campo[] = [
  { _id: 'c1', name: 'maquina', value: 'Extrusora 1', parteMaquina: ['Tornillo'], equipo: null },
  { _id: 'c2', name: 'equipo', value: 'Equipo Azul', parteMaquina: [], equipo: null },
  { _id: 'c3', name: 'tipo', value: 'R', parteMaquina: [], equipo: null },
  { _id: 'c4', name: 'riesgoInicial', value: 'NS: NO SIGNIFICATIVO', parteMaquina: [], equipo: null },
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

const group = (name: keyof typeof CAMPO_LABELS) => screen.getByRole('region', { name: CAMPO_LABELS[name] });

describe('AdminPage', () => {
  // Many role queries over the whole grid and nine panels: slow in jsdom on a busy machine.
  it('shows the users table and the field options to an Admin', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Administrar usuarios' })).toBeInTheDocument();
    // The org chart is reached from here (the navbar does not list it, spec §2).
    expect(screen.getByRole('link', { name: 'Organigrama' })).toHaveAttribute('href', ROUTES.chart);
    // The card import (issue 13) too.
    expect(screen.getByRole('link', { name: 'Importar tarjetas' })).toHaveAttribute('href', ROUTES.importar);
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('Oscar Operario')).toBeInTheDocument();
    for (const header of ['N° Legajo', 'Nombre', 'Rol', 'Horas', 'Eliminar', 'Cambiar rol']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(grid).getByText('200')).toBeInTheDocument();
    expect(await screen.findByText('Extrusora 1')).toBeInTheDocument();
    for (const label of Object.values(CAMPO_LABELS)) {
      expect(screen.getByRole('region', { name: label })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Agregar ${label}` })).toBeInTheDocument();
    }
    expect(within(group('equipo')).getByText('Equipo Azul')).toBeInTheDocument();
    expect(within(group('maquina')).getByText('Tornillo')).toBeInTheDocument();
    expect(within(group('riesgoFinal')).getByText('Sin valores cargados.')).toBeInTheDocument();
  });

  it('shows no content to a non-Admin and does not load the users', async () => {
    const jefe = makeUser({ _id: 'u-jefe', role: 'Jefe de area' });
    const { server } = setup({}, jefe);
    expect(screen.getByText(SIN_PERMISO_PAGINA)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByText('Campos')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar usuario' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/api/auth/user').length).toBeGreaterThan(0));
    expect(server.callsTo('GET', '/api/users')).toHaveLength(0);
    expect(server.callsTo('GET', '/api/campos')).toHaveLength(0);
  });

  it("'Agregar usuario' goes to /register", async () => {
    setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Agregar usuario' }));
    expect(await screen.findByText('Formulario de registro')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.register);
  });

  it('asks before changing a role; cancel leaves the select as it was and sends nothing', async () => {
    const { server } = setup();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Cambiar rol de Oscar Operario' });
    await user.selectOptions(select, 'Admin');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar rol' });
    expect(dialog).toHaveTextContent('¿Cambiar el rol de Oscar Operario de Operario a Admin?');
    expect(select).toHaveValue('Operario');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(select).toHaveValue('Operario');
    expect(server.callsTo('POST', '/api/users/cambiarrol')).toHaveLength(0);
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
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Cambiar rol de Oscar Operario' });
    await user.selectOptions(select, 'Jefe de area');
    await user.click(within(await screen.findByRole('dialog', { name: 'Cambiar rol' })).getByRole('button', { name: 'Cambiar rol' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/users/cambiarrol').map((c) => c.body)).toEqual([{ _id: 'u-op', rol: 'Jefe de area' }]));
    expect(await screen.findByText('Rol de Oscar Operario cambiado a Jefe de area')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByText('Oscar Operario').closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Jefe de area', { selector: '[role="gridcell"]' })).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Cambiar rol de Oscar Operario' })).toHaveValue('Jefe de area');
  });

  it("shows the server's role-change error in the dialog (CAMBIAR_ROL_ERROR), with no success message", async () => {
    setup({ 'POST /api/users/cambiarrol': { status: 409, body: { msg: MSG.ultimoAdmin } } });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Cambiar rol de Ana Admin' });
    await user.selectOptions(select, 'Operario');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar rol' });
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.ultimoAdmin);
    expect(screen.queryByText(/cambiado a/)).not.toBeInTheDocument();
    expect(select).toHaveValue('Admin');
  });

  it('searches users by name (accents and case ignored) or legajo', async () => {
    setup({}, admin, [admin, operario, makeUser({ _id: 'u-3', name: 'Carla Ríos', email: '3000', role: 'Operario' })]);
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('Carla Ríos');
    const search = screen.getByRole('searchbox', { name: 'Buscar usuario' });
    await user.type(search, 'rios');
    await waitFor(() => expect(within(grid).queryByText('Oscar Operario')).not.toBeInTheDocument());
    expect(within(grid).getByText('Carla Ríos')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '200');
    await waitFor(() => expect(within(grid).queryByText('Carla Ríos')).not.toBeInTheDocument());
    expect(within(grid).getByText('Oscar Operario')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nadie');
    expect(await screen.findByText('No se encontraron usuarios')).toBeInTheDocument();
  });

  it('deletes a user after confirming and removes the row', async () => {
    const { server } = setup({ 'DELETE /api/users/u-op': { body: { success: true } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Oscar Operario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar usuario' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/users/u-op')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar Oscar Operario' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
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
      'POST /api/users/hours': (body) => ({ status: 201, body: { _id: 'h9', userId: 'u-op', createdBy: { _id: 'a', nombre: 'Ana' }, createdAt: '', editable: true, ...(body as object) } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ver horas de Oscar Operario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Horas de Oscar Operario' });
    const tabla = await within(dialog).findByRole('table', { name: 'Horas por mes de Oscar Operario' });
    expect(server.callsTo('GET', '/api/users/hours/mensual')[0].query).toMatchObject({ userId: 'u-op' });
    const total = within(tabla).getAllByRole('row').at(-1)!;
    expect(within(total).getAllByRole('cell').map((c) => c.textContent)).toEqual(['5', '5,5', '10,5']);
    const form = within(dialog).getByRole('form', { name: 'Agregar horas a Oscar Operario' });
    await user.type(within(form).getByRole('textbox', { name: /Número de horas/ }), '1,5');
    await user.click(within(form).getByRole('button', { name: 'Agregar corrección' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/users/hours')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/users/hours')[0].body).toMatchObject({ _id: 'u-op', quantity: 1.5, typeOf: 'Horas de actividades autonomas' });
    expect(await screen.findByText(/1,5 h de «Horas de actividades autonomas» registradas/)).toBeInTheDocument();
  });

  it('keeps the add popup open on an empty value and closes it once saved', async () => {
    let saved: Campo[] = campos;
    const { server } = setup({
      'GET /api/campos': () => ({ body: saved }),
      'POST /api/campos': (body) => {
        const campo = { _id: 'c9', parteMaquina: [], equipo: null, ...(body as { name: Campo['name']; value: string }) };
        saved = [...saved, campo];
        return { status: 201, body: campo };
      },
    });
    const user = userEvent.setup();
    await within(await screen.findByRole('region', { name: CAMPO_LABELS.equipo })).findByText('Equipo Azul');
    await user.click(screen.getByRole('button', { name: 'Agregar Equipo Autonomo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar Equipo Autonomo' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText(MSG.campoValorRequerido)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Valor'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/campos')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Valor'));
    await user.type(within(dialog).getByLabelText('Valor'), 'Equipo Verde');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/campos').map((c) => c.body)).toEqual([{ name: 'equipo', value: 'Equipo Verde' }]);
    expect(await screen.findByText(`Valor "Equipo Verde" agregado a ${CAMPO_LABELS.equipo}`)).toBeInTheDocument();
    expect(await within(group('equipo')).findByText('Equipo Verde')).toBeInTheDocument();
  });

  it("shows the server's error in the add popup and keeps it open", async () => {
    setup({ 'POST /api/campos': { status: 409, body: { msg: MSG.campoDuplicado } } });
    const user = userEvent.setup();
    await screen.findByText('R');
    await user.click(screen.getByRole('button', { name: `Agregar ${CAMPO_LABELS.tipo}` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Valor'), 'R');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.campoDuplicado);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: `Agregar ${CAMPO_LABELS.tipo}` }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(reopened).getByLabelText('Valor')).toHaveValue('');
  });

  it('adds and deletes a machine part', async () => {
    const { server } = setup({
      'POST /api/campos/parteMaquina': { body: { ...campos[0], parteMaquina: ['Tornillo', 'Motor'] } },
      'POST /api/campos/parteMaquinaDelete': { body: { ...campos[0], parteMaquina: [] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar parte a Extrusora 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar parte a Extrusora 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText(MSG.parteRequerida)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Valor'), 'Motor');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/campos/parteMaquina').map((c) => c.body)).toEqual([{ _id: 'c1', name: 'Motor' }]);
    const aviso = await screen.findByRole('status');
    expect(aviso).toHaveTextContent('Parte "Motor" agregada a Extrusora 1');
    // The snackbar shows one message at a time: close this one so the next shows now.
    await user.click(within(aviso).getByRole('button'));

    await user.click(screen.getByRole('button', { name: 'Eliminar parte Tornillo de Extrusora 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/campos/parteMaquinaDelete').map((c) => c.body)).toEqual([{ _id: 'c1', name: 'Tornillo' }]);
    expect(await screen.findByText('Parte "Tornillo" eliminada de Extrusora 1')).toBeInTheDocument();
  });

  it("sets a machine's Equipo autónomo from its card", async () => {
    const { server } = setup({ 'POST /api/campos/equipoMaquina': { body: { ...campos[0], equipo: 'Equipo Azul' } } });
    const user = userEvent.setup();
    const equipo = await screen.findByRole('combobox', { name: 'Equipo autónomo de Extrusora 1' });
    expect(equipo).toHaveValue('');
    expect(within(equipo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccionar', 'Equipo Azul']);
    await user.selectOptions(equipo, 'Equipo Azul');
    expect(await screen.findByRole('status')).toHaveTextContent('Extrusora 1: equipo autónomo Equipo Azul');
    expect(server.callsTo('POST', '/api/campos/equipoMaquina').map((c) => c.body)).toEqual([{ _id: 'c1', equipo: 'Equipo Azul' }]);
  });

  it('deletes a field option after confirming', async () => {
    const { server } = setup({ 'DELETE /api/campos/c2': { body: { success: true } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Eliminar Equipo Azul de ${CAMPO_LABELS.equipo}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Eliminar valor' })).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/campos/c2')).toHaveLength(1));
    expect(await screen.findByText(`Valor "Equipo Azul" eliminado de ${CAMPO_LABELS.equipo}`)).toBeInTheDocument();
  });

  describe('QR labels', () => {
    const guardados: { blob: Blob; nombre: string }[] = [];
    beforeEach(() => {
      guardados.length = 0;
      let ultimo: Blob;
      vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => ((ultimo = b as Blob), 'blob:fake'));
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        guardados.push({ blob: ultimo, nombre: this.download });
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it("downloads one machine's labels from its row and every machine's from the panel, with the session token", async () => {
      const { server } = setup({ 'GET /api/campos/etiquetas': { body: 'pdf' } });
      const user = userEvent.setup();
      const maquinas = await screen.findByTestId('maquina-c1');
      await user.click(within(maquinas).getByRole('button', { name: 'Etiquetas QR de Extrusora 1' }));
      await waitFor(() => expect(guardados).toHaveLength(1));
      await user.click(within(group('maquina')).getByRole('button', { name: 'Etiquetas QR' }));
      await waitFor(() => expect(guardados).toHaveLength(2));
      expect(server.callsTo('GET', '/api/campos/etiquetas').map((c) => [c.query, c.headers.authorization])).toEqual([
        [{ maquina: 'c1' }, 'Bearer test-token'],
        [{}, 'Bearer test-token'],
      ]);
      expect(guardados.map((g) => g.nombre)).toEqual([ETIQUETAS_QR_FILE_NAME, ETIQUETAS_QR_FILE_NAME]);
      expect(await guardados[0].blob.text()).toBe('"pdf"');
      // Only machines have labels.
      expect(within(group('equipo')).queryByRole('button', { name: /Etiquetas QR/ })).not.toBeInTheDocument();
    });

    it("shows the server's message when the labels cannot be made, and saves nothing", async () => {
      setup({ 'GET /api/campos/etiquetas': { status: 404, body: { msg: MSG.etiquetaMaquinaNoEncontrada } } });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Etiquetas QR de Extrusora 1' }));
      expect(await screen.findByText(MSG.etiquetaMaquinaNoEncontrada)).toBeInTheDocument();
      expect(guardados).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Etiquetas QR de Extrusora 1' })).toBeEnabled();
    });

    it('offers no sheet of every machine while there is none', async () => {
      setup({ 'GET /api/campos': { body: campos.filter((c) => c.name !== 'maquina') } });
      await within(await screen.findByRole('region', { name: CAMPO_LABELS.maquina })).findByText('Sin valores cargados.');
      expect(within(group('maquina')).getByRole('button', { name: 'Etiquetas QR' })).toBeDisabled();
    });
  });

  it('opens the version-control popup', async () => {
    setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Control de versiones' }));
    const dialog = await screen.findByRole('dialog', { name: APP_VERSION_LABEL });
    expect(within(dialog).getByText(/En implementacion/)).toBeInTheDocument();
    expect(within(dialog).getByText(/últimas 5 tarjetas cerradas/)).toBeInTheDocument();
    // This portal's entries on top, then the original's v. 1.4.0.
    const secciones = within(dialog).getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(secciones).toEqual(['Portal de Mejora Continua', 'Versión 1.4.0']);
    expect(within(dialog).getByText(/cambiar su pin/)).toBeInTheDocument();
    expect(CHANGELOG[0].origen).toBe('portal');
  });

  describe("users: 'Última actividad', role filter and the pin reset (issue 10)", () => {
    const activo = makeUser({ _id: 'u-act', name: 'Ana Activa', role: 'Jefe de area', email: '300', ultimoLogin: '2026-11-20T11:00:00.000Z', ultimaActividad: '2026-11-20T13:05:00.000Z' });

    it("shows 'Última actividad' (the last request, and the last login below) and filters by role", async () => {
      setup({}, admin, [admin, operario, activo]);
      const grid = await screen.findByRole('grid');
      expect(within(grid).getByRole('columnheader', { name: 'Última actividad' })).toBeInTheDocument();
      const row = (await within(grid).findByText('Ana Activa')).closest('[role="row"]') as HTMLElement;
      // In the browser's time, as every date-time of the portal.
      expect(row).toHaveTextContent(formatearFechaHora('2026-11-20T13:05:00.000Z', ZONA_PRUEBAS));
      expect(row).toHaveTextContent(`Ingreso: ${formatearFechaHora('2026-11-20T11:00:00.000Z', ZONA_PRUEBAS)}`);
      expect((within(grid).getByText('Oscar Operario').closest('[role="row"]') as HTMLElement)).toHaveTextContent('Nunca ingresó');

      await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'Jefe de area');
      await waitFor(() => expect(within(grid).queryByText('Oscar Operario')).not.toBeInTheDocument());
      expect(within(grid).getByText('Ana Activa')).toBeInTheDocument();
      expect(within(grid).queryByText(admin.name)).not.toBeInTheDocument();
    });

    it("resets a user's pin: the rule is checked first, then the call, and it says the user must change it", async () => {
      const { server } = setup({ 'POST /api/users/u-op/pin': { body: { ...operario, debeCambiarPin: true } } });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Restablecer pin de Oscar Operario' }));
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
      await user.click(await screen.findByRole('button', { name: 'Restablecer pin de Oscar Operario' }));
      const dialog = await screen.findByRole('dialog', { name: 'Restablecer pin de Oscar Operario' });
      await user.type(within(dialog).getByLabelText(/Pin nuevo/), '123456');
      await user.click(within(dialog).getByRole('button', { name: 'Restablecer pin' }));
      expect(await within(dialog).findByText(MSG.usuarioNoEncontrado)).toBeInTheDocument();
    });
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('lists the users as cards with their actions; a role change asks first', async () => {
      stubPhone();
      const { server } = setup({ 'POST /api/users/cambiarrol': { body: { ...operario, role: 'Admin' } } });
      const user = userEvent.setup();
      const list = await screen.findByRole('list', { name: 'Usuarios' });
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      const card = (await within(list).findByText('Oscar Operario')).closest('li') as HTMLElement;
      expect(card).toHaveTextContent('N° Legajo 200');
      expect(within(card).getByRole('button', { name: 'Ver horas de Oscar Operario' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Eliminar Oscar Operario' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Restablecer pin de Oscar Operario' })).toBeInTheDocument();
      expect(card).toHaveTextContent('Última actividad: nunca ingresó');
      await user.selectOptions(within(card).getByRole('combobox', { name: 'Cambiar rol de Oscar Operario' }), 'Admin');
      const dialog = await screen.findByRole('dialog', { name: 'Cambiar rol' });
      expect(server.callsTo('POST', '/api/users/cambiarrol')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
      expect(await screen.findByText('Rol de Oscar Operario cambiado a Admin')).toBeInTheDocument();
    });
  });
});
