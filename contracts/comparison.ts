/**
 * What a figure's change compares with — the period before (the API's default) or the same days a
 * year earlier — without imports, so a page's first download can name it (a plugin's requests.ts).
 */
export const COMPARISONS = ["previous", "year"] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** The comparison a URL names (?compare=year), else the previous period. */
export const comparisonOf = (inUrl: string | null): Comparison => (inUrl === "year" ? "year" : "previous");

/** A compared read's query: only a comparison with last year is sent, the default is left out. */
export const comparedQuery = <P extends string>(period: P, compare: Comparison) => (compare === "year" ? { period, compare } : { period });
