/** What a drawing needs to know of a product; all null for a number the catalogue does not know. */
export interface ProductLook {
  productNumber: string;
  packaging: string | null;
  volumeMl: number | null;
  categoryLevel1: string | null;
  categoryLevel2: string | null;
}

/** Liquid or label colour by category (level 2 first, then level 1). */
const COLOURS: Record<string, string> = {
  Rött: "#7b1e3a",
  Vitt: "#d8c36a",
  Rosé: "#e39aa6",
  Mousserande: "#c9b458",
  Starkvin: "#8a4f2a",
  "Glögg och Glühwein": "#8e1b2b",
  "Glögg & andra juldrycker": "#8e1b2b",
  Whisky: "#b5651d",
  Cognac: "#9c5a1c",
  Rom: "#7a4a21",
  "Gin & Genever": "#5d8aa8",
  "Vodka & Okryddat brännvin": "#8fa9c2",
  "Akvavit & Kryddat brännvin": "#b89b3e",
  Likör: "#5a2d5e",
  Cider: "#8bb148",
  Blanddryck: "#d0703a",
  "Ljus lager": "#e0b03a",
  "Mellanmörk & Mörk lager": "#8a5a22",
  "Porter & Stout": "#3a2a1e",
  Ale: "#c07a2c",
  Vin: "#7b1e3a",
  Öl: "#d49a2a",
  Sprit: "#6b4a2b",
  "Cider & blanddrycker": "#8bb148",
  Alkoholfritt: "#4f8a5b",
};

const colourOf = (look: ProductLook) =>
  (look.categoryLevel2 && COLOURS[look.categoryLevel2]) || (look.categoryLevel1 && COLOURS[look.categoryLevel1]) || "#3b4a6b";

function escapeText(value: string): string {
  return value.replace(/[^0-9A-Za-z-]/g, "").slice(0, 12);
}

/** The silhouette of the packaging, scaled to its volume within a 120 × 240 frame. */
function shape(look: ProductLook, colour: string): string {
  const ml = look.volumeMl ?? 750;
  switch (look.packaging) {
    case "can": {
      const h = ml >= 500 ? 150 : 118;
      const top = 210 - h;
      return `<rect x="38" y="${top}" width="44" height="${h}" rx="7" fill="${colour}"/>
<rect x="41" y="${top - 5}" width="38" height="7" rx="3" fill="#9aa0a6"/>
<rect x="38" y="${top + h * 0.35}" width="44" height="${h * 0.3}" fill="#fffdf7" opacity="0.85"/>`;
    }
    case "box":
    case "carton": {
      const w = look.packaging === "box" ? 84 : 50;
      const h = look.packaging === "box" ? 110 : 140;
      const x = 60 - w / 2;
      const top = 210 - h;
      const spout = look.packaging === "box" ? `<rect x="${x + 8}" y="${210 - 22}" width="14" height="10" rx="2" fill="#333"/>` : "";
      return `<rect x="${x}" y="${top}" width="${w}" height="${h}" rx="3" fill="${colour}"/>
<rect x="${x + 6}" y="${top + 14}" width="${w - 12}" height="${h * 0.4}" rx="3" fill="#fffdf7" opacity="0.9"/>${spout}`;
    }
    case "pouch":
      return `<path d="M34 90h52l6 120H28z" fill="${colour}"/><rect x="52" y="78" width="16" height="14" rx="3" fill="#333"/>`;
    case "keg":
      return `<rect x="26" y="80" width="68" height="130" rx="14" fill="#9aa0a6"/><rect x="26" y="110" width="68" height="10" fill="${colour}"/><rect x="26" y="170" width="68" height="10" fill="${colour}"/>`;
    case "pack":
      return [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${24 + i * 26} 120h16v20c0 6 6 8 6 14v56a4 4 0 0 1-4 4H${22 + i * 26}a4 4 0 0 1-4-4v-56c0-6 6-8 6-14z" fill="${colour}"/>`,
        )
        .join("\n");
    default: {
      // A bottle: taller for a litre or a magnum, shorter for 50 cl and below; beer bottles have a long neck.
      const beer = look.categoryLevel1 === "Öl" || look.categoryLevel1 === "Cider & blanddrycker";
      const scale = ml >= 1500 ? 1.12 : ml >= 1000 ? 1.05 : ml >= 700 ? 1 : ml >= 500 ? 0.88 : 0.72;
      const neck = beer ? 60 : 40;
      const body = 130 * scale;
      const bottom = 214;
      const shoulder = bottom - body;
      const top = shoulder - neck * scale;
      return `<path d="M52 ${top}h16v${neck * scale}c0 6 22 10 22 24v${body - 34}a10 10 0 0 1-10 10H40a10 10 0 0 1-10-10v-${body - 34}c0-14 22-18 22-24z" fill="${colour}"/>
<rect x="34" y="${shoulder + body * 0.35}" width="52" height="${body * 0.32}" rx="4" fill="#fffdf7"/>`;
    }
  }
}

/**
 * Draws a product: its packaging (bottle by size, can, bag-in-box, carton, pouch, keg, pack) in
 * its category's colour, with the number on the label. Product photos belong to the monopoly and
 * are not redistributed, so every product gets a drawing, stable across requests and instances.
 */
export function renderProductImage(look: ProductLook): string {
  const label = escapeText(look.productNumber);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 240" width="120" height="240" role="img" aria-label="${label}">
<rect width="120" height="240" fill="#f6f4ef"/>
${shape(look, colourOf(look))}
<text x="60" y="232" font-family="sans-serif" font-size="9" text-anchor="middle" fill="#333">${label}</text>
</svg>`;
}
