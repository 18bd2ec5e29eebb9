import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@portal/shared/domain';
import { elegirOpcion, renderDetalle } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';

const URL_SUBIDA = 'http://localhost/api/uploads/abc.png';
const elegir = (dialog: HTMLElement, file: File) => fireEvent.change(within(dialog).getByLabelText('Imagen'), { target: { files: [file] } });

// The dialog itself (validation, preview, busy state) is specified in libs/shared/ui (imagen/AdjuntarImagenDialog.spec.tsx).
describe('Adjuntar imagen on a card', () => {
  it('uploads the file, attaches its secure_url and shows the image', async () => {
    const { user, server } = await renderDetalle({}, 'Operario', {
      'POST /api/uploads': { body: { secure_url: URL_SUBIDA } },
      'POST /api/tarjetas/agregarimagen': { body: makeTarjeta({ imagenUrl: URL_SUBIDA }) },
    });
    const dialog = await elegirOpcion(user, 'Adjuntar imagen');
    elegir(dialog, new File([new Uint8Array([1, 2, 3])], 'foto.png', { type: 'image/png' }));
    expect(within(dialog).getByText('foto.png')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Adjuntar imagen: Tarjeta Roja N°1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/agregarimagen')).toHaveLength(1));
    // A multipart `file` field (jsdom's File reaches Node's FormData without its name).
    const multipart = String(server.callsTo('POST', '/api/uploads')[0]?.body);
    expect(multipart).toContain('Content-Disposition: form-data; name="file"');
    expect(multipart).toContain('Content-Type: image/png');
    expect(server.callsTo('POST', '/api/tarjetas/agregarimagen')[0]?.body).toEqual({ _id: 't-1', imagenUrl: URL_SUBIDA });
    expect(await screen.findByRole('img', { name: 'Imagen de la tarjeta Roja N°1' })).toHaveAttribute('src', URL_SUBIDA);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Foto subida')).toBeInTheDocument();
  });

  it("Jefe de area and Admin replace a card's photo; an Operario is not offered it", async () => {
    const actual = 'http://localhost/api/uploads/vieja.png';
    const op = await renderDetalle({ imagenUrl: actual }, 'Operario');
    await op.user.click(screen.getByRole('button', { name: 'Opciones' }));
    expect(screen.queryByRole('menuitem', { name: 'Reemplazar foto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Adjuntar imagen' })).not.toBeInTheDocument();
    op.view.unmount();
    const { user, server } = await renderDetalle({ imagenUrl: actual }, 'Jefe de area', {
      'POST /api/uploads': { body: { secure_url: URL_SUBIDA } },
      'POST /api/tarjetas/agregarimagen': { body: makeTarjeta({ imagenUrl: URL_SUBIDA }) },
    });
    const dialog = await elegirOpcion(user, 'Reemplazar foto');
    expect(within(dialog).getByRole('heading', { name: 'Reemplazar foto: Tarjeta Roja N°1' })).toBeInTheDocument();
    elegir(dialog, new File([new Uint8Array([1, 2, 3])], 'nueva.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/agregarimagen')).toHaveLength(1));
    expect(await screen.findByRole('img', { name: 'Imagen de la tarjeta Roja N°1' })).toHaveAttribute('src', URL_SUBIDA);
    expect(await screen.findByText('Foto subida')).toBeInTheDocument();
  });

  it("a tap on the card's photo enlarges it in a dialog that Escape and 'Cerrar' close", async () => {
    const { user } = await renderDetalle({ imagenUrl: URL_SUBIDA }, 'Operario');
    const ampliar = screen.getByRole('button', { name: 'Ampliar: Imagen de la tarjeta Roja N°1' });
    await user.click(ampliar);
    const visor = await screen.findByRole('dialog', { name: 'Imagen de la tarjeta Roja N°1' });
    expect(within(visor).getByRole('img', { name: 'Imagen de la tarjeta Roja N°1' })).toHaveAttribute('src', URL_SUBIDA);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    ampliar.focus();
    await user.keyboard('{Enter}');
    const otra = await screen.findByRole('dialog', { name: 'Imagen de la tarjeta Roja N°1' });
    await user.click(within(otra).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an upload failure inside the dialog', async () => {
    const { user } = await renderDetalle({}, 'Operario', { 'POST /api/uploads': { status: 400, body: { msg: MSG.subidaFallida } } });
    const dialog = await elegirOpcion(user, 'Adjuntar imagen');
    elegir(dialog, new File([new Uint8Array([1])], 'foto.webp', { type: 'image/webp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByText(MSG.subidaFallida)).toBeInTheDocument();
  });
});
