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
    instances = await startInstances(2, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'portal@example.com',
      REPORT_RECIPIENTS: 'gerencia@example.com',
      PUBLIC_URL: 'https://portal.example.com',
    });
    db = instances.apps[0].app.get<symbol, Db>(DB);
    await db.execute(sql`update users set correo = 'admin@example.com' where legajo = ${ADMIN_USER.legajo}`);
    await db.execute(sql`update users set correo = 'jefe@example.com' where legajo = ${JEFE_USER.legajo}`);
  }, 120_000);
  afterAll(async () => {
    await instances?.close();
    await smtp?.close();
  });

  it("exactly one notice per (card, level), one recipient row per user; each user one e-mail listing all theirs, also when both send at once; the week's report once", async () => {
    const [{ abiertas }] = await filas(sql`select count(*)::int as abiertas from tarjetas where estado = 'Abierta'`);
    expect(Number(abiertas)).toBeGreaterThan(10);
    // Far enough ahead that every open seed card is past twice its deadline; a Monday 12:00 in Buenos Aires.
    let ahora = new Date(Date.now() + 200 * DAY);
    while (ahora.getUTCDay() !== 1) ahora = new Date(ahora.getTime() + DAY);
    ahora.setUTCHours(15, 0, 0, 0);
    const ejecutar = (cuando: Date) => Promise.all(instances.apps.map((t) => t.app.get(AvisosService).ejecutar(cuando)));

    // Both at once with the mail server down: the notices are made once; every digest fails once and waits.
    smtp.rechazar = true;
    const [a, b] = await ejecutar(ahora);
    smtp.rechazar = false;
    const [{ avisos, distintos }] = await filas(sql`select count(*)::int as avisos, count(distinct (tarjeta_id, nivel))::int as distintos from avisos`);
    expect(avisos).toBe(distintos);
    expect(avisos).toBe(2 * Number(abiertas));
    expect(a.avisos + b.avisos).toBe(avisos);
    const [{ dobles }] = await filas(
      sql`select count(*)::int as dobles from (select aviso_id, user_id from aviso_usuarios group by 1, 2 having count(*) > 1) d`,
    );
    expect(dobles).toBe(0);
    // One outbox row per recipient row of a user with an address: the Admin gets every 'escalada', the Jefe (no
    // Equipo has a Jefe of its own) every 'vencida', and each the 'vencida' of the seed cards they created.
    const porUsuario = new Map(
      (
        await filas(
          sql`select u.correo, count(*)::int as n from aviso_usuarios au join users u on u.id = au.user_id where u.correo is not null group by u.correo`,
        )
      ).map((r) => [String(r.correo), Number(r.n)]),
    );
    expect([...porUsuario.keys()].sort()).toEqual(['admin@example.com', 'jefe@example.com']);
    const filasCorreo = [...porUsuario.values()].reduce((x, y) => x + y, 0);
    expect(filasCorreo).toBeGreaterThanOrEqual(2 * Number(abiertas));
    expect(a.fallidos + b.fallidos).toBe(filasCorreo);
    expect(smtp.mensajes).toEqual([]);
    expect(await filas(sql`select estado, intentos, count(*)::int as n from correos_aviso group by 1, 2`)).toEqual([
      { estado: 'pendiente', intentos: 1, n: filasCorreo },
    ]);

    // The retry, both at once: one e-mail per user, listing all of their notices (the first 50, then 'y N más').
    const [c, d] = await ejecutar(new Date(ahora.getTime() + 2 * 60_000));
    expect(c.enviados + d.enviados).toBe(filasCorreo);
    expect(c.fallidos + d.fallidos).toBe(0);
    const mails = smtp.mensajes.filter((m) => !m.subject?.startsWith('Reporte de avance'));
    expect(mails.map((m) => m.para.join()).sort()).toEqual(['admin@example.com', 'jefe@example.com']);
    for (const m of mails) {
      const listadas = (m.text?.match(/\/tarjeta\//g) ?? []).length + Number(/y (\d+) más/.exec(m.text ?? '')?.[1] ?? 0);
      expect(listadas).toBe(porUsuario.get(m.para[0]));
      expect(m.subject).toMatch(/^Portal de Mejora Continua: \d+ tarjetas? vencidas?/);
    }
    expect(await filas(sql`select estado, intentos, count(*)::int as n from correos_aviso group by 1, 2`)).toEqual([
      { estado: 'enviado', intentos: 1, n: filasCorreo },
    ]);

    const reportes = smtp.mensajes.filter((m) => m.subject?.startsWith('Reporte de avance'));
    expect(reportes).toHaveLength(1);
    expect([c.reporte, d.reporte].filter(Boolean)).toHaveLength(1);

    // Both again: nothing new.
    await ejecutar(new Date(ahora.getTime() + 3_600_000));
    expect(smtp.mensajes).toHaveLength(mails.length + 1);
  }, 120_000);
});
