import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import {
  AVISOS_LIMITE,
  EVENTOS_CANAL,
  limiteNivel,
  NIVELES_AVISO,
  PRIORIDADES,
  type DiasAlerta,
  type EventoPortal,
  type NivelAviso,
} from '@portal/shared/domain';
import { DB, type Db } from '../database/database.types';
import { filas } from '../database/filas';
import { uuids, type TarjetaAvisada } from './avisos-sql';

/** More cards than this notified by one run: one 'resync' event instead of one event per card. */
const EVENTOS_MAX = 100;

export interface AvisoFila extends TarjetaAvisada {
  id: string;
  leida: boolean;
  nivel: NivelAviso;
  notificadaEn: Date;
}

export interface ResultadoVencer {
  /** Notices inserted by this run (the others were already there: another run or instance won them). */
  avisos: number;
  destinatarios: number;
  correos: number;
}

/** The deadline of each (priority, level) at `ahora` with the plant's days, as a SQL CASE over the card's prioridad. */
function limite(ahora: Date, nivel: NivelAviso, dias: DiasAlerta): SQL {
  return sql`case t.prioridad ${sql.join(
    PRIORIDADES.map((p) => sql`when ${p} then ${limiteNivel(ahora, p, nivel, dias).toISOString()}::timestamptz`),
    sql` `,
  )} end`;
}

/** The overdue notices (`avisos`) and their recipients (`aviso_usuarios`): inserted when due, listed and read in the bell. */
@Injectable()
export class AvisosRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /**
   * One transaction: inserts the (card, level) notices due at `ahora` that do not exist yet (ON CONFLICT DO
   * NOTHING: with several runs at once each notice is inserted by exactly one, which alone goes on), their
   * recipients, their e-mails (`conCorreo`: users with an address and e-mail on), and announces each card on
   * the events channel (delivered on commit).
   */
  vencer(ahora: Date, dias: DiasAlerta, conCorreo: boolean): Promise<ResultadoVencer> {
    return this.db.transaction(async (tx) => {
      const nuevos = filas<{ id: string; tarjeta_id: string }>(
        await tx.execute(sql`
          insert into avisos (tarjeta_id, nivel, creado_en)
          select t.id, n.nivel, ${ahora.toISOString()}::timestamptz
            from tarjetas t
            cross join (values ${sql.join(
              NIVELES_AVISO.map((n) => sql`(${n})`),
              sql`, `,
            )}) as n(nivel)
           where t.estado = 'Abierta'
             and t.fecha <= case n.nivel ${sql.join(
               NIVELES_AVISO.map((n) => sql`when ${n} then ${limite(ahora, n, dias)}`),
               sql` `,
             )} end
          on conflict (tarjeta_id, nivel) do nothing
          returning id, tarjeta_id`),
      );
      if (nuevos.length === 0) return { avisos: 0, destinatarios: 0, correos: 0 };
      const idsSql = uuids(nuevos.map((n) => n.id));
      // 'vencida': the creator and the Jefes de area who lead the card's Equipo, as their own or among their
      // equipos a cargo (all Jefes when nobody leads it);
      // 'escalada': the Admins.
      const destinatarios = filas<{ id: string; user_id: string }>(
        await tx.execute(sql`
          insert into aviso_usuarios (aviso_id, user_id)
          select a.id, u.id
            from avisos a
            join tarjetas t on t.id = a.tarjeta_id
            join users u on (
              a.nivel = 'vencida' and (
                u.id = t.creado_por
                or (u.role = 'Jefe de area' and (
                  u.equipo = t.equipo or t.equipo = any(u.equipos_a_cargo)
                  or not exists (select 1 from users j where j.role = 'Jefe de area' and (j.equipo = t.equipo or t.equipo = any(j.equipos_a_cargo)))))))
              or (a.nivel = 'escalada' and u.role = 'Admin')
           where a.id = any(${idsSql})
          on conflict (aviso_id, user_id) do nothing
          returning id, user_id`),
      );
      let correos = 0;
      if (conCorreo && destinatarios.length > 0) {
        const destIds = uuids(destinatarios.map((d) => d.id));
        correos = filas(
          await tx.execute(sql`
            insert into correos_aviso (aviso_usuario_id, proximo_intento)
            select au.id, ${ahora.toISOString()}::timestamptz
              from aviso_usuarios au join users u on u.id = au.user_id
             where au.id = any(${destIds}) and u.correo is not null and u.avisos_correo
            on conflict (aviso_usuario_id) do nothing
            returning id`),
        ).length;
      }
      const tarjetas = [...new Set(nuevos.map((n) => n.tarjeta_id))];
      const eventos: EventoPortal[] =
        tarjetas.length > EVENTOS_MAX ? [{ tipo: 'resync', id: '', entidad: 'tarjeta' }] : tarjetas.map((id) => ({ tipo: 'aviso.vencida', id }));
      for (const e of eventos) await tx.execute(sql`select pg_notify(${EVENTOS_CANAL}, ${JSON.stringify(e)})`);
      return { avisos: nuevos.length, destinatarios: destinatarios.length, correos };
    });
  }

  private deUsuario(userId: string): SQL {
    return sql`au.user_id = ${userId}::uuid and t.estado = 'Abierta'`;
  }

  /** The user's notices of cards still open (a closed or deleted card's notices no longer show), newest first. */
  async deUsuarioAbiertas(userId: string, limite = AVISOS_LIMITE): Promise<AvisoFila[]> {
    const rows = filas<Record<string, unknown>>(
      await this.db.execute(sql`
        select au.id, au.leida, a.nivel, a.creado_en, t.id as tarjeta_id, t.numero, t.color, t.maquina, t.prioridad, t.equipo, t.fecha
          from aviso_usuarios au
          join avisos a on a.id = au.aviso_id
          join tarjetas t on t.id = a.tarjeta_id
         where ${this.deUsuario(userId)}
         order by a.creado_en desc, t.fecha asc, au.id desc
         limit ${limite}`),
    );
    return rows.map((r) => ({
      id: String(r.id),
      leida: Boolean(r.leida),
      nivel: r.nivel as NivelAviso,
      notificadaEn: new Date(r.creado_en as string),
      tarjetaId: String(r.tarjeta_id),
      numero: Number(r.numero),
      color: String(r.color),
      maquina: String(r.maquina),
      prioridad: String(r.prioridad),
      equipo: String(r.equipo ?? ''),
      fecha: new Date(r.fecha as string),
    }));
  }

  async countNoLeidas(userId: string): Promise<number> {
    const [{ n }] = filas<{ n: number }>(
      await this.db.execute(sql`
        select count(*)::int as n
          from aviso_usuarios au join avisos a on a.id = au.aviso_id join tarjetas t on t.id = a.tarjeta_id
         where ${this.deUsuario(userId)} and not au.leida`),
    );
    return Number(n);
  }

  /** Marks every unread notice of the user (of one card when given) read; nothing written, so nothing audited, when none is. */
  async updateLeidas(userId: string, tarjetaId?: string): Promise<void> {
    const deTarjeta = tarjetaId ? sql`and aviso_id in (select id from avisos where tarjeta_id = ${tarjetaId}::uuid)` : sql``;
    await this.db.execute(sql`update aviso_usuarios set leida = true where user_id = ${userId}::uuid and not leida ${deTarjeta}`);
  }
}
