import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { estandarCilPath, MSG, ROUTES, type Campo } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal, type FakeRoutes } from '@portal/shared/testing';
import EstandarCilPage from '../../pages/EstandarCilPage';
import { MAQUINA_ID, punto, rutina } from './cilDePrueba';
import { AVISO_CAMBIO_FRECUENCIA } from './textos';

// jsdom has no canvas: the resize is shared/ui's (tested there).
vi.mock('@portal/shared/ui', async (original) => ({
  ...(await original<typeof import('@portal/shared/ui')>()),
  redimensionarFoto: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const CAMPOS: Campo[] = [
  { _id: MAQUINA_ID, name: 'maquina', value: 'Extrusora 1', parteMaquina: ['Cadena', 'Motor'], equipo: 'Equipo Azul' },
  { _id: 'm2', name: 'maquina', value: 'Extrusora 2', parteMaquina: ['Tornillo'], equipo: null },
];

function setup(routes: FakeRoutes = {}) {
  const server = fakeServer({
    'GET /api/auth/user': { body: makeUser() },
    'GET /api/campos': { body: CAMPOS },
    [`GET /api/cil/maquinas/${MAQUINA_ID}`]: { body: rutina() },
    ...routes,
  });
  renderWithPortal({ route: estandarCilPath(MAQUINA_ID), routes: { [ROUTES.estandarCil]: <EstandarCilPage /> } });
  return server;
}

/** jsdom lays nothing out: the picture is 200×100 px with its corner at (10, 20). */
function tocarImagen(imagen: HTMLElement, clientX: number, clientY: number) {
  vi.spyOn(imagen, 'getBoundingClientRect').mockReturnValue({
    left: 10,
    top: 20,
    width: 200,
    height: 100,
    right: 210,
    bottom: 120,
    x: 10,
    y: 20,
    toJSON: () => ({}),
  });
  fireEvent.click(imagen, { clientX, clientY });
}

describe('PuntoCilDialog (add or edit a CIL point)', () => {
  it('checks the fields (N with "Cada N días"), takes the photo and the mark tapped on the picture, and sends the new point', async () => {
    const POST = `/api/cil/maquinas/${MAQUINA_ID}/puntos`;
    const server = setup({
      'POST /api/uploads': { status: 201, body: { secure_url: '/uploads/ref.jpg' } },
      [`POST ${POST}`]: (b) => ({ status: 201, body: punto({ ...(b as object), _id: 'p3', numero: 3 }) }),
    });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Agregar punto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar punto' });
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const msg of [MSG.cilTipoInvalido, MSG.cilParteRequerida, MSG.cilTareaRequerida, MSG.cilMinutosInvalidos, MSG.cilFrecuenciaInvalida]) {
      expect(await within(dialog).findByText(msg)).toBeInTheDocument();
    }

    await ue.selectOptions(within(dialog).getByLabelText(/^Tipo/), 'Inspección');
    // The machine's own parts are offered (not another machine's).
    await ue.click(within(dialog).getByRole('combobox', { name: /^Parte de la máquina/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cadena', 'Motor']);
    await ue.click(screen.getByRole('option', { name: 'Motor' }));
    await ue.type(within(dialog).getByLabelText(/^Qué hacer/), 'Revisar la temperatura del motor');
    await ue.type(within(dialog).getByLabelText(/^Estándar/), 'Menos de 60 °C');
    await ue.type(within(dialog).getByLabelText(/^Método o herramienta/), 'Termómetro infrarrojo');
    await ue.type(within(dialog).getByLabelText(/^Minutos/), '10');
    await ue.selectOptions(within(dialog).getByLabelText(/^Frecuencia/), 'Cada N días');
    expect(within(dialog).queryByText(AVISO_CAMBIO_FRECUENCIA)).not.toBeInTheDocument();
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MSG.cilCadaDiasInvalido)).toBeInTheDocument();
    expect(server.callsTo('POST', POST)).toHaveLength(0);
    await ue.type(within(dialog).getByLabelText(/^Cada cuántos días/), '30');

    await ue.upload(within(dialog).getByLabelText('Foto de referencia'), new File(['raw'], 'motor.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByRole('img', { name: 'Foto de referencia del punto' })).toHaveAttribute('src', '/uploads/ref.jpg');

    // Taps do nothing until 'Marcar en la imagen'; then a tap places the mark (fractions, 3 decimals).
    expect(within(dialog).queryByRole('button', { name: /toque donde está el punto/ })).not.toBeInTheDocument();
    await ue.click(within(dialog).getByRole('button', { name: 'Marcar en la imagen' }));
    tocarImagen(within(dialog).getByRole('button', { name: 'Imagen de Extrusora 1: toque donde está el punto' }), 34.69, 40);
    const marca = within(dialog).getByRole('img', { name: 'Marca del punto que edita' });
    expect(marca).toHaveTextContent('?');
    expect(marca).toHaveStyle({ left: '12.3%', top: '20%' });
    // The other points' marks are there to place it among them.
    expect(within(dialog).getByRole('img', { name: 'Marca del Punto 1 · Cadena' })).toBeInTheDocument();

    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', POST)).toHaveLength(1));
    expect(server.callsTo('POST', POST)[0].body).toEqual({
      tipo: 'inspeccion',
      parte: 'Motor',
      tarea: 'Revisar la temperatura del motor',
      estandar: 'Menos de 60 °C',
      metodo: 'Termómetro infrarrojo',
      minutos: 10,
      frecuencia: 'dias',
      cadaDias: 30,
      foto: '/uploads/ref.jpg',
      marcador: { x: 0.123, y: 0.2 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Punto 3 · Motor guardado')).toBeInTheDocument();
  });

  it('edits a point: warns that a new frequency starts it again, shows the server’s refusal, sends every field', async () => {
    const PATCH = '/api/cil/puntos/p1';
    const server = setup({ [`PATCH ${PATCH}`]: { status: 400, body: { msg: MSG.cilNumeroRepetido } } });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Editar Punto 1 · Cadena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Punto 1 · Cadena' });
    expect(within(dialog).getByText(AVISO_CAMBIO_FRECUENCIA)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Marca del punto que edita' })).toHaveTextContent('1');
    await ue.click(within(dialog).getByRole('button', { name: 'Quitar marca' }));
    expect(within(dialog).queryByRole('img', { name: 'Marca del punto que edita' })).not.toBeInTheDocument();
    const parte = within(dialog).getByRole('combobox', { name: /^Parte de la máquina/ });
    await ue.clear(parte);
    await ue.type(parte, 'Cadena principal');
    const numero = within(dialog).getByLabelText(/^Número/);
    await ue.clear(numero);
    await ue.type(numero, '2');
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MSG.cilNumeroRepetido)).toBeInTheDocument();

    server.routes[`PATCH ${PATCH}`] = (b) => ({ body: punto({ ...(b as object), _id: 'p1' }) });
    await ue.clear(numero);
    await ue.type(numero, '4');
    await ue.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('PATCH', PATCH)).toHaveLength(2));
    expect(server.callsTo('PATCH', PATCH)[1].body).toEqual({
      tipo: 'lubricacion',
      parte: 'Cadena principal',
      tarea: 'Lubricar la cadena de arrastre',
      estandar: 'Película fina, sin goteo',
      metodo: 'Aceitera manual',
      minutos: 5,
      frecuencia: 'semanal',
      cadaDias: null,
      foto: null,
      marcador: null,
      numero: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
