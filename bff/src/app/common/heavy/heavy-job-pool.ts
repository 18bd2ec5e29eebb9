import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HttpStatus } from '@nestjs/common';
import { MSG } from '@portal/shared/domain';
import { httpError, RetryAfterException } from '../http-errors';
import type { FromWorker, ToWorker } from './heavy-protocol';

export interface HeavyJobPoolOptions {
  /** Jobs running at once, one worker thread each (HEAVY_JOBS_MAX). */
  maxJobs: number;
  /** Jobs that may wait for a worker (HEAVY_QUEUE_MAX); one more is a 503. */
  queueMax: number;
  /** Old-generation heap of each worker (HEAVY_WORKER_MEMORY_MB): a job beyond it ends its worker, not the process. */
  workerMemoryMb: number;
  /** The worker's entry (.js, or .ts from the sources); default: the app's heavy-worker. */
  entry?: URL;
  /** An idle worker ends after this long (its heap is freed; the next job starts a new one). */
  idleMs?: number;
}

/** A job whose worker ran out of its heap (resourceLimits): the input was too big for it. */
export class HeavyJobOutOfMemoryError extends Error {}

/** Seconds a client is told to wait when the queue is full: a few jobs' worth. */
const RETRY_AFTER_SECONDS = 5;

export interface HeavyJobInfo {
  id: number;
  task: string;
}

interface Job extends HeavyJobInfo {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
  /** Streamed result: chunks are pushed here. */
  sink?: Readable;
  received: number;
}

interface Slot {
  worker: Worker;
  job?: Job;
  error?: Error;
  idleTimer?: NodeJS.Timeout;
}

/** The app's worker: the bundle's heavy-worker.js next to main.js, else (tests, TS sources) heavy-worker.ts. */
function defaultEntry(): URL {
  const bundled = new URL('./heavy-worker.js', import.meta.url);
  return existsSync(fileURLToPath(bundled)) ? bundled : new URL('./heavy-worker.ts', import.meta.url);
}

let tsHooks = false;
/**
 * A worker started from the TypeScript sources registers .ts hooks (ts-worker-bootstrap.mjs). Node 20.20 crashes
 * (SIGSEGV) when a second worker registers hooks after a first one ended, unless this thread registered them
 * first: so it does, once. The hooks only touch .ts files and the @portal/* aliases, which nothing here loads
 * natively. Never reached from the bundle.
 */
function registerTsHooksOnce() {
  if (tsHooks) return;
  tsHooks = true;
  register(new URL('./ts-worker-hooks.mjs', import.meta.url));
}

/**
 * CPU-heavy or memory-hungry work (reading untrusted import files, PDFs) in worker threads, so the event loop
 * keeps answering everyone else and an out-of-memory ends a worker, not the portal. At most `maxJobs` run at
 * once in this process (CPU is per instance: docs/decisions.md); up to `queueMax` wait in order; beyond that
 * `run`/`stream` throw a 503 with Retry-After at once.
 *
 * Events: 'start' (HeavyJobInfo) when a job gets its worker, 'end' (HeavyJobInfo, ok: boolean) when it settles.
 */
export class HeavyJobPool extends EventEmitter {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private readonly entry: URL;

  constructor(private readonly options: HeavyJobPoolOptions) {
    super();
    this.entry = options.entry ?? defaultEntry();
  }

  get running(): number {
    return [...this.slots].filter((s) => s.job).length;
  }

  get queued(): number {
    return this.queue.length;
  }

  /**
   * Runs `task` in a worker with `input` (structured clone: Map, Set, Date, Uint8Array survive; a Buffer arrives
   * as Uint8Array) and resolves with its value. A task's HeavyRefusal rejects with that 4xx; a worker out of
   * memory with HeavyJobOutOfMemoryError; a full queue throws the 503 synchronously.
   */
  run<T>(task: string, input: unknown): Promise<T> {
    return new Promise<T>((resolve, reject) => this.submit({ task, input, resolve: resolve as (v: unknown) => void, reject }));
  }

  /**
   * Runs a task that returns a byte stream and gives it back as a Readable (the full queue's 503 is thrown here,
   * before anything is sent). Destroying the Readable ends the job (its worker is terminated).
   */
  stream(task: string, input: unknown): Readable {
    // `job` is assigned below, before the reader can call read() or destroy().
    const sink: Readable = new Readable({
      read: () => {
        // The reader wants more: what was received so far has been taken (flow control for the worker).
        this.post(job, { type: 'ack', id: job.id, bytes: job.received });
      },
      destroy: (err, cb) => {
        this.cancel(job);
        cb(err);
      },
    });
    const job: Job = this.submit({
      task,
      input,
      sink,
      resolve: () => sink.push(null),
      reject: (err) => sink.destroy(err instanceof Error ? err : new Error(String(err))),
    });
    return sink;
  }

