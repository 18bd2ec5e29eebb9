import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_IMAGEN_BYTES, MSG } from '@portal/shared/domain';
import { PortalProviders } from '../PortalProviders';
import { AdjuntarImagenDialog } from './AdjuntarImagenDialog';
import type { AdjuntarImagenDialogProps } from './AdjuntarImagenDialog';

const URL_SUBIDA = '/uploads/abc.png';
const TITULO = 'Adjuntar imagen del antes';
const elegir = (dialog: HTMLElement, file: File) => fireEvent.change(within(dialog).getByLabelText('Imagen'), { target: { files: [file] } });
const png = (name = 'foto.png') => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

function renderDialog(props: Partial<AdjuntarImagenDialogProps> = {}) {
  const subir = vi.fn(async (_archivo: File) => URL_SUBIDA);
  const adjuntar = vi.fn(async (_url: string) => ({}));
  const onClose = vi.fn();
  const all: AdjuntarImagenDialogProps = {
    open: true,
    onClose,
    id: 'imagen-antes',
    title: TITULO,
    reemplaza: false,
    exito: 'Imagen adjunta',
    subir,
    adjuntar,
    ...props,
  };
  const view = render(
    <PortalProviders>
      <AdjuntarImagenDialog {...all} />
    </PortalProviders>,
  );
  return {
    user: userEvent.setup(),
    view,
    dialog: screen.getByRole('dialog', { name: TITULO }),
    subir: all.subir,
    adjuntar: all.adjuntar,
    onClose: all.onClose,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('AdjuntarImagenDialog (shared)', () => {
  it('refuses no file, other types and images over 10 MB without uploading', async () => {
    const { user, dialog, subir } = renderDialog();
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Subir' }));
    expect(await d.findByText(MSG.archivoRequerido)).toBeInTheDocument();
    elegir(dialog, new File(['hola'], 'nota.txt', { type: 'text/plain' }));
    expect(await d.findByText(MSG.archivoTipoInvalido)).toBeInTheDocument();
    elegir(dialog, new File([new Uint8Array(MAX_IMAGEN_BYTES + 1)], 'grande.png', { type: 'image/png' }));
    expect(await d.findByText(MSG.archivoDemasiadoGrande)).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Subir' }));
    expect(subir).not.toHaveBeenCalled();
  });

  it('uploads the file, attaches its URL, says so and closes', async () => {
    const { user, dialog, subir, adjuntar, onClose } = renderDialog();
    expect(within(dialog).getByText('Elegir imagen')).toBeInTheDocument();
    const file = png();
    elegir(dialog, file);
    expect(within(dialog).getByText('foto.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(subir).toHaveBeenCalledWith(file);
    expect(adjuntar).toHaveBeenCalledWith(URL_SUBIDA);
    expect(await screen.findByText('Imagen adjunta')).toBeInTheDocument();
  });

  it('previews the chosen image before uploading, and releases the preview when another is chosen', async () => {
    const crear = vi.spyOn(URL, 'createObjectURL').mockImplementation((f) => `blob:vista/${(f as File).name}`);
    const liberar = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { dialog, subir } = renderDialog();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    elegir(dialog, png('foto.png'));
    expect(await within(dialog).findByRole('img', { name: 'Vista previa de foto.png' })).toHaveAttribute('src', 'blob:vista/foto.png');
    elegir(dialog, new File([new Uint8Array([2])], 'otra.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByRole('img', { name: 'Vista previa de otra.jpg' })).toHaveAttribute('src', 'blob:vista/otra.jpg');
    expect(liberar).toHaveBeenCalledWith('blob:vista/foto.png');
    expect(crear).toHaveBeenCalledTimes(2);
    expect(subir).not.toHaveBeenCalled();
  });

  it('shows a failed upload or attach inside the dialog, which stays open', async () => {
    const adjuntar = vi.fn(async () => Promise.reject({ status: 403, data: { msg: MSG.imagenKaizenReemplazoSinPermiso } }));
    const { user, dialog, onClose } = renderDialog({ adjuntar, reemplaza: true });
    expect(within(dialog).getByText('Elegir otra imagen')).toBeInTheDocument();
    expect(within(dialog).getByText(/La nueva imagen reemplaza a la actual/)).toBeInTheDocument();
    elegir(dialog, png());
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByText(MSG.imagenKaizenReemplazoSinPermiso)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says it is busy while uploading, so it cannot be sent twice', async () => {
    let terminar: (url: string) => void = () => undefined;
    const subir = vi.fn(() => new Promise<string>((resolve) => (terminar = resolve)));
    const { user, dialog, adjuntar } = renderDialog({ subir });
    elegir(dialog, png());
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByRole('button', { name: /Guardando/ })).toBeDisabled();
    terminar(URL_SUBIDA);
    await waitFor(() => expect(adjuntar).toHaveBeenCalledTimes(1));
    expect(subir).toHaveBeenCalledTimes(1);
  });
});
