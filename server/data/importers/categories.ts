/**
 * The official export (2020) names its product groups in English; the website files and the
 * sales statistics use the monopoly's Swedish taxonomy (categoryLevel1 "Vin", level2 "Rött").
 * Every source is stored in the Swedish one, so a catalogue mixed from both never shows "Red wine"
 * beside "Vin". The pairs follow the website's own names (systembolaget-products-2022-01-instore-union).
 */
const OFFICIAL_GROUPS: Record<string, readonly [level1: string | null, level2: string | null]> = {
  "Red wine": ["Vin", "Rött"],
  "Red - lower alcohol content": ["Vin", "Rött"],
  "White wine": ["Vin", "Vitt"],
  "White - lower alcohol content": ["Vin", "Vitt"],
  "Rose wine": ["Vin", "Rosé"],
  "Rose - lower alcohol content": ["Vin", "Rosé"],
  "Mousserande vin": ["Vin", "Mousserande"],
  "Blue sparkling": ["Vin", "Mousserande"],
  "Blue still": ["Vin", "Smaksatt vin & fruktvin"],
  "Aperitif and dessert": ["Vin", "Starkvin"],
  "Mixed-boxes wine": ["Vin", "Vinlåda"],
  "Glögg and Glühwein": ["Vin", "Glögg & andra juldrycker"],
  Sake: ["Vin", "Sake"],
  Vermouth: ["Vin", "Vermouth"],
  Beer: ["Öl", null],
  Cider: ["Cider & blanddrycker", "Cider"],
  "Mixed beverages": ["Cider & blanddrycker", "Blanddryck"],
  Whisky: ["Sprit", "Whisky"],
  Rum: ["Sprit", "Rom"],
  Liqueur: ["Sprit", "Likör"],
  "Gin and Genever": ["Sprit", "Gin & Genever"],
  "Aquavit and Spiced brännvin": ["Sprit", "Akvavit & Kryddat brännvin"],
  "Vodka and Brännvin": ["Sprit", "Vodka & Okryddat brännvin"],
  Cognac: ["Sprit", "Cognac"],
  "Tequila and Mezcal": ["Sprit", "Tequila & Mezcal"],
  "Grappa and Marc": ["Sprit", "Grappa & Marc"],
  "Flavored spirits": ["Sprit", "Smaksatt sprit"],
  "Armagnac and Brandy": ["Sprit", "Armagnac & Brandy"],
  Bitter: ["Sprit", "Bitter"],
  Calvados: ["Sprit", "Calvados"],
  "Fruit and Grape Spirits": ["Sprit", "Frukt & Druvsprit"],
  "Anise-flavoured liquor": ["Sprit", "Anissprit"],
  Punsch: ["Sprit", "Punsch"],
  "Drinks and Cocktails": ["Sprit", "Drinkar & Cocktails"],
  "Spirits of several types": ["Sprit", null],
  "Alcohol-free": ["Alkoholfritt", null],
  "Gift packaging": [null, "Presentförpackningar"],
  "Beverage Accessories": [null, "Dryckestillbehör"],
};

/**
 * Where the group gives only level 1, the official Type is level 2: in English for beer and the
 * alcohol-free range, so these take the website's names ("Pale lager" is "Ljus lager"). A type
 * not listed is kept as the file has it.
 */
const OFFICIAL_TYPES: Record<string, Record<string, string>> = {
  Öl: {
    "Ale British-American style": "Ale",
    "Ale Belgian style": "Ale",
    "Ale German Style": "Ale",
    "Ale unclassified": "Ale",
    "Pale lager": "Ljus lager",
    "Amber lager": "Mellanmörk & Mörk lager",
    "Dark lager": "Mellanmörk & Mörk lager",
    "Porter and Stout": "Porter & Stout",
    "Sour beer": "Syrlig öl",
    "Wheat beer": "Veteöl",
    "Other beer": "Annan öl",
  },
  Alkoholfritt: {
    Beer: "Öl",
    Must: "Must",
    Sparkling: "Mousserande",
    Cider: "Cider & Blanddryck",
    Glögg: "Glögg & andra juldrycker",
    White: "Vitt",
    Red: "Rött",
    Rosé: "Rosé",
    "Aperitif and Bitter": "Spritalternativ",
  },
};

/** The official export's assortments in the website's names ("Order goods" is "Ordervaror"). */
const OFFICIAL_ASSORTMENTS: Record<string, string> = {
  "Order goods": "Ordervaror",
  "Fixed assortment": "Fast sortiment",
  "Local & Small-scale": "Lokalt & Småskaligt",
  "Temporary assortment": "Tillfälligt sortiment",
  Seasonal: "Säsong",
};

/** An assortment in the monopoly's Swedish name, whichever language the file wrote it in. */
export function swedishAssortment(text: string | null): string | null {
  return text === null ? null : (OFFICIAL_ASSORTMENTS[text] ?? text);
}

export interface Categories {
  categoryLevel1: string | null;
  categoryLevel2: string | null;
  categoryLevel3: string | null;
}

/**
 * The official ProductGroup / Type / Style in the Swedish taxonomy. A group named already in
 * Swedish (a level-1 name) or unknown is kept as the file has it; the finer levels shift down
 * when the group itself supplies level 2.
 */
export function officialCategories(group: string | null, type: string | null, style: string | null): Categories {
  const mapped = group ? OFFICIAL_GROUPS[group] : undefined;
  if (!mapped) return { categoryLevel1: group, categoryLevel2: type, categoryLevel3: style };
  const [level1, level2] = mapped;
  return level2 === null
    ? { categoryLevel1: level1, categoryLevel2: (level1 && type && OFFICIAL_TYPES[level1]?.[type]) || type, categoryLevel3: style }
    : { categoryLevel1: level1, categoryLevel2: level2, categoryLevel3: type };
}

/** The website writes some level-2 names with stray spaces ("Vitt "). */
export function websiteCategories(level1: string | null, level2: string | null, level3: string | null): Categories {
  return { categoryLevel1: level1, categoryLevel2: level2?.trim() || null, categoryLevel3: level3 };
}
