import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG, MSG_FECHA_INCOMPLETA } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { escribirFecha, textoFecha } from '@portal/shared/testing';
import { elegirOpcion, renderDetalle, valorDe } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';
import { PLANIFICACION_TITULO } from '../vista/camposDetalle';

// The date pickers are heavy in jsdom: generous time for a loaded machine.
describe('Planificación', () => {
  it('requires the planned closing date and the follow-up owner', async () => {
    const { user, server } = await renderDetalle({}, 'Operario');
    const d = within(await elegirOpcion(user, 'Planificar tarjeta'));
    expect(d.getByRole('heading', { name: 'Planificar Tarjeta Roja N°1' })).toBeInTheDocument();
    expect(d.getByRole('textbox', { name: 'Responsable del seguimiento' })).toHaveAttribute('aria-required', 'true');
    expect(within(d.getByRole('group', { name: 'Fecha prevista de cierre' })).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-required', 'true');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect(await d.findAllByText(MSG.campoRequerido)).toHaveLength(2);
    expect(server.callsTo('POST', '/api/tarjetas/agregarplanificacion')).toHaveLength(0);
  });

  it('posts the planning fields (dates as YYYY-MM-DD, empty ones null) and shows the panel', async () => {
    const { user, server } = await renderDetalle({}, 'Operario', {
      'POST /api/tarjetas/agregarplanificacion': (body) => ({ body: makeTarjeta({ ...(body as Partial<Tarjeta>), planificacion: true }) }),
    });
    const dialog = await elegirOpcion(user, 'Planificar tarjeta');
    const d = within(dialog);
    await escribirFecha(user, dialog, 'Fecha prevista de cierre', '01/04/2024');
    await user.type(d.getByRole('textbox', { name: 'Responsable del seguimiento' }), 'Laura');
    await user.type(d.getByLabelText('Recursos'), 'Dos operarios');
    await escribirFecha(user, dialog, 'Fecha comprometida por compras', '20/03/2024');
    await user.type(d.getByLabelText('Comentario 2'), 'Con repuesto');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/agregarplanificacion')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/agregarplanificacion')[0]?.body).toEqual({
      _id: 't-1',
      previstaCierre: '2024-04-01',
      responsableSeguimiento: 'Laura',
      recursos: 'Dos operarios',
      materiales: '',
      solicitudCompras: null,
      comprometidaCompras: '2024-03-20',
      tareaRealizar: '',
      responsableTarea: '',
      comentario1: '',
      comentario2: 'Con repuesto',
      comentario3: '',
    });
    expect(await screen.findByRole('heading', { name: PLANIFICACION_TITULO })).toBeInTheDocument();
    expect(valorDe('Fecha comprometida por compras', PLANIFICACION_TITULO)).toBe('20/03/2024');
    expect(await screen.findByText('Planificación guardada: Tarjeta Roja N°1')).toBeInTheDocument();
  });

  it("a planned open card offers 'Editar planificación' with the plan filled in", async () => {
    const plan = {
      planificacion: true,
      previstaCierre: '2031-03-15',
      responsableSeguimiento: 'Martín',
      recursos: 'Grúa',
      comprometidaCompras: '2031-02-01T00:00:00.000Z',
    };
    const { user, server } = await renderDetalle(plan, 'Operario', {
      'POST /api/tarjetas/agregarplanificacion': (body) => ({ body: makeTarjeta({ ...plan, ...(body as Partial<Tarjeta>) }) }),
    });
    const dialog = await elegirOpcion(user, 'Editar planificación');
    const d = within(dialog);
    expect(d.getByRole('heading', { name: 'Editar planificación: Tarjeta Roja N°1' })).toBeInTheDocument();
    expect(textoFecha(dialog, 'Fecha prevista de cierre')).toBe('15/03/2031');
    expect(textoFecha(dialog, 'Fecha comprometida por compras')).toBe('01/02/2031');
    expect(d.getByRole('textbox', { name: 'Responsable del seguimiento' })).toHaveValue('Martín');
    expect(d.getByLabelText('Recursos')).toHaveValue('Grúa');
    await user.clear(d.getByLabelText('Recursos'));
    await user.type(d.getByLabelText('Recursos'), 'Dos grúas');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/agregarplanificacion')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/agregarplanificacion')[0]?.body).toMatchObject({
      previstaCierre: '2031-03-15',
      comprometidaCompras: '2031-02-01',
      responsableSeguimiento: 'Martín',
      recursos: 'Dos grúas',
    });
  });

  it('an incompletely typed date is refused, not sent', async () => {
    const { user, server } = await renderDetalle({}, 'Operario');
    const dialog = await elegirOpcion(user, 'Planificar tarjeta');
    const d = within(dialog);
    await escribirFecha(user, dialog, 'Fecha prevista de cierre', '01/04');
    await user.type(d.getByRole('textbox', { name: 'Responsable del seguimiento' }), 'Laura');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect(await d.findByText(MSG_FECHA_INCOMPLETA.fecha)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/tarjetas/agregarplanificacion')).toHaveLength(0);
  });

  it('shows the server error as PLANIFICACION_TARJETA_ERROR', async () => {
    const { user } = await renderDetalle({}, 'Operario', { 'POST /api/tarjetas/agregarplanificacion': { status: 400, body: { msg: MSG.fechaInvalida } } });
    const dialog = await elegirOpcion(user, 'Planificar tarjeta');
    const d = within(dialog);
    await escribirFecha(user, dialog, 'Fecha prevista de cierre', '01/04/2024');
    await user.type(d.getByRole('textbox', { name: 'Responsable del seguimiento' }), 'Laura');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect((await d.findByText(MSG.fechaInvalida)).closest('[data-error-id]')).toHaveAttribute('data-error-id', 'PLANIFICACION_TARJETA_ERROR');
  });
});
