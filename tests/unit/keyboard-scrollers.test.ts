// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { markKeyboardScrollers } from "../../src/kernel/layout/keyboard-scrollers";

afterEach(() => document.body.replaceChildren());

/** A DataCard (the kernel's card markup) holding an antd table's scrolling box, `width` px of table in `shown` px of card (jsdom does no layout). */
function tableInCard(cells: string, { width, shown }: { width: number; shown: number }) {
  document.body.innerHTML = `<main><h1>API keys</h1>
    <section class="fx-card"><div class="fx-card-head"><div class="fx-card-title">Other keys</div></div></section>
    <section class="fx-card"><div class="fx-card-head"><div class="fx-card-title">Revoked keys</div></div>
    <div class="fx-card-body"><div class="ant-table-content"><table><tbody><tr>${cells}</tr></tbody></table></div></div></section></main>`;
  const box = document.querySelector<HTMLElement>(".ant-table-content")!;
  Object.defineProperty(box, "scrollWidth", { configurable: true, get: () => width });
  Object.defineProperty(box, "clientWidth", { configurable: true, get: () => shown });
  return box;
}

describe("tables that scroll sideways, reachable by keyboard", () => {
  it("makes a scrolling table of plain text a focusable region named after its card", () => {
    const box = tableInCard("<td>fx_live_7Hq…</td><td>Revoked</td>", { width: 720, shown: 358 });
    markKeyboardScrollers(document, "Table");
    expect(box.tabIndex).toBe(0);
    expect(box.getAttribute("role")).toBe("region");
    expect(box.getAttribute("aria-label")).toBe("Revoked keys");
  });

  it("leaves alone a table that fits, and one whose cells Tab already reaches", () => {
    const fits = tableInCard("<td>fx_live_7Hq…</td>", { width: 300, shown: 358 });
    markKeyboardScrollers(document, "Table");
    expect(fits.hasAttribute("tabindex")).toBe(false);

    const linked = tableInCard('<td><a href="/product/1">Chablis</a></td>', { width: 720, shown: 358 });
    markKeyboardScrollers(document, "Table");
    expect(linked.hasAttribute("tabindex")).toBe(false);
    expect(linked.hasAttribute("role")).toBe(false);
  });

  it("stops being a region once the screen is wide enough, and follows the language of its name", () => {
    const box = tableInCard("<td>Revoked</td>", { width: 720, shown: 358 });
    markKeyboardScrollers(document, "Table");
    document.querySelectorAll(".fx-card-title")[1]!.textContent = "Återkallade nycklar";
    markKeyboardScrollers(document, "Tabell");
    expect(box.getAttribute("aria-label")).toBe("Återkallade nycklar");

    Object.defineProperty(box, "clientWidth", { configurable: true, get: () => 900 });
    markKeyboardScrollers(document, "Tabell");
    expect(box.hasAttribute("tabindex")).toBe(false);
    expect(box.hasAttribute("aria-label")).toBe(false);
  });

  it("names a table in an antd card after that card", () => {
    document.body.innerHTML = `<main><h1>Profil</h1><div class="ant-card"><div class="ant-card-head-title">Aktivitet</div>
      <div class="ant-table-content"><table><tr><td>login</td></tr></table></div></div></main>`;
    const box = document.querySelector<HTMLElement>(".ant-table-content")!;
    Object.defineProperty(box, "scrollWidth", { configurable: true, get: () => 700 });
    Object.defineProperty(box, "clientWidth", { configurable: true, get: () => 300 });
    markKeyboardScrollers(document, "Tabell");
    expect(box.getAttribute("aria-label")).toBe("Aktivitet");
  });

  it("names a table outside a card after the page", () => {
    document.body.innerHTML = `<main><h1>Aktivitet</h1><div class="ant-table-body"><table><tr><td>login</td></tr></table></div></main>`;
    const box = document.querySelector<HTMLElement>(".ant-table-body")!;
    Object.defineProperty(box, "scrollHeight", { configurable: true, get: () => 900 });
    Object.defineProperty(box, "clientHeight", { configurable: true, get: () => 480 });
    markKeyboardScrollers(document, "Tabell");
    expect(box.getAttribute("aria-label")).toBe("Aktivitet");
  });
});
