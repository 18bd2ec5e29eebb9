import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';
import { escribirFecha } from '@portal/shared/testing';
import { elegirOpcion, renderDetalle, valorDe } from '../detalleTestSetup';
import { makeKaizen } from '../test/makeKaizen';
import { retenerLlamada } from '../test/retenerLlamada';

const PATH = '/api/tarjetaskaizen/cerrar';
const PLANIFICADO = { causas: 'Retén gastado', acciones: 'Cambiar el retén', costo: '1.500' };

async function abrirCerrar(patch: Partial<Kaizen> = {}, reply?: (body: unknown) => { status?: number; body?: unknown }) {
  const setup = await renderDetalle({ ...PLANIFICADO, ...patch }, 'Operario', {
    [`POST ${PATH}`]: reply ?? (() => ({ body: makeKaizen({ ...PLANIFICADO, ...patch }) })),
  });
  const dialog = await elegirOpcion(setup.user, 'Implementar / Cerrar Kaizen');
  return { ...setup, dialog, d: within(dialog) };
}

// The date picker is heavy in jsdom: generous time for a loaded machine.
describe('Implementar / Cerrar Kaizen', () => {
  it("is pre-filled with the Kaizen's values and 'En implementacion'; implementing sends implementacion true and 'objectivoCompletado'", async () => {
    const { d, user, server } = await abrirCerrar();
    expect(d.getByRole('heading', { name: 'Implementar / Cerrar Quick Kaizen N°7' })).toBeInTheDocument();
    expect(d.getByRole('combobox', { name: 'Estado' })).toHaveValue('En implementacion');
    expect(within(d.getByRole('combobox', { name: 'Estado' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['En implementacion', 'Cerrada']);
    expect(d.getByRole('textbox', { name: 'Descripción del problema' })).toHaveValue('Pierde aceite por el retén');
    expect(d.getByRole('textbox', { name: 'Causas' })).toHaveValue('Retén gastado');
    expect(d.getByRole('textbox', { name: 'Costo' })).toHaveValue('1.500');
    await user.type(d.getByRole('textbox', { name: '¿Se logró el objetivo?' }), 'Parcialmente');
    const retenida = retenerLlamada(server.fetchMock, 'POST', PATH);
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    // While the call runs the submit says so (spec §2) and cannot be pressed again.
    const esperando = await d.findByRole('button', { name: 'Por favor espere...' });
    expect(esperando).toBeDisabled();
    retenida.soltar();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', PATH)[0]?.body).toEqual({
      _id: 'k-1',
      implementacion: true,
      tarjetasHacer: [],
      descripcionProblema: 'Pierde aceite por el retén',
      objetivo: 'Cero fugas',
      causas: 'Retén gastado',
      acciones: 'Cambiar el retén',
      objectivoCompletado: 'Parcialmente',
      documentos: '',
      otraMaquina: '',
      responsableSeguimiento: '',
      fechaFinalizacionMejora: null,
      costo: '1.500',
      beneficio: '',
      verificacion: '',
    });
    expect(await screen.findByText('Quick Kaizen N°7 en implementación')).toBeInTheDocument();
  });

  it("'Cerrada' sends implementacion false with the end date, and the page shows the closed Kaizen", async () => {
    const cerrada = makeKaizen({ ...PLANIFICADO, estado: 'Cerrada', estadoActual: 'Cerrada', objetivoCompletado: 'Sí', objectivoCompletado: 'Sí', fechaFinalizacionMejora: '2024-04-10' });
    const { d, dialog, user, server } = await abrirCerrar({}, () => ({ body: cerrada }));
    await user.selectOptions(d.getByRole('combobox', { name: 'Estado' }), 'Cerrada');
    await user.type(d.getByRole('textbox', { name: '¿Se logró el objetivo?' }), 'Sí');
    await escribirFecha(user, dialog, 'Fecha de finalización de la mejora', '10/04/2024');
    server.routes['GET /api/tarjetaskaizen/k-1'] = { body: cerrada };
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', PATH)).toHaveLength(1));
    expect(server.callsTo('POST', PATH)[0]?.body).toMatchObject({ implementacion: false, objectivoCompletado: 'Sí', fechaFinalizacionMejora: '2024-04-10' });
    expect(await screen.findByText('Quick Kaizen N°7 cerrado')).toBeInTheDocument();
    // Until the dialog's exit transition ends, the page behind is hidden from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Estado: Cerrada')).toBeInTheDocument());
    expect(valorDe('Fecha de finalización de la mejora', 'Seguimiento')).toBe('10/04/2024');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Quick Kaizen N°7$/);
  });

  it('shows the server error in the dialog (CERRAR_KAIZEN_ERROR); with changes, Cancelar asks first', async () => {
    const { d, user } = await abrirCerrar({}, () => ({ status: 400, body: { msg: MSG.kaizenYaCerrado } }));
    await user.type(d.getByRole('textbox', { name: 'Verificación' }), 'Ok');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    const alert = await d.findByText(MSG.kaizenYaCerrado);
    expect(alert.closest('[data-error-id]')).toHaveAttribute('data-error-id', 'CERRAR_KAIZEN_ERROR');
    await user.click(d.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const otra = await elegirOpcion(user, 'Implementar / Cerrar Kaizen');
    expect(within(otra).queryByText(MSG.kaizenYaCerrado)).not.toBeInTheDocument();
    expect(within(otra).getByRole('textbox', { name: 'Verificación' })).toHaveValue('');
  });

  it("the domain's rules name the missing fields before calling: Planificar to implement, Chequear and the end date to close", async () => {
    const { d, dialog, user, server } = await abrirCerrar({ acciones: '' });
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect(await d.findByText(MSG.kaizenPlanificarIncompleto)).toBeInTheDocument();
    expect(d.getByRole('textbox', { name: 'Acciones' })).toHaveAccessibleDescription(MSG.kaizenPlanificarIncompleto);
    await user.type(d.getByRole('textbox', { name: 'Acciones' }), 'Cambiar el retén');
    await user.selectOptions(d.getByRole('combobox', { name: 'Estado' }), 'Cerrada');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect(await d.findAllByText(MSG.kaizenChequearIncompleto)).toHaveLength(2);
    await user.type(d.getByRole('textbox', { name: '¿Se logró el objetivo?' }), 'Sí');
    await escribirFecha(user, dialog, 'Fecha de finalización de la mejora', '01/01/2024');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect(await d.findByText(MSG.kaizenFechaFinAnterior)).toBeInTheDocument();
    expect(server.callsTo('POST', PATH)).toHaveLength(0);
  });

  it('an incomplete end date is refused before calling', async () => {
    const { d, dialog, user, server } = await abrirCerrar();
    await escribirFecha(user, dialog, 'Fecha de finalización de la mejora', '10/04');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect(await d.findByText('Complete la fecha con el formato DD/MM/AAAA')).toBeInTheDocument();
    expect(server.callsTo('POST', PATH)).toHaveLength(0);
  });
});
