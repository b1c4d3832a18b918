/**
 * The written rules behind the monthly ranking's flags, with their thresholds. The server computes
 * the flags from these numbers and the page's help prints them, so the two never disagree.
 */
export const RANKING_RULES = {
  /** Top performer: among the first `topShare` of its segment by revenue (at least the leader), sold in at least `minStoresSelling` stores. */
  topPerformer: { topShare: 0.1, minStoresSelling: 10 },
  /**
   * Rising star: up at least `minRankGain` places in its segment, or revenue up at least `minGrowth`
   * on the previous window; revenue also at least `minGrowth` above the same window a year before
   * (when the data reaches so far: a season or a return after a shortage is not a rise); and at
   * least `minLitresPerMonth` litres a month in this window.
   */
  risingStar: { minRankGain: 10, minGrowth: 0.25, minLitresPerMonth: 50 },
  /**
   * Placement opportunity: the product sells at least as fast (litres per selling store) as its
   * segment's median store listing, and at least `minStores` stores where its segment sells above
   * the median store do not list it.
   */
  placementOpportunity: { minStores: 10 },
  /** Delisting risk: in the last `bottomShare` of its segment (rounded down, so segments under 10 products have none) in this window and the one before. */
  delistingRisk: { bottomShare: 0.1 },
} as const;

export const RANKING_FLAGS = ["topPerformer", "risingStar", "placementOpportunity", "delistingRisk"] as const;
export type RankingFlag = (typeof RANKING_FLAGS)[number];

/** The evaluation windows: one month, or the last 3, 6 or 12 whole months. */
export const RANKING_WINDOWS = ["1m", "3m", "6m", "12m"] as const;
export type RankingWindowChoice = (typeof RANKING_WINDOWS)[number];

/** The monopoly's store assortment profiles as Fenix classes stores (by the breadth of what they list). */
export const STORE_PROFILES = ["XL", "L", "M", "S", "XS"] as const;
export type StoreProfile = (typeof STORE_PROFILES)[number];
