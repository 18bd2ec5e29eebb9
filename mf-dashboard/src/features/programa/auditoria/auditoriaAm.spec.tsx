import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, makeUser, renderWithPortal, type FakeRoutes } from '@portal/shared/testing';
import { auditoriaAmPath, resultadoAuditoriaAm, ROUTES, type AuditoriaAm, type RespuestaAuditoriaAm } from '@portal/shared/domain';
import AuditoriaAmPage from '../../../pages/AuditoriaAmPage';
import { AUDITORIA_ID, auditoria, EQUIPO_ID, PLANTILLA, respuesta } from './auditoriaDePrueba';
import { SIN_CONEXION_AUDITORIA } from './AuditoriaEnCurso';
import { clavePendientes } from './respuestasPendientes';

const BASE = `/api/programa/auditorias/${AUDITORIA_ID}`;
const REQUISITOS = PLANTILLA.secciones.flatMap((s) => s.requisitos);
const auditor = makeUser({ _id: 'u-aud', name: 'Jorge Auditor', role: 'Jefe de area' });

/**
 * A server holding one audit: GET answers it as it stands, each PUT stores its answer, the sign locks it;
 * `red.caida` makes fetch reject as a phone without connection does.
 */
function abrir(inicial: AuditoriaAm, extra: FakeRoutes = {}) {
  let actual = inicial;
  const con = (respuestas: Record<string, RespuestaAuditoriaAm>, cambio: Partial<AuditoriaAm> = {}) =>
    (actual = { ...actual, respuestas, resultado: resultadoAuditoriaAm(actual.plantilla, respuestas), ...cambio });
  const red = { caida: false };
  const server = fakeServer({
    'GET /api/auth/user': { body: auditor },
    [`GET ${BASE}`]: () => ({ body: actual }),
    ...Object.fromEntries(
      REQUISITOS.map((r) => [`PUT ${BASE}/respuestas/${r.id}`, (b: unknown) => ({ body: con({ ...actual.respuestas, [r.id]: b as RespuestaAuditoriaAm }) })]),
    ),
    [`POST ${BASE}/inicio`]: () => ({ body: (actual = { ...actual, estado: 'en_curso' }) }),
    [`POST ${BASE}/firma`]: (b) => {
      const { porcentaje, aprobada } = actual.resultado;
      return { body: con(actual.respuestas, { estado: 'firmada', porcentaje, aprobada, firmadaEn: '2026-11-10T15:30:00.000Z', ...(b as object) }) };
    },
    ...extra,
  });
  const servir = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input, init) => {
    if (red.caida) throw new TypeError('Failed to fetch');
    return servir(input, init);
  });
  renderWithPortal({
    user: auditor,
    route: auditoriaAmPath(AUDITORIA_ID),
    routes: { [ROUTES.auditoriaAm]: <AuditoriaAmPage />, [ROUTES.agregarTarjeta]: <div>Formulario de tarjeta</div> },
  });
  return { server, red };
}

const requisito = (texto: string) => screen.findByRole('article', { name: texto });
const put = (id: string) => `${BASE}/respuestas/${id}`;

