import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { NivelAviso } from '@portal/shared/domain';
import { DB, type Db } from '../database/database.types';
import { filas } from '../database/filas';
import { uuids, type TarjetaAvisada } from './avisos-sql';

/** A claimed outbox row: one notice of the digest. */
export interface CorreoReclamado extends TarjetaAvisada {
  id: string;
  intentos: number;
  nivel: NivelAviso;
  estadoTarjeta: string;
}

/** A user's due outbox rows, claimed together: one e-mail. */
export interface DigestoReclamado {
  userId: string;
  nombre: string;
  correo: string | null;
  avisosCorreo: boolean;
  filas: CorreoReclamado[];
}

/** The overdue notices' e-mail outbox (`correos_aviso`): rows claimed by one sender, then sent, skipped or retried. */
@Injectable()
export class CorreosRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /**
   * Claims every due outbox row (free, or claimed longer than `staleMs` ago by a sender that died) of up to
   * `limite` users, each user's rows together: the users are locked SKIP LOCKED for the statement, so concurrent
   * senders take different users; the UPDATE re-checks each row, so a row another sender claimed meanwhile is
   * not taken twice.
   */
  async claimDigestos(ahora: Date, staleMs: number, limite: number): Promise<DigestoReclamado[]> {
    const now = ahora.toISOString();
    const stale = new Date(ahora.getTime() - staleMs).toISOString();
    const debido = sql`c.estado = 'pendiente' and c.proximo_intento <= ${now}::timestamptz
                   and (c.reclamado_en is null or c.reclamado_en < ${stale}::timestamptz)`;
    const rows = filas<Record<string, unknown>>(
      await this.db.execute(sql`
        with elegidos as (
          select u.id from users u
           where exists (select 1 from correos_aviso c join aviso_usuarios au on au.id = c.aviso_usuario_id
                          where au.user_id = u.id and ${debido})
           limit ${limite}
           for no key update of u skip locked),
        reclamados as (
          update correos_aviso c set reclamado_en = ${now}::timestamptz
            from aviso_usuarios au
           where au.id = c.aviso_usuario_id and au.user_id in (select id from elegidos) and ${debido}
          returning c.id, c.intentos, c.aviso_usuario_id)
        select r.id, r.intentos, a.nivel, u.id as user_id, u.name, u.correo, u.avisos_correo,
               t.id as tarjeta_id, t.numero, t.color, t.maquina, t.prioridad, t.equipo, t.fecha, t.estado
          from reclamados r
          join aviso_usuarios au on au.id = r.aviso_usuario_id
          join avisos a on a.id = au.aviso_id
          join users u on u.id = au.user_id
          join tarjetas t on t.id = a.tarjeta_id
         order by u.id, (a.nivel = 'escalada') desc, t.fecha, t.numero`),
    );
    const digestos = new Map<string, DigestoReclamado>();
    for (const r of rows) {
      const userId = String(r.user_id);
      let d = digestos.get(userId);
      if (!d) {
        d = { userId, nombre: String(r.name), correo: (r.correo as string | null) ?? null, avisosCorreo: Boolean(r.avisos_correo), filas: [] };
        digestos.set(userId, d);
      }
      d.filas.push({
        id: String(r.id),
        intentos: Number(r.intentos),
        nivel: r.nivel as NivelAviso,
        tarjetaId: String(r.tarjeta_id),
        numero: Number(r.numero),
        color: String(r.color),
        maquina: String(r.maquina),
        prioridad: String(r.prioridad),
        equipo: String(r.equipo),
        fecha: new Date(r.fecha as string),
        estadoTarjeta: String(r.estado),
      });
    }
    return [...digestos.values()];
  }

  async updateCorreosEnviados(ids: string[], ahora: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(
      sql`update correos_aviso set estado = 'enviado', enviado_en = ${ahora.toISOString()}::timestamptz, reclamado_en = null where id = any(${uuids(ids)})`,
    );
  }

  async updateCorreosOmitidos(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(sql`update correos_aviso set estado = 'omitido', reclamado_en = null where id = any(${uuids(ids)})`);
  }

  /** A failed digest: all its rows free again at `proximo`, each given up ('fallido') at its `maxIntentos`-th failure. */
  async updateCorreosFallidos(ids: string[], error: string, proximo: Date, maxIntentos: number): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(sql`
      update correos_aviso
         set intentos = intentos + 1, reclamado_en = null, ultimo_error = ${error.slice(0, 1000)},
             proximo_intento = ${proximo.toISOString()}::timestamptz,
             estado = case when intentos + 1 >= ${maxIntentos}::int then 'fallido' else estado end
       where id = any(${uuids(ids)})`);
  }
}
