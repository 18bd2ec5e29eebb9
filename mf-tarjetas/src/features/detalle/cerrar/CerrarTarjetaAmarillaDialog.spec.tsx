import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { MSG } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { elegirOpcion, renderDetalle } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';

const FECHA = '2024-03-05T14:30:00';

async function abrir(reply?: () => { status?: number; body?: unknown }) {
  const setup = await renderDetalle({ color: 'Amarilla', fecha: FECHA }, 'Operario', {
    'POST /api/tarjetas/cerrar/amarilla': reply ?? ((body) => ({ body: makeTarjeta({ color: 'Amarilla', ...(body as Partial<Tarjeta>), estado: 'Cerrada' }) })),
  });
  return { ...setup, dialog: await elegirOpcion(setup.user, 'Cerrar tarjeta') };
}

describe('Cerrar Tarjeta amarilla', () => {
  it('requires every field with the spec message', async () => {
    const { dialog, user, server } = await abrir();
    const d = within(dialog);
    expect(d.getByRole('heading', { name: 'Cerrar Tarjeta amarilla' })).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Cerrar tarjeta' }));
    // Acción realizada, tipo de acción, responsable, causa, fin, riesgo final, acciones complementarias.
    expect(await d.findAllByText(MSG.campoRequerido)).toHaveLength(7);
    expect(server.callsTo('POST', '/api/tarjetas/cerrar/amarilla')).toHaveLength(0);
  });

  it('refuses an end before the creation, then posts the close with both checkboxes', async () => {
    const { dialog, user, server } = await abrir();
    const d = within(dialog);
    await user.type(d.getByLabelText('Acción realizada'), 'Se colocó baranda');
    await user.selectOptions(d.getByLabelText('Tipo de acción'), 'Contener');
    await user.type(d.getByLabelText('Responsable'), 'Marta');
    await user.type(d.getByLabelText('Causa'), 'Falta de baranda');
    fireEvent.change(d.getByLabelText('Fecha y hora de fin'), { target: { value: '2024-03-05T14:00' } });
    await user.selectOptions(d.getByLabelText('Riesgo final'), 'NS: NO SIGNIFICATIVO');
    await user.type(d.getByLabelText('Acciones complementarias'), 'Capacitación');
    await user.click(d.getByLabelText('Verificación (Resp. Pilar de seguridad)'));
    await user.click(d.getByRole('button', { name: 'Cerrar tarjeta' }));
    expect(await d.findByText(MSG.finPosteriorACreacion)).toBeInTheDocument();

    fireEvent.change(d.getByLabelText('Fecha y hora de fin'), { target: { value: '2024-03-05T16:45' } });
    await user.click(d.getByRole('button', { name: 'Cerrar tarjeta' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/cerrar/amarilla')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/cerrar/amarilla')[0]?.body).toEqual({
      _id: 't-1',
      finReparacion: new Date('2024-03-05T16:45').toISOString(),
      responsable: 'Marta',
      tareaRealizada: 'Se colocó baranda',
      tipoAccion: 'Contener',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      accionesComplementarias: 'Capacitación',
      causa: 'Falta de baranda',
      convertida: false,
      verificacion: true,
    });
  });

  it('shows the server error as CERRAR_TARJETA_AMARILLA_ERROR', async () => {
    const { dialog, user } = await abrir(() => ({ status: 500, body: { msg: 'Falló el cierre' } }));
    const d = within(dialog);
    await user.type(d.getByLabelText('Acción realizada'), 'a');
    await user.selectOptions(d.getByLabelText('Tipo de acción'), 'Eliminar');
    await user.type(d.getByLabelText('Responsable'), 'b');
    await user.type(d.getByLabelText('Causa'), 'c');
    fireEvent.change(d.getByLabelText('Fecha y hora de fin'), { target: { value: '2024-03-06T10:00' } });
    await user.selectOptions(d.getByLabelText('Riesgo final'), 'NS: NO SIGNIFICATIVO');
    await user.type(d.getByLabelText('Acciones complementarias'), 'd');
    await user.click(d.getByRole('button', { name: 'Cerrar tarjeta' }));
    const alert = await d.findByText('Falló el cierre');
    expect(alert.closest('[data-error-id]')).toHaveAttribute('data-error-id', 'CERRAR_TARJETA_AMARILLA_ERROR');
  });
});
