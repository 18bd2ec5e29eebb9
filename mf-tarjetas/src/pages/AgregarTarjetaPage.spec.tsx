import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAMILIAS, FAMILIAS_AMARILLA, MSG, ROUTES, type Color } from '@portal/shared/domain';
import AgregarTarjetaPage from './AgregarTarjetaPage';
import {
  fakeServer,
  makeUser,
  renderWithPortal,
  type FakeRoutes,
  elegirOpcion,
  opcionElegida,
  controlDeOpcion,
  opcionesOfrecidas,
} from '@portal/shared/testing';
import { CAMPOS_FIXTURE, makeTarjeta } from '../features/test/makeTarjeta';

const operario = makeUser({ _id: 'u-op', name: 'Oscar Operario', role: 'Operario' });
const SIGUIENTE: Record<Color, number> = { Roja: 13, Azul: 4, Verde: 7, Amarilla: 2 };

function setup(routes: FakeRoutes = {}) {
  const server = fakeServer({
    'GET /api/auth/user': { body: operario },
    'GET /api/campos': { body: CAMPOS_FIXTURE },
    'GET /api/tarjetas/siguiente-numero': (_b, call) => ({ body: { color: call.query.color, numero: SIGUIENTE[call.query.color as Color] } }),
    ...routes,
  });
  renderWithPortal({ user: operario, routes: { [ROUTES.agregarTarjeta]: <AgregarTarjetaPage />, [ROUTES.tarjetas]: <div>Lista de tarjetas</div> } });
  return server;
}

