import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, makeUser, renderPageAs, renderWithPortal } from '@portal/shared/testing';
import {
  AJUSTES_PROGRAMA_AM_DEFECTO,
  MSG,
  puertaAm,
  type CurvaAm,
  type EquipoAmDetalle,
  type FigurasPuertaAm,
  type PersonaPuertaAm,
  type Role,
} from '@portal/shared/domain';
import EquipoAmPage from './EquipoAmPage';
import { equipoAmDePrueba } from './equipoAmDePrueba';
import ProgramaPage from './ProgramaPage';

const FIGURAS: FigurasPuertaAm = {
  desde: '2026-04-06',
  participacionDesde: '2026-10-30',
  colgadas: 20,
  abiertas: 2,
  amarillas: 3,
  amarillasAtendidas: 3,
  miembros: 2,
  miembrosConTarjeta: 2,
  tarjetasMax: 6,
  tarjetasMin: 2,
  kaizenCerrados: 1,
  auditoria: { porcentaje: 88, aprobada: true, firmadaDia: '2026-11-10' },
};
const PERSONAS: PersonaPuertaAm[] = [
  { _id: 'u1', nombre: 'Ana Prensa', tarjetas: 6 },
  { _id: 'u2', nombre: 'Beto Prensa', tarjetas: 2 },
];

function equipo(f: Partial<FigurasPuertaAm> = {}, extra: Partial<EquipoAmDetalle> = {}): EquipoAmDetalle {
  return equipoAmDePrueba({
    puerta: puertaAm({ ...FIGURAS, ...f }, AJUSTES_PROGRAMA_AM_DEFECTO, PERSONAS, null),
    puedeProponer: true,
    puedeSolicitarAuditoria: true,
    ...extra,
  });
}

function renderEquipo(role: Role, e: EquipoAmDetalle, routes: Parameters<typeof fakeServer>[0] = {}) {
  const user = makeUser({ role });
  const server = fakeServer({ 'GET /api/auth/user': { body: user }, [`GET /api/programa/equipos/${e._id}`]: { body: e }, ...routes });
  renderWithPortal({ user, route: `/programa/${e._id}`, routes: { '/programa/:id': <EquipoAmPage /> } });
  return server;
}

