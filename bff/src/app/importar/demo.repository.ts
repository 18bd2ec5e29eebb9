import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import type { DatosDemo } from '@portal/shared/domain';
import { datosDemo, kaizens, tarjetas, userHours } from '../../db/schema';
import { DB, type Db } from '../database/database.types';

/** datos_demo's entity of each count. */
const ENTIDAD = { tarjetas: 'tarjeta', kaizens: 'kaizen', horas: 'horas' } as const satisfies Record<keyof DatosDemo, string>;
const filas = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** The ids datos_demo lists for an entity (the seed's rows; issue 21 §3). */
const sembrados = (entidad: keyof typeof ENTIDAD): SQL => sql`select ${datosDemo.id} from ${datosDemo} where ${datosDemo.entidad} = ${ENTIDAD[entidad]}`;

/** The demo seed's rows still in the database (datos_demo joined with their tables), counted and removed by SQL. */
@Injectable()
export class DatosDemoRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async count(): Promise<DatosDemo> {
    const [r] = filas<DatosDemo>(
      await this.db.execute(sql`select
        (select count(*)::int from ${tarjetas} where ${tarjetas.id} in (${sembrados('tarjetas')})) as tarjetas,
        (select count(*)::int from ${kaizens} where ${kaizens.id} in (${sembrados('kaizens')})) as kaizens,
        (select count(*)::int from ${userHours} where ${userHours.id} in (${sembrados('horas')})) as horas`),
    );
    return r;
  }

  /**
   * In the caller's (audited) transaction: the seed's Kaizens (their card links go with them), cards (their comments
   * and overdue notices go with them, Kaizens of the plant keep the link's colour and number) and hours entries, then
   * every mark. The cards are recorded once, by `registrar`, as the import does (migration 0034: the per-row trigger
   * skips while portal.importacion is on); the rest is recorded per row as any delete.
   */
  async delete(): Promise<DatosDemo> {
    const kaizensBorrados = await this.countDeleted(sql`delete from ${kaizens} where ${kaizens.id} in (${sembrados('kaizens')}) returning 1`);
    await this.db.execute(sql`select set_config('portal.importacion', 'on', true)`);
    const tarjetasBorradas = await this.countDeleted(sql`delete from ${tarjetas} where ${tarjetas.id} in (${sembrados('tarjetas')}) returning 1`);
    await this.db.execute(sql`select set_config('portal.importacion', '', true)`);
    const horas = await this.countDeleted(sql`delete from ${userHours} where ${userHours.id} in (${sembrados('horas')}) returning 1`);
    await this.db.delete(datosDemo);
    return { tarjetas: tarjetasBorradas, kaizens: kaizensBorrados, horas };
  }

  private async countDeleted(borrar: SQL): Promise<number> {
    const [r] = filas<{ n: number }>(await this.db.execute(sql`with borradas as (${borrar}) select count(*)::int as n from borradas`));
    return r.n;
  }
}
