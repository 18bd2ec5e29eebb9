import { setImmediate as turno } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { COLORES, type Color } from '@portal/shared/domain';
import { campos, tarjetas } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { bloquearNumeracion, elevarContadores, maximos as maximosNumeracion } from '../tarjetas/numeracion';
import type { CampoNuevo, Contexto, TarjetaImportada } from './importar-analisis';

/**
 * Rows per INSERT statement (≈ 40 parameters a row, PostgreSQL takes 65,535). On PGlite each statement holds the
 * Node thread: 100 rows keep that to tens of milliseconds (500 rows made health wait 160 ms at the median during
 * an import); imports were no slower on either database (bench/heavy.mjs, bench/importar.mjs).
 */
export const FILAS_POR_INSERT = 100;
/**
 * Cards read per statement for the analysis' context. One read of 100,000 cards held PGlite's thread, and with it
 * every other request, for 750 ms (bench/heavy.mjs, the 20 MB dry run); a page of 5,000 takes tens of milliseconds.
 */
export const TARJETAS_POR_LECTURA = 5_000;

/** What the analysis needs of a card already stored: its numbering key. */
export interface ClaveTarjeta {
  id: string;
  color: string;
  numero: number;
  original: number | null;
  fecha: Date;
}

@Injectable()
export class ImportarRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Campos, numbers in use, highest numbers and the keys of cards imported before. */
  async contexto(zona: string, porLectura = TARJETAS_POR_LECTURA): Promise<Contexto> {
    // One after the other: inside the import's transaction they share one connection.
    const filasCampos = await this.db.select({ name: campos.name, value: campos.value, partes: campos.parteMaquina }).from(campos);
    const contadores = await maximosNumeracion(this.db);
    const ctx: Contexto = {
      campos: new Map(),
      partes: new Map(),
      usados: new Map(COLORES.map((c) => [c, new Set<number>()])),
      maximo: new Map(),
      importadas: new Set(),
      zona,
    };
    for (const c of filasCampos) {
      const set = ctx.campos.get(c.name) ?? new Set<string>();
      set.add(c.value);
      ctx.campos.set(c.name, set);
      if (c.name === 'maquina') ctx.partes.set(c.value, new Set(c.partes));
    }
    let despuesDe: string | undefined;
    do {
      const cards = await this.tarjetasDesde(despuesDe, porLectura);
      for (const c of cards) {
        const color = c.color as Color;
        ctx.usados.get(color)?.add(c.numero);
        ctx.maximo.set(color, Math.max(ctx.maximo.get(color) ?? 0, c.numero));
        ctx.importadas.add(`${color}|${c.numero}|${c.fecha.getTime()}`);
        if (c.original !== null) ctx.importadas.add(`${color}|${c.original}|${c.fecha.getTime()}`);
      }
      despuesDe = cards.length === porLectura ? cards[cards.length - 1].id : undefined;
      // Between pages other requests get their turn (on PGlite each statement holds the thread).
      if (despuesDe) await turno();
    } while (despuesDe);
    for (const [color, last] of contadores) ctx.maximo.set(color, Math.max(ctx.maximo.get(color) ?? 0, last));
    return ctx;
  }

  /** A page of the cards' numbering keys, by id (the primary key's index), after `despuesDe`. */
  async tarjetasDesde(despuesDe: string | undefined, limite: number): Promise<ClaveTarjeta[]> {
    return await this.db
      .select({ id: tarjetas.id, color: tarjetas.color, numero: tarjetas.numero, original: tarjetas.numeroOriginal, fecha: tarjetas.fecha })
      .from(tarjetas)
      .where(despuesDe ? gt(tarjetas.id, despuesDe) : undefined)
      .orderBy(asc(tarjetas.id))
      .limit(limite);
  }

  /** The cards holding these colour + number pairs (a dry run's renumbering preview names them: at most IMPORT_VALORES_MAX). */
  async tarjetasConNumero(pares: { color: Color; numero: number }[]): Promise<{ color: string; numero: number; fecha: Date; descripcion: string }[]> {
    if (!pares.length) return [];
    const claves = sql.join(
      pares.map((p) => sql`(${p.color}, ${p.numero}::int)`),
      sql`, `,
    );
    return await this.db
      .select({ color: tarjetas.color, numero: tarjetas.numero, fecha: tarjetas.fecha, descripcion: tarjetas.descripcion })
      .from(tarjetas)
      .where(sql`(${tarjetas.color}, ${tarjetas.numero}) in (${claves})`);
  }

  /**
   * Until the caller's transaction ends, no card is numbered and no other import runs: the numbers the
   * analysis saw free stay free (card creation waits on the counters, briefly).
   */
  async lock(): Promise<void> {
    await bloquearNumeracion(this.db);
  }

  /**
   * In the caller's transaction: the new campos, the cards in batches of FILAS_POR_INSERT and the per-colour
   * counters moved past the highest number written.
   */
  async insert(filas: TarjetaImportada[], camposNuevos: CampoNuevo[], creadoPor: string | null): Promise<number> {
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
      // The event loop runs between batches: on PGlite each INSERT is the Node thread's own work, and awaiting
      // it alone never reaches the I/O phase, so a 100,000-row import would hold every other request (health
      // checks included) until its commit. Still one transaction: all or nothing.
      if (i > 0) await turno();
      await this.insertLote(filas.slice(i, i + FILAS_POR_INSERT), creadoPor);
    }
    await this.db.execute(sql`select set_config('portal.importacion', '', true)`);
    const maximos = new Map<string, number>();
    for (const f of filas) maximos.set(f.color, Math.max(maximos.get(f.color) ?? 0, f.numero));
    await elevarContadores(this.db, maximos);
    return agregados;
  }

  /** One INSERT of at most FILAS_POR_INSERT cards, in the caller's transaction. */
  async insertLote(filas: TarjetaImportada[], creadoPor: string | null): Promise<void> {
    await this.db.insert(tarjetas).values(filas.map((f) => ({ ...f, creadoPor })));
  }
}
