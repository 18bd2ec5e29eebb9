import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, type Campo } from '@portal/shared/domain';
import { draftKey } from '@portal/shared/ui';
import { elegirOpcion, fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import AgregarTarjetaPage from '../../pages/AgregarTarjetaPage';
import { CAMPOS_FIXTURE, makeTarjeta } from '../test/makeTarjeta';

vi.mock('./sinConexion', () => ({
  guardarSinConexion: vi.fn(async () => false),
  cargarPendiente: vi.fn(async () => undefined),
  quitarPendiente: vi.fn(async () => undefined),
}));

const operario = makeUser({ _id: 'u-op', name: 'Oscar Operario', role: 'Operario' });
const PRENSA = '0b6f4c8e-2d7a-4b1e-9c3f-5a8d2e7f1c41';
const CAMPOS: Campo[] = [...CAMPOS_FIXTURE, { _id: PRENSA, name: 'maquina', value: 'Prensa 7', parteMaquina: ['Guía'], equipo: 'Equipo B' }];
const AUDITORIA = '/programa/auditorias/22222222-2222-4222-8222-222222222222';
const TEXTO = 'Auditoría del paso 1: Cada anomalía tiene su tarjeta — Motor sin tarjeta';

function setup(query: Record<string, string>) {
  const server = fakeServer({
    'GET /api/auth/user': { body: operario },
    'GET /api/campos': { body: CAMPOS },
    'GET /api/tarjetas/siguiente-numero': (_b, call) => ({ body: { color: call.query.color, numero: 13 } }),
    'GET /api/tarjetas/abiertas': { body: { total: 0, tarjetas: [] } },
    'POST /api/tarjetas': (body) => ({ status: 201, body: makeTarjeta({ ...(body as object), _id: 'nueva', numero: 13 }) }),
  });
  renderWithPortal({
    user: operario,
    route: `${ROUTES.agregarTarjeta}?${new URLSearchParams(query).toString()}`,
    routes: { [ROUTES.agregarTarjeta]: <AgregarTarjetaPage />, [ROUTES.tarjetas]: <div>Lista de tarjetas</div>, [ROUTES.auditoriaAm]: <div>La auditoría</div> },
  });
  return server;
}

const descripcion = () => screen.getByRole('textbox', { name: /^Descripción/ });

async function completarYSubir() {
  const user = userEvent.setup();
  await elegirOpcion(user, 'Color', 'Roja');
  // The audit names the machine, not the part.
  await user.selectOptions(screen.getByLabelText(/^Parte de maquina/), 'Guía');
  await elegirOpcion(user, 'Prioridad', 'Alta');
  await elegirOpcion(user, 'Reparación', 'Con maquina en marcha');
  await elegirOpcion(user, 'Riesgo Inicial', 'MO: MODERADO');
  await elegirOpcion(user, 'Familia de anomalias', '2 - Condiciones basicas');
  await elegirOpcion(user, 'Tipo de R/FC/LDA', 'Riesgo mecánico');
  await user.click(screen.getByRole('button', { name: 'Subir' }));
}

beforeEach(() => sessionStorage.clear());

describe('a card raised from a step audit (issue 25 §2)', () => {
  it('comes with the machine and the description, and goes back to the audit once saved', async () => {
    const server = setup({ maquina: PRENSA, descripcion: TEXTO, volver: AUDITORIA });
    await waitFor(() => expect(descripcion()).toHaveValue(TEXTO));
    expect(screen.getByLabelText(/^Maquina\/Instalación/)).toHaveValue('Prensa 7');
    await completarYSubir();
    expect(await screen.findByText('La auditoría')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(AUDITORIA);
    expect(server.callsTo('POST', '/api/tarjetas')[0].body).toMatchObject({ maquina: 'Prensa 7', descripcion: TEXTO });
  });

  it('does not overwrite a description already written in the draft', async () => {
    sessionStorage.setItem(draftKey('u-op', 'agregar'), JSON.stringify({ v: 1, values: { descripcion: 'Lo que ya escribí' } }));
    setup({ descripcion: TEXTO, volver: AUDITORIA });
    await waitFor(() => expect(descripcion()).toHaveValue('Lo que ya escribí'));
  });

  it('ignores a way back outside the portal’s audits: the card goes to the list as usual', async () => {
    setup({ maquina: PRENSA, descripcion: TEXTO, volver: 'https://otro.example/programa/auditorias/x' });
    await waitFor(() => expect(descripcion()).toHaveValue(TEXTO));
    await completarYSubir();
    expect(await screen.findByText('Lista de tarjetas')).toBeInTheDocument();
  });
});
