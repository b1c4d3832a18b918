// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { KpiCard } from "../../src/kernel/ui/KpiCard";
import { kernelI18n } from "./kernel-harness";

let i18n: i18n;
beforeAll(async () => {
  i18n = await kernelI18n();
});
afterEach(cleanup);

const change = (props: Parameters<typeof KpiCard>[0]) => {
  render(
    <I18nextProvider i18n={i18n}>
      <KpiCard {...props} testId="kpi" />
    </I18nextProvider>,
  );
  return screen.getByTestId("kpi").querySelector(".fx-kpi-change")!;
};

// PRODUCT.md §12: a comparison is like for like — a period with more days of data is not "up".
describe("a key figure's change", () => {
  it("compares the sums when both periods have as many days of data", () => {
    const text = change({
      label: "Enheter",
      value: "110",
      measure: "sum",
      current: 110,
      previous: 100,
      days: { current: 30, previous: 30 },
    });
    expect(text.textContent).toMatch(/upp 10\s?% mot föregående period/);
  });

  it("compares per day of data when the days differ, and says so", () => {
    // 361 days of data against 335: the same sales per day is unchanged, not 7.8 % up.
    const same = change({
      label: "Enheter",
      value: "361",
      measure: "sum",
      current: 361,
      previous: 335,
      days: { current: 361, previous: 335 },
    });
    expect(same.textContent).toBe("oförändrat mot föregående period");
    cleanup();
    const down = change({
      label: "Enheter",
      value: "361",
      measure: "sum",
      current: 361,
      previous: 350,
      days: { current: 361, previous: 335 },
    });
    expect(down.textContent).toMatch(/ned 4,3\s?% per dag med data mot föregående period/);
    expect(down.getAttribute("title")).toBe("361 dagar med data mot 335 i föregående period: jämfört per dag");
  });

  it("names the same period last year when that is what it compares with", () => {
    const year = change({
      label: "Enheter",
      value: "90",
      measure: "sum",
      current: 90,
      previous: 100,
      days: { current: 30, previous: 30 },
      versus: "year",
    });
    expect(year.textContent).toMatch(/ned 10\s?% mot samma period i fjol/);
    cleanup();
    const none = change({
      label: "Enheter",
      value: "90",
      measure: "sum",
      current: 90,
      previous: 0,
      days: { current: 30, previous: 0 },
      versus: "year",
    });
    expect(none.textContent).toBe("Ingen data för samma period i fjol");
  });

  it("does not compare a count over unequal days of data, and compares a rate as it is", () => {
    const stores = change({
      label: "Butiker",
      value: "451",
      measure: "count",
      current: 451,
      previous: 440,
      days: { current: 361, previous: 335 },
    });
    expect(stores.textContent).toBe("Jämförs inte: olika många dagar med data");
    cleanup();
    const rate = change({ label: "Takt", value: "2,2", measure: "rate", current: 2.2, previous: 2, days: { current: 361, previous: 335 } });
    expect(rate.textContent).toMatch(/upp 10\s?% mot föregående period/);
  });

  it("says when the period itself has no data, rather than anything of the previous one", () => {
    const none = change({ label: "Enheter", value: "0", measure: "sum", current: 0, previous: 120, days: { current: 0, previous: 30 } });
    expect(none.textContent).toBe("Ingen data för perioden");
  });

  it("says when the previous period has no data at all, rather than no sales", () => {
    const none = change({ label: "Enheter", value: "50", measure: "sum", current: 50, previous: 0, days: { current: 30, previous: 0 } });
    expect(none.textContent).toBe("Ingen data för föregående period");
  });
});
