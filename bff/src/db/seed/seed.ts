import { sql } from 'drizzle-orm';
import { TIPOS_HORA } from '@portal/shared/domain';
import type { Db } from '../../app/database/database.types';
import { hashPin } from '../../app/common/password';
import { KaizenRepository } from '../../app/kaizen/kaizen.repository';
import { iniciarContadores } from '../../app/tarjetas/numeracion';
import { campos, datosDemo, tarjetas, userHours, users } from '../schema';
import { altaUsuarios } from '../alta-usuarios';
import { SEED_CAMPOS } from './campos';
import { ADMIN_USER, DEMO_USER, DEMO_USERS, OPERARIO_USER } from './demo-users';
import { seedKaizens } from './kaizens';
import { seedTarjetas } from './tarjetas';

/**
 * Fills an empty database with demo users, field options, ~300 demo cards and a few Kaizens on them; the cards,
 * Kaizens and hours entries are listed in datos_demo. Runs under the start-up
 * advisory lock and only when there are no users yet, so restarts and parallel starts
 * never duplicate anything (the unique constraints would refuse it anyway).
 */
/** `zona`: the plant's zone (PLANT_TZ), the Kaizens' end days. */
export async function seedDatabase(db: Db, zona: string): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;

  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPin(u.pin)));
  await db.transaction(async (tx) => {
    const inserted = await altaUsuarios(
      tx as unknown as Db,
      // The demo Admin is also the company's (creates plants, adds people to them).
      DEMO_USERS.map((u, i) => ({ legajo: u.legajo, name: u.name, role: u.role, passwordHash: hashes[i], adminEmpresa: u.role === 'Admin' })),
    );
    const idOf = (legajo: string) => inserted.find((u) => u.legajo === legajo)?.id;
    const hours = [OPERARIO_USER, DEMO_USER].flatMap((u) => {
      const userId = idOf(u.legajo);
      if (!userId) return [];
      return [
        { userId, quantity: 4, typeOf: TIPOS_HORA[0], date: monthsAgo(1) },
        { userId, quantity: 2, typeOf: TIPOS_HORA[1], date: monthsAgo(0) },
      ];
    });
    const horas = hours.length ? await tx.insert(userHours).values(hours).returning({ id: userHours.id }) : [];
    await tx
      .insert(campos)
      .values(SEED_CAMPOS.map((c) => ({ name: c.name, value: c.value, parteMaquina: c.parteMaquina ?? [], equipo: c.equipo ?? null })))
      .onConflictDoNothing();
    const demo = seedTarjetas(inserted.map((u) => u.id));
    const cards = await tx
      .insert(tarjetas)
      .values(demo.rows)
      .returning({ id: tarjetas.id, color: tarjetas.color, numero: tarjetas.numero, maquina: tarjetas.maquina, fecha: tarjetas.fecha });
    await iniciarContadores(tx, demo.counters);
    const kaizens = await seedKaizens(new KaizenRepository(tx), cards, idOf(ADMIN_USER.legajo) ?? null, zona);
    // What 'Borrar datos de demostración' removes (issue 21 §3); users and campos stay (docs/decisions.md).
    await tx
      .insert(datosDemo)
      .values([
        ...cards.map((c) => ({ entidad: 'tarjeta', id: c.id })),
        ...kaizens.map((id) => ({ entidad: 'kaizen', id })),
        ...horas.map((h) => ({ entidad: 'horas', id: h.id })),
      ]);
  });
  return true;
}

function monthsAgo(n: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
}
