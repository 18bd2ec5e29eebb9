import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/shared/domain';
import { FotoCampo } from './FotoCampo';
import { redimensionarFoto } from '@portal/shared/ui';

vi.mock('@portal/shared/ui', async (original) => ({ ...(await original<typeof import('@portal/shared/ui')>()), redimensionarFoto: vi.fn() }));

function Campo() {
  const [foto, setFoto] = useState<Blob | null>(null);
  return <FotoCampo id="f" label="Foto" foto={foto} onFoto={setFoto} />;
}

describe('FotoCampo', () => {
  it('previews the resized photo (not the original) and Quitar drops it', async () => {
    const lista = new Blob(['jpeg'], { type: 'image/jpeg' });
    vi.mocked(redimensionarFoto).mockResolvedValue(lista);
    const url = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:lista');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    render(<Campo />);
    const original = new File(['raw'], 'IMG.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Foto: elegir de la galería'), original);
    expect(await screen.findByRole('img', { name: 'Vista previa: Foto' })).toHaveAttribute('src', 'blob:lista');
    expect(redimensionarFoto).toHaveBeenCalledWith(original);
    expect(url).toHaveBeenCalledWith(lista);
    expect(screen.getByText('Tomar otra')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so when the photo cannot be read', async () => {
    vi.mocked(redimensionarFoto).mockRejectedValue(new Error('bad'));
    render(<Campo />);
    await userEvent.upload(screen.getByLabelText('Foto: tomar foto'), new File(['x'], 'x.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(MSG.fotoNoLeida)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
