import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Comentario, RegistroHistorial, Tarjeta } from '@portal/shared/domain';
import { elegirOpcion, entradasDeLaLinea, renderDetalle as renderDetalleEn, valorDe } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';
import { CIERRE_TITULO, PLANIFICACION_TITULO } from '../vista/camposDetalle';
import { componerLinea } from './eventos';

/** The plant these dates are written for (UTC−3), as the server would name it. */
const renderDetalle = (...[patch, role, routes]: Parameters<typeof renderDetalleEn>) => renderDetalleEn(patch, role, routes, 'America/Argentina/Buenos_Aires');

const registro = (patch: Partial<RegistroHistorial>): RegistroHistorial => ({
  _id: '1',
  fecha: '2026-11-23T13:15:00.000Z',
  usuario: { nombre: 'Martín Sosa' },
  entidad: 'tarjeta',
  entidadId: 't-1',
  etiqueta: 'Roja N°1',
  accion: 'editar',
  cambios: [],
  ...patch,
});

const comentario = (patch: Partial<Comentario>): Comentario => ({
  _id: 'c-1',
  autor: { _id: 'u-otro', nombre: 'Carla Ríos' },
  texto: 'Falta el retén',
  fecha: '2026-11-21T12:00:00.000Z',
  ...patch,
});

// Opened 20/11 00:30 plant time; planned 21/11, a comment, edited 22/11, closed 23/11, a last comment. Newest first, as the API answers.
const HISTORIAL: RegistroHistorial[] = [
  registro({
    _id: '4',
    accion: 'cerrar',
    fecha: '2026-11-23T13:15:00.000Z',
    usuario: { nombre: 'Diego Acosta' },
    cambios: [{ campo: 'estado', antes: 'Abierta', despues: 'Cerrada' }],
  }),
  registro({
    _id: '3',
    fecha: '2026-11-22T10:00:00.000Z',
    cambios: [
      { campo: 'descripcion', antes: 'Pérdida de aceite', despues: 'Pérdida grande' },
      { campo: 'previstaCierre', antes: null, despues: '2026-12-01' },
    ],
  }),
  registro({
    _id: '2',
    accion: 'planificar',
    fecha: '2026-11-21T09:00:00.000Z',
    usuario: { nombre: 'Laura Paz' },
    cambios: [{ campo: 'planificacion', antes: false, despues: true }],
  }),
  registro({
    _id: '1',
    accion: 'crear',
    fecha: '2026-11-20T03:30:00.000Z',
    usuario: { nombre: 'Carla Ríos' },
    cambios: [{ campo: 'descripcion', antes: null, despues: 'Pérdida de aceite' }],
  }),
];
const HILO = [
  comentario({ _id: 'c-1' }),
  comentario({ _id: 'c-2', autor: { _id: 'u-admin', nombre: 'Ana Admin' }, texto: 'Quedó bien', fecha: '2026-11-24T12:00:00.000Z' }),
];

const CERRADA: Partial<Tarjeta> = {
  fecha: '2026-11-20T03:30:00.000Z',
  detecto: 'Carla Ríos',
  estado: 'Cerrada',
  planificacion: true,
  previstaCierre: '2026-12-01',
  responsableSeguimiento: 'Laura Paz',
  inicioReparacion: '2026-11-23T11:00:00.000Z',
  finReparacion: '2026-11-23T13:00:00.000Z',
  responsable: 'Diego Acosta',
  tiempoEmpleado: 2,
  causa: 'Desgaste',
};

const titulo = (li: HTMLElement) => li.querySelectorAll('p')[1]?.textContent;
const cabecera = (li: HTMLElement) => li.querySelector('p')?.textContent;

