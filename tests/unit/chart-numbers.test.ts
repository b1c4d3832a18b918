import { describe, expect, it } from "vitest";
import { withLocaleNumbers } from "../../src/kernel/charts/locale-numbers";

const swedish = (value: number) => new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 2 }).format(value);

describe("a chart's numbers in the reader's language", () => {
  it("gives value axes and the tooltip Swedish numbers where the page set no formatter", () => {
    const option = withLocaleNumbers(
      {
        xAxis: { type: "category", data: ["a"] },
        yAxis: [{ type: "value" }, { type: "value", axisLabel: { formatter: "{value} kr" } }],
        tooltip: { trigger: "axis" },
      },
      swedish,
    ) as {
      xAxis: { axisLabel?: unknown };
      yAxis: { axisLabel: { formatter: unknown } }[];
      tooltip: { valueFormatter: (v: unknown) => string };
    };
    const label = option.yAxis[0]!.axisLabel.formatter as (v: number) => string;
    expect(label(7000).replace(/\u00a0/g, " ")).toBe("7 000");
    expect(label(2.5)).toBe("2,5");
    expect(option.yAxis[1]!.axisLabel.formatter).toBe("{value} kr");
    expect(option.xAxis.axisLabel).toBeUndefined();
    expect(option.tooltip.valueFormatter(1234567).replace(/\u00a0/g, " ")).toBe("1 234 567");
  });

  it("leaves a tooltip the page formats itself alone", () => {
    const own = (v: unknown) => `${String(v)} st`;
    const option = withLocaleNumbers({ yAxis: { type: "value" }, tooltip: { valueFormatter: own } }, swedish) as {
      tooltip: { valueFormatter: unknown };
    };
    expect(option.tooltip.valueFormatter).toBe(own);
  });
});
