import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAX_IMAGEN_BYTES, MSG } from '@portal/shared/domain';
import { elegirOpcion, renderDetalle } from '../detalleTestSetup';
import { makeTarjeta } from '../../test/makeTarjeta';

const URL_SUBIDA = 'http://localhost/api/uploads/abc.png';
const elegir = (dialog: HTMLElement, file: File) => fireEvent.change(within(dialog).getByLabelText('Imagen'), { target: { files: [file] } });

describe('Adjuntar imagen', () => {
  it('refuses other types and images over 10 MB without uploading', async () => {
    const { user, server } = await renderDetalle();
    const dialog = await elegirOpcion(user, 'Adjuntar imagen');
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Subir' }));
    expect(await d.findByText(MSG.archivoRequerido)).toBeInTheDocument();
    elegir(dialog, new File(['hola'], 'nota.txt', { type: 'text/plain' }));
    expect(await d.findByText(MSG.archivoTipoInvalido)).toBeInTheDocument();
    elegir(dialog, new File([new Uint8Array(MAX_IMAGEN_BYTES + 1)], 'grande.png', { type: 'image/png' }));
    expect(await d.findByText(MSG.archivoDemasiadoGrande)).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Subir' }));
    expect(server.callsTo('POST', '/api/uploads')).toHaveLength(0);
  });

  it('uploads the file, attaches its secure_url and shows the image', async () => {
    const { user, server } = await renderDetalle({}, 'Operario', {
      'POST /api/uploads': { body: { secure_url: URL_SUBIDA } },
      'POST /api/tarjetas/agregarimagen': { body: makeTarjeta({ imagenUrl: URL_SUBIDA }) },
    });
    const dialog = await elegirOpcion(user, 'Adjuntar imagen');
    elegir(dialog, new File([new Uint8Array([1, 2, 3])], 'foto.png', { type: 'image/png' }));
    expect(within(dialog).getByText('foto.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetas/agregarimagen')).toHaveLength(1));
    // A multipart `file` field (jsdom's File reaches Node's FormData without its name).
    const multipart = String(server.callsTo('POST', '/api/uploads')[0]?.body);
    expect(multipart).toContain('Content-Disposition: form-data; name="file"');
    expect(multipart).toContain('Content-Type: image/png');
    expect(server.callsTo('POST', '/api/tarjetas/agregarimagen')[0]?.body).toEqual({ _id: 't-1', imagenUrl: URL_SUBIDA });
    expect(await screen.findByRole('img', { name: 'Imagen de la tarjeta Roja N°1' })).toHaveAttribute('src', URL_SUBIDA);
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
