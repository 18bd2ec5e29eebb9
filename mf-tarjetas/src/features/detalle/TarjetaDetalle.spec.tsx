import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import { elegirOpcion, opcionesDelMenu, renderDetalle, valorDe } from './detalleTestSetup';
import { PLANIFICACION_TITULO } from './vista/PlanificacionPanel';

const DIA = 24 * 60 * 60 * 1000;
const haceDias = (dias: number) => new Date(Date.now() - dias * DIA - 60_000).toISOString();

describe('TarjetaDetalle: header and menu', () => {
  it('shows the title, the estado and the colour shape', async () => {
    const { view } = await renderDetalle({ color: 'Azul', numero: 42 });
    expect(screen.getByText('Abierta')).toBeInTheDocument();
    expect(view.container.querySelector('svg[data-forma="circulo"] circle')).toHaveAttribute('fill', '#007bff');
  });

  it("an imported card renumbered on import shows 'N° original'; any other card does not", async () => {
    const { view } = await renderDetalle({ color: 'Roja', numero: 2604, numeroOriginal: 81 });
    expect(screen.getByText('N° original: 81')).toBeInTheDocument();
    view.unmount();
    await renderDetalle({ color: 'Roja', numero: 81 });
    expect(screen.queryByText(/N° original/)).not.toBeInTheDocument();
  });

  it('offers every option to an Admin on an open, unplanned card without image', async () => {
    const { user } = await renderDetalle({}, 'Admin');
    expect(await opcionesDelMenu(user)).toEqual(['Cerrar tarjeta', 'Mostrar QR', 'Adjuntar imagen', 'Editar tarjeta', 'Planificar tarjeta', 'Crear Quick Kaizen', 'Eliminar tarjeta']);
  });

  it('Operario: no Editar nor Eliminar; Jefe de area: Editar but no Eliminar', async () => {
    const op = await renderDetalle({}, 'Operario');
    expect(await opcionesDelMenu(op.user)).toEqual(['Cerrar tarjeta', 'Mostrar QR', 'Adjuntar imagen', 'Planificar tarjeta']);
    op.view.unmount();
    const jefe = await renderDetalle({}, 'Jefe de area');
    const opciones = await opcionesDelMenu(jefe.user);
    expect(opciones).toContain('Editar tarjeta');
    expect(opciones).not.toContain('Eliminar tarjeta');
  });

  it('closed card: no Cerrar nor any planning; with image: Reemplazar foto instead of Adjuntar', async () => {
    const { user } = await renderDetalle({ estado: 'Cerrada', planificacion: true, imagenUrl: 'http://localhost/api/uploads/a.png' });
    expect(await opcionesDelMenu(user)).toEqual(['Mostrar QR', 'Reemplazar foto', 'Editar tarjeta', 'Crear Quick Kaizen', 'Eliminar tarjeta']);
  });

  it('a closed card that was never planned offers no Planificar', async () => {
    const { user } = await renderDetalle({ estado: 'Cerrada', planificacion: false }, 'Operario');
    expect(await opcionesDelMenu(user)).toEqual(['Mostrar QR', 'Adjuntar imagen']);
  });

  it("a planned open card offers 'Editar planificación' instead of 'Planificar tarjeta'", async () => {
    const { user } = await renderDetalle({ planificacion: true }, 'Operario');
    expect(await opcionesDelMenu(user)).toEqual(['Cerrar tarjeta', 'Mostrar QR', 'Adjuntar imagen', 'Editar planificación']);
  });

  it('Eliminar asks for confirmation, deletes and goes to /tarjetas', async () => {
    const { user, server, tarjeta } = await renderDetalle({}, 'Admin', { 'DELETE /api/tarjetas/t-1': { body: { success: true } } });
    const dialog = await elegirOpcion(user, 'Eliminar tarjeta');
    expect(within(dialog).getByRole('heading', { name: 'Eliminar Tarjeta Roja N°1' })).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/tarjetas/t-1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de tarjetas' })).toBeInTheDocument();
    expect(await screen.findByText('Tarjeta Roja N°1 eliminada')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tarjetas');
    expect(server.callsTo('DELETE', `/api/tarjetas/${tarjeta._id}`)).toHaveLength(1);
  });

  it('a failed delete stays in the dialog with the server message', async () => {
    const { user } = await renderDetalle({}, 'Admin', { 'DELETE /api/tarjetas/t-1': { status: 403, body: { msg: 'No tiene permiso' } } });
    const dialog = await elegirOpcion(user, 'Eliminar tarjeta');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText('No tiene permiso')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tarjeta/t-1');
  });
});

describe('TarjetaDetalle: details per colour and state', () => {
  it('lists the opening details with the date as DD/MM/YYYY HH:mm and the Roja suggestion label', async () => {
    await renderDetalle({ fecha: '2024-03-05T14:30:00' });
    expect(valorDe('Maquina/Instalación')).toBe('Extrusora 1');
    expect(valorDe('Parte de maquina')).toBe('Motor');
    expect(valorDe('Equipo Autonomo')).toBe('Equipo A');
    expect(valorDe('Fecha y hora de apertura')).toBe('05/03/2024 14:30');
    expect(valorDe('Detectó')).toBe('Ana Admin');
    expect(valorDe('Prioridad')).toBe('Alta');
    expect(valorDe('Familia de anomalias')).toBe('1 - Pequeñas Deficiencia');
    expect(valorDe('Tipo de R/FC/LDA')).toBe('Riesgo mecánico');
    expect(valorDe('Riesgo Inicial')).toBe('MO: MODERADO');
    expect(valorDe('Reparación')).toBe('Con maquina parada');
    expect(valorDe('Descripción')).toBe('Pérdida de aceite');
    expect(valorDe('Sugerencia para eliminar la anomalía')).toBe('Cambiar el retén');
    expect(screen.queryByRole('table', { name: 'Cierre de la tarjeta' })).not.toBeInTheDocument();
  });

  it("Verde uses 'Sugerencia de mejora' and its closing record has no Causa", async () => {
    await renderDetalle({ color: 'Verde', estado: 'Cerrada', causa: 'x', convertida: true, tiempoEmpleado: 2.5 });
    expect(valorDe('Sugerencia de mejora')).toBe('Cambiar el retén');
    const cierre = screen.getByRole('table', { name: 'Cierre de la tarjeta' });
    expect(within(cierre).queryByRole('rowheader', { name: 'Causa' })).not.toBeInTheDocument();
    expect(valorDe('Convertida', 'Cierre de la tarjeta')).toBe('Sí');
    expect(valorDe('Tiempo empleado', 'Cierre de la tarjeta')).toBe('2,5 h');
  });

  it('closed Azul shows Causa but not Convertida', async () => {
    await renderDetalle({
      color: 'Azul',
      estado: 'Cerrada',
      causa: 'Desgaste',
      inicioReparacion: '2024-03-06T08:00:00',
      finReparacion: '2024-03-06T10:30:00',
      responsable: 'Pedro',
      tipoAccion: 'Eliminar',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      tareaRealizada: 'Cambio de retén',
      materialUtilizado: 'Retén',
    });
    const cierre = screen.getByRole('table', { name: 'Cierre de la tarjeta' });
    expect(within(cierre).queryByRole('rowheader', { name: 'Convertida' })).not.toBeInTheDocument();
    expect(valorDe('Causa', 'Cierre de la tarjeta')).toBe('Desgaste');
    expect(valorDe('Inicio de reparación', 'Cierre de la tarjeta')).toBe('06/03/2024 08:00');
    expect(valorDe('Fin de reparación', 'Cierre de la tarjeta')).toBe('06/03/2024 10:30');
    expect(valorDe('Responsable', 'Cierre de la tarjeta')).toBe('Pedro');
    expect(valorDe('Tipo de acción', 'Cierre de la tarjeta')).toBe('Eliminar');
    expect(valorDe('Riesgo final', 'Cierre de la tarjeta')).toBe('NS: NO SIGNIFICATIVO');
    expect(valorDe('Tarea realizada', 'Cierre de la tarjeta')).toBe('Cambio de retén');
    expect(valorDe('Material utilizado', 'Cierre de la tarjeta')).toBe('Retén');
    // A closed card has no countdown.
    expect(within(screen.getByRole('table', { name: 'Detalles de la tarjeta' })).queryByRole('rowheader', { name: 'Alerta' })).not.toBeInTheDocument();
  });

  it('Amarilla shows the incident answers and, closed, its own record', async () => {
    await renderDetalle({
      color: 'Amarilla',
      estado: 'Cerrada',
      sustoExperimentado: true,
      sustoObservado: false,
      impactoAmbiente: true,
      tareaRealizada: 'Se colocó baranda',
      verificacion: true,
      accionesComplementarias: 'Capacitación',
      finReparacion: '2024-03-07T09:15:00',
      causa: 'Falta de baranda',
    });
    expect(valorDe('Susto experimentado')).toBe('Sí');
    expect(valorDe('Susto observado')).toBe('No');
    expect(valorDe('Puede afectar al Medio Ambiente')).toBe('Sí');
    expect(valorDe('Qué hacer para que el incidente no se repita')).toBe('Cambiar el retén');
    const t = 'Cierre de la tarjeta';
    expect(valorDe('Acción realizada', t)).toBe('Se colocó baranda');
    expect(valorDe('Verificación (Resp. Pilar de seguridad)', t)).toBe('Sí');
    expect(valorDe('Acciones complementarias', t)).toBe('Capacitación');
    expect(valorDe('Fecha y hora de fin', t)).toBe('07/03/2024 09:15');
    expect(valorDe('Causa', t)).toBe('Falta de baranda');
    expect(valorDe('Convertida', t)).toBe('No');
    expect(within(screen.getByRole('table', { name: t })).queryByRole('rowheader', { name: 'Inicio de reparación' })).not.toBeInTheDocument();
  });

  it("open cards show the 'Alerta' countdown, red once exceeded", async () => {
    const { view } = await renderDetalle({ prioridad: 'Media', fecha: haceDias(10) });
    expect(valorDe('Alerta')).toBe('Faltan 20 días');
    view.unmount();
    await renderDetalle({ prioridad: 'Alta', fecha: haceDias(20) });
    expect(valorDe('Alerta')).toBe('Excedido 5 días');
    expect(screen.getByText('Excedido 5 días')).toHaveAttribute('data-excedido', 'true');
  });

  it('shows the planning panel only for a planned card, and the image when present', async () => {
    const { view } = await renderDetalle();
    expect(screen.queryByRole('heading', { name: PLANIFICACION_TITULO })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    view.unmount();
    await renderDetalle({
      planificacion: true,
      previstaCierre: '2024-04-01',
      responsableSeguimiento: 'Laura',
      recursos: 'Dos operarios',
      solicitudCompras: '2024-03-10',
      comentario3: 'Urgente',
      imagenUrl: 'http://localhost/api/uploads/foto.png',
    });
    expect(screen.getByRole('heading', { name: PLANIFICACION_TITULO })).toBeInTheDocument();
    expect(valorDe('Fecha prevista de cierre', PLANIFICACION_TITULO)).toBe('01/04/2024');
    expect(valorDe('Responsable del seguimiento', PLANIFICACION_TITULO)).toBe('Laura');
    expect(valorDe('Recursos', PLANIFICACION_TITULO)).toBe('Dos operarios');
    expect(valorDe('Fecha de solicitud a compras', PLANIFICACION_TITULO)).toBe('10/03/2024');
    expect(valorDe('Comentario 3', PLANIFICACION_TITULO)).toBe('Urgente');
    expect(screen.getByRole('img', { name: 'Imagen de la tarjeta Roja N°1' })).toHaveAttribute('src', 'http://localhost/api/uploads/foto.png');
  });

  it('redirects to /login without a session (RequireAuth)', async () => {
    const { default: Page } = await import('../../pages/TarjetaDetallePage');
    const server = fakeServer({});
    renderWithPortal({ user: null, route: '/tarjeta/t-1', routes: { '/tarjeta/:id': <Page />, '/login': <h1>Login</h1> } });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/tarjetas/t-1')).toHaveLength(0);
  });

  it('shows the server message when the card cannot be loaded', async () => {
    const { default: Page } = await import('../../pages/TarjetaDetallePage');
    fakeServer({ 'GET /api/auth/user': { body: makeUser() }, 'GET /api/tarjetas/nope': { status: 404, body: { msg: 'Tarjeta no encontrada' } } });
    renderWithPortal({ route: '/tarjeta/nope', routes: { '/tarjeta/:id': <Page /> } });
    expect(await screen.findByText('Tarjeta no encontrada')).toBeInTheDocument();
  });
});

describe("TarjetaDetalle: dates in the plant's time, not the browser's", () => {
  // The card, opened 2019-01-30T23:10Z: 31/01/2019 00:10 in Madrid (the plant); the browser runs in Honolulu.
  const APERTURA = '2019-01-30T23:10:00.000Z';
  beforeAll(() => {
    process.env.TZ = 'Pacific/Honolulu';
  });
  afterAll(() => {
    process.env.TZ = 'UTC';
  });

  it('shows the opening and the repair in Madrid while the process runs in Honolulu', async () => {
    expect(new Date(APERTURA).getHours()).toBe(13); // the premise: the process's own zone would say 13:10 of the 30th
    await renderDetalle(
      { color: 'Roja', estado: 'Cerrada', fecha: APERTURA, inicioReparacion: '2019-01-31T22:30:00.000Z', finReparacion: '2019-01-31T23:30:00.000Z', tiempoEmpleado: 1 },
      'Admin',
      {},
      'Europe/Madrid',
    );
    expect(valorDe('Fecha y hora de apertura')).toBe('31/01/2019 00:10');
    expect(valorDe('Inicio de reparación', 'Cierre de la tarjeta')).toBe('31/01/2019 23:30');
    expect(valorDe('Fin de reparación', 'Cierre de la tarjeta')).toBe('01/02/2019 00:30');
  });
});

