import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MATERIAL_NINGUNO, MSG, MSG_FECHAS_CIERRE } from '@portal/shared/domain';
import type { NombreUsuario, Tarjeta } from '@portal/shared/domain';
import { escribirFecha } from '@portal/shared/testing';
import { elegirOpcion, renderDetalle, valorDe } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';

// Local times: the card opened at 14:30 on 05/03/2024 (the pickers are local too).
const FECHA = '2024-03-05T14:30:00';
const APERTURA = '05/03/2024 14:30';
const iso = (local: string) => new Date(local).toISOString();
/** The plant's users, as `GET /api/users/nombres` lists them to the Responsable field. */
const USUARIOS: NombreUsuario[] = [
  { _id: 'u-1', nombre: 'Marta Díaz' },
  { _id: 'u-2', nombre: 'Mario Luna' },
  { _id: 'u-3', nombre: 'Pedro Gómez' },
];

async function abrirCerrar(patch: Partial<Tarjeta> = {}, reply?: (body: unknown) => { status?: number; body?: unknown }) {
  const setup = await renderDetalle({ fecha: FECHA, ...patch }, 'Operario', {
    'GET /api/users/nombres': { body: USUARIOS },
    'POST /api/tarjetas/cerrar': reply ?? ((body) => ({ body: makeTarjeta({ ...patch, fecha: FECHA, ...(body as Partial<Tarjeta>), estado: 'Cerrada' }) })),
  });
  const dialog = await elegirOpcion(setup.user, 'Cerrar tarjeta');
  return { ...setup, dialog };
}

type Usuario = Awaited<ReturnType<typeof abrirCerrar>>['user'];

/** Fills every field but Responsable, Causa and Material (the tests' subjects). */
async function completarResto(dialog: HTMLElement, user: Usuario, inicio = '05/03/2024 15:00', fin = '05/03/2024 17:30') {
  const d = within(dialog);
  await escribirFecha(user, dialog, 'Inicio de reparación', inicio);
  await escribirFecha(user, dialog, 'Fin de reparación', fin);
  await user.type(d.getByRole('textbox', { name: 'Tarea realizada' }), 'Cambio de retén');
  await user.selectOptions(d.getByRole('combobox', { name: 'Tipo de acción' }), 'Reemplazar');
  await user.selectOptions(d.getByRole('combobox', { name: 'Riesgo final' }), 'NS: NO SIGNIFICATIVO');
}

/** Every field; Responsable typed (a name not in the users' list) and Causa unless the card is Verde. */
async function completar(dialog: HTMLElement, user: Usuario, inicio?: string, fin?: string) {
  const d = within(dialog);
  await completarResto(dialog, user, inicio, fin);
  await user.type(responsable(dialog), 'Pedro');
  const causa = d.queryByRole('textbox', { name: 'Causa' });
  if (causa) await user.type(causa, 'Desgaste');
  await user.type(d.getByRole('textbox', { name: 'Material utilizado' }), 'Retén 20mm');
}

const responsable = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Responsable' });
const cerrar = (dialog: HTMLElement, user: Usuario) => user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
const errorDe = (campo: HTMLElement) => document.getElementById(campo.getAttribute('aria-describedby') ?? '')?.textContent;

const REQUERIDOS = ['Causa', 'Tarea realizada', 'Material utilizado'];

