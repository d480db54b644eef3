/** A seeded generator (mulberry32) for benchmark data: the same seed gives the same data, run after run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    /** A number in [0, 1). */
    next,
    /** An integer in [0, n). */
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)]!,
    /** n decimal digits, leading zeros kept. */
    digits: (n: number) => String(int(10 ** n)).padStart(n, '0'),
    /** Fisher-Yates, in place. */
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
