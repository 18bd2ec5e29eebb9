import { sql } from 'drizzle-orm';
import type { Tarjeta } from '@portal/shared/domain';
import type { Db } from '../src/app/database/database.types';
import { TARJETA_ROJA } from './tarjetas';

export const LOAD_COLORS = ['Roja', 'Azul', 'Verde'] as const;

/** A valid card of the seeded field options; the colour rotates so every counter is exercised. */
export function loadCard(i: number) {
  return { ...TARJETA_ROJA, descripcion: `Carga ${i}`, sugerencia: '', color: LOAD_COLORS[i % LOAD_COLORS.length] };
}

export interface Sent {
  status: number;
  body: unknown;
}

export interface CreateResult extends Sent {
  /** The card when the create was acknowledged (201). */
  card?: Tarjeta;
}

/**
 * Concurrent card creates through `send` (in-process inject, HTTP, a proxy…) until `total` were sent
 * or stop() is called; every answer is kept, so a test can check what was acknowledged against what
 * the database holds. After a failure a worker pauses briefly, as a client retrying would.
 */
export class CardLoad {
  readonly results: CreateResult[] = [];
  private sent = 0;
  private stopped = false;
  private readonly finished: Promise<void>;

  constructor(
    private readonly send: (card: ReturnType<typeof loadCard>) => Promise<Sent>,
    concurrency: number,
    private readonly total = Number.POSITIVE_INFINITY,
  ) {
    this.finished = Promise.all(Array.from({ length: concurrency }, () => this.worker())).then(() => undefined);
  }

  private async worker() {
    while (!this.stopped && this.sent < this.total) {
      const i = this.sent++;
      let result: CreateResult;
      try {
        const res = await this.send(loadCard(i));
        result = { ...res, card: res.status === 201 ? (res.body as Tarjeta) : undefined };
      } catch (err) {
        result = { status: 0, body: String(err) };
      }
      this.results.push(result);
      if (result.status !== 201) await new Promise((r) => setTimeout(r, 20));
    }
  }

  acknowledged(): Tarjeta[] {
    return this.results.flatMap((r) => (r.card ? [r.card] : []));
  }

  count(status: number): number {
    return this.results.filter((r) => r.status === status).length;
  }

  /** Waits (polling) until the condition holds; the test's timeout bounds it. */
  async until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise((r) => setTimeout(r, 25));
  }

  /** Resolves once every request in flight has been answered. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.finished;
  }

  done(): Promise<void> {
    return this.finished;
  }
}

export interface NumberingByColor {
  color: string;
  cards: number;
  distinct: number;
  lowest: number;
  highest: number;
}

/** Per colour: how many cards, how many distinct numbers, and their range (1..cards when nothing is lost or doubled). */
export async function numberingByColor(db: Db): Promise<NumberingByColor[]> {
  const result = await db.execute(sql`
    select color, count(*)::int as cards, count(distinct numero)::int as distinct, min(numero)::int as lowest, max(numero)::int as highest
    from tarjetas group by color order by color`);
  return (result as unknown as { rows: NumberingByColor[] }).rows;
}

/** Ids among `ids` that the database does not hold. */
export async function missingCards(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`select id::text as id from tarjetas where id = any(${`{${ids.join(',')}}`}::uuid[])`);
  const present = new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
  return ids.filter((id) => !present.has(id));
}
