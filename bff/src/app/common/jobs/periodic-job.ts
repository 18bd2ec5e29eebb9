import type { Logger } from '@nestjs/common';

/**
 * The runner of the BFF's periodic work (the overdue escalation, the uploads cleanup): a timer that never keeps
 * the process alive, runs of one instance queued one after another (never overlapping), a failure logged and
 * left to the next run, and a stop that waits for the running task before the database closes. Several
 * instances each run their own: the jobs claim their rows in PostgreSQL.
 */
export class PeriodicJob {
  private timers: NodeJS.Timeout[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private stopping = false;

  constructor(private readonly logger: Logger) {}

  /**
   * Runs `task` every `everyMs` (0: never), and once `firstAfterMs` after start when given. `task` is queued: it must
   * not queue itself again through `enqueue` (it would wait for its own turn).
   */
  start(everyMs: number, task: () => Promise<unknown>, { firstAfterMs }: { firstAfterMs?: number } = {}): void {
    if (!everyMs) return;
    const tick = () => void this.enqueue(task).catch((err: unknown) => this.logger.error(String(err)));
    if (firstAfterMs !== undefined) this.timers.push(setTimeout(tick, firstAfterMs).unref());
    this.timers.push(setInterval(tick, everyMs).unref());
  }

  /** Queues a task behind the running one; its result (or error) goes to the caller. */
  enqueue<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** True once stopping: no new background work should be queued. */
  get closing(): boolean {
    return this.stopping;
  }

  /** Stops the timers and waits for the queued work. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
    await this.queue;
  }
}
