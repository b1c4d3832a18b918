/**
 * The catalogue's structure, calibrated on the monopoly's own files (../shared/data):
 * category counts, prices (median and p90), volumes and strengths from the 2022 in-store union;
 * each top category's share of litres sold from the 2018 sales per article (beer and cider 55 %,
 * wine 40 %, spirits 4 %, alcohol-free 1 %); assortment shares from the 2020 official export.
 */
export interface Category {
  level1: string;
  level2: string;
  level3: readonly string[];
  /** Products in the category, relative (2022 in-store counts). */
  count: number;
  priceMedian: number;
  priceP90: number;
  /** Volume in ml and how often it occurs. */
  volumes: readonly (readonly [ml: number, weight: number])[];
  alcohol: number;
  /** Units in a delivery case. */
  caseSize: number;
  countries: readonly string[];
}

const WINE_COUNTRIES = [
  "Frankrike",
  "Italien",
  "Spanien",
  "Sydafrika",
  "Australien",
  "Portugal",
  "Chile",
  "Tyskland",
  "USA",
  "Argentina",
  "Österrike",
  "Nya Zeeland",
];
const BEER_COUNTRIES = ["Sverige", "Sverige", "Sverige", "Belgien", "Tyskland", "Storbritannien", "Danmark", "USA", "Tjeckien", "Irland"];
const SPIRIT_COUNTRIES = ["Storbritannien", "Sverige", "Frankrike", "USA", "Irland", "Japan", "Tyskland", "Nederländerna", "Finland"];

