import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import { accionesVisibles, elegirOpcion, opcionesDelMenu, renderDetalle, valorDe } from './detalleTestSetup';

const DIA = 24 * 60 * 60 * 1000;
const haceDias = (dias: number) => new Date(Date.now() - dias * DIA - 60_000).toISOString();

describe('TarjetaDetalle: header, visible actions and Opciones', () => {
  it('the header shows the shape, the number, the estado, the priority and the alert, then the actions', async () => {
    const { view } = await renderDetalle({ color: 'Azul', numero: 42, prioridad: 'Media', fecha: haceDias(10) });
    const header = view.container.querySelector('header')!;
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('Tarjeta Azul N°42');
    expect(header.querySelector('svg[data-forma="circulo"] circle')).toHaveAttribute('fill', '#007bff');
    expect(within(header).getByLabelText('Estado: Abierta')).toBeInTheDocument();
    expect(within(header).getByText('Prioridad: Media')).toBeInTheDocument();
    expect(within(header).getByTestId('alerta')).toHaveTextContent('Alerta: Faltan 20 días');
    expect(within(header).getByRole('group', { name: 'Acciones de la tarjeta' })).toBeInTheDocument();
    // Priority, alert and description are not repeated in the table of the other fields.
    const tabla = screen.getByRole('table', { name: 'Detalles de la tarjeta' });
    for (const label of ['Prioridad', 'Alerta', 'Descripción']) expect(within(tabla).queryByRole('rowheader', { name: label })).not.toBeInTheDocument();
  });

  it('the sections follow the header in order: description and photo, the other fields, the timeline', async () => {
    const { view } = await renderDetalle({ imagenUrl: 'http://localhost/api/uploads/foto.png' });
    const titulos = [...view.container.querySelectorAll('h1, h2')].map((h) => h.textContent);
    expect(titulos).toEqual(['Tarjeta Roja N°1', 'Descripción', 'Detalles', 'Historial']);
    const descripcion = screen.getByRole('region', { name: 'Descripción' });
    expect(within(descripcion).getByText('Pérdida de aceite')).toBeInTheDocument();
    expect(within(descripcion).getByRole('img', { name: 'Imagen de la tarjeta Roja N°1' })).toHaveAttribute('src', 'http://localhost/api/uploads/foto.png');
  });

  it("an imported card renumbered on import shows 'N° original'; any other card does not", async () => {
    const { view } = await renderDetalle({ color: 'Roja', numero: 2604, numeroOriginal: 81 });
    expect(screen.getByText('N° original: 81')).toBeInTheDocument();
    view.unmount();
    await renderDetalle({ color: 'Roja', numero: 81 });
    expect(screen.queryByText(/N° original/)).not.toBeInTheDocument();
  });

  it('Admin, open unplanned card without image: Planificar (filled), Cerrar and Editar as buttons; the rare ones in Opciones', async () => {
    const { user } = await renderDetalle({}, 'Admin');
    expect(accionesVisibles()).toEqual(['Planificar tarjeta', 'Cerrar tarjeta', 'Editar tarjeta']);
    expect(screen.getByRole('button', { name: 'Planificar tarjeta' })).toHaveClass('MuiButton-contained');
    expect(screen.getByRole('button', { name: 'Cerrar tarjeta' })).toHaveClass('MuiButton-outlined');
    expect(await opcionesDelMenu(user)).toEqual(['Mostrar QR', 'Adjuntar imagen', 'Crear Quick Kaizen', 'Eliminar tarjeta']);
  });

  it('Operario: no Editar nor Eliminar anywhere; Jefe de area: Editar but no Eliminar', async () => {
    const op = await renderDetalle({}, 'Operario');
    expect(accionesVisibles()).toEqual(['Planificar tarjeta', 'Cerrar tarjeta']);
    expect(await opcionesDelMenu(op.user)).toEqual(['Mostrar QR', 'Adjuntar imagen']);
    op.view.unmount();
    const jefe = await renderDetalle({}, 'Jefe de area');
    expect(accionesVisibles()).toEqual(['Planificar tarjeta', 'Cerrar tarjeta', 'Editar tarjeta']);
    const opciones = await opcionesDelMenu(jefe.user);
    expect(opciones).toEqual(['Mostrar QR', 'Adjuntar imagen']);
  });

  it('closed card: no Cerrar nor any planning; with image: Reemplazar foto, and the después photo is offered', async () => {
    const { user } = await renderDetalle({ estado: 'Cerrada', planificacion: true, imagenUrl: 'http://localhost/api/uploads/a.png' });
    expect(accionesVisibles()).toEqual(['Editar tarjeta']);
    expect(await opcionesDelMenu(user)).toEqual(['Mostrar QR', 'Reemplazar foto', 'Adjuntar imagen del después', 'Crear Quick Kaizen', 'Eliminar tarjeta']);
  });

  it('a closed card that was never planned offers no Planificar; an Operario has no button, only Opciones', async () => {
    const { user } = await renderDetalle({ estado: 'Cerrada', planificacion: false }, 'Operario');
    expect(accionesVisibles()).toEqual([]);
    expect(await opcionesDelMenu(user)).toEqual(['Mostrar QR', 'Adjuntar imagen', 'Adjuntar imagen del después']);
  });

  it("a planned open card: Cerrar is the filled button and 'Editar planificación' replaces 'Planificar tarjeta'", async () => {
    const { user } = await renderDetalle({ planificacion: true }, 'Operario');
    expect(accionesVisibles()).toEqual(['Cerrar tarjeta', 'Editar planificación']);
    expect(screen.getByRole('button', { name: 'Cerrar tarjeta' })).toHaveClass('MuiButton-contained');
    expect(await opcionesDelMenu(user)).toEqual(['Mostrar QR', 'Adjuntar imagen']);
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
    expect(valorDe('Familia de anomalias')).toBe('1 - Pequeñas Deficiencia');
    expect(valorDe('Tipo de R/FC/LDA')).toBe('Riesgo mecánico');
    expect(valorDe('Riesgo Inicial')).toBe('MO: MODERADO');
    expect(valorDe('Reparación')).toBe('Con maquina parada');
    expect(screen.getByTestId('descripcion')).toHaveTextContent('Pérdida de aceite');
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
    const { view } = await renderDetalle({
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
    expect(screen.getByRole('heading', { level: 2, name: 'Descripción del incidente' })).toBeInTheDocument();
    expect(view.container.querySelector('svg[data-forma="rombo"]')).toBeInTheDocument();
    const t = 'Cierre de la tarjeta';
    expect(valorDe('Acción realizada', t)).toBe('Se colocó baranda');
    expect(valorDe('Verificación (Resp. Pilar de seguridad)', t)).toBe('Sí');
    expect(valorDe('Acciones complementarias', t)).toBe('Capacitación');
    expect(valorDe('Fecha y hora de fin', t)).toBe('07/03/2024 09:15');
    expect(valorDe('Causa', t)).toBe('Falta de baranda');
    expect(valorDe('Convertida', t)).toBe('No');
    expect(within(screen.getByRole('table', { name: t })).queryByRole('rowheader', { name: 'Inicio de reparación' })).not.toBeInTheDocument();
  });

  it("open cards show the 'Alerta' countdown in the header, red once exceeded", async () => {
    const { view } = await renderDetalle({ prioridad: 'Media', fecha: haceDias(10) });
    expect(screen.getByTestId('alerta')).toHaveTextContent('Alerta: Faltan 20 días');
    view.unmount();
    await renderDetalle({ prioridad: 'Alta', fecha: haceDias(20) });
    expect(screen.getByTestId('alerta')).toHaveTextContent('Alerta: Excedido 5 días');
    expect(screen.getByText('Excedido 5 días')).toHaveAttribute('data-excedido', 'true');
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
      {
        color: 'Roja',
        estado: 'Cerrada',
        fecha: APERTURA,
        inicioReparacion: '2019-01-31T22:30:00.000Z',
        finReparacion: '2019-01-31T23:30:00.000Z',
        tiempoEmpleado: 1,
      },
      'Admin',
      {},
      'Europe/Madrid',
    );
    expect(valorDe('Fecha y hora de apertura')).toBe('31/01/2019 00:10');
    expect(valorDe('Inicio de reparación', 'Cierre de la tarjeta')).toBe('31/01/2019 23:30');
    expect(valorDe('Fin de reparación', 'Cierre de la tarjeta')).toBe('01/02/2019 00:30');
  });
});
