/** What a product comes in, as the pages draw it. */
export const PACKAGING_KINDS = ["bottle", "can", "box", "pouch", "carton", "keg", "pack"] as const;
export type PackagingKind = (typeof PACKAGING_KINDS)[number];

/**
 * The catalogue's packaging text in either language — the website's "Flaska", "Burk", "Box",
 * "PET-flaska", "Papp", "Vin i påse", "Engångsfat", "3 fl à 750 ml"; the official export's
 * "Bottle", "Can", "Magnum", "Cardboard", "Disposable barrel", "6 bottle à 750 ml" — as one kind.
 */
export function packagingKind(text: string | null): PackagingKind | null {
  const t = text?.trim().toLowerCase();
  if (!t) return null;
  if (/\d+\s*(fl|flaskor|bottles?)\b.*à|several|flera/.test(t)) return "pack";
  if (/burk|\bcan\b/.test(t)) return "can";
  if (/påse|pouch|bag/.test(t)) return "pouch";
  if (/\bbox\b/.test(t)) return "box";
  if (/papp|cardboard|tetra/.test(t)) return "carton";
  if (/fat|barrel|keg/.test(t)) return "keg";
  if (/flask|bottle|magnum|butelj/.test(t)) return "bottle";
  return null;
}