const usuario = () => userEvent.setup();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A control by its label, with or without the required mark. */
const campo = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));
const optionsOf = (label: string) =>
  within(campo(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

async function elegirColor(color: Color) {
  await elegirOpcion(usuario(), 'Color', color);
  expect(await screen.findByText(`Tarjeta ${color} N°${SIGUIENTE[color]}`)).toBeInTheDocument();
}

async function escribir(user: ReturnType<typeof usuario>, campoDeTexto: HTMLElement, texto: string) {
  await user.click(campoDeTexto);
  await user.paste(texto);
}

async function llenar() {
  const user = usuario();
  await waitFor(() => expect(optionsOf('Maquina/Instalación')).toContain('Extrusora 1'));
  await user.selectOptions(campo('Maquina/Instalación'), 'Extrusora 1');
  await elegirOpcion(user, 'Riesgo Inicial', 'MO: MODERADO');
  // Pasted, not typed key by key: these tests are about what is sent (typing re-renders the long form per key).
  await escribir(user, screen.getByRole('textbox', { name: /^Descripción/ }), 'Pérdida de aceite');
  await escribir(user, screen.getByRole('textbox', { name: /Sugerencia|incidente no se repita/ }), 'Cambiar el retén');
  await elegirOpcion(user, 'Reparación', 'Con maquina parada');
  await user.selectOptions(campo('Parte de maquina'), 'Motor');
  await user.selectOptions(campo('Equipo Autonomo'), 'Equipo B');
  await elegirOpcion(user, 'Familia de anomalias', '2 - Condiciones basicas');
  await elegirOpcion(user, 'Tipo de R/FC/LDA', 'Riesgo mecánico');
  await elegirOpcion(user, 'Prioridad', 'Media');
}

const esperado = {
  descripcion: 'Pérdida de aceite',
  sugerencia: 'Cambiar el retén',
  reparacion: 'Con maquina parada',
  detecto: 'Oscar Operario',
  prioridad: 'Media',
  familia: '2 - Condiciones basicas',
  maquina: 'Extrusora 1',
  parteMaquina: 'Motor',
  equipo: 'Equipo B',
  riesgoInicial: 'MO: MODERADO',
  tipodeRiesgo: 'Riesgo mecánico',
};

describe('AgregarTarjetaPage', () => {
  it('shows the title, the colour options and every field with its required mark', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Agregar Tarjeta' })).toBeInTheDocument();
    expect(opcionesOfrecidas('Color')).toEqual(['Roja', 'Azul', 'Verde', 'Amarilla']);
    for (const label of ['Maquina/Instalación', 'Detectó', 'Parte de maquina', 'Equipo Autonomo']) {
      expect(screen.getByLabelText(`${label} *`)).toBeInTheDocument();
    }
    // The few-option choices are one-tap chips, each group required.
    for (const label of ['Color', 'Riesgo Inicial', 'Reparación', 'Familia de anomalias', 'Tipo de R/FC/LDA', 'Prioridad']) {
      expect(controlDeOpcion(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('Descripción *')).toBeInTheDocument();
    expect(screen.getByLabelText('Sugerencia')).toBeInTheDocument();
    expect(opcionesOfrecidas('Reparación')).toEqual(['Con maquina parada', 'Con maquina en marcha']);
    expect(opcionesOfrecidas('Prioridad')).toEqual(['Alta', 'Media', 'Baja']);
    await waitFor(() => expect(optionsOf('Maquina/Instalación')).toEqual(['Seleccionar', 'Extrusora 1', 'Envasadora']));
    expect(opcionesOfrecidas('Riesgo Inicial')).toEqual(['MO: MODERADO', 'IN: INTOLERABLE']);
    expect(optionsOf('Equipo Autonomo')).toEqual(['Seleccionar', 'Equipo A', 'Equipo B']);
    expect(opcionesOfrecidas('Tipo de R/FC/LDA')).toEqual(['Riesgo mecánico']);
    expect(campo('Detectó')).toHaveValue('Oscar Operario');
    expect(screen.queryByTestId('siguiente-numero')).not.toBeInTheDocument();
  });

  it('shows the next number of the chosen colour, asking the server per colour', async () => {
    const server = setup();
    await elegirColor('Roja');
    await elegirColor('Verde');
    expect(server.callsTo('GET', '/api/tarjetas/siguiente-numero').map((c) => c.query)).toEqual([{ color: 'Roja' }, { color: 'Verde' }]);
  });

  // One form, every colour in turn (a render per colour cost seconds): the labels follow the chosen colour.
  it('each colour names its description and suggestion, and only Amarilla has the incident checkboxes', async () => {
    setup();
    for (const [color, descripcion, sugerencia] of [
      ['Amarilla', 'Descripción del incidente', '¿Qué hacer para que el incidente no se repita?'],
      ['Roja', 'Descripción', 'Sugerencia para eliminar la anomalía'],
      ['Azul', 'Descripción', 'Sugerencia para eliminar la anomalía'],
      ['Verde', 'Descripción', 'Sugerencia de mejora'],
    ] as const) {
      await elegirColor(color);
      expect(screen.getByLabelText(`${descripcion} *`)).toBeInTheDocument();
      // The suggestion's label is above its field, whole (the yellow one is too long for an outlined label at 360 px).
      const etiqueta = screen.getByText(sugerencia, { selector: 'label' });
      expect(screen.getByLabelText(sugerencia)).toBe(screen.getByRole('textbox', { name: sugerencia }));
      expect(etiqueta.compareDocumentPosition(screen.getByLabelText(sugerencia)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(etiqueta).not.toHaveClass('MuiInputLabel-root');
      const checkboxes = screen.queryAllByRole('checkbox').map((c) => c.closest('label')?.textContent);
      expect(checkboxes, color).toEqual(
        color === 'Amarilla'
          ? ['Reporte de Incidente Susto experimentado', 'Reporte de Incidente Susto observado', 'El incidente puede afectar al Medio Ambiente']
          : [],
      );
    }
  });

  it('offers families 1–7 for non-yellow colours and 8 - Actos Inseguros instead of 7 for Amarilla', async () => {
    setup();
    await elegirColor('Azul');
    expect(opcionesOfrecidas('Familia de anomalias')).toEqual([...FAMILIAS]);
    expect(opcionesOfrecidas('Familia de anomalias')).toContain('7 - Lugares Inseguros');
    await elegirOpcion(usuario(), 'Familia de anomalias', '7 - Lugares Inseguros');
    await elegirColor('Amarilla');
    expect(opcionesOfrecidas('Familia de anomalias')).toEqual([...FAMILIAS_AMARILLA]);
    expect(opcionesOfrecidas('Familia de anomalias')).not.toContain('7 - Lugares Inseguros');
    expect(opcionElegida('Familia de anomalias')).toBe('');
  });

  it("offers the chosen machine's parts and clears the part when the machine changes", async () => {
    setup();
    expect(optionsOf('Parte de maquina')).toEqual(['Seleccionar']);
    await waitFor(() => expect(optionsOf('Maquina/Instalación')).toContain('Extrusora 1'));
    await usuario().selectOptions(campo('Maquina/Instalación'), 'Extrusora 1');
    expect(optionsOf('Parte de maquina')).toEqual(['Seleccionar', 'Motor', 'Tornillo']);
    await usuario().selectOptions(campo('Parte de maquina'), 'Tornillo');
    expect(campo('Parte de maquina')).toHaveValue('Tornillo');
    await usuario().selectOptions(campo('Maquina/Instalación'), 'Envasadora');
    expect(optionsOf('Parte de maquina')).toEqual(['Seleccionar', 'Cinta', 'Sellador']);
    expect(campo('Parte de maquina')).toHaveValue('');
  });

  it('opens the risk matrix from the info button of Riesgo Inicial', async () => {
    setup();
    await usuario().click(screen.getByRole('button', { name: 'Ver matriz de riesgo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Matriz de riesgo' });
    const table = within(dialog).getByRole('table', { name: 'Matriz de riesgo probabilidad por severidad' });
    const filas = within(table).getAllByRole('row');
    expect(filas).toHaveLength(6);
    // Most likely × catastrophic is intolerable, rare × insignificant not significant.
    expect(within(filas[1]).getAllByRole('cell').at(-1)).toHaveTextContent('IN');
    expect(within(filas[5]).getAllByRole('cell')[0]).toHaveTextContent('NS');
    for (const nivel of ['NS: NO SIGNIFICATIVO', 'PS: POCO SIGNIFICATIVO', 'MO: MODERADO', 'SI: SIGNIFICATIVO', 'IN: INTOLERABLE']) {
      expect(within(dialog).getByText(nivel)).toBeInTheDocument();
    }
  });

  it('posts a Roja card to /api/tarjetas with the spec fields and goes to /tarjetas', async () => {
    const server = setup({ 'POST /api/tarjetas': (body) => ({ status: 201, body: makeTarjeta({ ...(body as object), _id: 'nueva' }) }) });
    await elegirColor('Roja');
    await llenar();
    await usuario().click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Lista de tarjetas')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.tarjetas);
    expect(server.callsTo('POST', '/api/tarjetas').map((c) => c.body)).toEqual([{ ...esperado, numero: 13, color: 'Roja' }]);
    expect(server.callsTo('POST', '/api/tarjetas/amarilla')).toHaveLength(0);
  });

  it('posts an Amarilla card with the incident checkboxes to /api/tarjetas/amarilla', async () => {
    const server = setup({ 'POST /api/tarjetas/amarilla': (body) => ({ status: 201, body: makeTarjeta({ ...(body as object), _id: 'nueva' }) }) });
    await elegirColor('Amarilla');
    await llenar();
    await usuario().click(screen.getByRole('checkbox', { name: 'Reporte de Incidente Susto observado' }));
    await usuario().click(screen.getByRole('checkbox', { name: 'El incidente puede afectar al Medio Ambiente' }));
    await usuario().click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Lista de tarjetas')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/tarjetas/amarilla').map((c) => c.body)).toEqual([
      { ...esperado, numero: 2, color: 'Amarilla', sustoExperimentado: false, sustoObservado: true, impactoAmbiente: true },
    ]);
    expect(server.callsTo('POST', '/api/tarjetas')).toHaveLength(0);
  });

  it('sends nothing while Detectó is empty or a required field is missing', async () => {
    const server = setup();
    await elegirColor('Verde');
    await llenar();
    await usuario().clear(campo('Detectó'));
    await usuario().click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText(MSG.detectoRequerido)).toBeInTheDocument();
    await escribir(usuario(), campo('Detectó'), 'Otra persona');
    await usuario().selectOptions(campo('Equipo Autonomo'), '');
    await usuario().click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText(MSG.equipoRequerido)).toBeInTheDocument();
    expect(screen.queryByText(MSG.detectoRequerido)).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/tarjetas')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.agregarTarjeta);
  });

  it('an empty Subir shows every missing field at once, each saying it is required, and focuses the first', async () => {
    const server = setup();
    await waitFor(() => expect(optionsOf('Maquina/Instalación')).toContain('Extrusora 1'));
    await usuario().click(screen.getByRole('button', { name: 'Subir' }));
    const requeridos: [string, string][] = [
      ['Color', MSG.colorRequerido],
      ['Maquina/Instalación', MSG.maquinaRequerida],
      ['Riesgo Inicial', MSG.riesgoInicialRequerido],
      ['Descripción', MSG.descripcionRequerida],
      ['Reparación', MSG.reparacionRequerida],
      ['Parte de maquina', MSG.parteMaquinaRequerida],
      ['Equipo Autonomo', MSG.equipoRequerido],
      ['Familia de anomalias', MSG.familiaRequerida],
      ['Tipo de R/FC/LDA', MSG.tipodeRiesgoRequerido],
      ['Prioridad', MSG.prioridadRequerida],
    ];
    for (const [label, msg] of requeridos) {
      expect(await screen.findByText(msg)).toBeInTheDocument();
      const control = ['Maquina/Instalación', 'Descripción', 'Parte de maquina', 'Equipo Autonomo'].includes(label) ? campo(label) : controlDeOpcion(label);
      expect(control).toHaveAccessibleDescription(msg);
      expect(control).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.queryByText(MSG.familiaInvalida)).not.toBeInTheDocument();
    expect(campo('Detectó')).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(controlDeOpcion('Color')).getAllByRole('radio')[0]).toHaveFocus());
    expect(server.callsTo('POST', '/api/tarjetas')).toHaveLength(0);
  });

  it('with a colour chosen, focuses the first missing field below it', async () => {
    setup();
    await elegirColor('Amarilla');
    await usuario().click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText(MSG.familiaRequerida)).toBeInTheDocument();
    expect(screen.queryByText(MSG.colorRequerido)).not.toBeInTheDocument();
    await waitFor(() => expect(campo('Maquina/Instalación')).toHaveFocus());
  });

  it('lists the risk options by severity NS → IN, whatever order the server sends', async () => {
    const riesgos = ['IN: INTOLERABLE', 'MO: MODERADO', 'NS: NO SIGNIFICATIVO', 'PS: POCO SIGNIFICATIVO', 'SI: SIGNIFICATIVO'];
    setup({
      'GET /api/campos': {
        body: [
          ...CAMPOS_FIXTURE.filter((c) => c.name !== 'riesgoInicial'),
          ...riesgos.map((value, i) => ({ _id: `r${i}`, name: 'riesgoInicial', value, parteMaquina: [], equipo: null })),
        ],
      },
    });
    await waitFor(() => expect(opcionesOfrecidas('Riesgo Inicial')).toHaveLength(5));
    expect(opcionesOfrecidas('Riesgo Inicial')).toEqual([
      'NS: NO SIGNIFICATIVO',
      'PS: POCO SIGNIFICATIVO',
      'MO: MODERADO',
      'SI: SIGNIFICATIVO',
      'IN: INTOLERABLE',
    ]);
  });

  it("says 'Guardando…' while saving, then names the created card in the snackbar", async () => {
    let responder = () => {};
    const server = setup({ 'POST /api/tarjetas': (body) => ({ status: 201, body: makeTarjeta({ ...(body as object), _id: 'nueva', numero: 81 }) }) });
    const servir = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation(async (input, init) => {
      // The card is sent by enviarTarjeta (a URL and init), not RTK Query (a Request).
      if ((input instanceof Request ? input.method : init?.method) === 'POST') await new Promise<void>((r) => (responder = r));
      return servir(input, init);
    });
    await elegirColor('Roja');
    await llenar();
    await usuario().click(screen.getByRole('button', { name: 'Subir' }));
    const guardando = await screen.findByRole('button', { name: 'Guardando…' });
    expect(guardando).toBeDisabled();
    responder();
    expect(await screen.findByRole('status')).toHaveTextContent('Tarjeta Roja N°81 creada');
    expect(await screen.findByText('Lista de tarjetas')).toBeInTheDocument();
  });

  it("shows the server's message as a red alert (AGREGAR_TARJETA_ERROR) and stays on the form", async () => {
    setup({ 'POST /api/tarjetas': { status: 400, body: { msg: MSG.familiaInvalida } } });
    await elegirColor('Azul');
    await llenar();
    await usuario().click(screen.getByRole('button', { name: 'Subir' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG.familiaInvalida);
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(alert.closest('[data-error-id]')).toHaveAttribute('data-error-id', 'AGREGAR_TARJETA_ERROR');
    // Where the user is looking: the alert takes focus (and scrolls into view) next to the Subir button.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Subir' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.agregarTarjeta);
  });

  it('keys a yellow card failure as AGREGAR_TARJETA_AMARILLA_ERROR', async () => {
    setup({ 'POST /api/tarjetas/amarilla': { status: 500, body: { msg: 'Error del servidor' } } });
    await elegirColor('Amarilla');
    await llenar();
    await usuario().click(screen.getByRole('button', { name: 'Subir' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error del servidor');
    expect(alert.closest('[data-error-id]')).toHaveAttribute('data-error-id', 'AGREGAR_TARJETA_AMARILLA_ERROR');
  });

  it('redirects to /login without a session', async () => {
    fakeServer({});
    renderWithPortal({ user: null, routes: { [ROUTES.agregarTarjeta]: <AgregarTarjetaPage />, [ROUTES.login]: <div>Login</div> } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login));
    expect(screen.queryByRole('button', { name: 'Subir' })).not.toBeInTheDocument();
  });
});
