import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { AccionAuditoria } from '@portal/shared/domain';
import { DB, type Db } from '../database/database.types';
import { inTransaction } from '../database/transaction-context';
import type { Actor, ActorSinUsuario } from './actor';

interface Ajustes {
  actor: string;
  accion: string;
  /** The actor's browser tab ('' for none): the database's live events carry it (portal_evento). */
  origen: string;
}

/**
 * Every write of an audited table goes through `run`: one transaction whose writes the database's audit
 * trigger records as made by `actor` (and an UPDATE as `accion`, 'editar' when absent), and whose live events name
 * the actor's `origen` (its tab does not get them back), committed or rolled back together with them. Repositories need no change: their `DB` follows the transaction.
 */
@Injectable()
export class AuditedTx {
  constructor(@Inject(DB) private readonly db: Db) {}

  run<T>(actor: Actor | ActorSinUsuario, accion: AccionAuditoria | undefined, fn: () => Promise<T>): Promise<T> {
    const ajustes: Ajustes = {
      actor: JSON.stringify({ id: actor.id, nombre: actor.nombre, legajo: actor.legajo, ip: actor.ip }),
      accion: accion ?? '',
      origen: actor.origen ?? '',
    };
    if (!inTransaction()) {
      return this.db.transaction(async () => {
        await this.set(ajustes);
        return fn();
      });
    }
    // Inside another audited write (a savepoint): settings made in a released savepoint last until the outer
    // commit, so put the outer ones back (a rolled-back savepoint reverts them by itself).
    return this.db.transaction(async () => {
      const anteriores = await this.get();
      await this.set(ajustes);
      const result = await fn();
      await this.set(anteriores);
      return result;
    });
  }

  private async set({ actor, accion, origen }: Ajustes): Promise<void> {
    await this.db.execute(
      sql`select set_config('portal.actor', ${actor}, true), set_config('portal.accion', ${accion}, true), set_config('portal.origen', ${origen}, true)`,
    );
  }

  private async get(): Promise<Ajustes> {
    const result = await this.db.execute(
      sql`select coalesce(current_setting('portal.actor', true), '') as actor, coalesce(current_setting('portal.accion', true), '') as accion,
        coalesce(current_setting('portal.origen', true), '') as origen`,
    );
    return (result as unknown as { rows: Ajustes[] }).rows[0];
  }
}
