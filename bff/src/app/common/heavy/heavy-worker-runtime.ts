import { Readable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { HeavyRefusal, STREAM_BATCH_BYTES, STREAM_WINDOW_BYTES, type FromWorker, type ToWorker } from './heavy-protocol';

/** A worker task: its input arrives by structured clone; it returns a value (sent back the same way) or a byte stream. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HeavyTask = (input: any) => unknown;

/**
 * Runs in a worker thread: answers the pool's jobs one at a time with the named tasks. A task's HeavyRefusal
 * becomes the request's 4xx; any other error a 500 (logged by the main thread).
 */
export function serveHeavyTasks(tasks: Record<string, HeavyTask>): void {
  const port = parentPort;
  if (!port) throw new Error('serveHeavyTasks runs in a worker thread');
  const post = (m: FromWorker, transfer?: ArrayBuffer[]) => port.postMessage(m, transfer);
  let acked = 0;
  let wake: (() => void) | undefined;

  /** Sends a stream in batches, never more than STREAM_WINDOW_BYTES ahead of what the main thread acknowledged. */
  async function pump(id: number, out: Readable) {
    let sent = 0;
    let batch: Buffer[] = [];
    let size = 0;
    const flush = async () => {
      if (!size) return;
      // A fresh buffer that owns its memory can be moved (transferred) instead of copied.
      const data = Buffer.concat(batch, size);
      batch = [];
      size = 0;
      const own = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
      post({ type: 'chunk', id, data }, own ? [data.buffer as ArrayBuffer] : undefined);
      sent += data.byteLength;
      while (sent - acked > STREAM_WINDOW_BYTES) await new Promise<void>((r) => (wake = r));
    };
    for await (const chunk of out) {
      const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      batch.push(b);
      size += b.length;
      if (size >= STREAM_BATCH_BYTES) await flush();
    }
    await flush();
  }

  port.on('message', async (m: ToWorker) => {
    if (m.type === 'ack') {
      acked = m.bytes;
      wake?.();
      wake = undefined;
      return;
    }
    const { id } = m;
    acked = 0;
    try {
      const task = tasks[m.task];
      if (!task) throw new Error(`Unknown heavy task: ${m.task}`);
      const value = await task(m.input);
      if (value instanceof Readable) {
        await pump(id, value);
        post({ type: 'end', id });
      } else post({ type: 'result', id, value });
    } catch (err) {
      if (err instanceof HeavyRefusal) post({ type: 'refused', id, status: err.status, msg: err.msg });
      else post({ type: 'failed', id, message: err instanceof Error ? err.message : String(err), stack: err instanceof Error ? err.stack : undefined });
    }
  });
}
