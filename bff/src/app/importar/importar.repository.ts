import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { COLORES, type Color } from '@portal/shared/domain';
import { campos, tarjetaContadores, tarjetas } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import type { CampoNuevo, Contexto, TarjetaImportada } from './importar-analisis';

/** Rows per INSERT statement: large enough to be fast, small enough for PostgreSQL's 65,535 parameters (≈ 40 per row). */
export const FILAS_POR_INSERT = 500;

@Injectable()
export class ImportarRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Campos, numbers in use, highest numbers and the keys of cards imported before. */
  async contexto(zona: string): Promise<Contexto> {
    // One after the other: inside the import's transaction they share one connection.
    const filasCampos = await this.db.select({ name: campos.name, value: campos.value, partes: campos.parteMaquina }).from(campos);
    const cards = await this.db.select({ color: tarjetas.color, numero: tarjetas.numero, original: tarjetas.numeroOriginal, fecha: tarjetas.fecha }).from(tarjetas);
    const contadores = await this.db.select().from(tarjetaContadores);
    const ctx: Contexto = { campos: new Map(), partes: new Map(), usados: new Map(COLORES.map((c) => [c, new Set<number>()])), maximo: new Map(), importadas: new Set(), zona };
    for (const c of filasCampos) {
      const set = ctx.campos.get(c.name) ?? new Set<string>();
      set.add(c.value);
      ctx.campos.set(c.name, set);
      if (c.name === 'maquina') ctx.partes.set(c.value, new Set(c.partes));
    }
    for (const c of cards) {
      const color = c.color as Color;
      ctx.usados.get(color)?.add(c.numero);
      ctx.maximo.set(color, Math.max(ctx.maximo.get(color) ?? 0, c.numero));
      ctx.importadas.add(`${color}|${c.numero}|${c.fecha.getTime()}`);
      if (c.original !== null) ctx.importadas.add(`${color}|${c.original}|${c.fecha.getTime()}`);
    }
    for (const c of contadores) ctx.maximo.set(c.color as Color, Math.max(ctx.maximo.get(c.color as Color) ?? 0, c.last));
    return ctx;
  }

  /**
   * Until the caller's transaction ends, no card is numbered and no other import runs: the numbers the
   * analysis saw free stay free (card creation waits on the counters, briefly).
   */
  async bloquear(): Promise<void> {
    await this.db.execute(sql`lock table ${tarjetaContadores} in exclusive mode`);
  }

  /**
   * In the caller's transaction: the new campos, the cards in batches of FILAS_POR_INSERT and the per-colour
   * counters moved past the highest number written.
   */
  async insertar(filas: TarjetaImportada[], camposNuevos: CampoNuevo[], creadoPor: string | null): Promise<number> {
    let agregados = 0;
    const valores = camposNuevos.filter((c) => c.name !== 'parteMaquina');
    if (valores.length) {
      const r = await this.db
        .insert(campos)
        .values(valores.map((c) => ({ name: c.name, value: c.value })))
        .onConflictDoNothing()
        .returning({ id: campos.id });
      agregados += r.length;
    }
    for (const p of camposNuevos.filter((c) => c.name === 'parteMaquina' && c.maquina)) {
      const r = await this.db
        .update(campos)
        .set({ parteMaquina: sql`array_append(${campos.parteMaquina}, ${p.value}::text)` })
        .where(and(eq(campos.name, 'maquina'), eq(campos.value, p.maquina as string), sql`not (${p.value}::text = any(${campos.parteMaquina}))`))
        .returning({ id: campos.id });
      agregados += r.length;
    }
    // One 'importar' record instead of one per card (migration 0034_tarjetas_importar_sql: the row trigger skips
    // while portal.importacion = 'on', which lasts for these INSERTs only).
    await this.db.execute(sql`select set_config('portal.importacion', 'on', true)`);
    for (let i = 0; i < filas.length; i += FILAS_POR_INSERT) {
      await this.db.insert(tarjetas).values(filas.slice(i, i + FILAS_POR_INSERT).map((f) => ({ ...f, creadoPor })));
    }
    await this.db.execute(sql`select set_config('portal.importacion', '', true)`);
    if (filas.length) await this.registrarImportacion(filas);
    const maximos = new Map<string, number>();
    for (const f of filas) maximos.set(f.color, Math.max(maximos.get(f.color) ?? 0, f.numero));
    if (maximos.size) {
      await this.db
        .insert(tarjetaContadores)
        .values([...maximos].map(([color, last]) => ({ color, last })))
        .onConflictDoUpdate({ target: tarjetaContadores.color, set: { last: sql`greatest(${tarjetaContadores.last}, excluded.last)` } });
    }
    return agregados;
  }

  /**
   * The import's audit record (entity tarjeta, action importar): how many cards, how many renumbered and the
   * numbers per colour, by the transaction's actor (portal.actor, as the row trigger reads it).
   */
  private async registrarImportacion(filas: TarjetaImportada[]): Promise<void> {
    const rangos = new Map<string, [number, number, number]>();
    for (const f of filas) {
      const r = rangos.get(f.color) ?? [Infinity, 0, 0];
      rangos.set(f.color, [Math.min(r[0], f.numero), Math.max(r[1], f.numero), r[2] + 1]);
    }
    const cambios = [
      { campo: 'creadas', antes: null, despues: filas.length },
      { campo: 'renumeradas', antes: null, despues: filas.filter((f) => f.numeroOriginal !== undefined && f.numeroOriginal !== null).length },
      ...COLORES.filter((c) => rangos.has(c)).map((c) => {
        const [desde, hasta, n] = rangos.get(c) as [number, number, number];
        return { campo: c, antes: null, despues: `${n} (N°${desde} a N°${hasta})` };
      }),
    ];
    await this.db.execute(sql`
      insert into auditoria (actor_id, actor_nombre, actor_legajo, entidad, entidad_id, etiqueta, accion, cambios, ip)
      select (a->>'id')::uuid, coalesce(a->>'nombre', 'sistema'), a->>'legajo', 'tarjeta', null, ${`Importación de ${filas.length} tarjetas`}, 'importar', ${JSON.stringify(cambios)}::jsonb, a->>'ip'
      from (select nullif(current_setting('portal.actor', true), '')::json as a) s`);
  }
}
