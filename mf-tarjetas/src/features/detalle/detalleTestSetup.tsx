import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, detallePath } from '@portal/shared/domain';
import type { Role, Tarjeta } from '@portal/shared/domain';
import TarjetaDetallePage from '../../pages/TarjetaDetallePage';
import { CAMPOS_FIXTURE, makeTarjeta } from '../test/makeTarjeta';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import type { FakeRoutes } from '@portal/shared/testing';

/** Renders /tarjeta/:id for `tarjeta` as a user of `role`, against a fake API (the plant in `zonaHoraria`, ZONA_PRUEBAS by default). */
export async function renderDetalle(patch: Partial<Tarjeta> = {}, role: Role = 'Admin', routes: FakeRoutes = {}, zonaHoraria?: string) {
  const tarjeta = makeTarjeta(patch);
  const user = makeUser({ role });
  const server = fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/campos': { body: CAMPOS_FIXTURE },
    [`GET /api/tarjetas/${tarjeta._id}`]: { body: tarjeta },
    // The timeline's lists: empty unless the test gives them.
    [`GET /api/tarjetas/${tarjeta._id}/historial`]: { body: [] },
    [`GET /api/tarjetas/${tarjeta._id}/comentarios`]: { body: [] },
    ...routes,
  });
  const view = renderWithPortal({
    user,
    route: detallePath(tarjeta._id),
    routes: { [ROUTES.detalle]: <TarjetaDetallePage />, [ROUTES.tarjetas]: <h1>Lista de tarjetas</h1> },
    zonaHoraria,
  });
  await screen.findByRole('heading', { level: 1, name: `Tarjeta ${tarjeta.color} N°${tarjeta.numero}` });
  return { tarjeta, server, view, user: userEvent.setup() };
}

/** The value cell of a details row, found by its label. */
export function valorDe(label: string, tabla = 'Detalles de la tarjeta') {
  const row = within(screen.getByRole('table', { name: tabla }))
    .getByRole('rowheader', { name: label })
    .closest('tr');
  if (!row) throw new Error(`Sin fila ${label}`);
  return row.querySelectorAll('td')[0]?.textContent ?? '';
}

/** Opens 'Opciones' and returns the menu item names. */
export async function opcionesDelMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Opciones' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** The action buttons of the header (not 'Opciones'), in order. */
export function accionesVisibles() {
  return within(screen.getByRole('group', { name: 'Acciones de la tarjeta' }))
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => t !== 'Opciones');
}

/** Runs an action: its header button when it has one, else its 'Opciones' entry; returns the dialog it opens. */
export async function elegirOpcion(user: ReturnType<typeof userEvent.setup>, opcion: string) {
  const boton = within(screen.getByRole('group', { name: 'Acciones de la tarjeta' })).queryByRole('button', { name: opcion });
  if (boton) {
    await user.click(boton);
  } else {
    await user.click(screen.getByRole('button', { name: 'Opciones' }));
    await user.click(await screen.findByRole('menuitem', { name: opcion }));
  }
  return screen.findByRole('dialog');
}

/** The timeline's entries, oldest first: each as its title ('Abierta', 'Planificada', 'Comentario', …). */
export function entradasDeLaLinea() {
  const lista = screen.getByRole('list', { name: 'Historial de la tarjeta' });
  return within(lista)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === lista);
}
