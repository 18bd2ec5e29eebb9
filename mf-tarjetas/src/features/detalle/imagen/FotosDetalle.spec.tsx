import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { escribirFecha } from '@portal/shared/testing';
import type { Tarjeta } from '@portal/shared/domain';
import { elegirOpcion, opcionesDelMenu, renderDetalle } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';

// jsdom has no canvas: the resize is tested in shared/ui's redimensionarFoto.spec.ts and the e2e.
vi.mock('@portal/shared/ui', async (original) => ({
  ...(await original<typeof import('@portal/shared/ui')>()),
  redimensionarFoto: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const ANTES = '/uploads/antes.jpg';
const DESPUES = '/uploads/despues.jpg';
const seccion = () => screen.getByRole('region', { name: 'Descripción' });
const FOTO = '/uploads/foto.jpg';

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:foto');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

describe("a card's photos: its own photo is the antes, the después beside it once closed", () => {
  it('an open card shows its photo alone, beside the description: no empty antes slot, no después offered', async () => {
    const { user } = await renderDetalle({ imagenUrl: FOTO }, 'Jefe de area');
    const s = within(seccion());
    expect(s.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Imagen de la tarjeta Roja N°1']);
    expect(s.queryByText('Antes')).not.toBeInTheDocument();
    expect(screen.queryByText('Sin imagen')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Imagen del antes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /imagen del antes/ })).not.toBeInTheDocument();
    expect((await opcionesDelMenu(user)).filter((o) => /después/.test(o ?? ''))).toEqual([]);
  });

  it('a card without photo draws no photo at all', async () => {
    await renderDetalle({ estado: 'Cerrada' }, 'Operario');
    expect(within(seccion()).queryAllByRole('img')).toHaveLength(0);
    expect(screen.queryByText('Sin imagen')).not.toBeInTheDocument();
  });

  it('a closed card with both photos: Antes and Después side by side, each named and zoomable', async () => {
    const { user } = await renderDetalle({ estado: 'Cerrada', imagenUrl: FOTO, imagenDespuesUrl: DESPUES }, 'Operario');
    const s = within(seccion());
    expect(s.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Imagen de la tarjeta Roja N°1', 'Imagen del después: Tarjeta Roja N°1']);
    expect([...seccion().querySelectorAll('figcaption')].map((f) => f.textContent)).toEqual(['Antes', 'Después']);
    // An Operario attaches a missing después but does not replace one.
    expect(await opcionesDelMenu(user)).not.toContain('Reemplazar imagen del después');
    await user.keyboard('{Escape}');
    await user.click(s.getByRole('button', { name: 'Ampliar: Imagen del después: Tarjeta Roja N°1' }));
    expect(await screen.findByRole('dialog', { name: 'Imagen del después: Tarjeta Roja N°1' })).toBeInTheDocument();
  });

  it('a separate antes attached before keeps showing', async () => {
    await renderDetalle({ imagenAntesUrl: ANTES }, 'Operario');
    expect(within(seccion()).getByRole('img', { name: 'Imagen del antes: Tarjeta Roja N°1' })).toHaveAttribute('src', ANTES);
  });

  it('an Operario attaches the después of a closed card from Opciones, through its own call; it then sits beside the photo', async () => {
    const { user, server } = await renderDetalle({ estado: 'Cerrada', imagenUrl: FOTO }, 'Operario', {
      'POST /api/uploads': { body: { secure_url: DESPUES } },
      'POST /api/tarjetas/agregarimagendespues': (body) => ({
        body: makeTarjeta({ ...(body as Partial<Tarjeta>), estado: 'Cerrada', imagenUrl: FOTO, imagenDespuesUrl: DESPUES }),
      }),
    });
    const dialog = await elegirOpcion(user, 'Adjuntar imagen del después');
    expect(within(dialog).getByRole('heading', { name: 'Adjuntar imagen del después: Tarjeta Roja N°1' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Imagen'), {
      target: { files: [new File([new Uint8Array([1, 2, 3])], 'despues.png', { type: 'image/png' })] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/agregarimagendespues')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/tarjetas/agregarimagendespues')[0].body).toEqual({ _id: 't-1', imagenUrl: DESPUES });
    expect(await screen.findByText('Imagen del después subida')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(seccion()).getByRole('img', { name: 'Imagen del después: Tarjeta Roja N°1' })).toHaveAttribute('src', DESPUES);
  });

  it('Jefe de area replaces the después from Opciones', async () => {
    const { user } = await renderDetalle({ estado: 'Cerrada', imagenDespuesUrl: DESPUES }, 'Jefe de area');
    const dialog = await elegirOpcion(user, 'Reemplazar imagen del después');
    expect(within(dialog).getByRole('heading', { name: 'Reemplazar imagen del después: Tarjeta Roja N°1' })).toBeInTheDocument();
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
