import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

const TWO_32 = 2 ** 32;

/** A seeded source of randomness: the same seed gives the same market, run after run. */
export class Random {
  private readonly rng;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** Uniform in [0, 1). */
  next(): number {
    return (this.rng.next() >>> 0) / TWO_32;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** Index drawn with probability proportional to its weight. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i]!) < 0) return i;
    return weights.length - 1;
  }

  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Log-normal with the given median and 10th–90th percentile spread factor (p90 / median). */
  logNormal(median: number, spread: number): number {
    return median * Math.exp((Math.log(spread) / 1.2816) * this.normal());
  }

  poisson(mean: number): number {
    if (mean <= 0) return 0;
    if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k++;
      p *= this.next();
    }
    return k;
  }

  /** Splits `n` items over slots with the given weights (a multinomial draw). */
  spread(n: number, weights: readonly number[], out: number[]): number[] {
    let remaining = n;
    let weightLeft = weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < weights.length; i++) {
      const w = weights[i]!;
      let k = 0;
      if (remaining > 0 && weightLeft > 0) {
        const p = Math.min(1, w / weightLeft);
        for (let j = 0; j < remaining; j++) if (this.next() < p) k++;
      }
      out[i] = k;
      remaining -= k;
      weightLeft -= w;
    }
    return out;
  }
}
