import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { detalleConAccion, detallePath, MSG } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';
import { escribirFecha } from '@portal/shared/testing';
import { abrirPaso, elegirOpcion, renderDetalle, valorDe } from '../detalleTestSetup';
import { makeKaizen, makeRef } from '../test/makeKaizen';
import { TODAS_CERRADAS } from './TarjetasPorCerrar';
import { TARJETAS_ABIERTAS_REQUERIDO } from './tarjetasAbiertas';
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
    expect(
      within(d.getByRole('combobox', { name: 'Estado' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['En implementacion', 'Cerrada']);
    expect(d.getByRole('textbox', { name: 'Descripción del problema' })).toHaveValue('Pierde aceite por el retén');
    expect(d.getByRole('textbox', { name: 'Causas' })).toHaveValue('Retén gastado');
    expect(d.getByRole('textbox', { name: 'Costo' })).toHaveValue('1.500');
    await user.click(within(d.getByRole('radiogroup', { name: '¿Se logró el objetivo?' })).getByRole('radio', { name: 'Parcialmente' }));
    await user.type(d.getByRole('textbox', { name: 'Comentario sobre el objetivo' }), 'Bajaron a la mitad');
    // Implementing does not ask about the open source card.
    expect(d.queryByRole('group', { name: 'Tarjetas vinculadas abiertas' })).not.toBeInTheDocument();
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
      objetivoLogrado: 'Parcialmente',
      objectivoCompletado: 'Bajaron a la mitad',
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
    const cerradas = { preTarjeta: [makeRef({ estado: 'Cerrada' })] };
    const cerrada = makeKaizen({
      ...PLANIFICADO,
      ...cerradas,
      estado: 'Cerrada',
      estadoActual: 'Cerrada',
      objetivoLogrado: 'Sí',
      fechaFinalizacionMejora: '2024-04-10',
    });
    const { d, dialog, user, server } = await abrirCerrar(cerradas, () => ({ body: cerrada }));
    await user.selectOptions(d.getByRole('combobox', { name: 'Estado' }), 'Cerrada');
    // Its only card is closed: nothing to ask.
    expect(d.queryByRole('group', { name: 'Tarjetas vinculadas abiertas' })).not.toBeInTheDocument();
    await user.click(d.getByRole('radio', { name: 'Sí' }));
    await escribirFecha(user, dialog, 'Fecha de finalización de la mejora', '10/04/2024');
    server.routes['GET /api/tarjetaskaizen/k-1'] = { body: cerrada };
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', PATH)).toHaveLength(1));
    expect(server.callsTo('POST', PATH)[0]?.body).toMatchObject({
      implementacion: false,
      objetivoLogrado: 'Sí',
      objectivoCompletado: '',
      fechaFinalizacionMejora: '2024-04-10',
    });
    expect(await screen.findByText('Quick Kaizen N°7 cerrado')).toBeInTheDocument();
    // Until the dialog's exit transition ends, the page behind is hidden from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Estado: Cerrada')).toBeInTheDocument());
    await abrirPaso(user, 'Chequear');
    expect(valorDe('Fecha de finalización de la mejora', 'Chequear')).toBe('10/04/2024');
    expect(valorDe('¿Se logró el objetivo?', 'Chequear')).toBe('Sí');
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
    expect(d.getByRole('radiogroup', { name: '¿Se logró el objetivo?' })).toHaveAccessibleDescription(MSG.kaizenChequearIncompleto);
    // A comment alone does not answer it here.
    await user.type(d.getByRole('textbox', { name: 'Comentario sobre el objetivo' }), 'Sin fugas');
    await escribirFecha(user, dialog, 'Fecha de finalización de la mejora', '01/01/2024');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect(await d.findByText(MSG.kaizenObjetivoLogradoRequerido)).toBeInTheDocument();
    await user.click(d.getByRole('radio', { name: 'Sí' }));
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

  describe('closing with linked cards still open', () => {
    const VINCULADAS = {
      preTarjeta: [makeRef({ _id: 't-1', numero: 1, descripcion: 'Pierde aceite' }), makeRef({ _id: 't-3', color: 'Azul', numero: 3, estado: 'Cerrada' })],
      // t-1 is in Hacer too (listed once); a deleted card cannot be closed.
      tarjetasHacer: [
        makeRef({ _id: 't-1', numero: 1 }),
        makeRef({ _id: 't-5', color: 'Verde', numero: 5, descripcion: 'Ordenar' }),
        makeRef({ _id: null, color: 'Roja', numero: 9, estado: 'eliminada' }),
      ],
    };

    async function cerrarCon(destino: string | null) {
      const setup = await abrirCerrar(VINCULADAS, (body) => ({
        body: makeKaizen({ ...PLANIFICADO, ...VINCULADAS, ...(body as object), estado: 'Cerrada', estadoActual: 'Cerrada' }),
      }));
      const { d, dialog, user } = setup;
      await user.selectOptions(d.getByRole('combobox', { name: 'Estado' }), 'Cerrada');
      const aviso = d.getByRole('group', { name: 'Tarjetas vinculadas abiertas' });
      expect(aviso).toHaveTextContent('2 tarjetas vinculadas siguen abiertas:');
      expect(
        within(aviso)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        ['Tarjeta Roja N°1', detallePath('t-1')],
        ['Tarjeta Verde N°5', detallePath('t-5')],
      ]);
      await user.click(d.getByRole('radio', { name: 'Sí' }));
      await escribirFecha(user, dialog, 'Fecha de finalización de la mejora', '10/04/2024');
      if (destino) await user.click(within(aviso).getByRole('radio', { name: destino }));
      await user.click(d.getByRole('button', { name: 'Guardar' }));
      return setup;
    }

    it('asks what becomes of them before calling', async () => {
      const { d, server } = await cerrarCon(null);
      expect(await d.findByText(TARJETAS_ABIERTAS_REQUERIDO)).toBeInTheDocument();
      expect(server.callsTo('POST', PATH)).toHaveLength(0);
    });

    it("'Mantenerlas abiertas' closes the Kaizen and says how many stay open", async () => {
      const { server } = await cerrarCon('Mantenerlas abiertas');
      expect(await screen.findByText('Quick Kaizen N°7 cerrado; 2 tarjetas vinculadas siguen abiertas')).toBeInTheDocument();
      expect(server.callsTo('POST', PATH)[0]?.body).toMatchObject({ implementacion: false });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('region', { name: 'Cerrar las tarjetas vinculadas' })).not.toBeInTheDocument();
    });

    it("'Cerrar también las tarjetas' then lists each open card with its close, until none is left", async () => {
      const { server, user } = await cerrarCon('Cerrar también las tarjetas');
      expect(await screen.findByText('Quick Kaizen N°7 cerrado')).toBeInTheDocument();
      const panel = await screen.findByRole('region', { name: 'Cerrar las tarjetas vinculadas' });
      expect(
        within(panel)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        ['Cerrar Tarjeta Roja N°1', detalleConAccion('t-1', 'cerrar')],
        ['Cerrar Tarjeta Verde N°5', detalleConAccion('t-5', 'cerrar')],
      ]);
      expect(server.callsTo('POST', PATH)).toHaveLength(1);
      await user.click(within(panel).getByRole('button', { name: 'Listo' }));
      expect(screen.queryByRole('region', { name: 'Cerrar las tarjetas vinculadas' })).not.toBeInTheDocument();
    });

    it('back on the Kaizen after closing them, the panel says none is left', async () => {
      await renderDetalle(
        { ...PLANIFICADO, estado: 'Cerrada', estadoActual: 'Cerrada', preTarjeta: [makeRef({ estado: 'Cerrada' })] },
        'Operario',
        {},
        undefined,
        '?cerrarTarjetas=1',
      );
      expect(await screen.findByRole('region', { name: 'Cerrar las tarjetas vinculadas' })).toHaveTextContent(TODAS_CERRADAS);
    });
  });
});
