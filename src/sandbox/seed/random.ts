export interface Rng {
    /** Uniform float in [0, 1). */
    next(): number;
    /** Uniform integer in [min, max], both inclusive. */
    int(min: number, max: number): number;
    pick<T>(items: readonly T[]): T;
    chance(probability: number): boolean;
    shuffle<T>(items: readonly T[]): T[];
    /** Deterministic UUID in v4 layout. */
    uuid(): string;
}

function mulberry32(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

export function createRng(seed: number): Rng {
    const next = mulberry32(seed);
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('');
    return {
        next,
        int,
        pick: (items) => items[int(0, items.length - 1)],
        chance: (probability) => next() < probability,
        shuffle: (items) => {
            const out = [...items];
            for (let i = out.length - 1; i > 0; i--) {
                const j = int(0, i);
                [out[i], out[j]] = [out[j], out[i]];
            }
            return out;
        },
        uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
    };
}
