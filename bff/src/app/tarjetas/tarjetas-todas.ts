import { Readable } from 'node:stream';
import { setImmediate as turno } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MSG } from '@portal/shared/domain';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { serviceBusy } from '../common/http-errors';
import { LimiteConcurrencia } from './limite-concurrencia';
import { CAMPOS_TARJETA } from './tarjeta-dto-select';
import { TarjetasRepository, type TarjetaConClave } from './tarjetas.repository';
import { fijarAlcance } from '../database/alcance-planta';

/** Seconds a refused all-cards request is told to wait (Retry-After). */
export const REINTENTAR_TODAS_S = 5;

/**
 * `GET /api/tarjetas` without a query: every card as one JSON array, byte for byte the old answer
 * (`JSON.stringify` of the cards in fecha desc, id desc order), written batch by batch as it is read.
 *
 * Batches are keyset pages on (fecha, id), each its own short query, rather than a cursor in a held
 * transaction: PGlite is one session for the whole process, so a cursor's transaction would stop every other
 * request until the slowest client had downloaded everything; on PostgreSQL it would keep a pooled connection
 * per download. The price: the answer is not one snapshot. A card created, edited or deleted during a download
 * may or may not be in it; each card appears at most once unless its fecha changes meanwhile (fecha is the
 * opening date; no edit changes it).
 *
 * Memory per download is one batch (its rows and their JSON): the Readable asks for the next batch only when
 * the response has taken the previous one (a slow client holds back the reading), and a client that goes away
 * destroys it, which ends the reading. Between batches the event loop is yielded to: on PGlite a batch is the
 * Node thread's own work. At most `allCards.maxStreams` downloads run at once on this instance and
 * `allCards.maxQueued` wait; beyond that 503 + Retry-After.
 */
@Injectable()
export class TarjetasTodas {
  /**
   * Cards per query (~0.3 MB of JSON). Health p99 during ten downloads of 30,000 cards (bench/heavy.mjs, quiet
   * machine): PGlite 233 ms with 500 cards and 4 downloads at once, 182 ms with 250, 94 ms with 250 and 2 at once
   * (its default); PostgreSQL 164 → 96 ms from 500 to 250. Downloads took 10-20 % longer.
   */
  lote = 250;
  private readonly logger = new Logger('TarjetasTodas');
  readonly limite: LimiteConcurrencia;

  constructor(
    private readonly repo: TarjetasRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limite = new LimiteConcurrencia(config.allCards.maxStreams, config.allCards.maxQueued);
  }

  /**
   * Waits for a place, reads the first batch and answers the stream. Until the first batch is read any failure
   * is an ordinary error answer (`{ msg }`, 503 when the database is away); `clienteSeFue` aborts the wait.
   */
  async abrir(clienteSeFue: AbortSignal): Promise<Readable> {
    const liberar = await this.limite.tomar(clienteSeFue);
    if (!liberar) throw serviceBusy(MSG.tarjetasTodasOcupado, REINTENTAR_TODAS_S);
    try {
      const primero = await this.repo.loteTodas(undefined, this.lote);
      const stream = Readable.from(fijarAlcance(this.json(primero)), { objectMode: false });
      // 'close' follows the end, an error and a destroy alike (autoDestroy), even when nothing was read.
      stream.once('close', liberar);
      return stream;
    } catch (err) {
      liberar();
      throw err;
    }
  }

  private async *json(primero: TarjetaConClave[]): AsyncGenerator<string> {
    let lote = primero;
    let abierto = '[';
    try {
      for (;;) {
        // The array's text without its brackets, so batches join with a comma into the old answer.
        if (lote.length) {
          yield abierto + JSON.stringify(lote, CAMPOS_TARJETA).slice(1, -1);
          abierto = ',';
        }
        if (lote.length < this.lote) break;
        await turno();
        const ultima = lote[lote.length - 1];
        lote = await this.repo.loteTodas({ fecha: ultima.__fecha, id: ultima._id }, this.lote);
      }
    } catch (err) {
      // Past the first byte no `{ msg }` can be sent: the response is cut short (never a well-formed but
      // incomplete array) and the cause logged here.
      this.logger.error(`All-cards download cut short: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      throw err;
    }
    yield abierto === '[' ? '[]' : ']';
  }
}
