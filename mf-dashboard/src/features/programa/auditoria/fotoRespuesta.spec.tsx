import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import { auditoriaAmPath, ROUTES } from '@portal/shared/domain';
import AuditoriaAmPage from '../../../pages/AuditoriaAmPage';
import { AUDITORIA_ID, auditoria, respuesta } from './auditoriaDePrueba';

// jsdom has no canvas: the resize is shared/ui's (tested there, and with a real photo in the e2e).
vi.mock('@portal/shared/ui', async (original) => ({
  ...(await original<typeof import('@portal/shared/ui')>()),
  redimensionarFoto: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const PUT = `/api/programa/auditorias/${AUDITORIA_ID}/respuestas/r1`;
const TEXTO = 'La máquina se limpió por dentro';

describe('a requirement’s evidence photo', () => {
  it('is resized, uploaded, saved with the answer and shown; "Quitar foto" saves it without', async () => {
    const user = makeUser({ _id: 'u-aud', role: 'Jefe de area' });
    const server = fakeServer({
      'GET /api/auth/user': { body: user },
      [`GET /api/programa/auditorias/${AUDITORIA_ID}`]: { body: auditoria({ respuestas: { r1: respuesta(3) } }) },
      'POST /api/uploads': { status: 201, body: { secure_url: '/uploads/evidencia.jpg' } },
      [`PUT ${PUT}`]: (b) => ({ body: auditoria({ respuestas: { r1: b as never } }) }),
    });
    renderWithPortal({ user, route: auditoriaAmPath(AUDITORIA_ID), routes: { [ROUTES.auditoriaAm]: <AuditoriaAmPage /> } });
    const r1 = await screen.findByRole('article', { name: TEXTO });
    await userEvent.upload(within(r1).getByLabelText(`Foto de evidencia: ${TEXTO}`), new File(['raw'], 'IMG_1.HEIC', { type: 'image/heic' }));
    await waitFor(() => expect(server.callsTo('PUT', PUT)).toHaveLength(1));
    expect(server.callsTo('POST', '/api/uploads')).toHaveLength(1);
    expect(server.callsTo('PUT', PUT)[0].body).toEqual(respuesta(3, { foto: '/uploads/evidencia.jpg' }));
    expect(within(r1).getByRole('img', { name: `Foto de evidencia: ${TEXTO}` })).toHaveAttribute('src', '/uploads/evidencia.jpg');

    await userEvent.click(within(r1).getByRole('button', { name: 'Quitar foto' }));
    await waitFor(() => expect(server.callsTo('PUT', PUT).at(-1)!.body).toEqual(respuesta(3)));
    expect(within(r1).queryByRole('img')).not.toBeInTheDocument();
  });

  it('a failed upload says so and saves nothing', async () => {
    const user = makeUser({ _id: 'u-aud', role: 'Jefe de area' });
    const server = fakeServer({
      'GET /api/auth/user': { body: user },
      [`GET /api/programa/auditorias/${AUDITORIA_ID}`]: { body: auditoria() },
      'POST /api/uploads': { status: 413, body: { msg: 'La imagen supera los 10 MB' } },
    });
    renderWithPortal({ user, route: auditoriaAmPath(AUDITORIA_ID), routes: { [ROUTES.auditoriaAm]: <AuditoriaAmPage /> } });
    const r1 = await screen.findByRole('article', { name: TEXTO });
    await userEvent.upload(within(r1).getByLabelText(`Foto de evidencia: ${TEXTO}`), new File(['raw'], 'grande.jpg', { type: 'image/jpeg' }));
    expect(await within(r1).findByText('No se pudo subir la foto: La imagen supera los 10 MB')).toBeInTheDocument();
    expect(server.callsTo('PUT', PUT)).toHaveLength(0);
  });
});
