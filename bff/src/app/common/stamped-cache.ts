export interface StampedCacheOptions<V> {
  /** Least recently used entries beyond this many are dropped. */
  maxEntries: number;
  /** What the entries may weigh together (`weight`); a value heavier than this is answered but not kept. */
  maxWeight: number;
  weight: (value: V) => number;
}

/**
 * In-process cache whose entries carry the stamp of the data they were loaded from: a value the database changes at
 * every committed change of that data, read before loading. An entry is served only while the caller's current
 * stamp is its own, so a change committed anywhere (another replica, SQL by hand) is seen by the next read, with no
 * notification to wait for and nothing to trust while notifications are down. A value loaded after a newer change is
 * only stored under the older stamp, and loaded again once. Concurrent misses of one key and stamp share one load.
 */
export class StampedCache<V> {
  private readonly entries = new Map<string, { stamp: string; value: V; weight: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private weightHeld = 0;

  constructor(private readonly options: StampedCacheOptions<V>) {}

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.weightHeld;
  }

  /** The value of `key` at `stamp`: the kept one if it was loaded at that stamp, else `load()`'s (then kept). */
  get(key: string, stamp: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit?.stamp === stamp) {
      this.entries.delete(key);
      this.entries.set(key, hit); // most recently used last
      return Promise.resolve(hit.value);
    }
    const flight = `${stamp}\u0000${key}`;
    const inFlight = this.loading.get(flight);
    if (inFlight) return inFlight;
    const promise = load()
      .then((value) => {
        this.store(key, stamp, value);
        return value;
      })
      .finally(() => this.loading.delete(flight));
    this.loading.set(flight, promise);
    return promise;
  }

  private store(key: string, stamp: string, value: V) {
    this.drop(key);
    const weight = this.options.weight(value);
    if (weight > this.options.maxWeight) return;
    this.entries.set(key, { stamp, value, weight });
    this.weightHeld += weight;
    while (this.entries.size > this.options.maxEntries || this.weightHeld > this.options.maxWeight) {
      this.drop(this.entries.keys().next().value as string);
    }
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weightHeld -= entry.weight;
  }
}
