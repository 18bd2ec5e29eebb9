import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { elegirOpcion, renderDetalle, valorDe } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';
import { PLANIFICACION_TITULO } from '../vista/PlanificacionPanel';

describe('Planificación', () => {
  it('requires the planned closing date and the follow-up owner', async () => {
    const { user, server } = await renderDetalle({}, 'Operario');
    const d = within(await elegirOpcion(user, 'Planificar tarjeta'));
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
    fireEvent.change(d.getByLabelText(/Fecha prevista de cierre/), { target: { value: '2024-04-01' } });
    await user.type(d.getByLabelText(/Responsable del seguimiento/), 'Laura');
    await user.type(d.getByLabelText('Recursos'), 'Dos operarios');
    fireEvent.change(d.getByLabelText('Fecha comprometida por compras'), { target: { value: '2024-03-20' } });
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
  });

  it('shows the server error as PLANIFICACION_TARJETA_ERROR', async () => {
    const { user } = await renderDetalle({}, 'Operario', { 'POST /api/tarjetas/agregarplanificacion': { status: 400, body: { msg: MSG.fechaInvalida } } });
    const d = within(await elegirOpcion(user, 'Planificar tarjeta'));
    fireEvent.change(d.getByLabelText(/Fecha prevista de cierre/), { target: { value: '2024-04-01' } });
    await user.type(d.getByLabelText(/Responsable del seguimiento/), 'Laura');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect((await d.findByText(MSG.fechaInvalida)).closest('[data-error-id]')).toHaveAttribute('data-error-id', 'PLANIFICACION_TARJETA_ERROR');
  });
});
