import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { NOVEDADES_LIMITE, type TipoNovedad } from '@portal/shared/domain';
import { DB, type Db } from '../database/database.types';
import { filas } from '../database/filas';

export interface NovedadFila {
  id: string;
  tarjeta_id: string;
  numero: number;
  color: string;
  maquina: string;
  tipo: TipoNovedad;
  actor_nombre: string;
  detalle: string;
  creada_en: Date | string;
  leida: boolean;
}

/** The novedades table: written inside the plan / close / comment's own transaction (its `DB` follows it). */
@Injectable()
export class NovedadesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** One novedad for the card's author, unless the author did it or is gone. */
  async insert(tarjetaId: string, tipo: TipoNovedad, actor: { id: string; nombre: string }, detalle: string, ahora: Date): Promise<void> {
    await this.db.execute(sql`
      insert into novedades (user_id, tarjeta_id, tipo, actor_nombre, detalle, creada_en)
      select t.creado_por, t.id, ${tipo}, ${actor.nombre}, ${detalle}, ${ahora.toISOString()}::timestamptz
        from tarjetas t
       where t.id = ${tarjetaId}::uuid and t.creado_por is not null and t.creado_por <> ${actor.id}::uuid`);
  }

  async ultimas(userId: string, limite: number = NOVEDADES_LIMITE): Promise<NovedadFila[]> {
    return filas<NovedadFila>(
      await this.db.execute(sql`
        select n.id, n.tarjeta_id, t.numero, t.color, t.maquina, n.tipo, n.actor_nombre, n.detalle, n.creada_en, n.leida
          from novedades n join tarjetas t on t.id = n.tarjeta_id
         where n.user_id = ${userId}::uuid
         order by n.creada_en desc, n.id desc
         limit ${limite}`),
    );
  }

  async countNoLeidas(userId: string): Promise<number> {
    const [{ n }] = filas<{ n: number }>(await this.db.execute(sql`select count(*)::int as n from novedades where user_id = ${userId}::uuid and not leida`));
    return n;
  }

  /** Reads the user's novedades (of one card when given); how many it changed (none: no write, no audit record). */
  async updateLeidas(userId: string, tarjetaId?: string): Promise<number> {
    const deTarjeta = tarjetaId ? sql`and tarjeta_id = ${tarjetaId}::uuid` : sql``;
    return filas(await this.db.execute(sql`update novedades set leida = true where user_id = ${userId}::uuid and not leida ${deTarjeta} returning id`)).length;
  }

  async tarjetaExists(tarjetaId: string): Promise<boolean> {
    return filas(await this.db.execute(sql`select 1 from tarjetas where id = ${tarjetaId}::uuid`)).length > 0;
  }

  async noLeidaExists(userId: string, tarjetaId: string): Promise<boolean> {
    const r = filas(
      await this.db.execute(sql`select 1 from novedades where user_id = ${userId}::uuid and tarjeta_id = ${tarjetaId}::uuid and not leida limit 1`),
    );
    return r.length > 0;
  }
}
