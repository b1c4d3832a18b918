// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createToastStore, toast, toasts, TOAST_DURATION_MS } from "../../src/kernel/toast/toast-store";
import { Toaster } from "../../src/kernel/toast/Toaster";
import { kernelI18n } from "./kernel-harness";

let i18n: i18n;
beforeAll(async () => {
  i18n = await kernelI18n();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toasts.all().forEach((t) => toasts.dismiss(t.id));
});

describe("toast store", () => {
  it("keeps one toast: a new one replaces the older", () => {
    const store = createToastStore();
    store.show({ title: "Saved" });
    store.show({ title: "Upload failed", description: "Failed to upload data", variant: "destructive" });
    expect(store.all()).toEqual([
      { id: 2, title: "Upload failed", description: "Failed to upload data", variant: "destructive", duration: TOAST_DURATION_MS },
    ]);
  });

  it("removes a toast after 5000 ms, or its own duration, and the replaced one's timer never fires late", () => {
    vi.useFakeTimers();
    const store = createToastStore();
    store.show({ title: "first" });
    vi.advanceTimersByTime(3_000);
    store.show({ title: "second", variant: "success" });
    vi.advanceTimersByTime(2_500); // the first one's 5 s have passed
    expect(store.all().map((t) => t.title)).toEqual(["second"]);
    vi.advanceTimersByTime(2_499);
    expect(store.all()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.all()).toEqual([]);
    store.show({ title: "short", duration: 1_000 });
    vi.advanceTimersByTime(1_000);
    expect(store.all()).toEqual([]);
  });
});

describe("toaster", () => {
  const renderToaster = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <Toaster />
      </I18nextProvider>,
    );

  it("shows the toast, focuses its region on F8 and closes it with the button", () => {
    renderToaster();
    act(
      () => void toast({ title: "Data uploaded", description: "Your data has been uploaded and is being processed", variant: "success" }),
    );
    expect(screen.getByRole("status").textContent).toContain("Data uploaded");
    fireEvent.keyDown(window, { key: "F8" });
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Aviseringar (F8)" }));
    fireEvent.click(screen.getByRole("button", { name: "Stäng" }));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("is swiped away past 50 px and springs back short of it", () => {
    renderToaster();
    act(() => void toast({ title: "Purchase failed", variant: "destructive" }));
    const item = screen.getByRole("alert");
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 140, pointerId: 1 });
    expect(screen.getByRole("alert")).toBeTruthy();
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 151, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 151, pointerId: 1 });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
