/**
 * Messages between the heavy-job pool (main thread) and its worker threads, and the one error a worker task
 * may throw to refuse its input. Nothing here imports Nest: worker code loads this file too.
 */

/** A task's refusal of its input: the request gets this status and Spanish `msg` (a 4xx), nothing else happens. */
export class HeavyRefusal extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
  ) {
    super(msg);
  }
}

/** Main → worker. */
export type ToWorker =
  | { type: 'job'; id: number; task: string; input: unknown }
  /** The main thread has handed this many bytes of a streamed result to its reader (flow control). */
  | { type: 'ack'; id: number; bytes: number };

/** Worker → main. */
export type FromWorker =
  | { type: 'result'; id: number; value: unknown }
  | { type: 'chunk'; id: number; data: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'refused'; id: number; status: number; msg: string }
  | { type: 'failed'; id: number; message: string; stack?: string };

/**
 * Bytes a streamed result may run ahead of its reader. Generous on purpose: most PDFs finish at once and free
 * their worker, so a slow download holds a worker only for files beyond this.
 */
export const STREAM_WINDOW_BYTES = 8 * 1024 * 1024;
/** Chunks of a streamed result are batched to this size (pdfkit writes many tiny pieces). */
export const STREAM_BATCH_BYTES = 64 * 1024;
