import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inicioDelDia,
  MSG,
  plantillaAmDefecto,
  type AuditoriaAm,
  type AuditoriaAmResumen,
  type AuditoriaPagina,
  type Campo,
  type EquipoAmDetalle,
  type PlantillaAuditoriaAm,
  type User,
} from '@portal/shared/domain';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';

const ZONA = 'Europe/Madrid';
const a = (dia: string, hora = 9) => new Date(inicioDelDia(dia, ZONA).getTime() + hora * 3_600_000);

/**
 * Issue 25 §2: the step audit through the API — the plant's templates, who asks and who audits, answers saved one by
 * one (a repeated answer changes nothing), the verdict by the template's rule, the lock after signing, and the gate.
 */
describe('/api/programa/auditorias: the step audit (issue 25 §2)', () => {
  let t: TestApp;
  const clock = new FakeClock();
  let admin: string;
  let jefe: string;
  let operario: string;
  let equipo: Campo;
  let otro: Campo;
  let miembro: User;
  let tokenMiembro: string;

  const put = <T = AuditoriaAm>(path: string, body: unknown, token = admin) => t.request<T>('PUT', path, { body, token });
  const responder = (id: string, requisito: string, body: unknown, token = jefe) => put(`/api/programa/auditorias/${id}/respuestas/${requisito}`, body, token);
  const requisitos = (x: AuditoriaAm) => x.plantilla.secciones.flatMap((s) => s.requisitos.map((r) => r.id));

  beforeAll(async () => {
    clock.advanceTo(a('2027-06-01'));
    t = await startTestApp({ clock, env: { PLANT_TZ: ZONA } });
    ({ admin, jefe, operario } = await t.roleTokens());
    const campo = async (name: string, value: string) => (await t.post<Campo>('/api/campos', { name, value }, { token: admin })).body;
    equipo = await campo('equipo', 'Equipo Delta');
    otro = await campo('equipo', 'Equipo Épsilon');
    const maquina = await campo('maquina', 'Delta M1');
    await t.post('/api/campos/equipoMaquina', { _id: maquina._id, equipo: equipo.value }, { token: admin });
    miembro = (await t.post<User>('/api/users', { email: '8201', name: 'Dora Delta', password: '654321', role: 'Operario' }, { token: admin })).body;
    await t.post('/api/users/equipo', { _id: miembro._id, equipo: equipo.value }, { token: admin });
    tokenMiembro = (await t.login('8201', '654321')).token;
    for (const e of [equipo, otro]) {
      const res = await t.post<EquipoAmDetalle>(`/api/programa/equipos/${e._id}/inicio`, { paso: 3, desde: '2027-05-03' }, { token: admin });
      expect(res.status, res.text).toBe(200);
    }
  });
  afterAll(() => t?.close());

  it('serves a template per plant step (the seed until the Admin edits one), and only an Admin replaces it, whole and valid', async () => {
    const plantillas = (await t.get<PlantillaAuditoriaAm[]>('/api/programa/plantillas', { token: operario })).body;
    expect(plantillas.map((p) => [p.paso, p.personalizada])).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => [n, false]));
    expect(plantillas[2]).toMatchObject({ ...plantillaAmDefecto(3), pasoNombre: 'Estándares provisionales de limpieza, inspección y lubricación' });
    // Every seeded requirement has its five guides and an id the schema accepts.
    for (const p of plantillas)
      for (const r of p.secciones.flatMap((s) => s.requisitos)) expect([r.guias.length, /^[a-z0-9-]+$/.test(r.id)]).toEqual([5, true]);

    const propia = {
      secciones: [
        {
          titulo: 'Estándar',
          requisitos: [
            { id: 'est-1', texto: 'Estándar de limpieza a la vista', guias: ['No hay', 'Borrador', 'En parte', 'Casi', 'Completo'] },
            { id: 'est-2', texto: 'Puntos de lubricación marcados', guias: ['0', '1', '2', '3', '4'] },
          ],
        },
        { titulo: 'Cumplimiento', requisitos: [{ id: 'cum-1', texto: 'Registros al día', guias: ['0', '1', '2', '3', '4'] }] },
      ],
      regla: { promedioMin: 75, minimoRequisito: 2 },
    };
    expect((await put('/api/programa/plantillas/3', propia, jefe)).status).toBe(403);
    for (const [paso, status] of [
      ['8', 404],
      ['0', 404],
      ['tres', 404],
    ] as const) {
      const res = await put<{ msg: string }>(`/api/programa/plantillas/${paso}`, propia);
      expect([paso, res.status, res.body.msg]).toEqual([paso, status, MSG.pasoAmFueraDeLaPlanta]);
    }
    const malas: [unknown, string][] = [
      [{ ...propia, secciones: [] }, MSG.plantillaAmSinSecciones],
      [{ ...propia, regla: { promedioMin: 101, minimoRequisito: 2 } }, MSG.plantillaAmPromedio],
      [{ ...propia, regla: { promedioMin: 80, minimoRequisito: 5 } }, MSG.plantillaAmMinimo],
      [{ ...propia, secciones: [propia.secciones[0], { titulo: 'Doble', requisitos: [propia.secciones[0].requisitos[0]] }] }, MSG.plantillaAmRequisitoRepetido],
      [{ ...propia, secciones: [{ titulo: 'X', requisitos: [{ ...propia.secciones[0].requisitos[0], guias: ['a', 'b'] }] }] }, MSG.plantillaAmGuia],
      [{ ...propia, secciones: [{ titulo: 'X', requisitos: [{ ...propia.secciones[0].requisitos[0], id: 'Con Espacio' }] }] }, MSG.plantillaAmRequisitoId],
    ];
    for (const [body, msg] of malas) {
      const res = await put<{ msg: string }>('/api/programa/plantillas/3', body);
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    expect((await t.get<PlantillaAuditoriaAm[]>('/api/programa/plantillas', { token: admin })).body[2].personalizada).toBe(false);

    const guardada = await put<PlantillaAuditoriaAm>('/api/programa/plantillas/3', propia);
    expect(guardada.status, guardada.text).toBe(200);
    expect(guardada.body).toMatchObject({ ...propia, paso: 3, personalizada: true, actualizadaPor: { nombre: expect.any(String) } });
    const trail = await t.get<AuditoriaPagina>('/api/auditoria?entidad=plantilla_am', { token: admin });
    expect(trail.body.items[0]).toMatchObject({ etiqueta: 'Plantilla de auditoría del paso 3', accion: 'crear' });
  });

  it('lets a member, the leader, a Jefe in charge or an Admin ask for the audit (one open per team), due in two weeks by default', async () => {
    const ajeno = await t.post<{ msg: string }>(`/api/programa/equipos/${equipo._id}/auditorias`, {}, { token: operario });
    expect([ajeno.status, ajeno.body.msg]).toEqual([403, MSG.auditoriaAmSinPermisoSolicitar]);
    expect((await t.post(`/api/programa/equipos/${equipo._id}/auditorias`, {}, { token: await t.corporativoToken() })).status).toBe(403);
    const pasado = await t.post<{ msg: string }>(`/api/programa/equipos/${equipo._id}/auditorias`, { vence: '2027-05-31' }, { token: tokenMiembro });
    expect(pasado.body).toEqual({ msg: MSG.auditoriaAmVenceAnterior });
    expect((await t.get<EquipoAmDetalle>(`/api/programa/equipos/${equipo._id}`, { token: tokenMiembro })).body).toMatchObject({
      puedeSolicitarAuditoria: true,
      esAuditor: false,
    });
    expect((await t.get<EquipoAmDetalle>(`/api/programa/equipos/${equipo._id}`, { token: operario })).body.puedeSolicitarAuditoria).toBe(false);

    const pedida = await t.post<AuditoriaAm>(`/api/programa/equipos/${equipo._id}/auditorias`, { comentario: 'Listos' }, { token: tokenMiembro });
    expect(pedida.status, pedida.text).toBe(201);
    expect(pedida.body).toMatchObject({
      equipo: { _id: equipo._id, nombre: 'Equipo Delta' },
      paso: 3,
      estado: 'solicitada',
      vence: '2027-06-15',
      vencida: false,
      solicitadaPor: { _id: miembro._id, nombre: 'Dora Delta' },
      auditor: null,
      comentario: 'Listos',
      maquinas: [{ nombre: 'Delta M1', _id: expect.any(String) }],
      puedeAuditar: false,
      puedeAnular: true,
    });
    // Before it starts it shows the step's current template.
    expect(requisitos(pedida.body)).toEqual(['est-1', 'est-2', 'cum-1']);
    const otra = await t.post<{ msg: string }>(`/api/programa/equipos/${equipo._id}/auditorias`, {}, { token: admin });
    expect(otra.body).toEqual({ msg: MSG.auditoriaAmYaSolicitada });
    expect((await t.get<AuditoriaAm>(`/api/programa/auditorias/${pedida.body._id}`, { token: jefe })).body.puedeAuditar).toBe(true);
    expect((await t.get(`/api/programa/auditorias/00000000-0000-4000-8000-000000000000`, { token: jefe })).status).toBe(404);
    expect((await t.get(`/api/programa/auditorias/nada`, { token: jefe })).status).toBe(404);
  });

  it('lists the pending audits soonest due first, and marks one overdue by the plant calendar', async () => {
    const segunda = await t.post<AuditoriaAm>(`/api/programa/equipos/${otro._id}/auditorias`, { vence: '2027-06-05' }, { token: admin });
    expect(segunda.status, segunda.text).toBe(201);
    const pendientes = async () =>
      (await t.get<AuditoriaAmResumen[]>('/api/programa/auditorias?vista=pendientes', { token: jefe })).body.map((x) => [x.equipo.nombre, x.vence, x.vencida]);
    expect(await pendientes()).toEqual([
      ['Equipo Épsilon', '2027-06-05', false],
      ['Equipo Delta', '2027-06-15', false],
    ]);
    // 23:30 on 05/06 in Madrid is still the due day; 00:30 on 06/06 is past it.
    clock.advanceTo(a('2027-06-05', 23.5));
    expect((await pendientes())[0][2]).toBe(false);
    clock.advanceTo(a('2027-06-06', 0.5));
    expect((await pendientes())[0][2]).toBe(true);
    expect((await t.get<AuditoriaAmResumen[]>(`/api/programa/auditorias?equipo=${otro._id}`, { token: operario })).body).toHaveLength(1);
    expect((await t.get('/api/programa/auditorias?vista=hoy', { token: jefe })).body).toEqual({ msg: MSG.auditoriaAmVista });
    // Cancelled by whoever asked (the Admin here), with the reason; the member who did not ask may not.
    const anulada = await t.post<AuditoriaAm>(`/api/programa/auditorias/${segunda.body._id}/anulacion`, { motivo: 'Pedida por error' }, { token: admin });
    expect(anulada.body).toMatchObject({ estado: 'anulada', anuladaMotivo: 'Pedida por error', puedeAnular: false });
    expect(await pendientes()).toEqual([['Equipo Delta', '2027-06-15', false]]);
  });

  it('is run by an auditor only: Jefes and Admins, or the auditors the plant names', async () => {
    const [pedida] = (await t.get<AuditoriaAmResumen[]>('/api/programa/auditorias?vista=pendientes', { token: jefe })).body;
    const id = pedida._id;
    const op = await t.post<{ msg: string }>(`/api/programa/auditorias/${id}/inicio`, {}, { token: tokenMiembro });
    expect([op.status, op.body.msg]).toEqual([403, MSG.auditoriaAmSinPermiso]);
    const antes = await responder(id, 'est-1', { puntaje: 3 });
    expect(antes.body).toEqual({ msg: MSG.auditoriaAmNoIniciada });

    // The plant names Dora its auditor: the Jefe may no longer audit, she may (an Admin always).
    expect((await t.request('PATCH', '/api/programa/ajustes', { body: { auditores: [miembro._id, miembro._id] }, token: admin })).body).toMatchObject({
      auditores: [miembro._id],
    });
    expect((await t.request('PATCH', '/api/programa/ajustes', { body: { auditores: ['nadie'] }, token: admin })).body).toEqual({
      msg: MSG.auditoresAmInvalidos,
    });
    expect((await t.post(`/api/programa/auditorias/${id}/inicio`, {}, { token: jefe })).status).toBe(403);
    const iniciada = await t.post<AuditoriaAm>(`/api/programa/auditorias/${id}/inicio`, {}, { token: tokenMiembro });
    expect(iniciada.status, iniciada.text).toBe(200);
    expect(iniciada.body).toMatchObject({ estado: 'en_curso', auditor: { _id: miembro._id }, puedeAuditar: true, puedeTomar: false });
    // A Corporativo reads everything and writes nothing: never an auditor.
    await t.corporativoToken();
    const corporativo = (await t.get<User[]>('/api/users', { token: admin })).body.find((u) => u.email === '4900');
    expect(corporativo?.role).toBe('Corporativo');
    const res = await t.request('PATCH', '/api/programa/ajustes', { body: { auditores: [corporativo!._id] }, token: admin });
    expect(res.body).toEqual({ msg: MSG.auditoresAmInvalidos });

    // The Jefe named too: this audit is Dora's while she may audit; an Admin may take it over.
    const jefeId = (await t.get<User[]>('/api/users', { token: admin })).body.find((u) => u.email === '2000')!._id;
    await t.request('PATCH', '/api/programa/ajustes', { body: { auditores: [miembro._id, jefeId] }, token: admin });
    expect((await responder(id, 'est-1', { puntaje: 4 })).body).toEqual({ msg: MSG.auditoriaAmDeOtroAuditor });
    expect((await t.get<AuditoriaAm>(`/api/programa/auditorias/${id}`, { token: jefe })).body).toMatchObject({ puedeAuditar: false, puedeTomar: false });
    expect((await t.get<AuditoriaAm>(`/api/programa/auditorias/${id}`, { token: admin })).body).toMatchObject({ puedeAuditar: false, puedeTomar: true });
    expect((await t.post(`/api/programa/auditorias/${id}/inicio`, {}, { token: jefe })).status).toBe(403);
    // Dora no longer an auditor: the Jefe takes her audit over (its start stays hers).
    await t.request('PATCH', '/api/programa/ajustes', { body: { auditores: [jefeId] }, token: admin });
    expect((await t.get<AuditoriaAm>(`/api/programa/auditorias/${id}`, { token: jefe })).body.puedeTomar).toBe(true);
    const delJefe = await t.post<AuditoriaAm>(`/api/programa/auditorias/${id}/inicio`, {}, { token: jefe });
    expect(delJefe.body).toMatchObject({ auditor: { _id: jefeId }, puedeAuditar: true, puedeTomar: false, iniciadaEn: iniciada.body.iniciadaEn });
    expect((await responder(id, 'est-1', { puntaje: 4 }, tokenMiembro)).status).toBe(403);
    await t.request('PATCH', '/api/programa/ajustes', { body: { auditores: [] }, token: admin });
    // An Admin takes over anyone's.
    const tomada = await t.post<AuditoriaAm>(`/api/programa/auditorias/${id}/inicio`, {}, { token: admin });
    expect(tomada.body.auditor?._id).not.toBe(jefeId);
    expect(tomada.body.iniciadaEn).toBe(iniciada.body.iniciadaEn);
  });

  it('keeps its copy of the template, saves each answer (twice is once), signs by the rule and locks', async () => {
    const [x] = (await t.get<AuditoriaAmResumen[]>('/api/programa/auditorias?vista=pendientes', { token: admin })).body;
    const id = x._id;
    // The template edited after the start does not move the audit's questions.
    await put('/api/programa/plantillas/3', plantillaAmDefecto(3));
    expect(requisitos((await t.get<AuditoriaAm>(`/api/programa/auditorias/${id}`, { token: admin })).body)).toEqual(['est-1', 'est-2', 'cum-1']);

    expect((await responder(id, 'p3-s1-r1', { puntaje: 4 }, admin)).body).toEqual({ msg: MSG.auditoriaAmRequisitoNoExiste });
    for (const [body, msg] of [
      [{ puntaje: 5 }, MSG.auditoriaAmPuntaje],
      [{ puntaje: 2.5 }, MSG.auditoriaAmPuntaje],
      [{ puntaje: 3, foto: 'javascript:alert(1)' }, MSG.imagenUrlInvalida],
      [{ puntaje: 3, comentario: 'x'.repeat(501) }, MSG.auditoriaAmComentarioMax],
    ] as const) {
      expect((await responder(id, 'est-1', body, admin)).body).toEqual({ msg });
    }
    const r1 = await responder(id, 'est-1', { puntaje: 4, comentario: 'Completo', foto: '/uploads/est-1.jpg' }, admin);
    expect(r1.status, r1.text).toBe(200);
    // The same answer again (a phone's queue resent it): the same audit, no new record in the trail.
    const trail = async () => (await t.get<AuditoriaPagina>('/api/auditoria?entidad=respuesta_am&pageSize=100', { token: admin })).body.items;
    const antes = (await trail()).length;
    const r1b = await responder(id, 'est-1', { puntaje: 4, comentario: 'Completo', foto: '/uploads/est-1.jpg' }, admin);
    expect(r1b.body.respuestas).toEqual(r1.body.respuestas);
    expect((await trail()).length).toBe(antes);

    // Incomplete: it does not sign.
    expect((await t.post(`/api/programa/auditorias/${id}/firma`, {}, { token: admin })).body).toEqual({ msg: MSG.auditoriaAmIncompleta });
    // 4 + 4 + 1 = 9 of 12 (75 %, the rule's average) but one requirement under 2: not passed.
    await responder(id, 'est-2', { puntaje: 4 }, admin);
    const casi = await responder(id, 'cum-1', { puntaje: 1, accion: 'Registrar cada turno' }, admin);
    expect(casi.body.resultado).toMatchObject({ respondidos: 3, total: 3, porcentaje: 75, bajoMinimo: ['cum-1'], aprobada: false });
    expect(casi.body.resultado.secciones).toEqual([
      { titulo: 'Estándar', porcentaje: 100, puntos: 8, maximo: 8 },
      { titulo: 'Cumplimiento', porcentaje: 25, puntos: 1, maximo: 4 },
    ]);
    // 4 + 4 + 2 = 10 of 12 (83 %), none under 2: passed.
    await responder(id, 'cum-1', { puntaje: 2, accion: 'Registrar cada turno' }, admin);
    const firmada = await t.post<AuditoriaAm>(`/api/programa/auditorias/${id}/firma`, { observaciones: 'Buen paso 3' }, { token: admin });
    expect(firmada.status, firmada.text).toBe(200);
    expect(firmada.body).toMatchObject({
      estado: 'firmada',
      porcentaje: 83,
      aprobada: true,
      observaciones: 'Buen paso 3',
      puedeAuditar: false,
      puedeAnular: false,
    });
    expect(firmada.body.respuestas['cum-1']).toEqual({ puntaje: 2, comentario: '', foto: null, accion: 'Registrar cada turno' });

    // Locked.
    expect((await responder(id, 'cum-1', { puntaje: 4 }, admin)).body).toEqual({ msg: MSG.auditoriaAmCerrada });
    expect((await t.post(`/api/programa/auditorias/${id}/firma`, {}, { token: admin })).body).toEqual({ msg: MSG.auditoriaAmCerrada });
    expect((await t.post(`/api/programa/auditorias/${id}/anulacion`, { motivo: 'Tarde ya' }, { token: admin })).body).toEqual({ msg: MSG.auditoriaAmCerrada });

    // The trail: asked, started, taken over, signed.
    const registros = (await t.get<AuditoriaPagina>('/api/auditoria?entidad=auditoria_am&pageSize=100', { token: admin })).body.items.filter(
      (r) => r.entidadId === id,
    );
    expect(registros.map((r) => r.accion).reverse()).toEqual(['crear', 'iniciar', 'iniciar', 'iniciar', 'firmar']);
    expect(registros[0].cambios).toEqual(expect.arrayContaining([expect.objectContaining({ campo: 'aprobada', despues: true })]));

    // The gate of Delta now has its audit criterion green, with the figure and the plant day it was signed.
    const d = (await t.get<EquipoAmDetalle>(`/api/programa/equipos/${equipo._id}`, { token: admin })).body;
    expect(d.puerta?.criterios[5]).toMatchObject({ clave: 'auditoria', estado: 'cumple', valor: 'Aprobada con 83 % (firmada el 06/06/2027)' });
  });

  it('counts for the gate only the latest audit signed in the current step', async () => {
    const pedida = await t.post<AuditoriaAm>(`/api/programa/equipos/${equipo._id}/auditorias`, {}, { token: admin });
    const id = (await t.post<AuditoriaAm>(`/api/programa/auditorias/${pedida.body._id}/inicio`, {}, { token: jefe })).body;
    for (const r of requisitos(id)) await responder(id._id, r, { puntaje: 1 });
    clock.advanceTo(a('2027-06-07'));
    expect((await t.post<AuditoriaAm>(`/api/programa/auditorias/${id._id}/firma`, {}, { token: jefe })).body).toMatchObject({ aprobada: false });
    const d = (await t.get<EquipoAmDetalle>(`/api/programa/equipos/${equipo._id}`, { token: admin })).body;
    expect(d.puerta?.criterios[5]).toMatchObject({ estado: 'no_cumple', valor: expect.stringMatching(/^No aprobada con 25 % \(firmada el 07\/06\/2027\)$/) });
    // A new step: no audit of it yet, and the one asked for the step left is cancelled with the step change.
    const abierta = await t.post<AuditoriaAm>(`/api/programa/equipos/${equipo._id}/auditorias`, {}, { token: tokenMiembro });
    expect(abierta.status, abierta.text).toBe(201);
    await t.post(`/api/programa/equipos/${equipo._id}/paso`, { paso: 4, desde: '2027-06-07', motivo: 'Paso dado en papel' }, { token: admin });
    const nuevo = (await t.get<EquipoAmDetalle>(`/api/programa/equipos/${equipo._id}`, { token: admin })).body;
    expect(nuevo.puerta?.figuras.auditoria).toBeNull();
    expect((await t.get<AuditoriaAm>(`/api/programa/auditorias/${abierta.body._id}`, { token: admin })).body).toMatchObject({
      estado: 'anulada',
      anuladaMotivo: MSG.auditoriaAmAnuladaPorPaso,
    });
    // The team asks for the new step's.
    const delPaso4 = await t.post<AuditoriaAm>(`/api/programa/equipos/${equipo._id}/auditorias`, {}, { token: tokenMiembro });
    expect(delPaso4.body).toMatchObject({ paso: 4, estado: 'solicitada' });
  });
});
