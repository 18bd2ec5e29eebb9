export interface InvalidatingCacheOptions {
  /** Least recently used entries beyond this are dropped. */
  maxEntries: number;
  /** Safety net: an entry is reloaded after this long even if no invalidation came. */
  ttlMs: number;
  /** How long a key stays uncached after `changing(key)` when no `changed(key)` follows (the change was rolled back). */
  changeGraceMs: number;
  /** Monotonic milliseconds. */
  now?: () => number;
}

/**
 * In-process read-through cache kept right by invalidations that come from elsewhere (database
 * notifications). It serves a stale value in none of these cases:
 * - while inactive (invalidations could be missed), everything is read from the source;
 * - a value read before an invalidation is never stored (a generation counter), and concurrent
 *   misses of one key share one read of the same generation;
 * - between `changing(key)` (a write is under way) and `changed(key)` (its notification arrived
 *   after the commit), the key is read from the source.
 */
export class InvalidatingCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly loading = new Map<string, { generation: number; promise: Promise<V | undefined> }>();
  private readonly changingUntil = new Map<string, number>();
  private generation = 0;
  private active = false;
  private readonly now: () => number;

  constructor(private readonly options: InvalidatingCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, or `load()`'s (stored unless undefined or invalidated meanwhile). */
  get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.usable(key)) return load();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.expiresAt > this.now()) {
        this.entries.set(key, hit); // most recently used last
        return Promise.resolve(hit.value);
      }
    }
    const inFlight = this.loading.get(key);
    if (inFlight?.generation === this.generation) return inFlight.promise;

    const generation = this.generation;
    const promise: Promise<V | undefined> = load()
      .then((value) => {
        if (value !== undefined && generation === this.generation && this.usable(key)) this.store(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
      });
    this.loading.set(key, { generation, promise });
    return promise;
  }

  /** A write to `key` is about to happen: stop serving it until `changed(key)` (or the grace period ends). */
  changing(key: string) {
    this.changingUntil.set(key, this.now() + this.options.changeGraceMs);
    this.invalidate(key);
  }

  /** `key` changed (its notification arrived): drop it. */
  changed(key: string) {
    this.changingUntil.delete(key);
    this.invalidate(key);
  }

  /** Everything changed (a notification that names no key): drop every entry. */
  changedAll() {
    this.entries.clear();
    this.generation++;
  }

  /** Start (or stop) caching; either way everything cached so far is forgotten. */
  setActive(active: boolean) {
    this.active = active;
    this.entries.clear();
    this.generation++;
  }

  private invalidate(key: string) {
    this.entries.delete(key);
    this.generation++;
  }

  private usable(key: string): boolean {
    if (!this.active) return false;
    const until = this.changingUntil.get(key);
    if (until === undefined) return true;
    if (until > this.now()) return false;
    this.changingUntil.delete(key);
    return true;
  }

  private store(key: string, value: V) {
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
