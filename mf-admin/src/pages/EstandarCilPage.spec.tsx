import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detallePath, estandarCilPath, formatearFechaHora, MSG, ROUTES, rutinaCilPath, type RutinaCil } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal, ZONA_PRUEBAS, type FakeRoutes } from '@portal/shared/testing';
import EstandarCilPage from './EstandarCilPage';
import { linea, MAQUINA_ID, rutina } from '../features/cil/cilDePrueba';

// jsdom has no canvas: the resize is shared/ui's (tested there).
vi.mock('@portal/shared/ui', async (original) => ({
  ...(await original<typeof import('@portal/shared/ui')>()),
  redimensionarFoto: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const GET = `/api/cil/maquinas/${MAQUINA_ID}`;

function setup(r: RutinaCil = rutina(), routes: FakeRoutes = {}, role: 'Admin' | 'Operario' = 'Admin') {
  const user = makeUser(role === 'Admin' ? {} : { _id: 'u-op', role: 'Operario' });
  const server = fakeServer({ 'GET /api/auth/user': { body: user }, 'GET /api/campos': { body: [] }, [`GET ${GET}`]: { body: r }, ...routes });
  renderWithPortal({ user, route: estandarCilPath(MAQUINA_ID), routes: { [ROUTES.estandarCil]: <EstandarCilPage /> } });
  return server;
}

const puntos = () => screen.getAllByRole('article');

describe('EstandarCilPage (a machine’s CIL standard)', () => {
  it('shows the machine, its team, the way to the routine, the picture with the marked points and the points in number order', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Estándar CIL · Extrusora 1' })).toBeInTheDocument();
    expect(screen.getByText('Equipo autónomo: Equipo Azul')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la rutina' })).toHaveAttribute('href', rutinaCilPath(MAQUINA_ID));
    expect(screen.getByRole('img', { name: 'Imagen de Extrusora 1 con sus puntos CIL' })).toHaveAttribute('src', '/uploads/extrusora.jpg');
    // Only the marked point is drawn, at its fractions of the picture.
    const marca = screen.getByRole('img', { name: 'Marca del Punto 1 · Cadena' });
    expect(marca).toHaveTextContent('1');
    expect(marca).toHaveStyle({ left: '25%', top: '50%' });
    expect(screen.queryByRole('img', { name: /Marca del Punto 2/ })).not.toBeInTheDocument();
    expect(screen.getByText('Un punto no está marcado en la imagen.')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Puntos (2)' })).toBeInTheDocument();
    const [p1, p2] = puntos();
    expect(p1).toHaveAccessibleName('Punto 1 · Cadena');
    expect(within(p1).getByText('Lubricación')).toBeInTheDocument();
    expect(within(p1).getByText('Semanal')).toBeInTheDocument();
    expect(within(p1).getByText('5 min')).toBeInTheDocument();
    expect(within(p1).getByText('Lubricar la cadena de arrastre')).toBeInTheDocument();
    expect(within(p1).getByText('Película fina, sin goteo')).toBeInTheDocument();
    expect(within(p1).getByText('Aceitera manual')).toBeInTheDocument();
    expect(p2).toHaveAccessibleName('Punto 2 · Tolva');
    expect(within(p2).getByText('Cada 15 días')).toBeInTheDocument();
    expect(within(p2).getByText('Sin marca')).toBeInTheDocument();
    expect(within(p2).getByRole('img', { name: 'Foto de referencia del Punto 2 · Tolva' })).toHaveAttribute('src', '/uploads/tolva.jpg');
    expect(within(p2).getByRole('button', { name: 'Editar Punto 2 · Tolva' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without puedeEditar: a read-only notice with the way to the routine, and no way to change anything', async () => {
    setup(rutina({ puedeEditar: false }), {}, 'Operario');
    const aviso = await screen.findByText(/Solo un administrador o un jefe de área define los puntos CIL/);
    expect(within(aviso).getByRole('link', { name: 'vaya a la rutina' })).toHaveAttribute('href', rutinaCilPath(MAQUINA_ID));
    expect(puntos()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Agregar punto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dar de baja/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Elegir la imagen de la máquina')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Historial del Punto 1 · Cadena' })).toBeInTheDocument();
  });

  it('the history of a point: when (plant time), who, the result, the comment, the photo and a link to the card raised', async () => {
    const server = setup(rutina(), {
      'GET /api/cil/puntos/p1/historial': {
        body: [
          linea(),
          linea({
            ejecucion: 'e0',
            en: '2026-02-24T07:00:00.000Z',
            resultado: 'no_realizado',
            comentario: '',
            motivo: 'Máquina en marcha',
            foto: null,
            tarjeta: null,
          }),
        ],
      },
    });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Historial del Punto 1 · Cadena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historial del Punto 1 · Cadena' });
    const lineas = await within(dialog).findAllByRole('listitem');
    expect(lineas).toHaveLength(2);
    expect(within(lineas[0]).getByText(formatearFechaHora('2026-03-03T08:15:00.000Z', ZONA_PRUEBAS))).toBeInTheDocument();
    expect(within(lineas[0]).getByText('Oscar Operario')).toBeInTheDocument();
    expect(within(lineas[0]).getByText('No OK')).toBeInTheDocument();
    expect(within(lineas[0]).getByText('La cadena estaba seca')).toBeInTheDocument();
    expect(within(lineas[0]).getByRole('img')).toHaveAttribute('src', '/uploads/cadena-seca.jpg');
    expect(within(lineas[0]).getByRole('link', { name: 'Tarjeta Roja N°12' })).toHaveAttribute('href', detallePath('t12'));
    expect(within(lineas[1]).getByText('No realizado')).toBeInTheDocument();
    expect(within(lineas[1]).getByText('Motivo: Máquina en marcha')).toBeInTheDocument();
    expect(within(lineas[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/cil/puntos/p1/historial')).toHaveLength(1);
  });

  it('"Dar de baja" asks first, then ends the point (DELETE) and reads the standard again', async () => {
    let actual = rutina();
    const server = setup(actual, {
      [`GET ${GET}`]: () => ({ body: actual }),
      'DELETE /api/cil/puntos/p2': () => {
        actual = rutina({ puntos: actual.puntos.filter((p) => p._id !== 'p2') });
        return { body: { success: true } };
      },
    });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Dar de baja el Punto 2 · Tolva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dar de baja el punto' });
    expect(dialog).toHaveTextContent('¿Dar de baja el Punto 2 · Tolva? Deja de pedirse en la rutina desde hoy; su historia se conserva.');
    await ue.click(within(dialog).getByRole('button', { name: 'Dar de baja' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/cil/puntos/p2')).toHaveLength(1));
    await waitFor(() => expect(puntos()).toHaveLength(1));
    expect(await screen.findByText('Punto 2 · Tolva dado de baja')).toBeInTheDocument();
  });

  it('uploads the machine’s picture (resized, then saved on the machine) and removes it after asking', async () => {
    let actual = rutina({ imagen: null });
    const server = setup(actual, {
      [`GET ${GET}`]: () => ({ body: actual }),
      'POST /api/uploads': { status: 201, body: { secure_url: '/uploads/nueva.jpg' } },
      [`PUT ${GET}/imagen`]: (b) => {
        actual = rutina(b as Partial<RutinaCil>);
        return { body: actual };
      },
    });
    const ue = userEvent.setup();
    expect(await screen.findByText(/Suba una foto o un esquema de la máquina/)).toBeInTheDocument();
    await ue.upload(screen.getByLabelText('Elegir la imagen de la máquina'), new File(['raw'], 'IMG_1.HEIC', { type: 'image/heic' }));
    await waitFor(() => expect(server.callsTo('PUT', `${GET}/imagen`)).toHaveLength(1));
    expect(server.callsTo('PUT', `${GET}/imagen`)[0].body).toEqual({ imagen: '/uploads/nueva.jpg' });
    expect(await screen.findByRole('img', { name: 'Imagen de Extrusora 1 con sus puntos CIL' })).toHaveAttribute('src', '/uploads/nueva.jpg');
    await ue.click(await screen.findByRole('button', { name: 'Quitar imagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar imagen' });
    await ue.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(server.callsTo('PUT', `${GET}/imagen`)).toHaveLength(2));
    expect(server.callsTo('PUT', `${GET}/imagen`)[1].body).toEqual({ imagen: null });
    await waitFor(() => expect(screen.queryByRole('img', { name: /^Imagen de Extrusora 1/ })).not.toBeInTheDocument());
  });

  it('an unknown machine says so', async () => {
    setup(rutina(), { [`GET ${GET}`]: { status: 404, body: { msg: MSG.cilMaquinaNoEncontrada } } });
    expect(await screen.findByText(MSG.cilMaquinaNoEncontrada)).toBeInTheDocument();
  });
});