describe('the step gate on a team’s page (issue 25 §3)', () => {
  it('shows each criterion with its figure and target, and the members’ figures when the server sends them', async () => {
    renderEquipo('Operario', equipo({ abiertas: 5 }));
    const criterios = await screen.findByRole('list', { name: 'Criterios de la puerta' });
    expect(
      within(criterios)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Brecha de tarjetas: no cumple25 % (5 abiertas de 20 colgadas en el paso) · Meta: menos de 20 %',
      'Tarjetas de seguridad: cumple100 % (3 de 3 cerradas o planificadas) · Meta: al menos 100 % cerradas o planificadas',
      'Participación: cumple2 de 2 miembros colgaron tarjetas; el más activo, 3 veces el menos activo · Meta: todos en las últimas 4 semanas; el más activo hasta 5 veces el menos activo',
      'Mejoras (Quick Kaizen): cumple1 cerrado en el paso · Meta: al menos 1',
      'Lecciones de un punto: todavía no se midedisponible con las lecciones de un punto · Meta: 1 por miembro y mes',
      'Auditoría del paso: cumpleAprobada con 88 % (firmada el 10/11/2026) · Meta: aprobada en el paso (la última firmada)',
    ]);
    expect(screen.getAllByText('Puerta en rojo · 4 de 5')).not.toHaveLength(0);
    const tabla = screen.getByRole('table', { name: 'Tarjetas por miembro' });
    expect(
      within(tabla)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['MiembroTarjetas desde 30/10/2026', 'Ana Prensa6', 'Beto Prensa2']);
    // On red the proposal waits for green.
    expect(screen.getByRole('button', { name: 'Proponer el paso 4' })).toBeDisabled();
  });

  it('a member who may not see the others reads only their own figure', async () => {
    const e = equipo();
    renderEquipo('Operario', { ...e, puedeProponer: false, puerta: { ...e.puerta!, personas: null, propias: 2 } });
    expect(await screen.findByText('Tus tarjetas desde 30/10/2026: 2')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Tarjetas por miembro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Proponer/ })).not.toBeInTheDocument();
  });

  it('the leader proposes on green with a comment; the page then says who decides', async () => {
    const verde = equipo();
    const pendiente = equipo(
      {},
      {
        propuestaPendiente: true,
        propuesta: {
          _id: 'p1',
          paso: 4,
          estado: 'pendiente',
          comentario: 'Auditoría pedida',
          propuestaPor: { _id: 'u1', nombre: 'Ana Prensa' },
          propuestaEn: '2026-11-20T13:00:00.000Z',
          resueltaPor: null,
          resueltaEn: null,
          motivo: null,
          forzada: false,
        },
      },
    );
    const server = renderEquipo('Operario', verde, { [`POST /api/programa/equipos/${verde._id}/propuesta`]: { body: pendiente } });
    expect(await screen.findAllByText('Puerta en verde')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Proponer el paso 4' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Proponer el paso 4 de Equipo Prensa 7' });
    await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Comentario (opcional)' }), 'Auditoría pedida');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Proponer' }));
    expect(await screen.findByText('Propuesto el paso 4 de Equipo Prensa 7: lo aprueba un administrador')).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/programa/equipos/${verde._id}/propuesta`).at(-1)!.body).toEqual({ comentario: 'Auditoría pedida' });
  });

  it('an Admin approving on a red gate must give the reason, which is sent with the approval', async () => {
    const rojo = equipo(
      { abiertas: 10 },
      {
        propuestaPendiente: true,
        propuesta: {
          _id: 'p1',
          paso: 4,
          estado: 'pendiente',
          comentario: '',
          propuestaPor: { _id: 'u1', nombre: 'Ana Prensa' },
          propuestaEn: '2026-11-20T13:00:00.000Z',
          resueltaPor: null,
          resueltaEn: null,
          motivo: null,
          forzada: false,
        },
      },
    );
    const server = renderEquipo('Admin', rojo, {
      [`POST /api/programa/equipos/${rojo._id}/propuesta/aprobacion`]: { body: { ...rojo, paso: 4, propuesta: null, propuestaPendiente: false } },
    });
    const aviso = await screen.findByRole('alert', { name: 'Propuesta pendiente' });
    expect(aviso).toHaveTextContent('Propuesto el paso 4 por Ana Prensa el 20/11/2026. Decida usted:');
    await userEvent.click(within(aviso).getByRole('button', { name: 'Aprobar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Aprobar el paso 4 de Equipo Prensa 7' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Aprobar igual' }));
    expect(await within(dialogo).findByText(MSG.propuestaAmForzadaMotivo)).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/programa/equipos/${rojo._id}/propuesta/aprobacion`)).toHaveLength(0);
    await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'Auditoría externa aprobada');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Aprobar igual' }));
    expect(await screen.findByText('Equipo Prensa 7 pasó al paso 4')).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/programa/equipos/${rojo._id}/propuesta/aprobacion`).at(-1)!.body).toEqual({ motivo: 'Auditoría externa aprobada' });
  });

  it('the Admin sets the thresholds from the program page; a bad number is refused before sending', async () => {
    const { server } = renderPageAs(ProgramaPage, 'Admin', {
      'GET /api/programa/equipos': { body: [] },
      'GET /api/programa/ajustes': { body: AJUSTES_PROGRAMA_AM_DEFECTO },
      'PATCH /api/programa/ajustes': { body: { ...AJUSTES_PROGRAMA_AM_DEFECTO, brechaMax: 15, soloPorEquipo: true } },
    });
    // The button waits for the plant's thresholds to load.
    const umbrales = await screen.findByRole('button', { name: 'Umbrales de la puerta' });
    await vi.waitFor(() => expect(umbrales).toBeEnabled());
    await userEvent.click(umbrales);
    const dialogo = await screen.findByRole('dialog', { name: 'Umbrales de la puerta del paso' });
    const brecha = within(dialogo).getByRole('spinbutton', { name: 'Brecha máxima (%)' });
    await userEvent.clear(brecha);
    await userEvent.type(brecha, '0');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialogo).findByText(MSG.ajusteAmBrecha)).toBeInTheDocument();
    await userEvent.clear(brecha);
    await userEvent.type(brecha, '15');
    await userEvent.click(within(dialogo).getByRole('switch', { name: /solo como total del equipo/ }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Umbrales guardados')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/api/programa/ajustes').at(-1)!.body).toEqual({ ...AJUSTES_PROGRAMA_AM_DEFECTO, brechaMax: 15, soloPorEquipo: true });
  });

  it('draws the team’s tag curve per week, per month on request, with today’s figures in words', async () => {
    const e = equipo();
    const curva = (periodo: 'semana' | 'mes'): CurvaAm => ({
      periodo,
      equipo: e.equipo,
      maquina: null,
      puntos: [
        { periodo: periodo === 'semana' ? '2026-W47' : '2026-10', inicio: '2026-11-16', colgadas: 8, retiradas: 2, brecha: 75 },
        { periodo: periodo === 'semana' ? '2026-W48' : '2026-11', inicio: '2026-11-23', colgadas: 10, retiradas: 9, brecha: 10 },
      ],
      pasos: [{ paso: 3, desde: '2026-11-18' }],
      brechaMax: 20,
    });
    const server = renderEquipo('Operario', e, {
      'GET /api/programa/curva': (_b, call) => ({ body: curva(call.query.periodo === 'mes' ? 'mes' : 'semana') }),
    });
    expect(await screen.findByText('Hasta hoy: 10 colgadas, 9 retiradas · brecha 10 % (umbral 20 %)')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Gráfico: Curva de tarjetas' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/programa/curva')[0].query).toEqual({ equipo: e._id, periodo: 'semana' });
    await userEvent.click(screen.getByRole('button', { name: 'Meses' }));
    await vi.waitFor(() => expect(server.callsTo('GET', '/api/programa/curva').at(-1)!.query).toEqual({ equipo: e._id, periodo: 'mes' }));
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeEnabled();
  });

  it('lists the team’s open tags (oldest first) and its Quick Kaizen, each linked to its detail (issue 25 §1)', async () => {
    const e = equipo();
    const server = renderEquipo('Operario', e, {
      'GET /api/tarjetas': {
        body: {
          items: [{ _id: 't1', color: 'Roja', numero: 12, maquina: 'Prensa 7', descripcion: 'Fuga de aceite', fecha: '2026-11-02T12:00:00.000Z' }],
          total: 7,
          page: 0,
          pageSize: 5,
        },
      },
      'GET /api/tarjetaskaizen': {
        body: {
          items: [{ _id: 'k1', codigo: 'QK-3', tema: 'Cero fugas', maquina: 'Prensa 7', estadoActual: 'En implementacion' }],
          total: 1,
          page: 0,
          pageSize: 5,
        },
      },
    });
    const tarjetas = await screen.findByRole('list', { name: /^Tarjetas abiertas/ });
    expect(within(tarjetas).getByRole('link', { name: 'Roja N°12 · Prensa 7' })).toHaveAttribute('href', '/tarjeta/t1');
    expect(screen.getByRole('heading', { name: 'Tarjetas abiertas (7)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: /^Quick Kaizen/ })).getByRole('link', { name: 'QK-3 · Cero fugas' })).toHaveAttribute('href', '/tarjeta/k1');
    expect(server.callsTo('GET', '/api/tarjetas')[0].query).toEqual({ equipo: e.equipo, estado: 'Abierta', sort: 'fecha', order: 'asc', pageSize: '5' });
    expect(server.callsTo('GET', '/api/tarjetaskaizen')[0].query).toEqual({ equipo: e.equipo, sort: 'fecha', order: 'desc', pageSize: '5' });
  });
});
