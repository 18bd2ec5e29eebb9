import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, detallePath } from '@portal/shared/domain';
import type { Kaizen, Role } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import type { FakeRoutes } from '@portal/shared/testing';
import KaizenDetallePage from '../../pages/KaizenDetallePage';
import { CAMPOS_KAIZEN, makeKaizen, makeRecurrencia } from './test/makeKaizen';
import { tituloKaizen } from './textos';

/** Renders /tarjeta/:id for `kaizen` as a user of `role`, against a fake API. */
/** `busqueda`: the page's query string ('?cerrarTarjetas=1'). */
export async function renderDetalle(patch: Partial<Kaizen> = {}, role: Role = 'Admin', routes: FakeRoutes = {}, zonaHoraria?: string, busqueda = '') {
  const kaizen = makeKaizen(patch);
  const user = makeUser({ role });
  const server = fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/campos': { body: CAMPOS_KAIZEN },
    [`GET /api/tarjetaskaizen/${kaizen._id}`]: { body: kaizen },
    [`GET /api/tarjetaskaizen/${kaizen._id}/recurrencia`]: { body: makeRecurrencia({ aplica: kaizen.estado === 'Cerrada' }) },
    [`GET /api/tarjetaskaizen/${kaizen._id}/historial`]: { body: [] },
    ...routes,
  });
  const view = renderWithPortal({
    user,
    route: detallePath(kaizen._id) + busqueda,
    routes: { [ROUTES.detalle]: <KaizenDetallePage />, [ROUTES.kaizen]: <h1>Lista de Kaizen</h1> },
    zonaHoraria,
  });
  await screen.findByRole('heading', { level: 1, name: tituloKaizen(kaizen) });
  return { kaizen, server, view, user: userEvent.setup() };
}

/** The value cell of a details row, found by its label. */
export function valorDe(label: string, tabla = 'Datos del Kaizen') {
  const row = within(screen.getByRole('table', { name: tabla }))
    .getByRole('rowheader', { name: label })
    .closest('tr');
  if (!row) throw new Error(`Sin fila ${label}`);
  return row.querySelectorAll('td')[0]?.textContent ?? '';
}

/** Opens 'Opciones' and returns the menu item names (the menu stays open). */
export async function opcionesDelMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Opciones' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

export async function elegirOpcion(user: ReturnType<typeof userEvent.setup>, opcion: string) {
  await user.click(screen.getByRole('button', { name: 'Opciones' }));
  await user.click(await screen.findByRole('menuitem', { name: opcion }));
  return screen.findByRole('dialog');
}

/** The PDCA stepper's steps (tabs on a wide screen, buttons on a phone) as they read ('Planificar Plan · Completo'). */
export function pasos() {
  const pasosPdca = screen.getByLabelText('Pasos del PDCA');
  const botones = within(pasosPdca).queryAllByRole('tab');
  return (botones.length ? botones : within(pasosPdca).getAllByRole('button')).map((b) =>
    (b.textContent ?? '').replace(/^\d/, '').replace(/^(\w+)(Plan|Do|Check|Act)/, '$1 $2'),
  );
}

/** Opens a PDCA step ('Chequear') and answers its region. */
export async function abrirPaso(user: ReturnType<typeof userEvent.setup>, titulo: string) {
  const pasosPdca = screen.getByLabelText('Pasos del PDCA');
  // The step's number (an incomplete step's icon) comes before its name.
  const nombre = new RegExp(`^\\d?${titulo}`);
  await user.click(within(pasosPdca).queryByRole('tab', { name: nombre }) ?? within(pasosPdca).getByRole('button', { name: nombre }));
  return screen.findByRole('region', { name: titulo });
}