export const CATEGORIES: readonly Category[] = [
  {
    level1: "Vin",
    level2: "Rött vin",
    level3: ["Fruktigt & Smakrikt", "Kryddigt & Mustigt", "Mjukt & Bärigt", "Stramt & Nyanserat"],
    count: 2092,
    priceMedian: 199,
    priceP90: 849,
    volumes: [
      [750, 17],
      [3000, 1],
      [375, 1],
    ],
    alcohol: 14,
    caseSize: 6,
    countries: WINE_COUNTRIES,
  },
  {
    level1: "Vin",
    level2: "Vitt vin",
    level3: ["Friskt & Fruktigt", "Fruktigt & Smakrikt", "Nyanserat & Mineraliskt", "Mjukt & Fylligt"],
    count: 1251,
    priceMedian: 169,
    priceP90: 379,
    volumes: [
      [750, 14],
      [3000, 1],
      [375, 1],
    ],
    alcohol: 13,
    caseSize: 6,
    countries: WINE_COUNTRIES,
  },
  {
    level1: "Vin",
    level2: "Mousserande vin",
    level3: ["Champagne", "Cava", "Prosecco", "Crémant"],
    count: 659,
    priceMedian: 189,
    priceP90: 659,
    volumes: [
      [750, 13],
      [375, 1],
      [1500, 1],
    ],
    alcohol: 12,
    caseSize: 6,
    countries: ["Frankrike", "Italien", "Spanien", "Tyskland"],
  },
  {
    level1: "Vin",
    level2: "Rosévin",
    level3: ["Torrt", "Fruktigt"],
    count: 198,
    priceMedian: 129,
    priceP90: 249,
    volumes: [
      [750, 5],
      [3000, 1],
    ],
    alcohol: 12.5,
    caseSize: 6,
    countries: ["Frankrike", "Italien", "Spanien", "USA"],
  },
  {
    level1: "Vin",
    level2: "Starkvin",
    level3: ["Portvin", "Sherry", "Madeira"],
    count: 140,
    priceMedian: 229,
    priceP90: 899,
    volumes: [
      [750, 2],
      [375, 1],
    ],
    alcohol: 19.5,
    caseSize: 6,
    countries: ["Portugal", "Spanien"],
  },
  {
    level1: "Öl",
    level2: "Ljus lager",
    level3: ["Pilsner", "Helles", "Internationell lager"],
    count: 769,
    priceMedian: 22.9,
    priceP90: 29.9,
    volumes: [
      [330, 5],
      [500, 1],
    ],
    alcohol: 5,
    caseSize: 24,
    countries: BEER_COUNTRIES,
  },
  {
    level1: "Öl",
    level2: "Ale",
    level3: ["IPA", "Pale ale", "Brown ale", "Belgisk ale"],
    count: 1855,
    priceMedian: 29.9,
    priceP90: 50.9,
    volumes: [
      [330, 5],
      [440, 1],
    ],
    alcohol: 6,
    caseSize: 24,
    countries: BEER_COUNTRIES,
  },
  {
    level1: "Öl",
    level2: "Mörk lager",
    level3: ["Bock", "Dunkel"],
    count: 191,
    priceMedian: 25.2,
    priceP90: 32.9,
    volumes: [
      [330, 5],
      [500, 2],
    ],
    alcohol: 5.4,
    caseSize: 24,
    countries: BEER_COUNTRIES,
  },
  {
    level1: "Öl",
    level2: "Porter & Stout",
    level3: ["Porter", "Stout", "Imperial stout"],
    count: 339,
    priceMedian: 39.9,
    priceP90: 75,
    volumes: [
      [330, 9],
      [500, 1],
    ],
    alcohol: 8.5,
    caseSize: 24,
    countries: BEER_COUNTRIES,
  },
  {
    level1: "Öl",
    level2: "Veteöl",
    level3: ["Hefeweizen", "Witbier"],
    count: 98,
    priceMedian: 26.9,
    priceP90: 35,
    volumes: [
      [330, 2],
      [500, 1],
    ],
    alcohol: 5.3,
    caseSize: 24,
    countries: ["Tyskland", "Belgien", "Sverige"],
  },
  {
    level1: "Öl",
    level2: "Syrlig öl",
    level3: ["Gueuze", "Sour"],
    count: 378,
    priceMedian: 39.9,
    priceP90: 139,
    volumes: [
      [330, 4],
      [375, 1],
      [750, 1],
    ],
    alcohol: 5.5,
    caseSize: 24,
    countries: ["Belgien", "Sverige", "USA"],
  },
  {
    level1: "Cider & blanddrycker",
    level2: "Cider",
    level3: ["Äppelcider", "Päroncider", "Fruktcider"],
    count: 217,
    priceMedian: 27.9,
    priceP90: 149,
    volumes: [
      [330, 9],
      [750, 6],
      [500, 1],
    ],
    alcohol: 4.5,
    caseSize: 24,
    countries: ["Sverige", "Storbritannien", "Frankrike"],
  },
  {
    level1: "Cider & blanddrycker",
    level2: "Blanddryck",
    level3: ["Drinkar & Cocktails", "Smaksatt"],
    count: 101,
    priceMedian: 21.9,
    priceP90: 29,
    volumes: [
      [330, 3],
      [275, 1],
    ],
    alcohol: 4.5,
    caseSize: 24,
    countries: ["Sverige", "Finland"],
  },
  {
    level1: "Sprit",
    level2: "Whisky",
    level3: ["Maltwhisky", "Blended whisky", "Bourbon"],
    count: 477,
    priceMedian: 599,
    priceP90: 4099,
    volumes: [
      [700, 6],
      [500, 1],
      [350, 1],
    ],
    alcohol: 45,
    caseSize: 6,
    countries: ["Storbritannien", "Irland", "USA", "Japan", "Sverige"],
  },
  {
    level1: "Sprit",
    level2: "Gin & Genever",
    level3: ["London dry gin", "Smaksatt gin"],
    count: 209,
    priceMedian: 349,
    priceP90: 458,
    volumes: [
      [500, 3],
      [700, 2],
    ],
    alcohol: 41.3,
    caseSize: 6,
    countries: SPIRIT_COUNTRIES,
  },
  {
    level1: "Sprit",
    level2: "Likör",
    level3: ["Gräddlikör", "Fruktlikör", "Örtlikör"],
    count: 185,
    priceMedian: 199,
    priceP90: 329,
    volumes: [
      [500, 4],
      [700, 3],
    ],
    alcohol: 21,
    caseSize: 6,
    countries: SPIRIT_COUNTRIES,
  },
  {
    level1: "Sprit",
    level2: "Akvavit & Kryddat brännvin",
    level3: ["Akvavit", "Kryddat brännvin"],
    count: 151,
    priceMedian: 278,
    priceP90: 399,
    volumes: [
      [500, 5],
      [700, 1],
    ],
    alcohol: 38,
    caseSize: 6,
    countries: ["Sverige", "Danmark", "Norge"],
  },
  {
    level1: "Sprit",
    level2: "Rom",
    level3: ["Ljus rom", "Mörk rom", "Kryddad rom"],
    count: 122,
    priceMedian: 479,
    priceP90: 1299,
    volumes: [
      [700, 6],
      [500, 1],
    ],
    alcohol: 40.5,
    caseSize: 6,
    countries: ["Jamaica", "Barbados", "Kuba", "Guyana"],
  },
  {
    level1: "Sprit",
    level2: "Vodka & Okryddat brännvin",
    level3: ["Vodka", "Okryddat brännvin"],
    count: 67,
    priceMedian: 238,
    priceP90: 425,
    volumes: [
      [700, 3],
      [500, 1],
      [350, 1],
    ],
    alcohol: 40,
    caseSize: 6,
    countries: ["Sverige", "Polen", "Finland"],
  },
  {
    level1: "Sprit",
    level2: "Cognac",
    level3: ["VS", "VSOP", "XO"],
    count: 45,
    priceMedian: 399,
    priceP90: 1049,
    volumes: [
      [700, 2],
      [500, 1],
    ],
    alcohol: 40,
    caseSize: 6,
    countries: ["Frankrike"],
  },
  {
    level1: "Alkoholfritt",
    level2: "Alkoholfritt öl",
    level3: ["Lager", "Ale"],
    count: 58,
    priceMedian: 15.9,
    priceP90: 23,
    volumes: [[330, 1]],
    alcohol: 0.3,
    caseSize: 24,
    countries: ["Sverige", "Tyskland"],
  },
  {
    level1: "Alkoholfritt",
    level2: "Alkoholfritt vin",
    level3: ["Mousserande", "Rött", "Vitt"],
    count: 30,
    priceMedian: 69,
    priceP90: 109,
    volumes: [[750, 1]],
    alcohol: 0,
    caseSize: 6,
    countries: ["Tyskland", "Spanien", "Sverige"],
  },
];

/** Share of litres sold per top category (2018 sales per article). */
export const LITRES_SHARE: Readonly<Record<string, number>> = {
  Öl: 0.48,
  "Cider & blanddrycker": 0.07,
  Vin: 0.403,
  Sprit: 0.039,
  Alkoholfritt: 0.007,
};

/** The monopoly's assortments and their share of the 2020 catalogue (order goods 65 %, …). */
export const ASSORTMENTS = [
  { code: "BS", text: "Ordervaror", share: 0.65, inStore: false, demand: 0 },
  { code: "FS", text: "Fast sortiment", share: 0.14, inStore: true, demand: 1 },
  { code: "TSLS", text: "Lokalt & Småskaligt", share: 0.11, inStore: true, demand: 0.12 },
  { code: "TSE", text: "Tillfälligt sortiment", share: 0.09, inStore: true, demand: 0.35 },
  { code: "TSS", text: "Säsong", share: 0.01, inStore: true, demand: 0.5 },
] as const;

/** Yearly litres sold nationally (2018: 504.9 M) by a catalogue of the 2020 export's size. */
export const NATIONAL_LITRES_PER_YEAR = 500_000_000;
export const REFERENCE_CATALOGUE_SIZE = 18_572;
