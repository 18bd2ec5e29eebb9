import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG, type Comentario } from '@portal/shared/domain';
import { entradasDeLaLinea, renderDetalle as renderDetalleEn } from '../detalleTestSetup';

/** The plant these dates are written for (UTC−3), as the server would name it. */
const renderDetalle = (...[patch, role, routes]: Parameters<typeof renderDetalleEn>) => renderDetalleEn(patch, role, routes, 'America/Argentina/Buenos_Aires');

const URL = '/api/tarjetas/t-1/comentarios';

const comentario = (patch: Partial<Comentario>): Comentario => ({
  _id: 'c-1',
  autor: { _id: 'u-otro', nombre: 'Carla Ríos' },
  texto: 'Falta el retén',
  fecha: '2026-11-23T13:15:00.000Z',
  ...patch,
});

// makeUser's id is 'u-admin' whatever the role: 'c-propio' is the logged-in user's.
const HILO: Comentario[] = [
  comentario({ _id: 'c-otro', texto: 'Falta el retén.\nPedido a compras.', fecha: '2026-11-20T03:30:00.000Z' }),
  comentario({ _id: 'c-propio', autor: { _id: 'u-admin', nombre: 'Ana Admin' }, texto: 'Llega el lunes' }),
];

/** The comments are entries of the card's one timeline (issue 22), after its opening. */
const items = async () => {
  let comentarios: HTMLElement[] = [];
  await waitFor(() => {
    comentarios = entradasDeLaLinea().filter((li) => li.dataset.evento === 'comentario');
    expect(comentarios.length).toBeGreaterThan(0);
  });
  return comentarios;
};

describe("Comentarios on a card's detail", () => {
  it('lists the thread in the timeline, oldest first, with plant date and time, author and the line breaks', async () => {
    await renderDetalle({}, 'Operario', { [`GET ${URL}`]: { body: HILO } });
    const [primero, segundo] = await items();
    // Plant time (UTC-3): 03:30 UTC is 00:30 of the same day.
    expect(
      within(primero)
        .getByText(/Carla Ríos/)
        .closest('p'),
    ).toHaveTextContent('20/11/2026 00:30 · Carla Ríos');
    const texto = within(primero).getByText(/Falta el retén/);
    expect(texto.textContent).toBe('Falta el retén.\nPedido a compras.');
    expect(texto).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(segundo).toHaveTextContent('23/11/2026 10:15 · Ana Admin');
  });

  it('offers delete on own comments only to an Operario, on every comment to an Admin', async () => {
    const op = await renderDetalle({}, 'Operario', { [`GET ${URL}`]: { body: HILO } });
    let [otro, propio] = await items();
    expect(within(otro).queryByRole('button', { name: /Eliminar comentario/ })).not.toBeInTheDocument();
    expect(within(propio).getByRole('button', { name: 'Eliminar comentario de Ana Admin del 23/11/2026 10:15' })).toBeInTheDocument();
    op.view.unmount();
    await renderDetalle({}, 'Admin', { [`GET ${URL}`]: { body: HILO } });
    [otro, propio] = await items();
    expect(within(otro).getByRole('button', { name: 'Eliminar comentario de Carla Ríos del 20/11/2026 00:30' })).toBeInTheDocument();
    expect(within(propio).getByRole('button', { name: /Eliminar comentario/ })).toBeInTheDocument();
  });

  it('posts the text only (the server sets author and date), says so, clears the box and reloads the thread', async () => {
    let hilo: Comentario[] = [];
    const { user, server } = await renderDetalle({}, 'Operario', {
      [`GET ${URL}`]: () => ({ body: hilo }),
      [`POST ${URL}`]: (body) => {
        const nuevo = comentario({ _id: 'c-9', autor: { _id: 'u-admin', nombre: 'Ana Admin' }, texto: (body as { texto: string }).texto });
        hilo = [nuevo];
        return { status: 201, body: nuevo };
      },
    });
    await waitFor(() => expect(server.callsTo('GET', URL)).toHaveLength(1));
    expect(entradasDeLaLinea().filter((li) => li.dataset.evento === 'comentario')).toHaveLength(0);
    const caja = screen.getByRole('textbox', { name: /Comentario/ });
    expect(caja).toBeRequired();
    await user.type(caja, '  Revisar{Enter}el lunes ');
    expect(screen.getByText(`19/2000`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Comentario agregado')).toBeInTheDocument();
    expect(server.callsTo('POST', URL).map((c) => c.body)).toEqual([{ texto: 'Revisar\nel lunes' }]);
    const [item] = await items();
    expect(item).toHaveTextContent('Revisar');
    expect(server.callsTo('GET', URL)).toHaveLength(2);
    await waitFor(() => expect(caja).toHaveValue(''));
  });

  it('refuses an empty comment without calling the server, and shows the server refusal above the button', async () => {
    const { user, server } = await renderDetalle({}, 'Operario', {
      [`GET ${URL}`]: { body: [] },
      [`POST ${URL}`]: { status: 400, body: { msg: MSG.textoCaracteresInvalidos } },
    });
    await waitFor(() => expect(server.callsTo('GET', URL)).toHaveLength(1));
    await user.type(screen.getByRole('textbox', { name: /Comentario/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText(MSG.comentarioRequerido)).toBeInTheDocument();
    expect(server.callsTo('POST', URL)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Comentario/ }), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent(MSG.textoCaracteresInvalidos);
    expect(screen.getByRole('textbox', { name: /Comentario/ })).toHaveValue('   Hola');
  });

  it('deletes after a confirmation naming the comment; a refusal stays in the dialog', async () => {
    let hilo = HILO;
    const { user, server } = await renderDetalle({}, 'Admin', {
      [`GET ${URL}`]: () => ({ body: hilo }),
      [`DELETE ${URL}/c-otro`]: { status: 403, body: { msg: MSG.comentarioAjeno } },
      [`DELETE ${URL}/c-propio`]: () => {
        hilo = HILO.filter((c) => c._id !== 'c-propio');
        return { body: { success: true } };
      },
    });
    await user.click(within((await items())[0]).getByRole('button', { name: /Eliminar comentario/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar comentario' });
    expect(dialog).toHaveTextContent('¿Eliminar el comentario de Carla Ríos del 20/11/2026 00:30?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(MSG.comentarioAjeno)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await items()).toHaveLength(2);

    await user.click(within((await items())[1]).getByRole('button', { name: /Eliminar comentario/ }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar comentario' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Comentario eliminado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await items()).toHaveLength(1));
    expect(server.callsTo('DELETE', `${URL}/c-propio`)).toHaveLength(1);
  });
});
