import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { inicioDelDia, limitesDia, type AuditoriaFiltrosInput } from '@portal/shared/domain';
import { auditoria, type AuditoriaRow } from '../../db/schema';
import { DB, type Db } from '../database/database.types';

export type NuevoRegistro = Omit<typeof auditoria.$inferInsert, 'id' | 'at'>;

const NEWEST_FIRST = [desc(auditoria.at), desc(auditoria.id)];
/** An instant as SQL, by its epoch seconds (an ISO text of a bound past year 9999 would not parse). */
const instante = (d: Date) => sql`to_timestamp(${d.getTime() / 1000}::double precision)`;

/**
 * Reads and the explicit inserts (logins) of the audit trail. Changes of the audited tables are written by
 * the database's trigger; nothing here updates or deletes (the database refuses it anyway).
 */
@Injectable()
export class AuditRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async insert(registro: NuevoRegistro): Promise<void> {
    await this.db.insert(auditoria).values(registro);
  }

  /**
   * One record by the current transaction's actor (`portal.actor`, set by AuditedTx, as the row trigger reads it):
   * the summary of a bulk change whose rows the trigger skipped.
   */
  async insertDelActor(registro: Pick<NuevoRegistro, 'entidad' | 'etiqueta' | 'accion' | 'cambios'>): Promise<void> {
    await this.db.execute(sql`
      insert into auditoria (actor_id, actor_nombre, actor_legajo, entidad, entidad_id, etiqueta, accion, cambios, ip)
      select (a->>'id')::uuid, coalesce(a->>'nombre', 'sistema'), a->>'legajo', ${registro.entidad}, null, ${registro.etiqueta}, ${registro.accion}, ${JSON.stringify(registro.cambios ?? [])}::jsonb, a->>'ip'
      from (select nullif(current_setting('portal.actor', true), '')::json as a) s`);
  }

  list(where: SQL | undefined, limit: number, offset: number): Promise<AuditoriaRow[]> {
    return this.db
      .select()
      .from(auditoria)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset(offset);
  }

  async count(where: SQL | undefined): Promise<number> {
    const [{ n }] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditoria)
      .where(where);
    return n;
  }

  /** Newest first, in batches (keyset on at, id) for the streaming export. */
  async *stream(where: SQL | undefined, batch = 1000): AsyncGenerator<AuditoriaRow[]> {
    let after: AuditoriaRow | undefined;
    for (;;) {
      const keyset = after ? sql`(${auditoria.at}, ${auditoria.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::bigint)` : undefined;
      const rows = await this.db
        .select()
        .from(auditoria)
        .where(and(where, keyset))
        .orderBy(...NEWEST_FIRST)
        .limit(batch);
      if (rows.length) yield rows;
      if (rows.length < batch) return;
      after = rows[rows.length - 1];
    }
  }

  /** Desde/Hasta are plant days (`zona`, PLANT_TZ), both included. */
  static where(f: AuditoriaFiltrosInput, zona: string): SQL | undefined {
    return and(
      f.usuario ? eq(auditoria.actorId, f.usuario) : undefined,
      f.entidad ? eq(auditoria.entidad, f.entidad) : undefined,
      f.entidadId ? eq(auditoria.entidadId, f.entidadId) : undefined,
      f.desde ? sql`${auditoria.at} >= ${instante(inicioDelDia(f.desde, zona))}` : undefined,
      f.hasta ? sql`${auditoria.at} < ${instante(limitesDia(f.hasta, zona).hasta)}` : undefined,
    );
  }
}
