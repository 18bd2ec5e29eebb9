import { describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, ROUTES } from '@portal/shared/domain';
import { SIN_PERMISO_PAGINA } from '@portal/shared/auth';
import RegisterPage from './RegisterPage';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';

const admin = makeUser();

function setup(routes: Parameters<typeof fakeServer>[0] = {}, user = admin) {
  const server = fakeServer({ 'GET /api/auth/user': { body: user }, 'GET /api/users': { body: [admin] }, ...routes });
  renderWithPortal({ user, routes: { [ROUTES.register]: <RegisterPage />, [ROUTES.admin]: <div>Página de administración</div> } });
  return server;
}

async function fill(values: { legajo?: string; nombre?: string; pin?: string; role?: string }) {
  const user = userEvent.setup();
  if (values.legajo !== undefined) await user.type(screen.getByLabelText('N° Legajo'), values.legajo);
  if (values.nombre !== undefined) await user.type(screen.getByLabelText('Nombre'), values.nombre);
  if (values.pin !== undefined) await user.type(screen.getByLabelText('Pin'), values.pin);
  if (values.role !== undefined) await user.selectOptions(screen.getByLabelText('Rol'), values.role);
  await user.click(screen.getByRole('button', { name: 'Subir' }));
}

describe('RegisterPage', () => {
  it('shows the title and the fields (with the optional equipo autonomo) to an Admin', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Registrar usuario' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pin')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Rol')).toHaveValue('Operario');
    expect(
      within(screen.getByLabelText('Rol'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Jefe de area', 'Operario']);
    expect(screen.getByLabelText('Equipo autonomo')).toHaveValue('');
  });

  it('shows the legajo and pin messages and sends nothing when invalid', async () => {
    const server = setup();
    await fill({ legajo: '1234567', nombre: 'Juan', pin: '12345' });
    expect(await screen.findByText(MSG.legajoMax)).toBeInTheDocument();
    expect(screen.getByText(MSG.pinMin)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users')).toHaveLength(0);
  });

  it('shows the required messages on an empty submit and sends nothing', async () => {
    const server = setup();
    await fill({});
    expect(await screen.findByText(MSG.legajoRequerido)).toBeInTheDocument();
    expect(screen.getByText(MSG.nombreRequerido)).toBeInTheDocument();
    expect(screen.getByText(MSG.pinRequerido)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users')).toHaveLength(0);
  });

  it('refuses a non-numeric legajo', async () => {
    const server = setup();
    await fill({ legajo: '12a', nombre: 'Juan', pin: '123456' });
    expect(await screen.findByText(MSG.legajoNumerico)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users')).toHaveLength(0);
  });

  it('posts a valid user and goes to /admin', async () => {
    const server = setup({
      'POST /api/users': (body) => ({
        status: 201,
        body: { ...makeUser({ _id: 'u2', name: 'Juan Pérez', email: '4321', role: 'Jefe de area' }), ...(body as object) },
      }),
    });
    await fill({ legajo: '4321', nombre: 'Juan Pérez', pin: '654321', role: 'Jefe de area' });
    expect(await screen.findByText('Página de administración')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.admin);
    expect(screen.getByText('Usuario Juan Pérez registrado')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users').map((c) => c.body)).toEqual([
      { email: '4321', name: 'Juan Pérez', password: '654321', role: 'Jefe de area', equipo: null, correo: null },
    ]);
  });

  it("shows the server's message when registering fails (REGISTER_FAIL)", async () => {
    setup({ 'POST /api/users': { status: 409, body: { msg: MSG.legajoDuplicado } } });
    await fill({ legajo: '100', nombre: 'Otro', pin: '123456' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.legajoDuplicado);
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.register);
  });

  it('shows no form to a non-Admin', async () => {
    const jefe = makeUser({ _id: 'u-jefe', role: 'Jefe de area' });
    setup({}, jefe);
    expect(screen.getByText(SIN_PERMISO_PAGINA)).toBeInTheDocument();
    expect(screen.queryByLabelText('N° Legajo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subir' })).not.toBeInTheDocument();
  });

  it('redirects to /login without a session', async () => {
    setup({}, null as never);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login));
  });
});
