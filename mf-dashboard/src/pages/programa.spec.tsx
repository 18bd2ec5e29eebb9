import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, makeUser, renderPageAs, renderWithPortal } from '@portal/shared/testing';
import { MSG, PASOS_AM_DEFECTO, type EquipoAm, type EquipoAmDetalle } from '@portal/shared/domain';
import EquipoAmPage from './EquipoAmPage';
import { equipoAmDePrueba } from './equipoAmDePrueba';
import ProgramaPage from './ProgramaPage';

const PRENSA = equipoAmDePrueba({
  periodos: [
    { _id: 'p1', paso: 2, desde: '2026-01-12', hasta: '2026-04-06', superado: true, motivo: null, registradoPor: { _id: 'a', nombre: 'Admin Uno' } },
    {
      _id: 'p2',
      paso: 3,
      desde: '2026-04-06',
      hasta: null,
      superado: false,
      motivo: 'Auditoría del paso 2 aprobada',
      registradoPor: { _id: 'a', nombre: 'Admin Uno' },
    },
  ],
  miembrosLista: [
    { _id: 'u1', nombre: 'Ana Prensa', role: 'Operario' },
    { _id: 'u2', nombre: 'Beto Prensa', role: 'Operario' },
  ],
  maquinasLista: [{ _id: 'm1', nombre: 'Prensa 7A' }],
});
const HORNO: EquipoAm = {
  _id: '22222222-2222-4222-8222-222222222222',
  equipo: 'Equipo Horno',
  enPrograma: false,
  paso: null,
  pasoNombre: null,
  pasoDesde: null,
  lider: null,
  miembros: 1,
  maquinas: 0,
  puerta: null,
  propuestaPendiente: false,
};
const lista = ({
  pasos: _p,
  periodos: _h,
  miembrosLista: _m,
  maquinasLista: _q,
  propuesta: _r,
  puedeProponer: _s,
  puerta,
  ...e
}: EquipoAmDetalle): EquipoAm => ({
  ...e,
  puerta: puerta && { verde: puerta.verde, cumplidos: puerta.cumplidos, evaluados: puerta.evaluados },
});

function renderEquipo(role: 'Admin' | 'Operario', routes: Parameters<typeof fakeServer>[0] = {}) {
  const user = makeUser({ role });
  const server = fakeServer({ 'GET /api/auth/user': { body: user }, [`GET /api/programa/equipos/${PRENSA._id}`]: { body: PRENSA }, ...routes });
  renderWithPortal({ user, route: `/programa/${PRENSA._id}`, routes: { '/programa/:id': <EquipoAmPage /> } });
  return server;
}

describe('the autonomous-maintenance program (issue 25)', () => {
  it('lists every team with its step and since when, or "Sin iniciar"; each links to its page', async () => {
    renderPageAs(ProgramaPage, 'Operario', { 'GET /api/programa/equipos': { body: [lista(PRENSA), HORNO] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Programa de mantenimiento autónomo' })).toBeInTheDocument();
    const equipos = await screen.findByRole('list', { name: 'Equipos autónomos' });
    const [prensa, horno] = within(equipos).getAllByRole('listitem');
    expect(prensa).toHaveTextContent('Paso 3');
    expect(prensa).toHaveTextContent(PASOS_AM_DEFECTO[2]);
    expect(prensa).toHaveTextContent('Desde 06/04/2026');
    expect(prensa).toHaveTextContent('Líder: Ana Prensa');
    expect(within(prensa).getByRole('link')).toHaveAttribute('href', `/programa/${PRENSA._id}`);
    expect(horno).toHaveTextContent('Sin iniciar');
    expect(horno).toHaveTextContent('1 miembro · 0 máquinas');
  });

  it("a team's page: its step, the ladder, the history newest first; an Operario reads and changes nothing", async () => {
    renderEquipo('Operario');
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipo Prensa 7' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Paso 3 · ${PASOS_AM_DEFECTO[2]}` })).toBeInTheDocument();
    const historia = screen.getByRole('list', { name: 'Historia' });
    expect(
      within(historia)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Paso 3 · ${PASOS_AM_DEFECTO[2]}06/04/2026 · paso actual · Auditoría del paso 2 aprobada · registró Admin Uno`,
      `Paso 2 · ${PASOS_AM_DEFECTO[1]}12/01/2026 a 06/04/2026 · superado · registró Admin Uno`,
    ]);
    expect(screen.getByRole('list', { name: 'Miembros (2)' })).toHaveTextContent('Operario · Líder');
    expect(screen.queryByRole('button', { name: 'Cambiar paso' })).not.toBeInTheDocument();
  });

  it("the Admin changes the step: the reason is required, the server's refusal shows, the saved step is sent as typed", async () => {
    let llamadas = 0;
    const server = renderEquipo('Admin', {
      [`POST /api/programa/equipos/${PRENSA._id}/paso`]: () =>
        ++llamadas === 1 ? { status: 400, body: { msg: MSG.pasoAmFechaAnterior } } : { body: { ...PRENSA, paso: 4, pasoNombre: PASOS_AM_DEFECTO[3] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar paso' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cambiar el paso de Equipo Prensa 7' });
    expect(within(dialogo).getByRole('combobox', { name: 'Paso' })).toHaveValue('4');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar paso' }));
    expect(await within(dialogo).findByText(MSG.pasoAmMotivoRequerido)).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/programa/equipos/${PRENSA._id}/paso`)).toHaveLength(0);
    await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'Auditoría del paso 3 aprobada');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar paso' }));
    expect(await within(dialogo).findByText(MSG.pasoAmFechaAnterior)).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar paso' }));
    expect(await screen.findByText(`Equipo Prensa 7: Paso 4 · ${PASOS_AM_DEFECTO[3]}`)).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/programa/equipos/${PRENSA._id}/paso`).at(-1)!.body).toEqual({
      paso: 4,
      desde: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      motivo: 'Auditoría del paso 3 aprobada',
    });
  });
});
