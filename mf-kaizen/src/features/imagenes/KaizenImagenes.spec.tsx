import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type Kaizen, type Role } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import { useGetKaizenQuery } from '../kaizen/kaizenApi';
import { AdjuntarImagenKaizenDialog, KaizenImagenes, type LadoImagen } from './KaizenImagenes';

const ID = 'k-1';
const SUBIDA = '/uploads/nueva.png';

const makeKaizen = (patch: Partial<Kaizen> = {}): Kaizen => ({
  _id: ID,
  numero: 7,
  estado: 'Abierta',
  implementacion: false,
  estadoActual: 'Abierta',
  codigo: 'KZ-7',
  linea: '',
  maquina: 'Calandra 1',
  tema: 'Fugas de aceite',
  perdidaAtacada: '',
  pilar: 'Calidad',
  lider: 'Jorge Medina',
  fecha: '2026-11-20T10:00:00.000Z',
  preTarjeta: [],
  tarjetasHacer: [],
  descripcionProblema: '',
  objetivo: '',
  causas: '',
  acciones: '',
  objectivoCompletado: '',
  objetivoLogrado: null,
  objetivoCompletado: '',
  documentos: '',
  otraMaquina: '',
  responsableSeguimiento: '',
  fechaFinalizacionMejora: null,
  costo: '',
  beneficio: '',
  costoImporte: null,
  beneficioImporte: null,
  verificacion: '',
  imagenFrontUrl: '',
  imagenBackUrl: '',
  cerradaEn: null,
  ...patch,
});

/** The detail's use: the images of the Kaizen the API answers, and one side's dialog opened. */
function Detalle({ lado }: { lado?: LadoImagen }) {
  const { data } = useGetKaizenQuery(ID);
  const [abierto, setAbierto] = useState(Boolean(lado));
  if (!data) return null;
  return (
    <>
      <KaizenImagenes kaizen={data} />
      {lado && <AdjuntarImagenKaizenDialog kaizen={data} lado={lado} open={abierto} onClose={() => setAbierto(false)} />}
    </>
  );
}

function renderImagenes(kaizen: Kaizen, lado?: LadoImagen, role: Role = 'Operario', rutas = {}) {
  let actual = kaizen;
  const server = fakeServer({
    'GET /api/auth/user': { body: makeUser({ role }) },
    [`GET /api/tarjetaskaizen/${ID}`]: () => ({ body: actual }),
    'POST /api/uploads': { body: { secure_url: SUBIDA } },
    'POST /api/tarjetaskaizen/agregarimagenfront': (body) => (
      (actual = { ...actual, imagenFrontUrl: (body as { imagenUrl: string }).imagenUrl }),
      { body: actual }
    ),
    'POST /api/tarjetaskaizen/agregarimagenback': (body) => (
      (actual = { ...actual, imagenBackUrl: (body as { imagenUrl: string }).imagenUrl }),
      { body: actual }
    ),
    ...rutas,
  });
  renderWithPortal({ user: makeUser({ role }), routes: { '/': <Detalle lado={lado} /> } });
  return { server, user: userEvent.setup() };
}

const elegir = (dialog: HTMLElement, file: File) => fireEvent.change(within(dialog).getByLabelText('Imagen'), { target: { files: [file] } });
const png = () => new File([new Uint8Array([1, 2, 3])], 'foto.png', { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

describe('KaizenImagenes', () => {
  it("shows 'Antes' and 'Después' side by side, each with a placeholder while missing", async () => {
    renderImagenes(makeKaizen({ imagenFrontUrl: '/uploads/antes.png' }));
    const seccion = await screen.findByRole('region', { name: 'Antes y después' });
    const [antes, despues] = within(seccion).getAllByRole('figure');
    expect(within(antes).getByText('Antes')).toBeInTheDocument();
    expect(within(antes).getByRole('img', { name: 'Antes: Kaizen N°7' })).toHaveAttribute('src', '/uploads/antes.png');
    expect(within(despues).getByText('Después')).toBeInTheDocument();
    expect(within(despues).getByText('Sin imagen del después')).toBeInTheDocument();
    expect(within(despues).queryByRole('img', { name: /Kaizen/ })).not.toBeInTheDocument();
  });

  it('a tap on an image enlarges it; Cerrar closes it', async () => {
    renderImagenes(makeKaizen({ imagenBackUrl: '/uploads/despues.png' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ampliar la imagen del después' }));
    const visor = await screen.findByRole('dialog', { name: 'Después: Kaizen N°7' });
    expect(within(visor).getByRole('img', { name: 'Después: Kaizen N°7' })).toHaveAttribute('src', '/uploads/despues.png');
    await user.click(within(visor).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('AdjuntarImagenKaizenDialog', () => {
  it.each([
    ['antes', 'Adjuntar imagen del antes', '/api/tarjetaskaizen/agregarimagenfront', 'Antes: Kaizen N°7', 'Imagen del antes adjunta'],
    ['despues', 'Adjuntar imagen del después', '/api/tarjetaskaizen/agregarimagenback', 'Después: Kaizen N°7', 'Imagen del después adjunta'],
  ] as const)('%s: uploads, attaches to its side and shows the image', async (lado, titulo, ruta, alt, exito) => {
    const { server, user } = renderImagenes(makeKaizen(), lado);
    const dialog = await screen.findByRole('dialog', { name: titulo });
    elegir(dialog, png());
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(server.callsTo('POST', ruta)).toHaveLength(1));
    expect(server.callsTo('POST', ruta)[0]?.body).toEqual({ _id: ID, imagenUrl: SUBIDA });
    expect(String(server.callsTo('POST', '/api/uploads')[0]?.body)).toContain('name="file"');
    expect(await screen.findByRole('img', { name: alt })).toHaveAttribute('src', SUBIDA);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(exito)).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and leaves the image as it was", async () => {
    const { user } = renderImagenes(makeKaizen({ imagenFrontUrl: '/uploads/vieja.png' }), 'antes', 'Operario', {
      'POST /api/tarjetaskaizen/agregarimagenfront': { status: 403, body: { msg: MSG.imagenKaizenReemplazoSinPermiso } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Adjuntar imagen del antes' });
    expect(within(dialog).getByText(/La nueva imagen reemplaza a la actual/)).toBeInTheDocument();
    elegir(dialog, png());
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByText(MSG.imagenKaizenReemplazoSinPermiso)).toBeInTheDocument();
    // Behind the open dialog (aria-hidden), the image as it was.
    expect(screen.getByRole('img', { name: 'Antes: Kaizen N°7', hidden: true })).toHaveAttribute('src', '/uploads/vieja.png');
  });
});
