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
  "Glögg and Glühwein": ["Vin", "Glögg och Glühwein"],
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
    ? { categoryLevel1: level1, categoryLevel2: type, categoryLevel3: style }
    : { categoryLevel1: level1, categoryLevel2: level2, categoryLevel3: type };
}

/** The website writes some level-2 names with stray spaces ("Vitt "). */
export function websiteCategories(level1: string | null, level2: string | null, level3: string | null): Categories {
  return { categoryLevel1: level1, categoryLevel2: level2?.trim() || null, categoryLevel3: level3 };
}
