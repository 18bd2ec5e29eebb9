import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG, MSG_FECHAS_CIERRE } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { escribirFecha } from '@portal/shared/testing';
import { elegirOpcion, renderDetalle, valorDe } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';

// Local times: the card opened at 14:30 on 05/03/2024 (the pickers are local too).
const FECHA = '2024-03-05T14:30:00';
const APERTURA = '05/03/2024 14:30';
const iso = (local: string) => new Date(local).toISOString();

async function abrirCerrar(patch: Partial<Tarjeta> = {}, reply?: (body: unknown) => { status?: number; body?: unknown }) {
  const setup = await renderDetalle({ fecha: FECHA, ...patch }, 'Operario', {
    'POST /api/tarjetas/cerrar': reply ?? ((body) => ({ body: makeTarjeta({ ...patch, fecha: FECHA, ...(body as Partial<Tarjeta>), estado: 'Cerrada' }) })),
  });
  const dialog = await elegirOpcion(setup.user, 'Cerrar tarjeta');
  return { ...setup, dialog };
}

async function completar(dialog: HTMLElement, user: Awaited<ReturnType<typeof abrirCerrar>>['user'], inicio = '05/03/2024 15:00', fin = '05/03/2024 17:30') {
  const d = within(dialog);
  await escribirFecha(user, dialog, 'Inicio de reparación', inicio);
  await escribirFecha(user, dialog, 'Fin de reparación', fin);
  await user.type(d.getByRole('textbox', { name: 'Responsable' }), 'Pedro');
  await user.type(d.getByRole('textbox', { name: 'Tarea realizada' }), 'Cambio de retén');
  await user.selectOptions(d.getByRole('combobox', { name: 'Tipo de acción' }), 'Reemplazar');
  await user.selectOptions(d.getByRole('combobox', { name: 'Riesgo final' }), 'NS: NO SIGNIFICATIVO');
  await user.type(d.getByRole('textbox', { name: 'Material utilizado' }), 'Retén 20mm');
}

const REQUERIDOS = ['Responsable', 'Causa', 'Tarea realizada', 'Material utilizado'];

