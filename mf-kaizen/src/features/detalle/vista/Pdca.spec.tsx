import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@portal/shared/domain';
import { escribirFecha, stubPhone } from '@portal/shared/testing';
import { abrirPaso, pasos, renderDetalle } from '../detalleTestSetup';
import { makeKaizen, makeRef } from '../test/makeKaizen';
import { SOLO_LECTURA_PDCA } from './Pdca';

const EDITAR = '/api/tarjetaskaizen/editarkaizen';
const PLANIFICAR = { causas: 'Retén gastado', acciones: 'Cambiar el retén' };

afterEach(() => vi.unstubAllGlobals());

describe('PDCA stepper', () => {
  it("a Jefe de area saves Planificar with its own Guardar: only that step's changed fields travel, the step turns complete and the next opens", async () => {
    const { user, server } = await renderDetalle({}, 'Jefe de area', {
      [`POST ${EDITAR}`]: (body) => {
        const actualizado = makeKaizen({ ...(body as object) });
        server.routes['GET /api/tarjetaskaizen/k-1'] = { body: actualizado };
        return { body: actualizado };
      },
    });
    expect(pasos()).toEqual(['Planificar Plan · Pendiente', 'Hacer Do · Pendiente', 'Chequear Check · Pendiente', 'Estandarizar Act · Pendiente']);
    const planificar = within(screen.getByRole('form', { name: 'Planificar' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/Complete la descripción del problema/);
    expect(planificar.getByRole('textbox', { name: 'Descripción del problema' })).toHaveValue('Pierde aceite por el retén');
    // Only its fields: nothing of Chequear or Estandarizar here.
    expect(planificar.getAllByRole('textbox').map((t) => t.getAttribute('id'))).toEqual([
      'pdca-planificar-descripcionProblema',
      'pdca-planificar-objetivo',
      'pdca-planificar-causas',
      'pdca-planificar-acciones',
    ]);
    await user.type(planificar.getByRole('textbox', { name: 'Causas' }), PLANIFICAR.causas);
    await user.type(planificar.getByRole('textbox', { name: 'Acciones' }), PLANIFICAR.acciones);
    await user.click(planificar.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', EDITAR)).toHaveLength(1));
    expect(server.callsTo('POST', EDITAR)[0]?.body).toEqual({ _id: 'k-1', ...PLANIFICAR });
    expect(await screen.findByText('Planificar guardado en el Quick Kaizen N°7')).toBeInTheDocument();
    await waitFor(() => expect(pasos()[0]).toBe('Planificar Plan · Completo'));
    // On to Hacer.
    expect(screen.getByRole('region', { name: 'Hacer' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Hacer/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('Chequear: ¿Se logró el objetivo? as Sí / No / Parcialmente chips with a comment and the end date', async () => {
    const { user, server } = await renderDetalle({ ...PLANIFICAR, tarjetasHacer: [makeRef({ _id: 't-2', numero: 4 })] }, 'Admin', {
      [`POST ${EDITAR}`]: (body) => ({ body: makeKaizen({ ...PLANIFICAR, ...(body as object) }) }),
    });
    // Planificar and Hacer are complete: it opens on Chequear.
    const chequear = within(screen.getByRole('form', { name: 'Chequear' }));
    const grupo = chequear.getByRole('radiogroup', { name: '¿Se logró el objetivo?' });
    expect(
      within(grupo)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Sí', 'No', 'Parcialmente']);
    await user.click(within(grupo).getByRole('radio', { name: 'Parcialmente' }));
    await user.type(chequear.getByRole('textbox', { name: 'Comentario sobre el objetivo' }), 'Bajaron a la mitad');
    await escribirFecha(user, screen.getByRole('form', { name: 'Chequear' }), 'Fecha de finalización de la mejora', '10/04/2024');
    await user.type(chequear.getByRole('textbox', { name: 'Beneficio' }), '2000');
    await user.click(chequear.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', EDITAR)).toHaveLength(1));
    expect(server.callsTo('POST', EDITAR)[0]?.body).toEqual({
      _id: 'k-1',
      objetivoLogrado: 'Parcialmente',
      objetivoCompletado: 'Bajaron a la mitad',
      fechaFinalizacionMejora: '2024-04-10',
      beneficio: '2000',
    });
  }, 30_000);

  it("shows the server's refusal in the step and stays there", async () => {
    const { user } = await renderDetalle({ ...PLANIFICAR, implementacion: true, estadoActual: 'En implementacion' }, 'Jefe de area', {
      [`POST ${EDITAR}`]: { status: 400, body: { msg: MSG.kaizenPlanificarIncompleto } },
    });
    const region = await abrirPaso(user, 'Planificar');
    const planificar = within(region);
    await user.clear(planificar.getByRole('textbox', { name: 'Causas' }));
    await user.click(planificar.getByRole('button', { name: 'Guardar' }));
    expect(await planificar.findByRole('alert')).toHaveTextContent(MSG.kaizenPlanificarIncompleto);
    expect(screen.getByRole('tab', { name: /Planificar/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('an Operario reads each step with the reason instead of a Guardar, and still adds cards in Hacer', async () => {
    const { user } = await renderDetalle({}, 'Operario');
    const planificar = screen.getByRole('region', { name: 'Planificar' });
    expect(within(planificar).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(within(planificar).queryByRole('textbox')).not.toBeInTheDocument();
    expect(planificar).toHaveTextContent(SOLO_LECTURA_PDCA);
    const hacer = await abrirPaso(user, 'Hacer');
    expect(within(hacer).getByRole('form', { name: 'Agregar tarjeta a Hacer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('on a phone the steps are a vertical list of buttons, the open one with its form under it', async () => {
    stubPhone();
    const { user } = await renderDetalle(PLANIFICAR, 'Admin');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const lista = screen.getByRole('list', { name: 'Pasos del PDCA' });
    expect(lista).toHaveClass('MuiStepper-vertical');
    expect(within(lista).getAllByRole('button', { expanded: false })).toHaveLength(3);
    expect(within(lista).getByRole('button', { expanded: true })).toHaveTextContent(/^2HacerDo · Pendiente$/);
    await abrirPaso(user, 'Estandarizar');
    expect(within(lista).getByRole('button', { expanded: true })).toHaveTextContent(/Estandarizar/);
    expect(within(lista).getByRole('form', { name: 'Estandarizar' })).toBeInTheDocument();
  });
});
