/**
 * Deterministic randomness for seeds. `Math.random` is banned from seeds: the same seed name
 * always yields the same data, so a reload, a reset and a test all see identical content.
 *
 * ```ts
 * const rnd = random('funds-flow');
 * rnd.int(1, 6); rnd.pick(['a', 'b']); rnd.money(100, 5000); rnd.chance(0.3);
 * ```
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** An amount with two decimals in [min, max). */
  money(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer when the list is shorter), in list order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** FNV-1a: turns a seed name into a 32-bit state. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 seeded by the name. */
export function random(seedName: string): Random {
  let state = hash(seedName);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rnd: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    money: (min, max) => Math.round((min + next() * (max - min)) * 100) / 100,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('random.pick on an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    sample: (items, count) => {
      const indexes = items.map((_, index) => ({ index, key: next() }));
      indexes.sort((a, b) => a.key - b.key);
      const chosen = new Set(indexes.slice(0, count).map((entry) => entry.index));
      return items.filter((_, index) => chosen.has(index));
    },
  };
  return rnd;
}

/** Rounds to two decimals (money). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
