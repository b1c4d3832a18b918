// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import type { i18n } from "i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FeedRun, FeedStatus } from "../../contracts";
import { createRegistry } from "../../src/kernel/registry";
import { plugins } from "../../src/plugins";
import type { SessionUser } from "../../src/providers/auth/user";
import { kernelI18n, renderShell, sessionActor } from "./kernel-harness";

const registry = createRegistry(plugins);
const operator: SessionUser = {
  id: "u0",
  email: "operator@fenix.example",
  role: "super_admin",
  companyId: null,
  firstName: "Sara",
  lastName: "Ek",
  twoFactorEnabled: false,
  twoFactorEnabledAt: null,
};

const round = (run: Partial<FeedRun> & Pick<FeedRun, "id" | "kind" | "status">): FeedRun => ({
  progress: run.status === "done" ? 1 : 0,
  attempts: 1,
  maxAttempts: 3,
  queuedFor: "2026-11-20T07:15:00.000Z",
  startedAt: "2026-11-20T07:15:01.000Z",
  finishedAt: null,
  durationMs: null,
  result: null,
  error: null,
  ...run,
});

const feed = (changes: Partial<FeedStatus> = {}): FeedStatus => ({
  source: { mode: "monopoly", url: "api-extern.systembolaget.se" },
  paused: false,
  schedules: { stock: "15 8,11,14,17,20 * * *", catalogue: "30 6 * * *" },
  latestSnapshotAt: "2026-11-20T07:15:04.000Z",
  next: { stock: null, catalogue: "2026-11-21T05:30:00.000Z" },
  runs: [
    round({ id: 9, kind: "catalogue", status: "queued", queuedFor: "2026-11-21T05:30:00.000Z", startedAt: undefined, attempts: 0 }),
    round({ id: 8, kind: "stock", status: "running", progress: 0.42 }),
    round({
      id: 7,
      kind: "stock",
      status: "done",
      finishedAt: "2026-11-20T04:15:09.000Z",
      durationMs: 7_812,
      result: { observedAt: "2026-11-20T04:15:04.000Z", products: 1254, stores: 451, snapshots: 451, requests: 1256, retries: 3 },
    }),
    round({ id: 6, kind: "stock", status: "done", durationMs: 12, result: { skipped: "paused" } }),
    round({ id: 5, kind: "catalogue", status: "failed", attempts: 3, error: "The monopoly's API answered HTTP 503 on /site." }),
  ],
  ...changes,
});

let i18n: i18n;
beforeAll(async () => {
  i18n = await kernelI18n(registry);
});
afterEach(cleanup);

async function open(status: FeedStatus) {
  renderShell(registry, {
    i18n,
    actor: await sessionActor(operator),
    at: "/admin/feed",
    get: async (path) => (path === "/admin/feed" ? { data: status } : { data: [] }),
  });
  expect(await screen.findByText("Marknadsinsamling", { selector: "h1" })).toBeTruthy();
  // The answer has arrived: the state card says something.
  await waitFor(() => expect(screen.getByTestId("feed-status").getAttribute("data-state")).not.toBeNull());
}

describe("the operators' feed page", () => {
  it("shows the source, how far the data reaches in Stockholm time, and every round with what it did", async () => {
    await open(feed());
    expect(screen.getByTestId("feed-source").textContent).toContain("Systembolagets API");
    expect(screen.getByTestId("feed-source").textContent).toContain("api-extern.systembolaget.se");
    // 07:15 UTC is 08:15 in Stockholm in November.
    expect(screen.getByTestId("feed-data-through").textContent).toMatch(/20 nov\. 2026 08:15/);
    expect(screen.getByTestId("feed-next-stock").textContent).toContain("–");
    expect(screen.getByTestId("feed-next-catalogue").textContent).toMatch(/21 nov\. 2026 06:30/);
    expect(screen.getByTestId("feed-state").textContent).toContain("Arbetar");

    const rows = within(await screen.findByTestId("feed-runs"))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => row.querySelector("[data-testid=feed-run]")?.getAttribute("data-status"))).toEqual([
      "queued",
      "running",
      "done",
      "done",
      "failed",
    ]);
    expect(rows[0]!.textContent).toContain("Planerad 21 nov. 2026 06:30");
    expect(within(rows[1]!).getByRole("progressbar", { name: "Förlopp för Lager" }).getAttribute("aria-valuenow")).toBe("42");
    expect(rows[2]!.textContent).toMatch(/Klar.*7,8\ss.*1\s254.*451.*451.*1\s256.*3$/);
    expect(rows[3]!.textContent).toContain("Hoppades över");
    expect(rows[3]!.textContent).toContain("Insamlingen var pausad");
    expect(rows[4]!.textContent).toContain("Misslyckades");
    expect(rows[4]!.textContent).toContain("Fel: The monopoly's API answered HTTP 503 on /site.");
  });

  it("holds back a second round of the kind that runs, and says why", async () => {
    await open(feed());
    const stock = screen.getByRole("button", { name: "Kör lagerrunda nu" });
    expect(stock.hasAttribute("disabled")).toBe(true);
    expect(stock.getAttribute("aria-describedby")).toBe("feed-why");
    expect(screen.getByTestId("feed-why").textContent).toBe("En lagerrunda pågår redan.");
    expect(screen.getByRole("button", { name: "Kör katalogrunda nu" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("button", { name: "Pausa" }).hasAttribute("disabled")).toBe(false);
  });

  it("offers to resume a paused feed, and runs nothing while it is paused", async () => {
    await open(feed({ paused: true, runs: [] }));
    expect(screen.getByTestId("feed-state").textContent).toContain("Pausad");
    expect(screen.getByRole("button", { name: "Återuppta" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Kör lagerrunda nu" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByTestId("feed-why").textContent).toBe("Insamlingen är pausad: återuppta den för att köra en runda.");
    expect(await screen.findByText("Inga rundor än.")).toBeTruthy();
  });

  it("says the feed is off, with every button held back for that reason", async () => {
    await open(feed({ source: { mode: "off", url: null }, latestSnapshotAt: null, next: { stock: null, catalogue: null }, runs: [] }));
    expect(screen.getByTestId("feed-source").textContent).toContain("Avstängd");
    expect(screen.getByTestId("feed-source").textContent).toContain("MARKET_SOURCE=off");
    expect(screen.getByTestId("feed-data-through").textContent).toContain("Ingen lagerbild än");
    for (const name of ["Kör lagerrunda nu", "Kör katalogrunda nu", "Pausa"])
      expect(screen.getByRole("button", { name }).hasAttribute("disabled"), name).toBe(true);
    expect(screen.getByTestId("feed-why").textContent).toContain("MARKET_SOURCE=off");
    expect(await screen.findByText("Inga rundor: insamlingen är avstängd.")).toBeTruthy();
  });
});
