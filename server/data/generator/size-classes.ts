/**
 * Store size classes: share of stores and how much each lists, as a share of a catalogue of the
 * 2020 export's size (2022: 630 to 3,630 products, median 1,650, of 18,572: 3.4–19.5 %, median 8.9 %).
 * The generator gives its stores these classes, and so does an import of a store assortment
 * (importers/write.ts), which the server runs without loading the generator.
 */
export const SIZE_CLASSES = [
  { name: "XL", share: 0.1, listed: [0.14, 0.195] },
  { name: "L", share: 0.25, listed: [0.1, 0.14] },
  { name: "M", share: 0.35, listed: [0.075, 0.1] },
  { name: "S", share: 0.2, listed: [0.05, 0.075] },
  { name: "XS", share: 0.1, listed: [0.034, 0.05] },
] as const;
