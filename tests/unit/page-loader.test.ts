import { describe, expect, it, vi } from "vitest";
import { pageLoader } from "../../src/kernel/routing/page-loader";

const Page = () => null;

describe("page loader", () => {
  it("imports a page once however often it is asked for, and knows the page once it has arrived", async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const page = pageLoader(load);
    expect(page.loaded()).toBeUndefined();
    const first = page();
    const second = page();
    expect(page.loaded()).toBeUndefined();
    await Promise.all([first, second]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(page.loaded()).toBe(Page);
  });

  it("tries again after a failed download", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ default: Page });
    const page = pageLoader(load);
    await expect(page()).rejects.toThrow("offline");
    expect(page.loaded()).toBeUndefined();
    await expect(page()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
    expect(page.loaded()).toBe(Page);
  });
});