describe('the step audit run on a phone (issue 25 §2)', () => {
  it('shows the header and the rule, and the auditor starts a requested audit with one tap', async () => {
    const { server } = abrir(auditoria({ estado: 'solicitada', auditor: null, iniciadaEn: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditoría del paso 1 · Equipo Prensa 7' })).toBeInTheDocument();
    const datos = screen.getByRole('region', { name: 'Datos de la auditoría' });
    expect(datos).toHaveTextContent('Paso 1 · Limpieza inicial');
    expect(datos).toHaveTextContent('Equipo: Equipo Prensa 7 · Vence el 16/11/2026 · Auditor: sin asignar');
    expect(datos).toHaveTextContent('Para aprobar: promedio de al menos 80 % y ningún requisito por debajo de 2.');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar auditoría' }));
    expect(await requisito('La máquina se limpió por dentro')).toBeInTheDocument();
    expect(server.callsTo('POST', `${BASE}/inicio`)).toHaveLength(1);
    expect(screen.getByText('0 de 5 requisitos')).toBeInTheDocument();
  });

  it('another auditor’s audit under way is read only; one who may take it over does so with one tap, and left answers are dropped', async () => {
    const otro = { _id: 'u-otro', nombre: 'Sara Otra' };
    localStorage.setItem(clavePendientes(auditor._id, AUDITORIA_ID), JSON.stringify({ v: 1, respuestas: { r1: respuesta(1) } }));
    let tomada = false;
    const suya = auditoria({ auditor: { _id: auditor._id, nombre: auditor.name } });
    const { server } = abrir(auditoria({ auditor: otro, puedeAuditar: false, puedeTomar: true }), {
      [`GET ${BASE}`]: () => ({ body: tomada ? suya : auditoria({ auditor: otro, puedeAuditar: false, puedeTomar: true }) }),
      [`POST ${BASE}/inicio`]: () => ((tomada = true), { body: suya }),
    });
    expect(await screen.findByText(/En curso: la hace Sara Otra/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'La máquina se limpió por dentro' })).not.toBeInTheDocument();
    // The answer this phone kept from before belongs to an audit now another's: never sent.
    await waitFor(() => expect(localStorage.getItem(clavePendientes(auditor._id, AUDITORIA_ID))).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Tomar la auditoría' }));
    expect(await requisito('La máquina se limpió por dentro')).toBeInTheDocument();
    expect(server.callsTo('POST', `${BASE}/inicio`)).toHaveLength(1);
    expect(server.callsTo('PUT', put('r1'))).toHaveLength(0);
  });

  it('a score is sent at once, whole; the comment after a pause; the progress and average follow', async () => {
    const { server } = abrir(auditoria());
    const r1 = await requisito('La máquina se limpió por dentro');
    await userEvent.click(within(r1).getByRole('button', { name: '3' }));
    await waitFor(() => expect(server.callsTo('PUT', put('r1'))).toHaveLength(1));
    expect(server.callsTo('PUT', put('r1'))[0].body).toEqual({ puntaje: 3, comentario: '', foto: null, accion: '' });
    expect(within(r1).getByRole('button', { name: '3' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(r1).getByText('3: Cumple, con detalles menores')).toBeInTheDocument();
    expect(screen.getByText('1 de 5 requisitos')).toBeInTheDocument();
    expect(screen.getByText('· Promedio 75 %')).toBeInTheDocument();

    await userEvent.type(within(r1).getByRole('textbox', { name: 'Comentario' }), 'Grasa vieja en la guía');
    await waitFor(() =>
      expect(server.callsTo('PUT', put('r1')).at(-1)!.body).toEqual({ puntaje: 3, comentario: 'Grasa vieja en la guía', foto: null, accion: '' }),
    );
    // Not one request per key.
    expect(server.callsTo('PUT', put('r1')).length).toBeLessThan(5);
  });

  it('under the minimum offers "Levantar tarjeta" pre-filled for the team’s machine, and the action item', async () => {
    const { server } = abrir(auditoria({ respuestas: { r3: respuesta(null, { comentario: 'Motor sin tarjeta' }) } }));
    const r3 = await requisito('Cada anomalía tiene su tarjeta');
    expect(within(r3).queryByRole('link', { name: 'Levantar tarjeta' })).not.toBeInTheDocument();
    await userEvent.click(within(r3).getByRole('button', { name: '1' }));
    const enlace = within(r3).getByRole('link', { name: 'Levantar tarjeta' });
    const url = new URL(enlace.getAttribute('href')!, 'http://portal');
    expect(url.pathname).toBe(ROUTES.agregarTarjeta);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      maquina: 'm1',
      descripcion: 'Auditoría del paso 1: Cada anomalía tiene su tarjeta — Motor sin tarjeta',
      volver: `/programa/auditorias/${AUDITORIA_ID}`,
    });
    await userEvent.type(within(r3).getByRole('textbox', { name: 'Acción' }), 'Colgar la tarjeta hoy');
    await userEvent.tab();
    await waitFor(() => expect(server.callsTo('PUT', put('r3')).at(-1)!.body).toMatchObject({ puntaje: 1, accion: 'Colgar la tarjeta hoy' }));
    await userEvent.click(enlace);
    expect(await screen.findByText('Formulario de tarjeta')).toBeInTheDocument();
  });

  it('with several machines the card asks which one', async () => {
    abrir(
      auditoria({
        maquinas: [
          { _id: 'm1', nombre: 'Prensa 7' },
          { _id: 'm2', nombre: 'Horno 2' },
        ],
        respuestas: { r2: respuesta(0) },
      }),
    );
    const r2 = await requisito('Se retiró lo que no se usa');
    await userEvent.click(within(r2).getByRole('button', { name: 'Levantar tarjeta' }));
    const menu = await screen.findByRole('menu', { name: 'Máquina de la tarjeta' });
    const horno = within(menu).getByRole('menuitem', { name: 'Horno 2' });
    expect(new URL(horno.getAttribute('href')!, 'http://portal').searchParams.get('maquina')).toBe('m2');
  });

  it('a team without machines raises the card without one', async () => {
    abrir(auditoria({ maquinas: [], respuestas: { r2: respuesta(0) } }));
    const enlace = within(await requisito('Se retiró lo que no se usa')).getByRole('link', { name: 'Levantar tarjeta' });
    expect([...new URL(enlace.getAttribute('href')!, 'http://portal').searchParams.keys()]).toEqual(['descripcion', 'volver']);
  });

  it('offline, an answer is kept on the phone with a notice, and sent when the connection comes back', async () => {
    const { server, red } = abrir(auditoria());
    const r5 = await requisito('Todos participaron');
    red.caida = true;
    await userEvent.click(within(r5).getByRole('button', { name: '4' }));
    const aviso = await screen.findByRole('alert', { name: 'Respuestas sin enviar' });
    expect(aviso).toHaveTextContent(SIN_CONEXION_AUDITORIA);
    expect(aviso).toHaveTextContent('1 respuesta por enviar');
    expect(within(r5).getByRole('button', { name: '4' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(clavePendientes('u-aud', AUDITORIA_ID))!).respuestas.r5).toEqual(respuesta(4));

    red.caida = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Respuestas sin enviar' })).not.toBeInTheDocument());
    expect(server.callsTo('PUT', put('r5')).map((c) => c.body)).toEqual([respuesta(4)]);
    expect(localStorage.getItem(clavePendientes('u-aud', AUDITORIA_ID))).toBeNull();
  });

  it('signing shows the verdict by the rule, each section and what fell short; then the audit is read only', async () => {
    // 17 of 20 points (85 %), but one requirement under 2: not approved.
    const respuestas = { r1: respuesta(4), r2: respuesta(4), r3: respuesta(1, { accion: 'Colgar la tarjeta' }), r4: respuesta(4), r5: respuesta(4) };
    const { server } = abrir(auditoria({ respuestas }));
    expect(await screen.findByText('No aprobaría')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Firmar y cerrar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Firmar la auditoría del paso 1 de Equipo Prensa 7' });
    expect(within(dialogo).getByRole('alert', { name: 'Resultado' })).toHaveTextContent(
      'No aprobada: promedio 85 %. La regla pide promedio de al menos 80 % y ningún requisito por debajo de 2.',
    );
    expect(
      within(within(dialogo).getByRole('list', { name: 'Resultado por sección' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Limpieza a fondo100 %', 'Tarjetas62 %', 'Equipo100 %']);
    expect(within(dialogo).getByRole('list', { name: 'Por debajo del mínimo (2)' })).toHaveTextContent(
      '1 · Cada anomalía tiene su tarjetaAcción: Colgar la tarjeta',
    );
    await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Observaciones (opcional)' }), 'Buen avance');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Firmar y cerrar' }));
    expect(await screen.findByRole('alert', { name: 'Resultado de la auditoría' })).toHaveTextContent('No aprobada · Promedio 85 %');
    expect(server.callsTo('POST', `${BASE}/firma`)[0].body).toEqual({ observaciones: 'Buen avance' });
    expect(screen.queryByRole('button', { name: '4' })).not.toBeInTheDocument();
  });

  it('cannot be signed while a requirement is unscored', async () => {
    abrir(auditoria({ respuestas: { r1: respuesta(4) } }));
    expect(await screen.findByRole('button', { name: 'Firmar y cerrar' })).toBeDisabled();
    expect(screen.getByText('Faltan 4 requisitos por puntuar.')).toBeInTheDocument();
  });

  it('who asked for it cancels it with a reason of at least 5 characters', async () => {
    const { server } = abrir(auditoria({ estado: 'solicitada', puedeAuditar: false, puedeAnular: true }), {
      [`POST ${BASE}/anulacion`]: (b) => ({ body: auditoria({ estado: 'anulada', anuladaMotivo: (b as { motivo: string }).motivo, puedeAnular: false }) }),
    });
    expect(await screen.findByText(/la hace un auditor de la planta/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar auditoría' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anular auditoría' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Anular la auditoría del paso 1 de Equipo Prensa 7' });
    await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'Se');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Anular auditoría' }));
    expect(await within(dialogo).findByText('Indique el motivo para anular la auditoría (al menos 5 caracteres)')).toBeInTheDocument();
    await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), ' pidió por error');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Anular auditoría' }));
    await waitFor(() => expect(server.callsTo('POST', `${BASE}/anulacion`)[0]?.body).toEqual({ motivo: 'Se pidió por error' }));
  });
});

describe('the signed audit', () => {
  const firmada = () =>
    auditoria({
      estado: 'firmada',
      puedeAuditar: false,
      observaciones: 'Equipo comprometido',
      respuestas: {
        r1: respuesta(4, { foto: '/uploads/r1.jpg' }),
        r2: respuesta(3, { comentario: 'Quedan cajas' }),
        r3: respuesta(4),
        r4: respuesta(3, { accion: 'Revisar el tablero' }),
        r5: respuesta(4),
      },
    });

  it('shows the verdict, each section’s score, the answers, and who signed', async () => {
    abrir(firmada());
    const resultado = await screen.findByRole('alert', { name: 'Resultado de la auditoría' });
    expect(resultado).toHaveTextContent('Aprobada · Promedio 90 %');
    expect(resultado).toHaveTextContent('Firmada por Jorge Auditor el 10/11/2026 15:30');
    expect(
      within(screen.getByRole('table', { name: 'Puntaje por sección' }))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['SecciónPuntaje', '1. Limpieza a fondo87 %', '2. Tarjetas87 %', '3. Equipo100 %']);
    expect(screen.getByRole('figure', { name: 'Gráfico: Puntaje por sección' })).toBeInTheDocument();
    expect(screen.getByText('Comentario: Quedan cajas')).toBeInTheDocument();
    expect(screen.getByText('Acción: Revisar el tablero')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la foto: La máquina se limpió por dentro' })).toHaveAttribute('href', '/uploads/r1.jpg');
    expect(screen.getByText('Equipo comprometido')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Firmar y cerrar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al equipo' })).toHaveAttribute('href', `/programa/${EQUIPO_ID}`);
  });

  it('prints one sheet: header, sections and every requirement with score, comment and action, without photos', async () => {
    const imprimir = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    abrir(firmada());
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(imprimir).toHaveBeenCalledTimes(1);
    const hoja = document.body.querySelector<HTMLElement>(':scope > [data-auditoria-hoja]')!;
    expect(hoja).toHaveAttribute('aria-hidden', 'true');
    expect(within(hoja).getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Auditoría del paso 1 · Equipo Prensa 7');
    expect(hoja).toHaveTextContent('Aprobada · Promedio 90 %');
    const filas = [...hoja.querySelectorAll('table.aud-requisitos tr')].map((r) => r.textContent);
    expect(filas).toEqual([
      'RequisitoPts.ComentarioAcción',
      '1. Limpieza a fondo · 87 %',
      'La máquina se limpió por dentro4',
      'Se retiró lo que no se usa3Quedan cajas',
      '2. Tarjetas · 87 %',
      'Cada anomalía tiene su tarjeta4',
      'Las amarillas se atendieron primero3Revisar el tablero',
      '3. Equipo · 100 %',
      'Todos participaron4',
    ]);
    expect(hoja.querySelector('img')).toBeNull();
    expect(hoja).toHaveTextContent('Observaciones: Equipo comprometido');
  });
});
