import type { ChangeClock } from '../db/change-clock';

/**
 * Values computed from the database, kept until the database changes (ChangeClock) and within a size
 * budget, the least recently used going first. A value is stored with the clock reading taken before
 * it was computed: if anything was written meanwhile, it is dropped rather than kept stale.
 */
export class SnapshotCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private size = 0;
  private reading = -1;
  /** Reads answered from the cache and reads that found nothing (for tests and diagnosis). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(
    private readonly clock: ChangeClock,
    private readonly budget: number,
    /** What an entry weighs against the budget (its key included, where keys are long). */
    private readonly sizeOf: (value: V, key: string) => number,
  ) {}

  /** The value kept for `key`, if the database has not changed since; and the reading to store a new one with. */
  read(key: string): { value: V | undefined; reading: number } {
    const reading = this.clock.now();
    if (reading !== this.reading) {
      this.clear(reading);
      this.counts.misses += 1;
      return { value: undefined, reading };
    }
    const entry = this.entries.get(key);
    if (!entry) {
      this.counts.misses += 1;
      return { value: undefined, reading };
    }
    this.counts.hits += 1;
    // Map keeps insertion order: moving a used entry to the end makes the first one the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, reading };
  }

  /** Keeps `value`, computed from the database as it was at `reading`, unless it changed since or it is too big. */
  store(key: string, value: V, reading: number): void {
    if (reading !== this.clock.now()) return;
    if (reading !== this.reading) this.clear(reading);
    const size = this.sizeOf(value, key);
    if (size > this.budget) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.size -= previous.size;
      this.entries.delete(key);
    }
    for (const [oldKey, old] of this.entries) {
      if (this.size + size <= this.budget) break;
      this.entries.delete(oldKey);
      this.size -= old.size;
    }
    this.entries.set(key, { value, size });
    this.size += size;
  }

  /** The kept value, or `compute`'s, which is kept unless it is null. */
  async readThrough(key: string, compute: () => Promise<V | null>): Promise<V | null> {
    const { value, reading } = this.read(key);
    if (value !== undefined) return value;
    const computed = await compute();
    if (computed !== null) this.store(key, computed, reading);
    return computed;
  }

  /** Drops every entry: the database is no longer the one they were read from. */
  private clear(reading: number): void {
    this.entries.clear();
    this.size = 0;
    this.reading = reading;
  }

  get entryCount(): number {
    return this.entries.size;
  }
}
