import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, JEFE_USER } from '../../db/seed/demo-users';
import { startSmtp, type SmtpDePrueba } from '../../../test/smtp';
import { startInstances, type Instances } from '../../../test/two-instances';
import { DB, type Db } from '../database/database.types';
import { AvisosService } from './avisos.service';

const DAY = 86_400_000;

/**
 * The overdue job and the weekly report on two BFF instances sharing one PostgreSQL database, both running at
 * the same moment: the database alone decides who notifies and who sends.
 */
describe('avisos with two instances running the job at once', () => {
  let instances: Instances;
  let smtp: SmtpDePrueba;
  let db: Db;
  const filas = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    smtp = await startSmtp();
    instances = await startInstances(2, { SMTP_URL: smtp.url, MAIL_FROM: 'portal@example.com', REPORT_RECIPIENTS: 'gerencia@example.com', PUBLIC_URL: 'https://portal.example.com' });
    db = instances.apps[0].app.get<symbol, Db>(DB);
    await db.execute(sql`update users set correo = 'admin@example.com' where email = ${ADMIN_USER.legajo}`);
    await db.execute(sql`update users set correo = 'jefe@example.com' where email = ${JEFE_USER.legajo}`);
  }, 120_000);
  afterAll(async () => {
    await instances?.close();
    await smtp?.close();
  });

  it('exactly one notice per (card, level), one recipient row per user, one e-mail each; the week\'s report once', async () => {
    const [{ abiertas }] = await filas(sql`select count(*)::int as abiertas from tarjetas where estado = 'Abierta'`);
    expect(Number(abiertas)).toBeGreaterThan(10);
    // Far enough ahead that every open seed card is past twice its deadline; a Monday 12:00 in Buenos Aires.
    let ahora = new Date(Date.now() + 200 * DAY);
    while (ahora.getUTCDay() !== 1) ahora = new Date(ahora.getTime() + DAY);
    ahora.setUTCHours(15, 0, 0, 0);
    const [a, b] = await Promise.all(instances.apps.map((t) => t.app.get(AvisosService).ejecutar(ahora)));

    const [{ avisos, distintos }] = await filas(sql`select count(*)::int as avisos, count(distinct (tarjeta_id, nivel))::int as distintos from avisos`);
    expect(avisos).toBe(distintos);
    expect(avisos).toBe(2 * Number(abiertas));
    expect(a.avisos + b.avisos).toBe(avisos);
    const [{ dobles }] = await filas(sql`select count(*)::int as dobles from (select aviso_id, user_id from aviso_usuarios group by 1, 2 having count(*) > 1) d`);
    expect(dobles).toBe(0);

    const mails = smtp.mensajes.filter((m) => !m.subject?.startsWith('Reporte de avance'));
    const [{ enviados }] = await filas(sql`select count(*)::int as enviados from correos_aviso where estado = 'enviado'`);
    // One per recipient row of a user with an address: the Admin gets every 'escalada', the Jefe (no Equipo
    // has a Jefe of its own) every 'vencida', and each the 'vencida' of the seed cards they created.
    const [{ conCorreo }] = await filas(sql`select count(*)::int as "conCorreo" from aviso_usuarios au join users u on u.id = au.user_id where u.correo is not null`);
    expect(enviados).toBe(conCorreo);
    expect(enviados).toBeGreaterThanOrEqual(2 * Number(abiertas));
    expect(mails).toHaveLength(enviados as number);
    const claves = mails.map((m) => `${m.para.join()} ${m.subject}`);
    expect(new Set(claves).size).toBe(claves.length);
    expect(a.enviados + b.enviados).toBe(enviados);

    const reportes = smtp.mensajes.filter((m) => m.subject?.startsWith('Reporte de avance'));
    expect(reportes).toHaveLength(1);
    expect([a.reporte, b.reporte].filter(Boolean)).toHaveLength(1);

    // Both again: nothing new.
    await Promise.all(instances.apps.map((t) => t.app.get(AvisosService).ejecutar(new Date(ahora.getTime() + 3_600_000))));
    expect(smtp.mensajes).toHaveLength(mails.length + 1);
  }, 120_000);
});
