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
    const [filasCampos, cards, contadores] = await Promise.all([
      this.db.select({ name: campos.name, value: campos.value, partes: campos.parteMaquina }).from(campos),
      this.db.select({ color: tarjetas.color, numero: tarjetas.numero, original: tarjetas.numeroOriginal, fecha: tarjetas.fecha }).from(tarjetas),
      this.db.select().from(tarjetaContadores),
    ]);
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
    for (let i = 0; i < filas.length; i += FILAS_POR_INSERT) {
      await this.db.insert(tarjetas).values(filas.slice(i, i + FILAS_POR_INSERT).map((f) => ({ ...f, creadoPor })));
    }
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
}
