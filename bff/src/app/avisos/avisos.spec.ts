import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTOS_CANAL, MSG, type AuditoriaPagina, type AvisosVencidas, type Campo, type EventoPortal, type Tarjeta, type User } from '@portal/shared/domain';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { startSmtp, type SmtpDePrueba } from '../../../test/smtp';
import { TARJETA_ROJA } from '../../../test/tarjetas';
import { DB, type Db } from '../database/database.types';
import { DatabaseNotifications } from '../database/notifications';
import { AvisosService } from './avisos.service';

const DAY = 86_400_000;
const PUBLIC_URL = 'https://portal.example.com';

interface Persona {
  id: string;
  token: string;
}

/** Helpers over one app: users, equipos and cards of a test's own, the job run at a chosen instant. */
class Planta {
  private legajo = 6100;
  constructor(
    readonly t: TestApp,
    readonly admin: string,
  ) {}

  static async start(env: Record<string, string> = {}, clock = new FakeClock()): Promise<Planta> {
    const t = await startTestApp({ clock, env: { PUBLIC_URL, ...env } });
    // The seed's open cards would be notified too: the specs look at cards of their own only.
    await t.app.get<symbol, Db>(DB).execute(sql`update tarjetas set estado = 'Cerrada', cerrada_en = now() where estado = 'Abierta'`);
    const { admin } = await t.roleTokens();
    return new Planta(t, admin);
  }

  async equipo(): Promise<string> {
    const value = `Equipo ${Math.random().toString(36).slice(2, 8)}`;
    const res = await this.t.post<Campo>('/api/campos', { name: 'equipo', value }, { token: this.admin });
    expect(res.status, res.text).toBe(201);
    return value;
  }

  async usuario(role: User['role'], extra: { equipo?: string; correo?: string } = {}): Promise<Persona> {
    const email = String(this.legajo++);
    const res = await this.t.post<User>('/api/users', { email, name: `Persona ${email}`, password: '432100', role, ...extra }, { token: this.admin });
    expect(res.status, res.text).toBe(201);
    const { token, user } = await this.t.login(email, '432100');
    return { id: user._id, token };
  }

  async tarjeta(creador: Persona, equipo: string, prioridad = 'Alta'): Promise<Tarjeta> {
    const res = await this.t.post<Tarjeta>('/api/tarjetas', { ...TARJETA_ROJA, equipo, prioridad }, { token: creador.token });
    expect(res.status, res.text).toBe(201);
    return res.body;
  }

  run(ahora: Date) {
    return this.t.app.get(AvisosService).ejecutar(ahora);
  }