  /** Terminates every worker; queued jobs are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('Heavy job pool closed'));
    await Promise.all([...this.slots].map((s) => s.worker.terminate()));
    this.slots.clear();
  }

  private submit(j: Pick<Job, 'task' | 'input' | 'resolve' | 'reject' | 'sink'>): Job {
    if (this.closed) throw new Error('Heavy job pool closed');
    const job: Job = { ...j, id: this.nextId++, received: 0 };
    if (this.running < this.options.maxJobs) this.start(job);
    else if (this.queue.length < this.options.queueMax) this.queue.push(job);
    else throw new RetryAfterException(HttpStatus.SERVICE_UNAVAILABLE, MSG.servidorOcupado, RETRY_AFTER_SECONDS);
    return job;
  }

  private start(job: Job) {
    const slot = [...this.slots].find((s) => !s.job) ?? this.spawn();
    clearTimeout(slot.idleTimer);
    slot.worker.ref();
    slot.job = job;
    this.emit('start', { id: job.id, task: job.task } satisfies HeavyJobInfo);
    slot.worker.postMessage({ type: 'job', id: job.id, task: job.task, input: job.input } satisfies ToWorker);
    // The input belongs to the worker now; do not keep a 20 MB upload alive while the job runs.
    job.input = undefined;
  }

  private spawn(): Slot {
    const ts = this.entry.pathname.endsWith('.ts');
    if (ts) registerTsHooksOnce();
    const worker = new Worker(ts ? new URL('./ts-worker-bootstrap.mjs', import.meta.url) : this.entry, {
      workerData: ts ? { tsEntry: this.entry.href } : undefined,
      resourceLimits: { maxOldGenerationSizeMb: this.options.workerMemoryMb },
    });
    const slot: Slot = { worker };
    this.slots.add(slot);
    worker.on('message', (m: FromWorker) => this.onMessage(slot, m));
    worker.on('error', (err) => (slot.error = err));
    worker.on('exit', () => this.onExit(slot));
    return slot;
  }

  private onMessage(slot: Slot, m: FromWorker) {
    const job = slot.job;
    if (!job || job.id !== m.id) return;
    switch (m.type) {
      case 'chunk': {
        const data = Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength);
        job.received += data.length;
        job.sink?.push(data);
        return;
      }
      case 'result':
        return this.settle(slot, true, () => job.resolve(m.value));
      case 'end':
        return this.settle(slot, true, () => job.resolve(undefined));
      case 'refused':
        return this.settle(slot, false, () => job.reject(httpError(m.status, m.msg)));
      case 'failed':
        return this.settle(slot, false, () => job.reject(Object.assign(new Error(m.message), { stack: m.stack ?? m.message })));
    }
  }

  /** The job is over; its worker takes the next queued job or waits idle (unref'd: it never holds the process open). */
  private settle(slot: Slot, ok: boolean, deliver: () => void) {
    const job = slot.job;
    if (!job) return;
    slot.job = undefined;
    deliver();
    this.emit('end', { id: job.id, task: job.task } satisfies HeavyJobInfo, ok);
    if (!this.slots.has(slot)) return this.pump();
    const next = this.queue.shift();
    if (next) return this.start(next);
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => void slot.worker.terminate(), this.options.idleMs ?? 60_000);
    slot.idleTimer.unref();
  }

  private onExit(slot: Slot) {
    this.slots.delete(slot);
    clearTimeout(slot.idleTimer);
    const job = slot.job;
    if (job) {
      const oom = (slot.error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      const err = oom
        ? new HeavyJobOutOfMemoryError(`Heavy job ${job.task} ran out of memory (${this.options.workerMemoryMb} MB)`)
        : (slot.error ?? new Error(`Heavy job worker exited during ${job.task}`));
      this.settle(slot, false, () => job.reject(err));
    } else this.pump();
  }

  /** A worker ended: queued jobs may start on new ones. */
  private pump() {
    while (!this.closed && this.queue.length && this.running < this.options.maxJobs) this.start(this.queue.shift()!);
  }

  private post(job: Job, m: ToWorker) {
    for (const s of this.slots) if (s.job === job) s.worker.postMessage(m);
  }

  /** The reader of a stream went away: end its job now (terminate the worker) or drop it from the queue. */
  private cancel(job: Job) {
    const i = this.queue.indexOf(job);
    if (i >= 0) {
      this.queue.splice(i, 1);
      return;
    }
    for (const s of this.slots) {
      if (s.job !== job) continue;
      s.job = undefined;
      this.emit('end', { id: job.id, task: job.task } satisfies HeavyJobInfo, false);
      this.slots.delete(s);
      void s.worker.terminate();
      this.pump();
    }
  }
}
