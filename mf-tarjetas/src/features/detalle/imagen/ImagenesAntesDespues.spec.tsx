import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { escribirFecha } from '@portal/shared/testing';
import type { Tarjeta } from '@portal/shared/domain';
import { elegirOpcion, renderDetalle } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';

// jsdom has no canvas: the resize is tested in foto/redimensionarFoto.spec.ts and the e2e.
vi.mock('../../foto/redimensionarFoto', () => ({ redimensionarFoto: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })) }));

const ANTES = '/uploads/antes.jpg';
const DESPUES = '/uploads/despues.jpg';
const seccion = () => screen.getByRole('region', { name: 'Antes y después' });

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:foto');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

describe("a card's 'Imagen del antes' and 'Imagen del después'", () => {
  it('shows both sides, and attaches the antes through its own call', async () => {
    const { user, server } = await renderDetalle({ imagenDespuesUrl: DESPUES }, 'Operario', {
      'POST /api/uploads': { body: { secure_url: ANTES } },
      'POST /api/tarjetas/agregarimagenantes': (body) => ({ body: makeTarjeta({ ...(body as Partial<Tarjeta>), imagenAntesUrl: ANTES, imagenDespuesUrl: DESPUES }) }),
    });
    const s = within(seccion());
    expect(s.getByRole('heading', { name: 'Imagen del antes' })).toBeInTheDocument();
    expect(s.getByText('Sin imagen')).toBeInTheDocument();
    expect(s.getByRole('img', { name: 'Imagen del después: Tarjeta Roja N°1' })).toHaveAttribute('src', DESPUES);
    // An Operario attaches a missing image but does not replace one.
    expect(s.queryByRole('button', { name: 'Reemplazar imagen del después' })).not.toBeInTheDocument();

    await user.click(s.getByRole('button', { name: 'Adjuntar imagen del antes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Adjuntar imagen del antes: Tarjeta Roja N°1' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Imagen'), { target: { files: [new File([new Uint8Array([1, 2, 3])], 'antes.png', { type: 'image/png' })] } });
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/agregarimagenantes')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/agregarimagenantes')[0].body).toEqual({ _id: 't-1', imagenUrl: ANTES });
    expect(await screen.findByText('Imagen del antes subida')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(seccion()).getByRole('img', { name: 'Imagen del antes: Tarjeta Roja N°1' })).toHaveAttribute('src', ANTES);
  });

  it('Jefe de area replaces the después', async () => {
    await renderDetalle({ imagenDespuesUrl: DESPUES }, 'Jefe de area');
    expect(within(seccion()).getByRole('button', { name: 'Reemplazar imagen del después' })).toBeInTheDocument();
  });

  it("the close dialog sends an optional 'Imagen del después' photo, uploaded first", async () => {
    const { user, server } = await renderDetalle({ color: 'Amarilla', fecha: '2024-03-05T14:30:00' }, 'Operario', {
      'POST /api/uploads': { body: { secure_url: DESPUES } },
      'POST /api/tarjetas/cerrar/amarilla': (body) => ({ body: makeTarjeta({ color: 'Amarilla', ...(body as Partial<Tarjeta>), estado: 'Cerrada' }) }),
    });
    const dialog = await elegirOpcion(user, 'Cerrar tarjeta');
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Acción realizada' }), 'Se colocó baranda');
    await user.selectOptions(d.getByRole('combobox', { name: 'Tipo de acción' }), 'Contener');
    await user.type(d.getByRole('combobox', { name: 'Responsable' }), 'Marta');
    await user.type(d.getByRole('textbox', { name: 'Causa' }), 'Falta de baranda');
    await escribirFecha(user, dialog, 'Fecha y hora de fin', '05/03/2024 16:45');
    await user.selectOptions(d.getByRole('combobox', { name: 'Riesgo final' }), 'NS: NO SIGNIFICATIVO');
    await user.type(d.getByRole('textbox', { name: 'Acciones complementarias' }), 'Capacitación');
    await user.upload(d.getByLabelText('Imagen del después (opcional): tomar foto'), new File(['raw'], 'IMG.jpg', { type: 'image/jpeg' }));
    expect(await d.findByRole('img', { name: 'Vista previa: Imagen del después (opcional)' })).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Cerrar tarjeta' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/cerrar/amarilla')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/uploads')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/tarjetas/cerrar/amarilla')[0].body).toMatchObject({ _id: 't-1', imagenDespuesUrl: DESPUES, responsable: 'Marta' });
  });
});
