// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The chart's module stands for ECharts' 160 KB: what matters is when it is asked for.
const imported = vi.fn();
vi.mock("../../src/kernel/charts/EChart", () => {
  imported();
  return { default: () => null };
});

const { usePreloadChart } = await import("../../src/kernel/charts");

function Page() {
  usePreloadChart();
  return <h1>Sales</h1>;
}

describe("usePreloadChart", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout"] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("asks for ECharts only after the page's first paint, not with its first render", async () => {
    render(<Page />);
    await vi.dynamicImportSettled();
    expect(imported).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame(); // the frame that paints the page
    await vi.dynamicImportSettled();
    expect(imported).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // the task after that paint
    await vi.dynamicImportSettled();
    expect(imported).toHaveBeenCalledTimes(1);
  });
});
