import { createHash } from "node:crypto";

const PALETTE = ["#7b1e3a", "#c9a227", "#2f5d50", "#8a4f2a", "#3b4a6b", "#b5651d", "#5a2d5e", "#4f6d2f"];

/**
 * Draws a product's image: a bottle in a colour derived from its product number, with the
 * number on the label. Product photos belong to the monopoly and are not redistributed, so
 * every product gets this drawing, stable across requests and instances.
 */
export function renderProductImage(productNumber: string): string {
  const digest = createHash("sha256").update(productNumber).digest();
  const colour = PALETTE[(digest[0] ?? 0) % PALETTE.length];
  const shoulder = 70 + ((digest[1] ?? 0) % 20);
  const label = productNumber.replace(/[^0-9A-Za-z-]/g, "").slice(0, 12);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 240" width="120" height="240" role="img" aria-label="${label}">
<rect width="120" height="240" fill="#f6f4ef"/>
<path d="M50 12h20v40c0 ${shoulder - 52} 22 ${shoulder - 60} 22 ${shoulder - 40}v126a10 10 0 0 1-10 10H38a10 10 0 0 1-10-10V${shoulder + 12}c0-20 22-${shoulder - 60} 22-${shoulder - 40}z" fill="${colour}"/>
<rect x="34" y="130" width="52" height="50" rx="4" fill="#fffdf7"/>
<text x="60" y="160" font-family="sans-serif" font-size="9" text-anchor="middle" fill="#333">${label}</text>
</svg>`;
}
