import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG, MSG_FECHAS_CIERRE } from '@portal/shared/domain';
import { escribirFecha } from '@portal/shared/testing';
import type { Tarjeta } from '@portal/shared/domain';
import { elegirOpcion, renderDetalle } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';

const FECHA = '2024-03-05T14:30:00';

async function abrir(reply?: () => { status?: number; body?: unknown }) {
  const setup = await renderDetalle({ color: 'Amarilla', fecha: FECHA }, 'Operario', {
    'GET /api/users/nombres': { body: [{ _id: 'u-1', nombre: 'Marta Díaz' }] },
    'POST /api/tarjetas/cerrar/amarilla': reply ?? ((body) => ({ body: makeTarjeta({ color: 'Amarilla', ...(body as Partial<Tarjeta>), estado: 'Cerrada' }) })),
  });
  return { ...setup, dialog: await elegirOpcion(setup.user, 'Cerrar tarjeta') };
}

// The date pickers are heavy in jsdom: generous time for a loaded machine.
describe('Cerrar Tarjeta amarilla', () => {
  it('requires every field with the spec message', async () => {
    const { dialog, user, server } = await abrir();
    const d = within(dialog);
    expect(d.getByRole('heading', { name: 'Cerrar Tarjeta Amarilla N°1' })).toBeInTheDocument();
    for (const name of ['Acción realizada', 'Causa', 'Acciones complementarias']) {
      expect(d.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    }
    for (const name of ['Responsable', 'Tipo de acción', 'Riesgo final']) expect(d.getByRole('combobox', { name })).toBeRequired();
    expect(within(d.getByRole('group', { name: 'Fecha y hora de fin' })).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-required', 'true');
    await user.click(d.getByRole('button', { name: 'Cerrar tarjeta' }));
    // Acción realizada, tipo de acción, responsable, causa, fin, riesgo final, acciones complementarias.
    expect(await d.findAllByText(MSG.campoRequerido)).toHaveLength(7);
    expect(server.callsTo('POST', '/api/tarjetas/cerrar/amarilla')).toHaveLength(0);
  });

  it('refuses an end before the creation, then posts the close with both checkboxes', async () => {
    const { dialog, user, server } = await abrir();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Acción realizada' }), 'Se colocó baranda');
    await user.selectOptions(d.getByRole('combobox', { name: 'Tipo de acción' }), 'Contener');
    // Picked from the plant's users.
    await user.type(d.getByRole('combobox', { name: 'Responsable' }), 'Mar');
    await user.click(await screen.findByRole('option', { name: 'Marta Díaz' }));
    await user.type(d.getByRole('textbox', { name: 'Causa' }), 'Falta de baranda');
    await escribirFecha(user, dialog, 'Fecha y hora de fin', '05/03/2024 14:00');
    await user.selectOptions(d.getByRole('combobox', { name: 'Riesgo final' }), 'NS: NO SIGNIFICATIVO');
    await user.type(d.getByRole('textbox', { name: 'Acciones complementarias' }), 'Capacitación');
    await user.click(d.getByLabelText('Verificación (Resp. Pilar de seguridad)'));
    await user.click(d.getByRole('button', { name: 'Cerrar tarjeta' }));
    expect(await d.findByText('El fin de la reparación no puede ser anterior a la apertura de la tarjeta (05/03/2024 14:30)')).toBeInTheDocument();

    await escribirFecha(user, dialog, 'Fecha y hora de fin', '05/03/2024 16:45');
    await user.click(d.getByRole('button', { name: 'Cerrar tarjeta' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/cerrar/amarilla')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/cerrar/amarilla')[0]?.body).toEqual({
      _id: 't-1',
      finReparacion: new Date('2024-03-05T16:45:00').toISOString(),
      responsable: 'Marta Díaz',
      tareaRealizada: 'Se colocó baranda',
      tipoAccion: 'Contener',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      accionesComplementarias: 'Capacitación',
      causa: 'Falta de baranda',
      convertida: false,
      verificacion: true,
    });
    expect(await screen.findByText('Tarjeta Amarilla N°1 cerrada')).toBeInTheDocument();
  });

  it('refuses an end in the future', async () => {
    const { dialog, user, server } = await abrir();
    await escribirFecha(user, dialog, 'Fecha y hora de fin', '01/01/2099 10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
    expect(await within(dialog).findByText(MSG_FECHAS_CIERRE.finFuturo)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/tarjetas/cerrar/amarilla')).toHaveLength(0);
  });

  it('shows the server error as CERRAR_TARJETA_AMARILLA_ERROR', async () => {
    const { dialog, user } = await abrir(() => ({ status: 500, body: { msg: 'Falló el cierre' } }));
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Acción realizada' }), 'a');
    await user.selectOptions(d.getByRole('combobox', { name: 'Tipo de acción' }), 'Eliminar');
    await user.type(d.getByRole('combobox', { name: 'Responsable' }), 'b');
    await user.type(d.getByRole('textbox', { name: 'Causa' }), 'c');
    await escribirFecha(user, dialog, 'Fecha y hora de fin', '06/03/2024 10:00');
    await user.selectOptions(d.getByRole('combobox', { name: 'Riesgo final' }), 'NS: NO SIGNIFICATIVO');
    await user.type(d.getByRole('textbox', { name: 'Acciones complementarias' }), 'd');
    await user.click(d.getByRole('button', { name: 'Cerrar tarjeta' }));
    const alert = await d.findByText('Falló el cierre');
    expect(alert.closest('[data-error-id]')).toHaveAttribute('data-error-id', 'CERRAR_TARJETA_AMARILLA_ERROR');
  });
});