// The date pickers are heavy in jsdom: generous time for a loaded machine.
describe('Cerrar Tarjeta (non-yellow)', () => {
  it('shows its fields and requires every one', async () => {
    const { dialog, user, server } = await abrirCerrar();
    const d = within(dialog);
    expect(d.getByRole('heading', { name: 'Cerrar Tarjeta Roja N°1' })).toBeInTheDocument();
    expect(d.getByRole('textbox', { name: 'Causa' })).toHaveValue('.');
    expect(within(d.getByRole('combobox', { name: 'Tipo de acción' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccionar', 'Eliminar', 'Contener', 'Reemplazar', 'Simplificar']);
    expect(d.getByLabelText('Convertida')).not.toBeChecked();
    // Every field is marked required: asterisk in the label and aria-required on the control.
    for (const name of REQUERIDOS) {
      const campo = d.getByRole('textbox', { name });
      expect(campo).toHaveAttribute('aria-required', 'true');
      expect(dialog.querySelector(`label[for="${campo.id}"]`)).toHaveTextContent(`${name} *`);
    }
    for (const name of ['Tipo de acción', 'Riesgo final']) expect(d.getByRole('combobox', { name })).toHaveAttribute('aria-required', 'true');
    for (const name of ['Inicio de reparación', 'Fin de reparación']) {
      expect(within(d.getByRole('group', { name })).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-required', 'true');
    }
    await user.clear(d.getByRole('textbox', { name: 'Causa' }));
    await user.click(d.getByRole('button', { name: 'Cerrar tarjeta' }));
    // Inicio, Fin, Responsable, Causa, Tarea, Tipo de acción, Riesgo final, Material.
    expect(await d.findAllByText(MSG.campoRequerido)).toHaveLength(8);
    expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(0);
  });

  it('refuses a start not later than the opening and an end before it, naming the opening', async () => {
    const { dialog, user, server } = await abrirCerrar();
    await completar(dialog, user, '05/03/2024 14:30', '04/03/2024 10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
    expect(await within(dialog).findByText(`El inicio de la reparación debe ser posterior a la apertura de la tarjeta (${APERTURA})`)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG_FECHAS_CIERRE.finPosteriorAApertura(APERTURA))).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(0);
  });

  it('refuses a repair that ends in the future', async () => {
    // The clock stands still at 17:00 while the (slow) form is filled: 17:01 stays one minute ahead however long
    // a loaded machine takes. One minute ahead is already refused: the UI allows no clock tolerance.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-03-05T17:00:00') });
    try {
      const { dialog, user, server } = await abrirCerrar();
      await completar(dialog, user, '05/03/2024 15:00', '05/03/2024 17:01');
      await user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
      expect(await within(dialog).findByText(MSG_FECHAS_CIERRE.finFuturo)).toBeInTheDocument();
      expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts a repair that ends at the current minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-03-05T17:00:30') });
    try {
      const { dialog, user, server } = await abrirCerrar();
      await completar(dialog, user, '05/03/2024 15:00', '05/03/2024 17:00');
      await user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
      await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an end before the start', async () => {
    const { dialog, user } = await abrirCerrar();
    await completar(dialog, user, '05/03/2024 18:00', '05/03/2024 16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
    expect(await within(dialog).findByText(MSG_FECHAS_CIERRE.finAnteriorAInicio)).toBeInTheDocument();
  });

  it('closes the same day: posts ISO date-times and the computed hours, says so and shows the closed card', async () => {
    const { dialog, user, server } = await abrirCerrar();
    await completar(dialog, user);
    expect(within(dialog).getByLabelText('Tiempo empleado (h)')).toHaveValue('2.5');
    await user.click(within(dialog).getByLabelText('Convertida'));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/cerrar')[0]?.body).toEqual({
      _id: 't-1',
      inicioReparacion: iso('2024-03-05T15:00:00'),
      finReparacion: iso('2024-03-05T17:30:00'),
      responsable: 'Pedro',
      tiempoEmpleado: 2.5,
      causa: '.',
      tareaRealizada: 'Cambio de retén',
      tipoAccion: 'Reemplazar',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      materialUtilizado: 'Retén 20mm',
      convertida: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Cerrada')).toBeInTheDocument();
    expect(valorDe('Responsable', 'Cierre de la tarjeta')).toBe('Pedro');
    expect(await screen.findByText('Tarjeta Roja N°1 cerrada')).toBeInTheDocument();
  });

  it('Verde hides Causa; Azul hides Convertida and sends false', async () => {
    const verde = await abrirCerrar({ color: 'Verde' });
    expect(within(verde.dialog).queryByRole('textbox', { name: 'Causa' })).not.toBeInTheDocument();
    expect(within(verde.dialog).getByLabelText('Convertida')).toBeInTheDocument();
    verde.view.unmount();
    const azul = await abrirCerrar({ color: 'Azul' });
    expect(within(azul.dialog).queryByLabelText('Convertida')).not.toBeInTheDocument();
    await user_type_causa(azul);
    await completar(azul.dialog, azul.user);
    await azul.user.click(within(azul.dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
    await waitFor(() => expect(azul.server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(1));
    expect(azul.server.callsTo('POST', '/api/tarjetas/cerrar')[0]?.body).toMatchObject({ convertida: false, causa: 'Desgaste' });
  });

  it('shows the server error in the dialog (CERRAR_TARJETA_ERROR) and clears it on reopening', async () => {
    const { dialog, user } = await abrirCerrar({}, () => ({ status: 400, body: { msg: MSG.tarjetaNoAbierta } }));
    await completar(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
    const alert = await within(dialog).findByText(MSG.tarjetaNoAbierta);
    expect(alert.closest('[data-error-id]')).toHaveAttribute('data-error-id', 'CERRAR_TARJETA_ERROR');
    // Typed changes: Cancelar asks first, and Descartar drops them (and the draft).
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const otra = await elegirOpcion(user, 'Cerrar tarjeta');
    expect(within(otra).queryByText(MSG.tarjetaNoAbierta)).not.toBeInTheDocument();
    expect(within(otra).getByRole('textbox', { name: 'Responsable' })).toHaveValue('');
  });
});

async function user_type_causa({ dialog, user }: Awaited<ReturnType<typeof abrirCerrar>>) {
  const causa = within(dialog).getByRole('textbox', { name: 'Causa' });
  await user.clear(causa);
  await user.type(causa, 'Desgaste');
}
