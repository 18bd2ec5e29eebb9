import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { archivos, kaizens, subidas, tarjetas, type ArchivoRow, type TarjetaRow } from '../../db/schema';
import { DB, LOCKS, type Db } from '../database/database.types';

export type NuevoArchivo = Omit<typeof archivos.$inferInsert, 'id' | 'attachedTo' | 'attachedAt' | 'removingAt'>;

export interface QuotaLimits {
  perWindow: number;
  windowMs: number;
  bytesPerDay: number;
  dayMs: number;
}

export type Reservation = { ok: true; id: string } | { ok: false; reason: 'rate' | 'bytes'; retryAt: Date };

/** What an attach decides on, read under the card's (or Kaizen's) and the file's row locks. */
export interface AttachState {
  /** The image the card or the Kaizen side shows now ('' when none). */
  current: string;
  archivo: ArchivoRow | undefined;
}

/** A Kaizen's 'antes' image is its imagen_front_url, its 'despues' image its imagen_back_url. */
export type LadoKaizen = 'antes' | 'despues';
const KAIZEN_COLUMN = { antes: 'imagenFrontUrl', despues: 'imagenBackUrl' } as const;

/** A card's images: 'imagen' is its imagen_url, 'antes' and 'despues' its imagen_antes_url and imagen_despues_url. */
export type LadoTarjeta = 'imagen' | 'antes' | 'despues';
const TARJETA_COLUMN = { imagen: 'imagenUrl', antes: 'imagenAntesUrl', despues: 'imagenDespuesUrl' } as const;

/** Some card shows the file, on any side (`<> ''` lets the partial indexes serve it). */
const tarjetaShows = or(
  and(ne(tarjetas.imagenUrl, ''), eq(tarjetas.imagenUrl, archivos.url)),
  and(ne(tarjetas.imagenAntesUrl, ''), eq(tarjetas.imagenAntesUrl, archivos.url)),
  and(ne(tarjetas.imagenDespuesUrl, ''), eq(tarjetas.imagenDespuesUrl, archivos.url)),
);

/** Some Kaizen shows the file, on either side (`<> ''` lets the partial indexes serve it). */
const kaizenShows = or(
  and(ne(kaizens.imagenFrontUrl, ''), eq(kaizens.imagenFrontUrl, archivos.url)),
  and(ne(kaizens.imagenBackUrl, ''), eq(kaizens.imagenBackUrl, archivos.url)),
);

/**
 * Photos other records keep by their URL (a step audit's evidence, a CIL point's reference, a machine's CIL diagram, a
 * routine result's photo): never garbage while one shows it (each column has a partial index on it).
 */
const otrosMuestran = sql`exists (select 1 from respuestas_auditoria_am r where r.foto = ${archivos.url})
  or exists (select 1 from cil_puntos p where p.foto = ${archivos.url})
  or exists (select 1 from cil_maquinas m where m.imagen = ${archivos.url})
  or exists (select 1 from cil_resultados c where c.foto = ${archivos.url})`;

