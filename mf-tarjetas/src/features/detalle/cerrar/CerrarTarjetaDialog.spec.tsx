import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { elegirOpcion, renderDetalle, valorDe } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';

// Local times: the card opened at 14:30 on 05/03/2024 (the inputs are local too).
const FECHA = '2024-03-05T14:30:00';
const iso = (local: string) => new Date(local).toISOString();

async function abrirCerrar(patch: Partial<Tarjeta> = {}, reply?: (body: unknown) => { status?: number; body?: unknown }) {
  const setup = await renderDetalle({ fecha: FECHA, ...patch }, 'Operario', {
    'POST /api/tarjetas/cerrar': reply ?? ((body) => ({ body: makeTarjeta({ ...patch, fecha: FECHA, ...(body as Partial<Tarjeta>), estado: 'Cerrada' }) })),
  });
  const dialog = await elegirOpcion(setup.user, 'Cerrar tarjeta');
  return { ...setup, dialog };
}

const fecha = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

async function completar(dialog: HTMLElement, user: Awaited<ReturnType<typeof abrirCerrar>>['user'], inicio = '2024-03-05T15:00', fin = '2024-03-05T17:30') {
  const d = within(dialog);
  fecha(dialog, 'Inicio de reparación', inicio);
  fecha(dialog, 'Fin de reparación', fin);
  await user.type(d.getByLabelText('Responsable'), 'Pedro');
  await user.type(d.getByLabelText('Tarea realizada'), 'Cambio de retén');
  await user.selectOptions(d.getByLabelText('Tipo de acción'), 'Reemplazar');
  await user.selectOptions(d.getByLabelText('Riesgo final'), 'NS: NO SIGNIFICATIVO');
  await user.type(d.getByLabelText('Material utilizado'), 'Retén 20mm');
}

describe('Cerrar Tarjeta (non-yellow)', () => {
  it('shows its fields and requires every one', async () => {
    const { dialog, user, server } = await abrirCerrar();
    const d = within(dialog);
    expect(d.getByRole('heading', { name: 'Cerrar Tarjeta' })).toBeInTheDocument();
    expect(d.getByLabelText('Causa')).toHaveValue('.');
    expect(within(d.getByLabelText('Tipo de acción')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccionar', 'Eliminar', 'Contener', 'Reemplazar', 'Simplificar']);
    expect(d.getByLabelText('Convertida')).not.toBeChecked();
    await user.clear(d.getByLabelText('Causa'));
    await user.click(d.getByRole('button', { name: 'Cerrar tarjeta' }));
    // Inicio, Fin, Responsable, Causa, Tarea, Tipo de acción, Riesgo final, Material.
    expect(await d.findAllByText(MSG.campoRequerido)).toHaveLength(8);
    expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(0);
  });

  it('refuses a start not later than the opening and an end before it', async () => {
    const { dialog, user, server } = await abrirCerrar();
    await completar(dialog, user, '2024-03-05T14:00', '2024-03-04T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
    expect(await within(dialog).findByText(MSG.inicioPosteriorACreacion)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.finPosteriorACreacion)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(0);
  });

  it('refuses a repair that ends in the future', async () => {
    const { dialog, user, server } = await abrirCerrar();
    await completar(dialog, user, '2024-03-05T15:00', '2099-03-05T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
    expect(await within(dialog).findByText(MSG.finReparacionFuturo)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(0);
  });

  it('refuses an end before the start', async () => {
    const { dialog, user } = await abrirCerrar();
    await completar(dialog, user, '2024-03-05T18:00', '2024-03-05T16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
    expect(await within(dialog).findByText(MSG.finAnteriorAInicio)).toBeInTheDocument();
  });

  it('closes the same day: posts ISO date-times and the computed hours, then shows the closed card', async () => {
    const { dialog, user, server } = await abrirCerrar();
    await completar(dialog, user);
    expect(within(dialog).getByLabelText('Tiempo empleado (h)')).toHaveValue('2.5');
    await user.click(within(dialog).getByLabelText('Convertida'));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/cerrar')[0]?.body).toEqual({
      _id: 't-1',
      inicioReparacion: iso('2024-03-05T15:00'),
      finReparacion: iso('2024-03-05T17:30'),
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
  });

  it('Verde hides Causa; Azul hides Convertida and sends false', async () => {
    const verde = await abrirCerrar({ color: 'Verde' });
    expect(within(verde.dialog).queryByLabelText('Causa')).not.toBeInTheDocument();
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
    expect(within(otra).getByLabelText('Responsable')).toHaveValue('');
  });
});

async function user_type_causa({ dialog, user }: Awaited<ReturnType<typeof abrirCerrar>>) {
  const causa = within(dialog).getByLabelText('Causa');
  await user.clear(causa);
  await user.type(causa, 'Desgaste');
}