// The date pickers are heavy in jsdom: generous time for a loaded machine.
describe('Cerrar Tarjeta (non-yellow)', () => {
  it('shows its fields and requires every one', async () => {
    const { dialog, user, server } = await abrirCerrar();
    const d = within(dialog);
    expect(d.getByRole('heading', { name: 'Cerrar Tarjeta Roja N°1' })).toBeInTheDocument();
    // Nothing pre-filled: Causa must be typed (the original's '.' passed it unread).
    expect(d.getByRole('textbox', { name: 'Causa' })).toHaveValue('');
    expect(
      within(d.getByRole('combobox', { name: 'Tipo de acción' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccionar', 'Eliminar', 'Contener', 'Reemplazar', 'Simplificar']);
    expect(d.getByLabelText('Convertida')).not.toBeChecked();
    // Every field is marked required: asterisk in the label and aria-required on the control.
    for (const name of REQUERIDOS) {
      const campo = d.getByRole('textbox', { name });
      expect(campo).toHaveAttribute('aria-required', 'true');
      expect(dialog.querySelector(`label[for="${campo.id}"]`)).toHaveTextContent(`${name} *`);
    }
    for (const name of ['Responsable', 'Tipo de acción', 'Riesgo final']) expect(d.getByRole('combobox', { name })).toHaveAttribute('aria-required', 'true');
    for (const name of ['Inicio de reparación', 'Fin de reparación']) {
      expect(within(d.getByRole('group', { name })).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-required', 'true');
    }
    await cerrar(dialog, user);
    // Inicio, Fin, Responsable, Causa, Tarea, Tipo de acción, Riesgo final, Material.
    expect(await d.findAllByText(MSG.campoRequerido)).toHaveLength(8);
    expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(0);
  });

  it('refuses an empty Causa with the required message, alone among filled fields', async () => {
    const { dialog, user, server } = await abrirCerrar();
    await completarResto(dialog, user);
    await user.type(responsable(dialog), 'Pedro');
    await user.type(within(dialog).getByRole('textbox', { name: 'Material utilizado' }), 'Retén');
    await user.type(within(dialog).getByRole('textbox', { name: 'Causa' }), '   ');
    await cerrar(dialog, user);
    expect(await within(dialog).findAllByText(MSG.campoRequerido)).toHaveLength(1);
    expect(errorDe(within(dialog).getByRole('textbox', { name: 'Causa' }))).toBe(MSG.campoRequerido);
    expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(0);
  });

  it("Responsable offers the plant's users as the name is typed, and keeps a name that is not one (a contractor)", async () => {
    const { dialog, user, server } = await abrirCerrar();
    await completarResto(dialog, user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Causa' }), 'Desgaste');
    await user.type(within(dialog).getByRole('textbox', { name: 'Material utilizado' }), 'Retén');
    await user.type(responsable(dialog), 'Mar');
    const lista = await screen.findByRole('listbox');
    expect(
      within(lista)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Marta Díaz', 'Mario Luna']);
    await user.click(within(lista).getByRole('option', { name: 'Marta Díaz' }));
    expect(responsable(dialog)).toHaveValue('Marta Díaz');
    await user.clear(responsable(dialog));
    await user.type(responsable(dialog), 'Contratista Ruiz');
    // No user matches: no empty list is left open.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await cerrar(dialog, user);
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/cerrar')[0]?.body).toMatchObject({ responsable: 'Contratista Ruiz' });
  });

  it("'Ninguno' fills Material utilizado in one tap, and is what is posted", async () => {
    const { dialog, user, server } = await abrirCerrar();
    await completarResto(dialog, user);
    await user.type(responsable(dialog), 'Pedro');
    await user.type(within(dialog).getByRole('textbox', { name: 'Causa' }), 'Desgaste');
    const material = within(dialog).getByRole('textbox', { name: 'Material utilizado' });
    await cerrar(dialog, user);
    expect(await within(dialog).findAllByText(MSG.campoRequerido)).toHaveLength(1);
    const ninguno = within(dialog).getByRole('button', { name: 'Ninguno' });
    expect(ninguno).toHaveAttribute('aria-controls', material.id);
    await user.click(ninguno);
    expect(material).toHaveValue(MATERIAL_NINGUNO);
    await waitFor(() => expect(within(dialog).queryByText(MSG.campoRequerido)).not.toBeInTheDocument());
    await cerrar(dialog, user);
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/cerrar')[0]?.body).toMatchObject({ materialUtilizado: 'Ninguno' });
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
    // es-AR: a decimal comma and the unit.
    expect(within(dialog).getByLabelText('Tiempo empleado')).toHaveValue('2,5 h');
    await user.click(within(dialog).getByLabelText('Convertida'));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar tarjeta' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/cerrar')[0]?.body).toEqual({
      _id: 't-1',
      inicioReparacion: iso('2024-03-05T15:00:00'),
      finReparacion: iso('2024-03-05T17:30:00'),
      responsable: 'Pedro',
      tiempoEmpleado: 2.5,
      causa: 'Desgaste',
      tareaRealizada: 'Cambio de retén',
      tipoAccion: 'Reemplazar',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      materialUtilizado: 'Retén 20mm',
      convertida: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Estado: Cerrada')).toBeInTheDocument();
    expect(valorDe('Responsable', 'Cierre de la tarjeta')).toBe('Pedro');
    expect(await screen.findByText('Tarjeta Roja N°1 cerrada')).toBeInTheDocument();
  });

  it('Verde hides Causa and closes without it; Azul hides Convertida and sends false', async () => {
    const verde = await abrirCerrar({ color: 'Verde' });
    expect(within(verde.dialog).queryByRole('textbox', { name: 'Causa' })).not.toBeInTheDocument();
    expect(within(verde.dialog).getByLabelText('Convertida')).toBeInTheDocument();
    await completar(verde.dialog, verde.user);
    await cerrar(verde.dialog, verde.user);
    await waitFor(() => expect(verde.server.callsTo('POST', '/api/tarjetas/cerrar')).toHaveLength(1));
    expect(verde.server.callsTo('POST', '/api/tarjetas/cerrar')[0]?.body).toMatchObject({ causa: '' });
    verde.view.unmount();
    const azul = await abrirCerrar({ color: 'Azul' });
    expect(within(azul.dialog).queryByLabelText('Convertida')).not.toBeInTheDocument();
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
    expect(responsable(otra)).toHaveValue('');
  });
});
