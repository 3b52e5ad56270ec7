/**
 * A small seeded pseudo-random generator (mulberry32) with the helpers the seed needs. The same seed
 * gives the same sequence on every run and every engine, so the demo and test data never drift.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  /** True with the given probability (0..1). */
  chance(probability: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One item, chosen in proportion to its weight. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  /** `count` distinct items of the list, in random order (all of them when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A copy of the list in random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** A string of `length` random decimal digits. */
  digits(length: number): string;
};

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from a label (FNV-1a), so each part of the data can have its own stable stream. */
export function seedFromLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number | string): Random {
  const next = mulberry32(typeof seed === 'string' ? seedFromLabel(seed) : seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick() needs at least one item');
      return items[int(0, items.length - 1)];
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of entries) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return entries[entries.length - 1][0];
    },
    sample: (items, count) => shuffle(items).slice(0, count),
    shuffle,
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
}

/** One item of a list that may be empty or missing: null then, without drawing a number. */
export const pickOrNull = <T>(random: Random, items: readonly T[] | undefined): T | null =>
  items && items.length ? random.pick(items) : null;
