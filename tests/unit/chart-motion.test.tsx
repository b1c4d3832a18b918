// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// ECharts itself draws on a canvas jsdom lacks: what matters is the option it is given.
const setOption = vi.fn();
vi.mock("echarts/core", () => ({ use: vi.fn(), init: vi.fn(() => ({ setOption, resize: vi.fn(), dispose: vi.fn() })) }));
// The reader's number format (tests/unit/chart-numbers.test.ts): no value axis here for it to touch.
vi.mock("../../src/providers/i18n/format", () => ({ useFormat: () => ({ number: (value: number) => String(value) }) }));
vi.mock("../../src/kernel/charts/after-next-paint", () => ({
  afterNextPaint: (draw: () => void) => {
    draw();
    return () => undefined;
  },
}));

const { default: EChart } = await import("../../src/kernel/charts/EChart");

function askForLessMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query === "(prefers-reduced-motion: reduce)", media: query }));
}

const option = { xAxis: { type: "category", data: ["jan", "feb"] }, yAxis: {}, series: [{ type: "line", data: [1, 2] }] };

describe("a chart and the system's motion preference", () => {
  beforeEach(() => {
    setOption.mockClear();
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("draws lines and bars at once, without growing them, for someone who asks for less motion", () => {
    askForLessMotion(true);
    const { rerender } = render(<EChart option={option} ariaLabel="Sales" />);
    expect(setOption).toHaveBeenLastCalledWith({ ...option, animation: false }, { notMerge: true });
    const next = { ...option, series: [{ type: "bar", data: [3, 4] }] };
    rerender(<EChart option={next} ariaLabel="Sales" />);
    expect(setOption).toHaveBeenLastCalledWith({ ...next, animation: false }, { notMerge: true });
  });

  it("keeps ECharts' animation for everyone else", () => {
    askForLessMotion(false);
    render(<EChart option={option} ariaLabel="Sales" />);
    expect(setOption).toHaveBeenLastCalledWith(option, { notMerge: true });
  });
});