export interface GarbageQuery {
  now: Date;
  /** Never-attached files uploaded before this are garbage. */
  graceFloor: Date;
  /** A claim older than this is taken again (its removal failed or its process died). */
  staleFloor: Date;
  storages: ArchivoRow['storage'][];
  limit: number;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

@Injectable()
export class ArchivosRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /**
   * Counts one upload against the user's limits, or tells when the next one fits. Serialized per user
   * (transaction advisory lock), so concurrent uploads on any instance cannot both take the last place.
   */
  reserve(userId: string, bytes: number, now: Date, q: QuotaLimits): Promise<Reservation> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.uploadQuota}, hashtext(${userId}))`);
      const windowFloor = new Date(now.getTime() - q.windowMs);
      const dayFloor = new Date(now.getTime() - q.dayMs);
      const mine = and(eq(subidas.userId, userId), gt(subidas.at, dayFloor));
      const [use] = await tx
        .select({
          n: sql<number>`(count(*) filter (where ${subidas.at} > ${at(windowFloor)}))::int`,
          b: sql<number>`coalesce(sum(${subidas.bytes}), 0)::float8`,
        })
        .from(subidas)
        .where(mine);
      if (use.n >= q.perWindow) {
        // When the oldest uploads leave the window, one more fits.
        const [oldest] = await tx
          .select({ at: subidas.at })
          .from(subidas)
          .where(and(eq(subidas.userId, userId), gt(subidas.at, windowFloor)))
          .orderBy(asc(subidas.at), asc(subidas.id))
          .offset(use.n - q.perWindow)
          .limit(1);
        return { ok: false, reason: 'rate', retryAt: new Date(new Date(oldest.at).getTime() + q.windowMs) };
      }
      if (use.b + bytes > q.bytesPerDay) {
        const s = tx
          .select({ at: subidas.at, freed: sql<number>`(sum(${subidas.bytes}) over (order by ${subidas.at}, ${subidas.id}))::float8`.as('freed') })
          .from(subidas)
          .where(mine)
          .as('s');
        const [fits] = await tx
          .select({ at: s.at })
          .from(s)
          .where(sql`${use.b} - ${s.freed} + ${bytes} <= ${q.bytesPerDay}`)
          .orderBy(s.at)
          .limit(1);
        return { ok: false, reason: 'bytes', retryAt: new Date(new Date(fits.at).getTime() + q.dayMs) };
      }
      const [row] = await tx.insert(subidas).values({ userId, bytes, at: now }).returning({ id: subidas.id });
      return { ok: true, id: row.id };
    });
  }

  /** Gives a reservation back (the file could not be stored). */
  async deleteReservation(id: string): Promise<void> {
    await this.db.delete(subidas).where(eq(subidas.id, id));
  }

  async insert(values: NuevoArchivo): Promise<ArchivoRow> {
    const [row] = await this.db.insert(archivos).values(values).returning();
    return row;
  }

  /**
   * Attaches the file registered under `url` as the card's `lado` image in one transaction, with the card
   * and the file locked: `decide` sees the state and returns the file to attach or throws (nothing changes).
   * The side's previous file is released. Undefined when the card does not exist.
   */
  attach(
    cardId: string,
    lado: LadoTarjeta,
    url: string,
    now: Date,
    decide: (state: AttachState) => ArchivoRow,
  ): Promise<{ row: TarjetaRow; released: boolean } | undefined> {
    const column = TARJETA_COLUMN[lado];
    return this.db.transaction(async (tx) => {
      const [card] = await tx.select().from(tarjetas).where(eq(tarjetas.id, cardId)).for('update');
      if (!card) return undefined;
      const [found] = await tx.select().from(archivos).where(eq(archivos.url, url)).for('update');
      const archivo = decide({ current: card[column], archivo: found });
      if (archivo.attachedTo === cardId && archivo.tarjetaLado === lado && card[column] === url) return { row: card, released: false };
      const [row] = await tx
        .update(tarjetas)
        .set({ [column]: url })
        .where(eq(tarjetas.id, cardId))
        .returning();
      return { row, released: await this.link(archivo.id, cardId, lado, now) };
    });
  }

  /**
   * Attaches the file as the `lado` image of a card that `write` creates or changes, in the same
   * transaction: `write` sets the side's column to `url` itself (one audited write, e.g. the create's INSERT
   * or the close's UPDATE). `cardId` (an existing card) is locked first so `decide` sees its current image;
   * a new card has none. Undefined when `write` changes no card (nothing is attached).
   */
  attachWith(
    cardId: string | undefined,
    lado: LadoTarjeta,
    url: string,
    now: Date,
    decide: (state: AttachState) => ArchivoRow,
    write: () => Promise<TarjetaRow | undefined>,
  ): Promise<{ row: TarjetaRow; released: boolean } | undefined> {
    const column = TARJETA_COLUMN[lado];
    return this.db.transaction(async (tx) => {
      let current = '';
      if (cardId) {
        const [card] = await tx.select({ current: tarjetas[column] }).from(tarjetas).where(eq(tarjetas.id, cardId)).for('update');
        if (!card) return undefined;
        current = card.current;
      }
      const [found] = await tx.select().from(archivos).where(eq(archivos.url, url)).for('update');
      const archivo = decide({ current, archivo: found });
      const row = await write();
      if (!row) return undefined;
      return { row, released: await this.link(archivo.id, row.id, lado, now) };
    });
  }

  /** Points the file at the card's side, releasing the file that side showed: true when one was released. */
  private async link(archivoId: string, cardId: string, lado: LadoTarjeta, now: Date): Promise<boolean> {
    const released = await this.db
      .update(archivos)
      .set({ attachedTo: null })
      .where(and(eq(archivos.attachedTo, cardId), eq(archivos.tarjetaLado, lado), ne(archivos.id, archivoId)))
      .returning({ id: archivos.id });
    await this.db.update(archivos).set({ attachedTo: cardId, tarjetaLado: lado, attachedAt: now }).where(eq(archivos.id, archivoId));
    return released.length > 0;
  }

  /**
   * Attaches the file registered under `url` to one side of the Kaizen, as `attach` does for a card: the
   * Kaizen and the file locked in one transaction, the side's previous file released. Undefined when the
   * Kaizen does not exist.
   */
  attachKaizen(
    kaizenId: string,
    lado: LadoKaizen,
    url: string,
    now: Date,
    decide: (state: AttachState) => ArchivoRow,
  ): Promise<{ released: boolean } | undefined> {
    const column = KAIZEN_COLUMN[lado];
    return this.db.transaction(async (tx) => {
      const [kaizen] = await tx.select({ current: kaizens[column] }).from(kaizens).where(eq(kaizens.id, kaizenId)).for('update');
      if (!kaizen) return undefined;
      const [found] = await tx.select().from(archivos).where(eq(archivos.url, url)).for('update');
      const archivo = decide({ current: kaizen.current, archivo: found });
      if (archivo.kaizenId === kaizenId && archivo.kaizenLado === lado && kaizen.current === url) return { released: false };
      const released = await tx
        .update(archivos)
        .set({ kaizenId: null, kaizenLado: null })
        .where(and(eq(archivos.kaizenId, kaizenId), eq(archivos.kaizenLado, lado), ne(archivos.id, archivo.id)))
        .returning({ id: archivos.id });
      await tx.update(archivos).set({ kaizenId, kaizenLado: lado, attachedAt: now }).where(eq(archivos.id, archivo.id));
      await tx
        .update(kaizens)
        .set({ [column]: url })
        .where(eq(kaizens.id, kaizenId));
      return { released: released.length > 0 };
    });
  }

  /**
   * Claims up to `limit` files to remove: released ones (their card or Kaizen was deleted or re-imaged)
   * and never-attached ones past the grace period, never one a card or a Kaizen still shows. Concurrent claimers get
   * disjoint rows (skip locked), and a claimed file can no longer be attached.
   */
  claimGarbage(q: GarbageQuery): Promise<Pick<ArchivoRow, 'id' | 'storage' | 'key' | 'url'>[]> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCKS.uploadCleanup}) as got`);
      if (!(rows as unknown as { rows: { got: boolean }[] }).rows[0]?.got) return [];
      const candidates = tx
        .select({ id: archivos.id })
        .from(archivos)
        .where(
          and(
            isNull(archivos.attachedTo),
            isNull(archivos.kaizenId),
            or(isNotNull(archivos.attachedAt), lt(archivos.uploadedAt, q.graceFloor)),
            or(isNull(archivos.removingAt), lt(archivos.removingAt, q.staleFloor)),
            inArray(archivos.storage, q.storages),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(tarjetas)
                .where(tarjetaShows),
            ),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(kaizens)
                .where(kaizenShows),
            ),
            sql`not (${otrosMuestran})`,
          ),
        )
        .orderBy(asc(archivos.uploadedAt))
        .limit(q.limit)
        .for('update', { skipLocked: true });
      return tx
        .update(archivos)
        .set({ removingAt: q.now })
        .where(inArray(archivos.id, candidates))
        .returning({ id: archivos.id, storage: archivos.storage, key: archivos.key, url: archivos.url });
    });
  }

  /** Forgets claimed files once their storage removed them. */
  async deleteClaimed(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.db.delete(archivos).where(and(inArray(archivos.id, ids), isNotNull(archivos.removingAt)));
  }

  /** Upload records older than every quota window. */
  async deleteReservationsBefore(before: Date): Promise<void> {
    await this.db.delete(subidas).where(lte(subidas.at, before));
  }

  /** Of these local file names, the ones nothing knows: no archivos row and no card or Kaizen showing them. */
  async unknownLocalFiles(names: string[]): Promise<string[]> {
    if (!names.length) return [];
    const known = await this.db
      .select({ key: archivos.key })
      .from(archivos)
      .where(and(eq(archivos.storage, 'local'), inArray(archivos.key, names)));
    const shownIn = (table: typeof tarjetas | typeof kaizens, column: AnyPgColumn) => {
      const fileName = sql<string>`substring(${column} from '[^/]+$')`;
      return this.db
        .select({ name: fileName })
        .from(table)
        .where(and(ne(column, ''), inArray(fileName, names)));
    };
    const shown = await Promise.all([
      shownIn(tarjetas, tarjetas.imagenUrl),
      shownIn(tarjetas, tarjetas.imagenAntesUrl),
      shownIn(tarjetas, tarjetas.imagenDespuesUrl),
      shownIn(kaizens, kaizens.imagenFrontUrl),
      shownIn(kaizens, kaizens.imagenBackUrl),
    ]);
    const keep = new Set([...known.map((r) => r.key), ...shown.flat().map((r) => r.name)]);
    return names.filter((n) => !keep.has(n));
  }
}
