import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@portal/shared/domain';
import { elegirOpcion, renderDetalle } from '../detalleTestSetup';
import { makeKaizen } from '../test/makeKaizen';
import { retenerLlamada } from '../test/retenerLlamada';

const PATH = '/api/tarjetaskaizen/editarkaizen';

async function abrirEditar(reply: (body: unknown) => { status?: number; body?: unknown } = (body) => ({ body: makeKaizen(body as object) })) {
  const setup = await renderDetalle({}, 'Jefe de area', { [`POST ${PATH}`]: reply });
  const dialog = await elegirOpcion(setup.user, 'Editar Kaizen');
  return { ...setup, dialog, d: within(dialog) };
}

// The edit form is long (its date picker too): generous time for a loaded machine.
describe('Editar Kaizen', () => {
  it("is pre-filled; only the changed fields travel, 'objetivoCompletado' so spelt, and 'Resultado' never", async () => {
    const { d, user, server } = await abrirEditar();
    expect(d.getByRole('heading', { name: 'Editar Quick Kaizen N°7' })).toBeInTheDocument();
    expect(d.getByRole('textbox', { name: /Código del Kaizen/ })).toHaveValue('QK-007');
    expect(d.getByRole('combobox', { name: /Máquina/ })).toHaveValue('Extrusora 1');
    expect(d.getByRole('combobox', { name: /Pilar/ })).toHaveValue('Mejoras enfocadas');
    await user.selectOptions(d.getByRole('combobox', { name: /Máquina/ }), 'Envasadora');
    await user.selectOptions(d.getByRole('combobox', { name: /Pilar/ }), 'Calidad');
    await user.click(within(d.getByRole('radiogroup', { name: '¿Se logró el objetivo?' })).getByRole('radio', { name: 'Sí' }));
    await user.type(d.getByRole('textbox', { name: 'Comentario sobre el objetivo' }), 'Sin fugas');
    await user.type(d.getByRole('textbox', { name: 'Resultado' }), 'Sin fugas en 30 días');
    const retenida = retenerLlamada(server.fetchMock, 'POST', PATH);
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect(await d.findByRole('button', { name: 'Guardando…' })).toBeDisabled();
    retenida.soltar();
    await waitFor(() => expect(server.callsTo('POST', PATH)).toHaveLength(1));
    expect(server.callsTo('POST', PATH)[0]?.body).toEqual({
      _id: 'k-1',
      maquina: 'Envasadora',
      pilar: 'Calidad',
      objetivoLogrado: 'Sí',
      objetivoCompletado: 'Sin fugas',
    });
    expect(await screen.findByText('Quick Kaizen N°7 editado')).toBeInTheDocument();
  });

  it("'Seleccionar' keeps the value; a required field left empty is refused before calling", async () => {
    const { d, user, server } = await abrirEditar();
    await user.selectOptions(d.getByRole('combobox', { name: /Pilar/ }), 'Seleccionar');
    await user.clear(d.getByRole('textbox', { name: /Código del Kaizen/ }));
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect(await d.findByText(MSG.kaizenCodigoRequerido)).toBeInTheDocument();
    expect(server.callsTo('POST', PATH)).toHaveLength(0);
    await user.type(d.getByRole('textbox', { name: /Código del Kaizen/ }), 'QK-008');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', PATH)).toHaveLength(1));
    expect(server.callsTo('POST', PATH)[0]?.body).toEqual({ _id: 'k-1', codigo: 'QK-008' });
  });

  it('shows its own errors in this dialog, tagged EDITAR_KAIZEN_ERROR', async () => {
    const { d, user } = await abrirEditar(() => ({ status: 400, body: { msg: MSG.pilarInvalido } }));
    await user.type(d.getByRole('textbox', { name: 'Costo' }), '200');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    const alert = await d.findByText(MSG.pilarInvalido);
    expect(alert.closest('[data-error-id]')).toHaveAttribute('data-error-id', 'EDITAR_KAIZEN_ERROR');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is offered to Jefe de area and Admin only', async () => {
    const { user } = await renderDetalle({}, 'Operario');
    await user.click(screen.getByRole('button', { name: 'Opciones' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar Kaizen' })).not.toBeInTheDocument();
  });
});
