/**
 * Matches the rows of a weekly list to catalogue articles: the article number first (exact),
 * then name, producer and volume. Candidates are found by trigram similarity and scored by a word
 * alignment; a clear best candidate is `matched`, close rivals or a word that only one side has
 * make it `ambiguous` (the user picks), and the rest are `unmatched`.
 */
import { normaliseArticleNumber, normaliseName, parseVolumeMl } from "./normalise";
import { alignNames, trigrams } from "./similarity";

export interface CatalogueArticle {
  id: number;
  productNumber: string;
  name: string;
  producer: string | null;
  volumeMl: number | null;
}

export interface ListRowIdentity {
  articleNumber: string | null;
  name: string;
  producer: string | null;
  volumeMl: number | null;
}

export type MatchingStatus = "matched" | "ambiguous" | "unmatched";

export interface MatchResult {
  status: MatchingStatus;
  productId: number | null;
  score: number;
  /** The best candidates (at most three), best first. */
  candidates: { productId: number; score: number }[];
}

/** The matching's thresholds; tests/unit/weekly-matching.test.ts measures precision and recall with them. */
export const MATCHING = {
  /** Candidates scored in full: the most similar by trigrams, at least this similar. */
  shortlist: 15,
  shortlistMin: 0.3,
  /** At or above, with no rival within `margin` and every word accounted for: a match. */
  accept: 0.8,
  margin: 0.05,
  /** At or above (but not a match): ambiguous. */
  consider: 0.5,
  /** A volume that differs from the article's makes it another article. */
  volumePenalty: 0.55,
} as const;

interface Prepared {
  article: CatalogueArticle;
  words: string[];
  producerWords: string[];
  grams: Set<string>;
  gramsWithProducer: Set<string>;
}

export interface Matcher {
  match(row: ListRowIdentity): MatchResult;
}

const GENERIC_PRODUCER_WORDS = new Set([
  "the",
  "ab",
  "co",
  "company",
  "winery",
  "wines",
  "weingut",
  "domaine",
  "chateau",
  "bodega",
  "bodegas",
  "maison",
  "cantina",
  "tenuta",
]);

const words = (text: string | null) => (text ? normaliseName(text).split(" ").filter(Boolean) : []);

export function createMatcher(catalogue: readonly CatalogueArticle[]): Matcher {
  const byNumber = new Map<string, CatalogueArticle>();
  const byName = new Map<string, number[]>();
  const byNameWithProducer = new Map<string, number[]>();
  const index = (grams: Set<string>, into: Map<string, number[]>, at: number) => {
    for (const gram of grams) {
      const list = into.get(gram);
      if (list) list.push(at);
      else into.set(gram, [at]);
    }
  };
  const prepared: Prepared[] = catalogue.map((article, at) => {
    byNumber.set(article.productNumber, article);
    const name = words(article.name);
    const producer = words(article.producer);
    const grams = trigrams(name.join(" "));
    const gramsWithProducer = trigrams([...producer, ...name].join(" "));
    index(grams, byName, at);
    index(gramsWithProducer, byNameWithProducer, at);
    return { article, words: name, producerWords: producer, grams, gramsWithProducer };
  });

  /** Trigram Dice against every article sharing a trigram (an inverted index: only those are touched). */
  function similarities(grams: Set<string>): Map<number, number> {
    const best = new Map<number, number>();
    for (const [lookup, size] of [
      [byName, (p: Prepared) => p.grams.size],
      [byNameWithProducer, (p: Prepared) => p.gramsWithProducer.size],
    ] as const) {
      const shared = new Map<number, number>();
      for (const gram of grams) for (const at of lookup.get(gram) ?? []) shared.set(at, (shared.get(at) ?? 0) + 1);
      for (const [at, count] of shared) {
        const similarity = (2 * count) / (grams.size + size(prepared[at]!));
        if (similarity > (best.get(at) ?? 0)) best.set(at, similarity);
      }
    }
    return best;
  }

  function score(row: { words: string[]; producerWords: string[]; volumeMl: number | null }, candidate: Prepared) {
    const optional = new Set([...candidate.producerWords, ...row.producerWords]);
    const name = alignNames(row.words, [...candidate.words, ...candidate.producerWords], optional);
    const reverse = alignNames(candidate.words, [...row.words, ...row.producerWords], optional);
    let total = Math.min(name.score, reverse.score);
    // Two producers named and unalike: another producer's wine of the same name.
    let sameProducer = true;
    if (row.producerWords.length > 0 && candidate.producerWords.length > 0) {
      const producer = Math.max(
        alignNames(row.producerWords, candidate.producerWords, GENERIC_PRODUCER_WORDS).score,
        // A producer written in full on one side and short on the other ("Jadot" / "Maison Louis Jadot").
        alignNames(row.producerWords, candidate.producerWords, new Set([...row.producerWords, ...candidate.producerWords])).score,
      );
      sameProducer = producer >= 0.5;
      total = 0.8 * total + 0.2 * producer;
    }
    if (row.volumeMl && candidate.article.volumeMl && row.volumeMl !== candidate.article.volumeMl) total *= MATCHING.volumePenalty;
    return { score: total, complete: sameProducer && name.unmatched.length === 0 && reverse.unmatched.length === 0 };
  }

  return {
    match(row) {
      const number = normaliseArticleNumber(row.articleNumber);
      const exact = number ? byNumber.get(number) : undefined;
      if (exact) return { status: "matched", productId: exact.id, score: 1, candidates: [{ productId: exact.id, score: 1 }] };
      // A list without a volume column often writes it in the name ("… 75 cl").
      const subject = { words: words(row.name), producerWords: words(row.producer), volumeMl: row.volumeMl ?? parseVolumeMl(row.name) };
      const grams = trigrams(subject.words.join(" "));
      const shortlist = [...similarities(grams)]
        .map(([at, similarity]) => ({ candidate: prepared[at]!, similarity }))
        .filter(({ similarity }) => similarity >= MATCHING.shortlistMin)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, MATCHING.shortlist);
      const ranked = shortlist
        .map(({ candidate }) => ({ productId: candidate.article.id, ...score(subject, candidate) }))
        .filter((candidate) => candidate.score >= MATCHING.consider)
        .sort((a, b) => b.score - a.score);
      const [best, second] = ranked;
      const candidates = ranked.slice(0, 3).map(({ productId, score }) => ({ productId, score: Math.round(score * 1000) / 1000 }));
      if (!best) return { status: "unmatched", productId: null, score: 0, candidates: [] };
      const clear = best.complete && best.score >= MATCHING.accept && (!second || best.score - second.score >= MATCHING.margin);
      return clear
        ? { status: "matched", productId: best.productId, score: candidates[0]!.score, candidates }
        : { status: "ambiguous", productId: null, score: candidates[0]!.score, candidates };
    },
  };
}
