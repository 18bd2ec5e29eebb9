import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type AuditoriaPagina, type RegistroAuditoria } from '@portal/shared/domain';
import { SIN_PERMISO_PAGINA } from '@portal/shared/auth';
import { escribirFecha, makeUser, renderPageAs, textoFecha, type FakeRoutes } from '@portal/shared/testing';
import AuditoriaPage from './AuditoriaPage';

const jefe = makeUser({ _id: '5b1d3c9e-0000-4000-8000-000000000002', name: 'Martín Sosa', role: 'Jefe de area', email: '2000' });
const operario = makeUser({ _id: '5b1d3c9e-0000-4000-8000-000000000003', name: 'Carla Ríos', role: 'Operario', email: '3000' });

const registro = (patch: Partial<RegistroAuditoria>): RegistroAuditoria => ({
  _id: '1',
  fecha: '2026-11-23T13:15:00.000Z',
  usuario: { _id: jefe._id, nombre: 'Martín Sosa', legajo: '2000' },
  entidad: 'tarjeta',
  entidadId: 't-9',
  etiqueta: 'Roja N°12',
  accion: 'editar',
  cambios: [{ campo: 'riesgoFinal', antes: 'MO: MODERADO', despues: 'NS: NO SIGNIFICATIVO' }],
  ip: '10.0.0.7',
  ...patch,
});

const pagina = (items: RegistroAuditoria[], total = items.length, page = 0, pageSize = 25): AuditoriaPagina => ({ items, total, page, pageSize });

const PAGINA = pagina([
  registro({ _id: '2' }),
  registro({
    _id: '1',
    entidad: 'sesion',
    entidadId: null,
    etiqueta: 'Legajo 77',
    accion: 'login_fallido',
    usuario: { _id: null, nombre: 'anónimo', legajo: '77' },
    cambios: [],
  }),
]);

function setup(routes: FakeRoutes = {}) {
  return renderPageAs(
    AuditoriaPage,
    'Admin',
    {
      'GET /api/users': { body: [makeUser(), jefe, operario] },
      'GET /api/auditoria': { body: PAGINA },
      ...routes,
    },
    'America/Argentina/Buenos_Aires',
  ); // the plant these dates are written for (UTC−3)
}

