import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { elegirOpcion, renderDetalle } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';

const opciones = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

async function abrirEditar(patch: Partial<Tarjeta> = {}, path = '/api/tarjetas/editar') {
  const setup = await renderDetalle(patch, 'Jefe de area', {
    [`POST ${path}`]: (body) => ({ body: makeTarjeta({ ...patch, ...(body as Partial<Tarjeta>) }) }),
  });
  return { ...setup, dialog: await elegirOpcion(setup.user, 'Editar tarjeta') };
}

describe('Editar tarjeta', () => {
  it('marks the required fields and keeps the closing fields read-only on an open card', async () => {
    const { dialog } = await abrirEditar();
    const d = within(dialog);
    expect(d.getByRole('heading', { name: 'Editar Tarjeta Roja N°1' })).toBeInTheDocument();
    for (const label of [
      'Maquina/Instalación',
      'Riesgo Inicial',
      'Detectó',
      'Descripción',
      'Parte de maquina',
      'Equipo Autonomo',
      'Familia de anomalias',
      'Tipo de R/FC/LDA',
      'Prioridad',
      'Reparación',
    ]) {
      expect(d.getByText(label).closest('label')).toHaveTextContent(`${label} *`);
    }
    for (const label of ['Responsable', 'Tiempo empleado (h)', 'Tipo de acción', 'Causa', 'Riesgo final', 'Tarea realizada', 'Material utilizado']) {
      expect(d.getByLabelText(label)).toBeDisabled();
    }
    expect(d.getByLabelText(/Maquina\/Instalación/)).toHaveValue('Extrusora 1');
  });

  it('changing the machine reloads the parts; only changed fields are sent, Seleccionar keeps the value', async () => {
    const { dialog, user, server } = await abrirEditar();
    const d = within(dialog);
    expect(opciones(d.getByLabelText(/Parte de maquina/))).toEqual(['Seleccionar', 'Motor', 'Tornillo']);
    await user.selectOptions(d.getByLabelText(/Maquina\/Instalación/), 'Envasadora');
    expect(opciones(d.getByLabelText(/Parte de maquina/))).toEqual(['Seleccionar', 'Cinta', 'Sellador']);
    expect(d.getByLabelText(/Parte de maquina/)).toHaveValue('Seleccionar');
    await user.selectOptions(d.getByLabelText(/Equipo Autonomo/), 'Seleccionar');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect(await d.findByText(MSG.parteMaquinaRequerida)).toBeInTheDocument();
    await user.selectOptions(d.getByLabelText(/Parte de maquina/), 'Sellador');
    await user.clear(d.getByLabelText(/Descripción/));
    await user.type(d.getByLabelText(/Descripción/), 'Pérdida de aceite en el sellador');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/editar')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/editar')[0]?.body).toEqual({
      _id: 't-1',
      maquina: 'Envasadora',
      parteMaquina: 'Sellador',
      descripcion: 'Pérdida de aceite en el sellador',
    });
    expect(await screen.findByText('Tarjeta Roja N°1 editada')).toBeInTheDocument();
  });

  it('edits the closing record of a Cerrada card and shows EDITAR_TARJETA_ERROR on failure', async () => {
    const cerrada = {
      estado: 'Cerrada' as const,
      responsable: 'Pedro',
      tiempoEmpleado: 2.5,
      tipoAccion: 'Eliminar',
      causa: 'x',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      tareaRealizada: 't',
      materialUtilizado: 'm',
    };
    const { dialog, user, server } = await abrirEditar(cerrada);
    const d = within(dialog);
    expect(d.getByText('Tipo de acción').closest('label')).toHaveTextContent('Tipo de acción *');
    // Hours in es-AR: shown and typed with a decimal comma.
    expect(d.getByLabelText('Tiempo empleado (h)')).toHaveValue('2,5');
    await user.clear(d.getByLabelText('Tiempo empleado (h)'));
    await user.type(d.getByLabelText('Tiempo empleado (h)'), '3,25');
    await user.clear(d.getByLabelText('Responsable'));
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    expect(await d.findByText(MSG.campoRequerido)).toBeInTheDocument();
    await user.type(d.getByLabelText('Responsable'), 'Juan');
    server.routes['POST /api/tarjetas/editar'] = { status: 400, body: { msg: MSG.tipoAccionInvalido } };
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    const alert = await d.findByText(MSG.tipoAccionInvalido);
    expect(alert.closest('[data-error-id]')).toHaveAttribute('data-error-id', 'EDITAR_TARJETA_ERROR');
    expect(server.callsTo('POST', '/api/tarjetas/editar')[0]?.body).toEqual({ _id: 't-1', responsable: 'Juan', tiempoEmpleado: 3.3 });
  });

  it('the yellow form adds the suggestion and complementary actions and posts /editarAmarilla', async () => {
    const { dialog, user, server } = await abrirEditar({ color: 'Amarilla', familia: '8 - Actos Inseguros' }, '/api/tarjetas/editarAmarilla');
    const d = within(dialog);
    expect(d.getByRole('heading', { name: 'Editar Tarjeta Amarilla N°1' })).toBeInTheDocument();
    expect(opciones(d.getByLabelText(/Familia de anomalias/))).toContain('8 - Actos Inseguros');
    expect(d.getByLabelText('Acciones complementarias')).toBeDisabled();
    expect(d.queryByLabelText('Material utilizado')).not.toBeInTheDocument();
    await user.clear(d.getByLabelText('Qué hacer para que el incidente no se repita'));
    await user.type(d.getByLabelText('Qué hacer para que el incidente no se repita'), 'Señalizar');
    await user.selectOptions(d.getByLabelText(/Prioridad/), 'Baja');
    await user.click(d.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/editarAmarilla')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/editarAmarilla')[0]?.body).toEqual({ _id: 't-1', sugerencia: 'Señalizar', prioridad: 'Baja' });
    expect(await screen.findByText('Tarjeta Amarilla N°1 editada')).toBeInTheDocument();
  });
});
