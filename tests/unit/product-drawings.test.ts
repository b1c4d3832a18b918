import { describe, expect, it } from "vitest";
import { packagingKind } from "../../server/data/importers/packaging";
import { renderProductImage, type ProductLook } from "../../server/modules/images/render";

describe("packaging in the catalogue's words", () => {
  it.each([
    ["Flaska", "bottle"],
    ["Bottle", "bottle"],
    ["Magnum", "bottle"],
    ["PET-flaska", "bottle"],
    ["Burk", "can"],
    ["Can", "can"],
    ["Box", "box"],
    ["Papp", "carton"],
    ["Cardboard", "carton"],
    ["Vin i påse", "pouch"],
    ["Engångsfat", "keg"],
    ["Disposable barrel", "keg"],
    ["3 fl à 750 ml", "pack"],
    ["6 bottle à 750 ml", "pack"],
    ["", null],
    [null, null],
  ])("%s is a %s", (text, kind) => {
    expect(packagingKind(text)).toBe(kind);
  });
});

describe("a product's drawing", () => {
  const look = (over: Partial<ProductLook>): ProductLook => ({
    productNumber: "7428801",
    packaging: "bottle",
    volumeMl: 750,
    categoryLevel1: "Vin",
    categoryLevel2: "Rött",
    ...over,
  });

  it("draws each packaging differently, and a bottle by its size", () => {
    const drawings = [
      renderProductImage(look({})),
      renderProductImage(look({ packaging: "can", volumeMl: 330, categoryLevel1: "Öl", categoryLevel2: "Ljus lager" })),
      renderProductImage(look({ packaging: "box", volumeMl: 3000 })),
      renderProductImage(look({ packaging: "carton", volumeMl: 1000 })),
      renderProductImage(look({ volumeMl: 375 })),
      renderProductImage(look({ volumeMl: 1500 })),
    ];
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it("colours by category: red wine is not white wine", () => {
    expect(renderProductImage(look({}))).toContain("#7b1e3a");
    expect(renderProductImage(look({ categoryLevel2: "Vitt" }))).toContain("#d8c36a");
  });

  it("is a well-formed SVG that writes only the number's safe characters", () => {
    const svg = renderProductImage(look({ productNumber: '1<script>"' }));
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain('aria-label="1script"');
  });
});