  async vencidas(p: Persona | string): Promise<AvisosVencidas> {
    const res = await this.t.get<AvisosVencidas>('/api/tarjetas/notificaciones/vencidas', { token: typeof p === 'string' ? p : p.token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  }

  /** The notice levels a user has for a card. */
  async niveles(p: Persona | string, card: Tarjeta): Promise<string[]> {
    return (await this.vencidas(p)).items
      .filter((i) => i.tarjetaId === card._id)
      .map((i) => i.nivel)
      .sort();
  }

  async filas(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
    const r = (await this.t.app.get<symbol, Db>(DB).execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return r.rows;
  }
}

const despues = (card: Tarjeta, dias: number) => new Date(Date.parse(card.fecha) + dias * DAY + 60_000);

describe('overdue escalation (avisos), without SMTP', () => {
  let p: Planta;
  beforeAll(async () => {
    p = await Planta.start();
  });
  afterAll(() => p.t.close());

  it("notifies 'vencida' past the deadline to the creator and the Jefes de area of the card's Equipo, 'escalada' at twice it to the Admins", async () => {
    const equipo = await p.equipo();
    const otro = await p.equipo();
    const creador = await p.usuario('Operario');
    const jefe = await p.usuario('Jefe de area', { equipo });
    const jefeOtro = await p.usuario('Jefe de area', { equipo: otro });
    const operario = await p.usuario('Operario', { equipo });
    const card = await p.tarjeta(creador, equipo, 'Alta');

    // 15 whole days is still in time (calcularAlerta: 'Faltan 0 días'); from 16 it is 'Excedido'.
    expect((await p.run(despues(card, 15))).avisos).toBe(0);
    expect(await p.niveles(creador, card)).toEqual([]);

    await p.run(despues(card, 16));
    expect(await p.niveles(creador, card)).toEqual(['vencida']);
    expect(await p.niveles(jefe, card)).toEqual(['vencida']);
    expect(await p.niveles(jefeOtro, card)).toEqual([]);
    expect(await p.niveles(operario, card)).toEqual([]);
    expect(await p.niveles(p.admin, card)).toEqual([]);
    const item = (await p.vencidas(creador)).items[0];
    expect(item).toMatchObject({
      tarjetaId: card._id,
      numero: card.numero,
      color: 'Roja',
      maquina: card.maquina,
      prioridad: 'Alta',
      fecha: card.fecha,
      nivel: 'vencida',
      leida: false,
    });

    await p.run(despues(card, 30));
    expect(await p.niveles(p.admin, card)).toEqual([]);
    await p.run(despues(card, 31));
    expect(await p.niveles(p.admin, card)).toEqual(['escalada']);
    expect(await p.niveles(creador, card)).toEqual(['vencida']);
    expect(await p.niveles(jefe, card)).toEqual(['vencida']);
  });

  it('notifies a Jefe de area of the equipos an Admin put in their charge, and those equipos no longer fall to every Jefe', async () => {
    const propio = await p.equipo();
    const aCargo = await p.equipo();
    const creador = await p.usuario('Operario');
    const jefe = await p.usuario('Jefe de area', { equipo: propio });
    const otroJefe = await p.usuario('Jefe de area', { equipo: await p.equipo() });
    const res = await p.t.post<User>('/api/users/equipos-a-cargo', { _id: jefe.id, equipos: [aCargo] }, { token: p.admin });
    expect(res.status, res.text).toBe(200);
    const card = await p.tarjeta(creador, aCargo, 'Alta');
    await p.run(despues(card, 16));
    expect(await p.niveles(jefe, card)).toEqual(['vencida']);
    // Before, nobody led `aCargo`, so every Jefe de area was told.
    expect(await p.niveles(otroJefe, card)).toEqual([]);
  });

  it("notifies every Jefe de area when the Equipo has none, and uses each priority's deadline", async () => {
    const sinJefe = await p.equipo();
    const creador = await p.usuario('Operario');
    const jefeA = await p.usuario('Jefe de area', { equipo: await p.equipo() });
    const { jefe: jefeSeed } = await p.t.roleTokens();
    const baja = await p.tarjeta(creador, sinJefe, 'Baja');
    await p.run(despues(baja, 60));
    expect(await p.niveles(creador, baja)).toEqual([]);
    await p.run(despues(baja, 61));
    expect(await p.niveles(creador, baja)).toEqual(['vencida']);
    expect(await p.niveles(jefeA, baja)).toEqual(['vencida']);
    expect(await p.niveles(jefeSeed, baja)).toEqual(['vencida']);
  });

  it('sends each (card, level) once however often the job runs; closed cards are not notified and closing hides their notices', async () => {
    const equipo = await p.equipo();
    const creador = await p.usuario('Operario');
    const abierta = await p.tarjeta(creador, equipo);
    const cerrada = await p.tarjeta(creador, equipo);
    const cierre = {
      _id: cerrada._id,
      inicioReparacion: new Date(Date.parse(cerrada.fecha) + 60_000).toISOString(),
      finReparacion: new Date(Date.parse(cerrada.fecha) + 120_000).toISOString(),
      responsable: 'Jorge Medina',
      causa: 'Desgaste',
      tareaRealizada: 'Cambio de retén',
      tipoAccion: 'Eliminar',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      materialUtilizado: 'Retén',
      convertida: true,
    };
    expect((await p.t.post('/api/tarjetas/cerrar', cierre, { token: p.admin })).status).toBe(200);

    await Promise.all([p.run(despues(abierta, 16)), p.run(despues(abierta, 16)), p.run(despues(abierta, 17))]);
    const avisos = await p.filas(sql`select tarjeta_id, nivel from avisos where tarjeta_id in (${abierta._id}::uuid, ${cerrada._id}::uuid)`);
    expect(avisos).toEqual([{ tarjeta_id: abierta._id, nivel: 'vencida' }]);
    expect((await p.vencidas(creador)).items.map((i) => i.tarjetaId)).toEqual([abierta._id]);
    expect((await p.vencidas(creador)).noLeidas).toBe(1);

    // Closing it: its notice no longer shows nor counts; deleting a card removes its notices.
    expect((await p.t.post('/api/tarjetas/cerrar', { ...cierre, _id: abierta._id }, { token: p.admin })).status).toBe(200);
    expect(await p.vencidas(creador)).toEqual({ items: [], noLeidas: 0 });
    const borrada = await p.tarjeta(creador, equipo);
    await p.run(despues(borrada, 16));
    expect((await p.vencidas(creador)).noLeidas).toBe(1);
    expect((await p.t.delete(`/api/tarjetas/${borrada._id}`, { token: p.admin })).status).toBe(200);
    expect(await p.vencidas(creador)).toEqual({ items: [], noLeidas: 0 });
    expect(await p.filas(sql`select id from avisos where tarjeta_id = ${borrada._id}::uuid`)).toEqual([]);
  });

  it("announces each newly notified card on the events channel ('aviso.vencida'), in the inserting transaction", async () => {
    const recibidos: EventoPortal[] = [];
    const baja = await p.t.app.get(DatabaseNotifications).subscribe(EVENTOS_CANAL, (payload) => recibidos.push(JSON.parse(payload) as EventoPortal));
    try {
      const creador = await p.usuario('Operario');
      const card = await p.tarjeta(creador, await p.equipo());
      await p.run(despues(card, 16));
      // The card's own events (tarjeta.creada, from the table's trigger) come on the same channel.
      const avisos = () => recibidos.filter((e) => e.id === card._id && e.tipo === 'aviso.vencida');
      await expect.poll(avisos).toEqual([{ tipo: 'aviso.vencida', id: card._id }]);
      await p.run(despues(card, 16));
      expect(avisos()).toHaveLength(1);
    } finally {
      baja();
    }
  });

  it("reading the bell marks the user's notices read (audited once), others stay unread", async () => {
    const equipo = await p.equipo();
    const creador = await p.usuario('Operario');
    const jefe = await p.usuario('Jefe de area', { equipo });
    const card = await p.tarjeta(creador, equipo);
    await p.run(despues(card, 16));
    expect((await p.vencidas(creador)).noLeidas).toBe(1);
    const res = await p.t.post<AvisosVencidas>('/api/tarjetas/notificaciones/vencidas/leidas', undefined, { token: creador.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.noLeidas).toBe(0);
    expect(res.body.items[0]).toMatchObject({ tarjetaId: card._id, leida: true });
    expect((await p.vencidas(jefe)).noLeidas).toBe(1);
    const registros = await p.t.get<AuditoriaPagina>(`/api/auditoria?entidad=aviso_usuario&pageSize=100`, { token: p.admin });
    const lecturas = registros.body.items.filter((r) => r.accion === 'leer_vencidas' && r.usuario._id === creador.id);
    expect(lecturas).toHaveLength(1);
    expect(lecturas[0].cambios).toEqual([{ campo: 'leida', antes: false, despues: true }]);
    expect((await p.t.post('/api/tarjetas/notificaciones/vencidas/leidas', undefined, { token: creador.token })).status).toBe(200);
    expect(
      (await p.t.get<AuditoriaPagina>(`/api/auditoria?entidad=aviso_usuario&pageSize=100`, { token: p.admin })).body.items.filter(
        (r) => r.accion === 'leer_vencidas' && r.usuario._id === creador.id,
      ),
    ).toHaveLength(1);
  });

  it('without SMTP nothing is queued nor sent, nothing fails; sending the report now answers a clear 400', async () => {
    const creador = await p.usuario('Operario', { correo: 'operario@example.com' });
    const card = await p.tarjeta(creador, await p.equipo());
    const r = await p.run(despues(card, 16));
    expect(r).toMatchObject({ correos: 0, enviados: 0, fallidos: 0 });
    expect(await p.filas(sql`select id from correos_aviso`)).toEqual([]);
    const res = await p.t.post('/api/reporte/enviar', undefined, { token: p.admin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: 'El envío de e-mails no está configurado en el servidor (SMTP_URL y MAIL_FROM)' });
    const { jefe } = await p.t.roleTokens();
    expect((await p.t.post('/api/reporte/enviar', undefined, { token: jefe })).status).toBe(403);
  });

  it('the audit trail records notices and their recipients as sistema', async () => {
    const creador = await p.usuario('Operario');
    const card = await p.tarjeta(creador, await p.equipo());
    await p.run(despues(card, 16));
    const [aviso] = await p.filas(sql`select id from avisos where tarjeta_id = ${card._id}::uuid`);
    const res = await p.t.get<AuditoriaPagina>(`/api/auditoria?entidad=aviso&entidadId=${String(aviso.id)}`, { token: p.admin });
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toMatchObject({ accion: 'crear', etiqueta: 'Aviso vencida', usuario: { _id: null } });
    expect(res.body.items[0].cambios).toEqual(
      expect.arrayContaining([
        { campo: 'tarjetaId', antes: null, despues: card._id },
        { campo: 'nivel', antes: null, despues: 'vencida' },
      ]),
    );
  });
});

describe("the own notice settings and the Admin's e-mail field", () => {
  let p: Planta;
  beforeAll(async () => {
    p = await Planta.start();
  });
  afterAll(() => p.t.close());

  it('a user sets their e-mail and turns e-mail notices off; the session user carries both; audited', async () => {
    const nora = await p.usuario('Operario');
    expect((await p.t.get<User>('/api/auth/user', { token: nora.token })).body).toMatchObject({ correo: null, avisosCorreo: true });
    const res = await p.t.post<User>('/api/auth/avisos', { correo: ' Nora.Paz@Example.com ', avisosCorreo: false }, { token: nora.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ _id: nora.id, correo: 'nora.paz@example.com', avisosCorreo: false });
    expect((await p.t.get<User>('/api/auth/user', { token: nora.token })).body).toMatchObject({ correo: 'nora.paz@example.com', avisosCorreo: false });
    const audit = await p.t.get<AuditoriaPagina>(`/api/auditoria?entidad=usuario&entidadId=${nora.id}`, { token: p.admin });
    expect(audit.body.items[0]).toMatchObject({ accion: 'cambiar_avisos', usuario: { _id: nora.id } });
    expect(audit.body.items[0].cambios).toEqual(
      expect.arrayContaining([
        { campo: 'correo', antes: null, despues: 'nora.paz@example.com' },
        { campo: 'avisosCorreo', antes: true, despues: false },
      ]),
    );
    // '' clears the address.
    expect((await p.t.post<User>('/api/auth/avisos', { correo: '', avisosCorreo: true }, { token: nora.token })).body).toMatchObject({
      correo: null,
      avisosCorreo: true,
    });
  });

  it.each([
    [{ correo: 'no-es-un-mail', avisosCorreo: true }, 'Ingrese un e-mail válido (por ejemplo nombre@empresa.com)'],
    [{ correo: 'a@b.com', avisosCorreo: 'si' }, 'Indique si quiere recibir avisos por e-mail (sí o no)'],
    [{ correo: `${'a'.repeat(250)}@b.com`, avisosCorreo: true }, 'El e-mail admite como máximo 254 caracteres'],
  ])('refuses %o with a Spanish message', async (body, msg) => {
    const res = await p.t.post('/api/auth/avisos', body, { token: p.admin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg });
  });

  it('asks for a session', async () => {
    expect((await p.t.post('/api/auth/avisos', { correo: '', avisosCorreo: true })).status).toBe(401);
    expect((await p.t.get('/api/tarjetas/notificaciones/vencidas')).status).toBe(401);
  });

  it("the Admin sets a user's e-mail (create and change); others may not; an unknown user is a 404", async () => {
    const nora = await p.usuario('Operario', { correo: 'nora@example.com' });
    const lista = (await p.t.get<User[]>('/api/users', { token: p.admin })).body;
    expect(lista.find((u) => u._id === nora.id)).toMatchObject({ correo: 'nora@example.com', avisosCorreo: true });
    const res = await p.t.post<User>('/api/users/correo', { _id: nora.id, correo: 'nora.paz@example.com' }, { token: p.admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body.correo).toBe('nora.paz@example.com');
    expect((await p.t.post('/api/users/correo', { _id: nora.id, correo: 'x@y.com' }, { token: nora.token })).status).toBe(403);
    expect((await p.t.post('/api/users/correo', { _id: '00000000-0000-4000-8000-000000000000', correo: 'x@y.com' }, { token: p.admin })).status).toBe(404);
    expect((await p.t.post('/api/users/correo', { _id: nora.id, correo: 'x@' }, { token: p.admin })).body).toEqual({
      msg: 'Ingrese un e-mail válido (por ejemplo nombre@empresa.com)',
    });
    const audit = await p.t.get<AuditoriaPagina>(`/api/auditoria?entidad=usuario&entidadId=${nora.id}`, { token: p.admin });
    expect(audit.body.items[0]).toMatchObject({ accion: 'asignar_correo' });
  });
});

describe('e-mail through a real SMTP server', () => {
  let p: Planta;
  let smtp: SmtpDePrueba;
  const clock = new FakeClock();
  /** The notice e-mails (the runs also send the weekly report when its hour has come). */
  const avisos = () => smtp.mensajes.filter((m) => !m.subject?.startsWith('Reporte de avance'));
  beforeAll(async () => {
    smtp = await startSmtp();
    p = await Planta.start(
      {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Portal <portal@example.com>',
        REPORT_RECIPIENTS: 'gerencia@example.com, calidad@example.com',
        REPORT_DAY: 'lunes',
        REPORT_HOUR: '7',
        PLANT_TZ: 'America/Argentina/Buenos_Aires',
      },
      clock,
    );
  });
  afterAll(async () => {
    await p.t.close();
    await smtp.close();
  });

  it("e-mails each recipient with an address and e-mail on, once, in Spanish with the card's link; the others get none", async () => {
    const equipo = await p.equipo();
    const creador = await p.usuario('Operario', { correo: 'creador@example.com' });
    const jefeSinMail = await p.usuario('Jefe de area', { equipo });
    const jefeApagado = await p.usuario('Jefe de area', { equipo, correo: 'jefe.apagado@example.com' });
    expect((await p.t.post('/api/auth/avisos', { correo: 'jefe.apagado@example.com', avisosCorreo: false }, { token: jefeApagado.token })).status).toBe(200);
    const card = await p.tarjeta(creador, equipo);
    smtp.mensajes.length = 0;

    const r = await p.run(despues(card, 16));
    expect(r).toMatchObject({ correos: 1, enviados: 1, fallidos: 0 });
    expect(await p.niveles(jefeSinMail, card)).toEqual(['vencida']);
    expect(await p.niveles(jefeApagado, card)).toEqual(['vencida']);
    expect(avisos().map((m) => m.para)).toEqual([['creador@example.com']]);
    const [m] = avisos();
    expect(m.subject).toBe(`Tarjeta Roja N°${card.numero} vencida: superó su plazo`);
    expect(m.from?.text).toContain('portal@example.com');
    expect(m.text).toContain(`${PUBLIC_URL}/tarjeta/${card._id}`);
    expect(m.text).toContain('Excedido 1 día');
    expect(m.text).toContain(`Hola Persona`);
    expect(m.html).toContain(`href="${PUBLIC_URL}/tarjeta/${card._id}"`);

    await p.run(despues(card, 17));
    expect(avisos()).toHaveLength(1);
    await p.run(despues(card, 31));
    // The Admins have no address: the escalation is in-app only.
    expect(avisos()).toHaveLength(1);
  });

  it('a failed send is logged and retried by a later run, still once', async () => {
    const creador = await p.usuario('Operario', { correo: 'reintento@example.com' });
    const card = await p.tarjeta(creador, await p.equipo());
    smtp.mensajes.length = 0;
    smtp.rechazar = true;
    const primera = await p.run(despues(card, 16));
    expect(primera).toMatchObject({ correos: 1, enviados: 0, fallidos: 1 });
    smtp.rechazar = false;
    // Too early for the retry (1 minute later): nothing.
    expect((await p.run(despues(card, 16))).enviados).toBe(0);
    const segunda = await p.run(new Date(despues(card, 16).getTime() + 2 * 60_000));
    expect(segunda).toMatchObject({ enviados: 1, fallidos: 0 });
    expect(avisos().map((m) => m.para)).toEqual([['reintento@example.com']]);
    await p.run(new Date(despues(card, 16).getTime() + 60 * 60_000));
    expect(avisos()).toHaveLength(1);
    const [fila] = await p.filas(
      sql`select c.estado, c.intentos from correos_aviso c join aviso_usuarios au on au.id = c.aviso_usuario_id join avisos a on a.id = au.aviso_id where a.tarjeta_id = ${card._id}::uuid`,
    );
    expect(fila).toEqual({ estado: 'enviado', intentos: 1 });
  });

  it('a user with 3 overdue cards gets one e-mail listing the 3, with their links; so does each other recipient', async () => {
    const equipo = await p.equipo();
    const creador = await p.usuario('Operario', { correo: 'tres@example.com' });
    const jefe = await p.usuario('Jefe de area', { equipo, correo: 'jefe.tres@example.com' });
    const cards = [await p.tarjeta(creador, equipo, 'Alta'), await p.tarjeta(creador, equipo, 'Alta'), await p.tarjeta(creador, equipo, 'Alta')];
    smtp.mensajes.length = 0;
    const r = await p.run(despues(cards[2], 16));
    expect(r).toMatchObject({ avisos: 3, correos: 6, enviados: 6, fallidos: 0 });
    expect(
      avisos()
        .map((m) => m.para.join())
        .sort(),
    ).toEqual(['jefe.tres@example.com', 'tres@example.com']);
    const m = avisos().find((x) => x.para.includes('tres@example.com'));
    expect(m?.subject).toBe('Portal de Mejora Continua: 3 tarjetas vencidas');
    expect(m?.text).toContain('Estas 3 tarjetas siguen abiertas después de su plazo.');
    for (const card of cards) {
      expect(m?.text).toContain(`- Tarjeta Roja N°${card.numero} · Máquina: ${card.maquina} · Prioridad Alta · Excedido `);
      expect(m?.text).toContain(`  ${PUBLIC_URL}/tarjeta/${card._id}`);
      expect(m?.html).toContain(`<a href="${PUBLIC_URL}/tarjeta/${card._id}">Tarjeta Roja N°${card.numero}</a>`);
    }
    expect(m?.text).not.toContain(' más');
    // Later runs: nothing again.
    await p.run(despues(cards[2], 20));
    expect(avisos()).toHaveLength(2);
    // The later specs' cards have Equipos without a Jefe, so every Jefe de area is told: not by e-mail.
    expect((await p.t.post('/api/auth/avisos', { correo: 'jefe.tres@example.com', avisosCorreo: false }, { token: jefe.token })).status).toBe(200);
  });

  it('a failed digest is retried whole, once; a card closed meanwhile is left out', async () => {
    const equipo = await p.equipo();
    const creador = await p.usuario('Operario', { correo: 'digesto@example.com' });
    const cards = [await p.tarjeta(creador, equipo), await p.tarjeta(creador, equipo), await p.tarjeta(creador, equipo)];
    smtp.mensajes.length = 0;
    smtp.rechazar = true;
    const cuando = despues(cards[2], 16);
    expect(await p.run(cuando)).toMatchObject({ correos: 3, enviados: 0, fallidos: 3 });
    smtp.rechazar = false;
    expect((await p.run(cuando)).enviados).toBe(0);
    const cierre = {
      _id: cards[1]._id,
      inicioReparacion: new Date(Date.parse(cards[1].fecha) + 60_000).toISOString(),
      finReparacion: new Date(Date.parse(cards[1].fecha) + 120_000).toISOString(),
      responsable: 'Jorge Medina',
      causa: 'Desgaste',
      tareaRealizada: 'Cambio de retén',
      tipoAccion: 'Eliminar',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      materialUtilizado: 'Retén',
      convertida: true,
    };
    expect((await p.t.post('/api/tarjetas/cerrar', cierre, { token: p.admin })).status).toBe(200);
    expect(await p.run(new Date(cuando.getTime() + 2 * 60_000))).toMatchObject({ enviados: 2, fallidos: 0 });
    expect(avisos()).toHaveLength(1);
    const [m] = avisos();
    expect(m.subject).toBe('Portal de Mejora Continua: 2 tarjetas vencidas');
    expect(m.text).toContain(`${PUBLIC_URL}/tarjeta/${cards[0]._id}`);
    expect(m.text).toContain(`${PUBLIC_URL}/tarjeta/${cards[2]._id}`);
    expect(m.text).not.toContain(cards[1]._id);
    await p.run(new Date(cuando.getTime() + 60 * 60_000));
    expect(avisos()).toHaveLength(1);
    const estados = await p.filas(sql`
      select a.tarjeta_id, c.estado, c.intentos from correos_aviso c
        join aviso_usuarios au on au.id = c.aviso_usuario_id join avisos a on a.id = au.aviso_id
       where au.user_id = ${creador.id}::uuid order by a.tarjeta_id`);
    expect(estados).toEqual(
      cards.map((c, i) => ({ tarjeta_id: c._id, estado: i === 1 ? 'omitido' : 'enviado', intentos: 1 })).sort((x, y) => (x.tarjeta_id < y.tarjeta_id ? -1 : 1)),
    );
  });

  it('a user who turns e-mail off before the send gets none (the queued e-mail is skipped)', async () => {
    const creador = await p.usuario('Operario', { correo: 'arrepentido@example.com' });
    const card = await p.tarjeta(creador, await p.equipo());
    smtp.mensajes.length = 0;
    smtp.rechazar = true;
    await p.run(despues(card, 16));
    smtp.rechazar = false;
    expect((await p.t.post('/api/auth/avisos', { correo: 'arrepentido@example.com', avisosCorreo: false }, { token: creador.token })).status).toBe(200);
    await p.run(new Date(despues(card, 16).getTime() + 10 * 60_000));
    expect(avisos()).toEqual([]);
  });

  it('sends the weekly report once per ISO week from REPORT_DAY at REPORT_HOUR (plant time), with the PDF attached', async () => {
    smtp.mensajes.length = 0;
    // Monday 2027-03-01, 06:59 in Buenos Aires (UTC-3) is 09:59 UTC: not yet.
    expect((await p.run(new Date('2027-03-01T09:59:00Z'))).reporte).toBeUndefined();
    const [a, b] = await Promise.all([p.run(new Date('2027-03-01T10:00:00Z')), p.run(new Date('2027-03-01T10:05:00Z'))]);
    expect([a.reporte, b.reporte]).toEqual(['2027-W09', undefined]);
    await p.run(new Date('2027-03-05T12:00:00Z'));
    const reportes = smtp.mensajes.filter((m) => m.subject?.startsWith('Reporte de avance semanal'));
    expect(reportes).toHaveLength(1);
    const [r] = reportes;
    expect(r.para.sort()).toEqual(['calidad@example.com', 'gerencia@example.com']);
    expect(r.subject).toContain('semana 2027-W09');
    expect(r.attachments).toHaveLength(1);
    expect(r.attachments[0]).toMatchObject({ filename: 'Reporte de avance - Todos.pdf', contentType: 'application/pdf' });
    expect(r.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    // The next week, again once.
    await p.run(new Date('2027-03-08T10:00:00Z'));
    await p.run(new Date('2027-03-08T11:00:00Z'));
    expect(smtp.mensajes.filter((m) => m.subject?.includes('2027-W10'))).toHaveLength(1);
  });

  it("'send now' e-mails the report to the recipients and answers them; only an Admin may", async () => {
    smtp.mensajes.length = 0;
    const res = await p.t.post<{ destinatarios: string[]; asunto: string }>('/api/reporte/enviar', undefined, { token: p.admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body.destinatarios).toEqual(['gerencia@example.com', 'calidad@example.com']);
    expect(smtp.mensajes).toHaveLength(1);
    expect(smtp.mensajes[0].subject).toBe(res.body.asunto);
    expect(smtp.mensajes[0].attachments[0].contentType).toBe('application/pdf');
    const { jefe } = await p.t.roleTokens();
    expect((await p.t.post('/api/reporte/enviar', undefined, { token: jefe })).status).toBe(403);
    smtp.rechazar = true;
    try {
      const caido = await p.t.post('/api/reporte/enviar', undefined, { token: p.admin });
      expect(caido.status).toBe(502);
      expect(caido.body).toEqual({ msg: 'No se pudo enviar el reporte: el servidor de e-mail no respondió. Intente más tarde' });
    } finally {
      smtp.rechazar = false;
    }
  });
});

describe("'send now' without recipients", () => {
  it("answers a clear 400, and sends to the plant's own recipients once an Admin sets them", async () => {
    const smtp = await startSmtp();
    const t = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@example.com' } });
    try {
      const { admin } = await t.roleTokens();
      const res = await t.post('/api/reporte/enviar', undefined, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: MSG.reporteSinDestinatarios });
      expect(smtp.mensajes).toEqual([]);

      // The plant's own recipients (issue 24): checked, lower-cased, each once; the e-mail names the plant.
      const editar = (destinatariosReporte: unknown) => t.request('PATCH', '/api/plantas/1', { body: { destinatariosReporte }, token: admin });
      expect(await editar(['no-es-un-correo'])).toMatchObject({ status: 400, body: { msg: MSG.correoInvalido } });
      expect(await editar(Array.from({ length: 21 }, (_, i) => `p${i}@example.com`))).toMatchObject({ status: 400, body: { msg: MSG.plantaDestinatariosMax } });
      expect(await editar('jefa@example.com')).toMatchObject({ status: 400, body: { msg: MSG.plantaDestinatariosInvalidos } });
      expect((await editar(['Jefa@Example.com', 'jefa@example.com', 'calidad@example.com'])).body).toMatchObject({
        destinatariosReporte: ['jefa@example.com', 'calidad@example.com'],
      });
      const enviado = await t.post<{ destinatarios: string[]; asunto: string }>('/api/reporte/enviar', undefined, { token: admin });
      expect(enviado.body.destinatarios).toEqual(['jefa@example.com', 'calidad@example.com']);
      expect(enviado.body.asunto).toMatch(/^Reporte de avance semanal - Planta principal \(enviado a pedido\)/);
      expect(smtp.mensajes.map((m) => m.para.sort())).toEqual([['calidad@example.com', 'jefa@example.com']]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