describe("a card's one timeline", () => {
  it('an open card without history: its opening, from the card (date and Detectó), and the comment form after it', async () => {
    await renderDetalle({ fecha: '2024-03-05T14:30:00.000Z', detecto: 'Ana Admin' }, 'Operario');
    const [apertura, ...resto] = entradasDeLaLinea();
    expect(resto).toHaveLength(0);
    expect(cabecera(apertura)).toBe('05/03/2024 11:30 · Detectó: Ana Admin');
    expect(titulo(apertura)).toBe('Abierta');
    expect(screen.getByRole('form', { name: 'Agregar comentario' })).toBeInTheDocument();
    // Nothing is a block of its own any more.
    expect(screen.queryByRole('region', { name: 'Comentarios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Historial' })).not.toBeInTheDocument();
  });

  it('opened → planned → comment → edited → closed → comment, oldest first, the planning and closing records inside their entries', async () => {
    await renderDetalle(CERRADA, 'Operario', { 'GET /api/tarjetas/t-1/historial': { body: HISTORIAL }, 'GET /api/tarjetas/t-1/comentarios': { body: HILO } });
    await waitFor(() => expect(entradasDeLaLinea()).toHaveLength(6));
    const entradas = entradasDeLaLinea();
    expect(entradas.map(titulo)).toEqual(['Abierta', 'Planificada', 'Comentario', 'Editada', 'Cerrada', 'Comentario']);
    expect(entradas.map((li) => li.dataset.evento)).toEqual(['apertura', 'planificacion', 'comentario', 'registro', 'cierre', 'comentario']);
    // Plant time (UTC−3); the trail's own 'crear' is the opening, not a second entry.
    expect(cabecera(entradas[0])).toBe('20/11/2026 00:30 · Detectó: Carla Ríos');
    expect(cabecera(entradas[1])).toBe('21/11/2026 06:00 · Laura Paz');
    expect(cabecera(entradas[2])).toBe('21/11/2026 09:00 · Carla Ríos');
    expect(entradas[2]).toHaveTextContent('Falta el retén');
    expect(
      within(entradas[3])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Descripción: Pérdida de aceite → Pérdida grande', 'Fecha prevista de cierre: (vacío) → 01/12/2026']);
    expect(cabecera(entradas[4])).toBe('23/11/2026 10:15 · Diego Acosta');
    expect(within(entradas[1]).getByRole('region', { name: PLANIFICACION_TITULO })).toBeInTheDocument();
    expect(valorDe('Fecha prevista de cierre', PLANIFICACION_TITULO)).toBe('01/12/2026');
    expect(valorDe('Responsable del seguimiento', PLANIFICACION_TITULO)).toBe('Laura Paz');
    expect(within(entradas[4]).getByRole('region', { name: CIERRE_TITULO })).toBeInTheDocument();
    expect(valorDe('Inicio de reparación', CIERRE_TITULO)).toBe('23/11/2026 08:00');
    expect(valorDe('Tiempo empleado', CIERRE_TITULO)).toBe('2 h');
    expect(valorDe('Causa', CIERRE_TITULO)).toBe('Desgaste');
    // Only one region of each.
    expect(screen.getAllByRole('table', { name: PLANIFICACION_TITULO })).toHaveLength(1);
    expect(screen.getAllByRole('table', { name: CIERRE_TITULO })).toHaveLength(1);
  });

  it('a card planned or closed before the trail still shows both: the planning undated after the opening, the close at its repair end', async () => {
    await renderDetalle({ ...CERRADA, comentario3: 'Urgente' }, 'Operario');
    const entradas = entradasDeLaLinea();
    expect(entradas.map(titulo)).toEqual(['Abierta', 'Planificada', 'Cerrada']);
    expect(cabecera(entradas[1])).toBe('Fecha no registrada');
    expect(cabecera(entradas[2])).toBe('23/11/2026 10:00');
    expect(valorDe('Comentario 3', PLANIFICACION_TITULO)).toBe('Urgente');
  });

  it("a photo's entry says it was attached or replaced, not its file's address", async () => {
    await renderDetalle({}, 'Operario', {
      'GET /api/tarjetas/t-1/historial': {
        body: [
          registro({ _id: '2', accion: 'adjuntar_imagen', cambios: [{ campo: 'imagenDespuesUrl', antes: '', despues: '/uploads/b.png' }] }),
          registro({
            _id: '1',
            accion: 'adjuntar_imagen',
            fecha: '2026-11-22T13:15:00.000Z',
            cambios: [{ campo: 'imagenUrl', antes: '/uploads/a.png', despues: '/uploads/c.png' }],
          }),
        ],
      },
    });
    await waitFor(() => expect(entradasDeLaLinea()).toHaveLength(3));
    const [, reemplazo, despues] = entradasDeLaLinea();
    expect(titulo(reemplazo)).toBe('Imagen adjuntada');
    expect(within(reemplazo).getByRole('listitem')).toHaveTextContent(/^Imagen: reemplazada$/);
    expect(within(despues).getByRole('listitem')).toHaveTextContent(/^Imagen del después: adjuntada$/);
  });

  it('an open, unplanned card has no planning nor closing record', async () => {
    await renderDetalle({}, 'Operario');
    expect(screen.queryByRole('table', { name: PLANIFICACION_TITULO })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: CIERRE_TITULO })).not.toBeInTheDocument();
  });

  it('shows the server message when the trail fails, and still the card and its comments', async () => {
    await renderDetalle({}, 'Operario', {
      'GET /api/tarjetas/t-1/historial': { status: 500, body: { msg: 'Error del servidor' } },
      'GET /api/tarjetas/t-1/comentarios': { body: HILO },
    });
    expect(await screen.findByText('Error del servidor')).toBeInTheDocument();
    await waitFor(() => expect(entradasDeLaLinea().map(titulo)).toEqual(['Abierta', 'Comentario', 'Comentario']));
  });

  it('reloads the trail after the card is edited', async () => {
    const { user, server } = await renderDetalle({}, 'Jefe de area', {
      'GET /api/tarjetas/t-1/historial': { body: HISTORIAL.slice(3) },
      'POST /api/tarjetas/editar': (body) => ({ body: makeTarjeta(body as Partial<Tarjeta>) }),
    });
    await waitFor(() => expect(server.callsTo('GET', '/api/tarjetas/t-1/historial')).toHaveLength(1));
    const dialog = await elegirOpcion(user, 'Editar tarjeta');
    const d = within(dialog);
    await user.clear(d.getByLabelText(/Descripción/));
    await user.type(d.getByLabelText(/Descripción/), 'Otra');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/tarjetas/t-1/historial')).toHaveLength(2));
  });
});

describe('componerLinea', () => {
  const t = makeTarjeta({ fecha: '2026-11-20T03:30:00.000Z', planificacion: true });
  it('a re-planning shows what changed; only the last one carries the planning record', () => {
    const eventos = componerLinea(
      t,
      [
        registro({ _id: 'b', accion: 'planificar', fecha: '2026-11-22T00:00:00.000Z' }),
        registro({ _id: 'a', accion: 'planificar', fecha: '2026-11-21T00:00:00.000Z' }),
      ],
      [],
    );
    expect(eventos.map((e) => (e.tipo === 'planificacion' ? `${e.clave}:${e.primera}:${e.actual}` : e.tipo))).toEqual([
      'apertura',
      'registro:a:true:false',
      'registro:b:false:true',
    ]);
  });

  it("a card whose planning was undone keeps its 'planificar' entries but no planning record; no close entry while open", () => {
    const eventos = componerLinea({ ...t, planificacion: false }, [registro({ accion: 'planificar' }), registro({ _id: '2', accion: 'cerrar' })], []);
    expect(eventos.map((e) => e.tipo)).toEqual(['apertura', 'planificacion', 'registro']);
    expect(eventos.some((e) => e.tipo === 'planificacion' && e.actual)).toBe(false);
  });
});
