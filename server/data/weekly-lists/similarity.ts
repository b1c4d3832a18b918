/**
 * String similarity on normalised names. Trigrams (made as PostgreSQL's pg_trgm makes them, words
 * padded so short words count) find candidates by Dice's coefficient (match.ts); a word alignment
 * then scores them: every word must find a counterpart on the other side (within a typo's edit
 * distance), numbers exactly, and words of the producer's name may be present on one side only.
 */
import { distance } from "fastest-levenshtein";

export function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(" ")) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

const isNumber = (word: string) => /^\d+$/.test(word);
const sortedLetters = (word: string) => [...word].sort().join("");

/**
 * 1 for the same word; a typo — one letter dropped, doubled, changed or two swapped, two in a word
 * of eight letters or more — scores by its edit distance; anything further, and any other number, 0.
 */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (isNumber(a) || isNumber(b)) return 0;
  const length = Math.max(a.length, b.length);
  const swapped = a.length === b.length && sortedLetters(a) === sortedLetters(b) && distance(a, b) === 2;
  const edits = swapped ? 1 : distance(a, b);
  const allowed = length >= 8 ? 2 : length >= 4 ? 1 : 0;
  return edits <= allowed ? 1 - edits / length : 0;
}

/** A word's weight: its length, at least 4 (a number or short word still tells articles apart). */
const weight = (word: string) => Math.max(4, word.length);

/** Below this a word has no counterpart. */
export const WORD_MATCH = 0.6;

export interface Alignment {
  /** 0–1: how well the words of each side are found on the other (the weaker side). */
  score: number;
  /** Words on either side without a counterpart (beyond the producer's): another article's. */
  unmatched: string[];
}

function cover(words: readonly string[], other: readonly string[], optional: ReadonlySet<string>) {
  let total = 0;
  let found = 0;
  const unmatched: string[] = [];
  for (const word of words) {
    const best = other.reduce((max, candidate) => Math.max(max, wordSimilarity(word, candidate)), 0);
    if (best < WORD_MATCH && optional.has(word)) continue;
    total += weight(word);
    found += best >= WORD_MATCH ? best * weight(word) : 0;
    if (best < WORD_MATCH) unmatched.push(word);
  }
  return { score: total === 0 ? 0 : found / total, unmatched };
}

/** Aligns two names word by word; `producerWords` may appear on one side only. */
export function alignNames(a: readonly string[], b: readonly string[], producerWords: ReadonlySet<string>): Alignment {
  const forward = cover(a, b, producerWords);
  const backward = cover(b, a, producerWords);
  return { score: Math.min(forward.score, backward.score), unmatched: [...forward.unmatched, ...backward.unmatched] };
}
