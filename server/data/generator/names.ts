import type { Random } from "./random";

/** Synthetic names: the market's structure is real, its products, producers and stores are not. */
const ONSETS = ["B", "C", "D", "F", "G", "L", "M", "N", "P", "R", "S", "T", "V", "Br", "Gr", "Tr", "St", "Kl", "Fl", "Ch", "M", "L"];
const VOWELS = ["a", "e", "i", "o", "u", "ä", "å", "ö", "ea", "io", "au"];
const CODAS = ["", "n", "r", "l", "s", "nd", "rt", "lla", "ssa", "no", "ra", "to", "ck", "berg", "ville", "mont"];

export function word(random: Random, syllables = 2): string {
  let out = "";
  for (let i = 0; i < syllables; i++) out += random.pick(ONSETS) + random.pick(VOWELS) + (i === syllables - 1 ? random.pick(CODAS) : "");
  return out.charAt(0).toUpperCase() + out.slice(1).toLowerCase();
}

const PRODUCER_FORMS: Record<string, readonly string[]> = {
  Vin: ["Domaine {w}", "Bodegas {w}", "Cantina {w}", "Château {w}", "{w} Estate", "Weingut {w}", "Quinta do {w}"],
  Öl: ["{w} Bryggeri", "{w} Brewing Co", "Brouwerij {w}", "{w} Bräu"],
  "Cider & blanddrycker": ["{w} Cider", "{w} Musteri", "{w} Drinks"],
  Sprit: ["{w} Distillery", "{w} Destilleri", "Maison {w}", "{w} Spirits"],
  Alkoholfritt: ["{w} Alkoholfritt", "{w} Beverages"],
};

export function producerName(random: Random, level1: string): string {
  return random.pick(PRODUCER_FORMS[level1] ?? ["{w} AB"]).replace("{w}", word(random));
}

const SUPPLIER_FORMS = [
  "{w} Vin AB",
  "{w} Wines AB",
  "{w} Import AB",
  "{w} Dryck AB",
  "{w} & Co AB",
  "Vinhuset {w} AB",
  "{w} Brands Sverige AB",
  "{w} Spirits AB",
];

export function supplierName(random: Random): string {
  return random.pick(SUPPLIER_FORMS).replace("{w}", word(random));
}

const STORE_PLACES = [
  "Centrum",
  "Torget",
  "Hamnen",
  "Gallerian",
  "Stationen",
  "Köpcentrum",
  "Väster",
  "Öster",
  "Norr",
  "Söder",
  "Kvarnen",
  "Bron",
  "Parken",
  "Handelsplats",
  "Strand",
];
const STREETS = [
  "Storgatan",
  "Drottninggatan",
  "Kungsgatan",
  "Järnvägsgatan",
  "Torggatan",
  "Nygatan",
  "Hamngatan",
  "Industrivägen",
  "Köpmangatan",
  "Östra Vägen",
];

export function storePlace(random: Random): string {
  return random.pick(STORE_PLACES);
}

export function streetAddress(random: Random): string {
  return `${random.pick(STREETS)} ${1 + random.int(80)}`;
}