const filas = async () => {
  const grid = await screen.findByRole('grid', { name: 'Registros de auditoría' });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return within(grid).getAllByRole('row').slice(1);
};

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blobs.push(b as Blob);
    return 'blob:fake';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('AuditoriaPage', () => {
  it('is for Admin only: others see the no-permission message and nothing is asked', async () => {
    for (const role of ['Jefe de area', 'Operario'] as const) {
      const { server, unmount } = renderPageAs(AuditoriaPage, role, {});
      expect(await screen.findByText(SIN_PERMISO_PAGINA)).toBeInTheDocument();
      expect(server.callsTo('GET', '/api/auditoria')).toHaveLength(0);
      unmount();
    }
  });

  it('shows the newest records of the first page: when, who, action, entity, record and each change', async () => {
    const { server } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeInTheDocument();
    const [edit, fallo] = await filas();
    expect(server.callsTo('GET', '/api/auditoria')[0].query).toEqual({ page: '0', pageSize: '25' });
    // 13:15 UTC is 10:15 at the plant.
    for (const texto of [
      '23/11/2026 10:15',
      'Martín Sosa (legajo 2000)',
      'Editó',
      'Tarjeta',
      'Roja N°12',
      'Riesgo final: MO: MODERADO → NS: NO SIGNIFICATIVO',
      '10.0.0.7',
    ]) {
      expect(edit).toHaveTextContent(texto);
    }
    expect(within(edit).getByRole('link', { name: 'Roja N°12' })).toHaveAttribute('href', '/tarjeta/t-9');
    for (const texto of ['anónimo (legajo 77)', 'Inicio de sesión fallido', 'Sesión', 'Legajo 77']) expect(fallo).toHaveTextContent(texto);
    expect(within(fallo).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters by user, entity and date range from the first page; Limpiar drops them', async () => {
    const { server } = setup({ 'GET /api/auditoria': (_b, call) => ({ body: pagina(PAGINA.items, 60, Number(call.query.page), 25) }) });
    await filas();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /página siguiente|next page/i }));
    await waitFor(() => expect(server.callsTo('GET', '/api/auditoria').at(-1)?.query.page).toBe('1'));
    const usuario = screen.getByLabelText('Usuario');
    expect(
      within(usuario)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Ana Admin (100)', 'Carla Ríos (3000)', 'Martín Sosa (2000)']);
    await user.selectOptions(usuario, jefe._id);
    await user.selectOptions(screen.getByLabelText('Entidad'), 'Tarjeta');
    // Typed and shown as DD/MM/YYYY (the portal's dates), sent as plant days.
    await escribirFecha(user, document.body, 'Desde', '01/11/2026');
    await escribirFecha(user, document.body, 'Hasta', '23/11/2026');
    expect(textoFecha(document.body, 'Desde')).toBe('01/11/2026');
    expect(textoFecha(document.body, 'Hasta')).toBe('23/11/2026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/auditoria').at(-1)?.query).toEqual({
        usuario: jefe._id,
        entidad: 'tarjeta',
        desde: '2026-11-01',
        hasta: '2026-11-23',
        page: '0',
        pageSize: '25',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/auditoria').at(-1)?.query).toEqual({ page: '0', pageSize: '25' }));
    expect(screen.getByLabelText('Usuario')).toHaveValue('');
    expect(textoFecha(document.body, 'Desde')).toBe('');
  });

  it("refuses a range that ends before it starts, with the API's message, and asks nothing", async () => {
    const { server } = setup();
    await filas();
    const calls = server.callsTo('GET', '/api/auditoria').length;
    const user = userEvent.setup();
    await escribirFecha(user, document.body, 'Desde', '23/11/2026');
    await escribirFecha(user, document.body, 'Hasta', '01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText(MSG.auditoriaRangoInvalido)).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/auditoria')).toHaveLength(calls);
  });

  it('exports the applied filters as Auditoria.xlsx with the session token; a failure shows its message', async () => {
    const { server } = setup({ 'GET /api/auditoria/export': { body: 'xlsx' } });
    await filas();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Entidad'), 'Sesión');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(server.callsTo('GET', '/api/auditoria/export').map((c) => [c.query, c.headers.authorization])).toEqual([
      [{ entidad: 'sesion' }, 'Bearer test-token'],
    ]);

    server.routes['GET /api/auditoria/export'] = { status: 403, body: { msg: MSG.sinPermiso } };
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText(MSG.sinPermiso)).toBeInTheDocument();
    expect(blobs).toHaveLength(1);
  });

  it('on a phone lists the records (no sideways grid) with the same server paging', async () => {
    // Every media query matches: the theme's 'down(sm)' too.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    }));
    const { server } = setup({ 'GET /api/auditoria': (_b, call) => ({ body: pagina(PAGINA.items, 60, Number(call.query.page), 25) }) });
    const lista = await screen.findByRole('list', { name: 'Registros de auditoría' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const [edit] = within(lista)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === lista);
    for (const texto of [
      '23/11/2026 10:15 · Martín Sosa (legajo 2000)',
      'Editó · Tarjeta Roja N°12',
      'Riesgo final: MO: MODERADO → NS: NO SIGNIFICATIVO',
      'IP 10.0.0.7',
    ]) {
      expect(edit).toHaveTextContent(texto);
    }
    expect(screen.getByText('1–25 de 60')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /siguiente|next page/i }));
    await waitFor(() => expect(server.callsTo('GET', '/api/auditoria').at(-1)?.query.page).toBe('1'));
  });
});
