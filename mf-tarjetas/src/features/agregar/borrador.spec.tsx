import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@portal/shared/domain';
import { draftKey } from '@portal/shared/ui';
import AgregarTarjetaPage from '../../pages/AgregarTarjetaPage';
import { fakeServer, makeUser, renderWithPortal, elegirOpcion, opcionElegida } from '@portal/shared/testing';
import { CAMPOS_FIXTURE, makeTarjeta } from '../test/makeTarjeta';

const operario = makeUser({ _id: 'u-op', name: 'Oscar Operario', role: 'Operario' });
const KEY = draftKey('u-op', 'agregar');

function setup() {
  const server = fakeServer({
    'GET /api/auth/user': { body: operario },
    'GET /api/campos': { body: CAMPOS_FIXTURE },
    'GET /api/tarjetas/siguiente-numero': { body: { color: 'Roja', numero: 13 } },
    'POST /api/tarjetas': (body) => ({ status: 201, body: makeTarjeta(body as object) }),
  });
  const view = renderWithPortal({
    user: operario,
    routes: { [ROUTES.agregarTarjeta]: <AgregarTarjetaPage />, [ROUTES.tarjetas]: <div>Lista de tarjetas</div> },
  });
  return { server, view };
}

const campo = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[/]/g, '\\/')}( \\*)?$`));
const opciones = (label: string) =>
  within(campo(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

async function llenarParte() {
  const user = userEvent.setup();
  await waitFor(() => expect(opciones('Maquina/Instalación')).toContain('Envasadora'));
  await elegirOpcion(user, 'Color', 'Roja');
  await user.selectOptions(campo('Maquina/Instalación'), 'Envasadora');
  await user.selectOptions(campo('Parte de maquina'), 'Sellador');
  await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'Pérdida de aceite');
  await elegirOpcion(user, 'Prioridad', 'Media');
  return user;
}

// Filling a dozen native selects is slow in jsdom on a busy machine.
describe('the add form keeps a draft', () => {
  it('comes back filled after the page was left (session expired, reload), the machine’s part included', async () => {
    const first = setup();
    await llenarParte();
    first.view.unmount();
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '{}').values).toMatchObject({ color: 'Roja', maquina: 'Envasadora', parteMaquina: 'Sellador' });

    setup();
    await waitFor(() => expect(campo('Parte de maquina')).toHaveValue('Sellador'));
    expect(opcionElegida('Color')).toBe('Roja');
    expect(campo('Maquina/Instalación')).toHaveValue('Envasadora');
    expect(screen.getByRole('textbox', { name: /^Descripción/ })).toHaveValue('Pérdida de aceite');
    expect(opcionElegida('Prioridad')).toBe('Media');
    expect(campo('Detectó')).toHaveValue('Oscar Operario');
  });

  it('still clears the part when the user changes the machine', async () => {
    setup();
    const user = await llenarParte();
    await user.selectOptions(campo('Maquina/Instalación'), 'Extrusora 1');
    expect(campo('Parte de maquina')).toHaveValue('');
  });

  it('a successful Subir drops the draft', async () => {
    const { server } = setup();
    const user = await llenarParte();
    await elegirOpcion(user, 'Riesgo Inicial', 'MO: MODERADO');
    await elegirOpcion(user, 'Reparación', 'Con maquina parada');
    await user.selectOptions(campo('Equipo Autonomo'), 'Equipo B');
    await elegirOpcion(user, 'Familia de anomalias', '2 - Condiciones basicas');
    await elegirOpcion(user, 'Tipo de R/FC/LDA', 'Riesgo mecánico');
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Lista de tarjetas')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/tarjetas')).toHaveLength(1);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
