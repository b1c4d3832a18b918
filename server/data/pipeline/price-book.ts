/** Each product's volume and price history, to value sales at the price of their day. */
export interface ProductFacts {
  volumeMl: number;
  /** Ascending dates from which `prices[i]` applies; before the first, the first price. */
  validFrom: string[];
  prices: number[];
  currentPrice: number;
}

export class PriceBook {
  constructor(private readonly facts: ReadonlyMap<number, ProductFacts>) {}

  litres(productId: number, units: number): number {
    return (units * (this.facts.get(productId)?.volumeMl ?? 0)) / 1000;
  }

  /** Price in SEK of one unit on `day`. */
  priceOn(productId: number, day: string): number {
    const fact = this.facts.get(productId);
    if (!fact) return 0;
    const { validFrom, prices } = fact;
    if (validFrom.length === 0) return fact.currentPrice;
    let chosen = prices[0]!;
    for (let i = 0; i < validFrom.length && validFrom[i]! <= day; i++) chosen = prices[i]!;
    return chosen;
  }
}
