import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../app/database/database.types';
import { personas, users } from './schema';

/** A user to create: a new person (the pin hash) and their membership of the session's plant. */
export type AltaUsuario = Omit<typeof users.$inferInsert, 'personaId'> & { passwordHash: string; adminEmpresa?: boolean };

/**
 * Creates each user as a new person with one membership, in the session's plant. A legajo the plant already has is
 * skipped — or, with `fallarSiExiste`, refused by the unique constraint (the driver's 23505) —; the answer lists the users
 * created. Run it inside a transaction.
 */
export async function altaUsuarios(tx: Db, altas: readonly AltaUsuario[], { fallarSiExiste = false } = {}): Promise<{ id: string; legajo: string }[]> {
  const creados: { id: string; legajo: string }[] = [];
  for (const { passwordHash, adminEmpresa = false, ...miembro } of altas) {
    if (!fallarSiExiste) {
      const [existente] = await tx.select({ id: users.id }).from(users).where(eq(users.legajo, miembro.legajo)).limit(1);
      if (existente) continue;
    }
    // The id is chosen here: a person without a membership yet is not visible to the session (no RETURNING).
    const personaId = randomUUID();
    await tx.insert(personas).values({ id: personaId, passwordHash, adminEmpresa, ...(miembro.createdAt ? { creadaEn: miembro.createdAt } : {}) });
    const insert = tx.insert(users).values({ ...miembro, personaId });
    const [user] = await (fallarSiExiste ? insert : insert.onConflictDoNothing({ target: [users.plantaId, users.legajo] })).returning({
      id: users.id,
      legajo: users.legajo,
    });
    if (user) creados.push(user);
  }
  return creados;
}
