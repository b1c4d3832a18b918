// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { act, cleanup, render, screen } from "@testing-library/react";
import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { definePlugin } from "../../src/kernel/plugin";
import { createRegistry, type Registry } from "../../src/kernel/registry";
import { RegistryContext } from "../../src/kernel/registry-context";
import { AppRoutes } from "../../src/kernel/routing/AppRoutes";
import { createI18n } from "../../src/providers/i18n";
import { SessionServicesProvider } from "../../src/providers/auth/react";
import { HealthProvider } from "../../src/providers/health/react";
import { healthMachine } from "../../src/providers/health/health-machine";
import { REDIRECT_KEY } from "../../src/providers/auth/redirect";
import type { SessionUser } from "../../src/providers/auth/user";
import type { HttpClient } from "../../src/providers/http";
import { createActor, fromCallback, fromPromise } from "xstate";
import { installBrowserShims } from "./dom-setup";
import { createQueryClient } from "../../src/providers/query";
import { fakeClient, member, RefineHarness, sessionActor } from "./kernel-harness";

// Each test renders the whole shell (antd header, refine, lazy pages): on a busy machine that
// takes longer than Vitest's default 5 s.
vi.setConfig({ testTimeout: 20_000 });

let i18n: i18n;
let releaseSlowPage: () => void = () => undefined;

const locales = {
  sv: async () => ({ default: { nav: "Butiker", admin: "Administration", slow: "Långsam sida", help: "Hjälpsidan" } }),
  en: async () => ({ default: { nav: "Stores", admin: "Administration", slow: "Slow page", help: "Help page" } }),
};
const textPage = (text: string) => async () => ({ default: () => <p>{text}</p> });

const registry = createRegistry([
  definePlugin({
    id: "demo",
    locales,
    routes: [
      { path: "/help", page: textPage("help page"), layout: "bare" },
      { path: "/stores", page: textPage("stores page") },
      { path: "/open", page: textPage("open page"), access: "public" },
      { path: "/admin-only", page: textPage("admin page"), requiredRole: "company_admin" },
      {
        path: "/slow",
        page: () =>
          new Promise((resolve) => {
            releaseSlowPage = () => resolve({ default: () => <p>slow page</p> });
          }),
      },
    ],
    menu: [
      { key: "stores", label: "nav", to: "/stores", slot: "top", order: 1 },
      { key: "admin", label: "admin", to: "/admin-only", slot: "top", order: 2, requiredRole: "company_admin" },
    ],
  }),
]);

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search + location.hash}</output>;
}

/** A real session machine whose restore finds the given user (or nobody), and a quiet API. */
async function sessionFor(user: SessionUser | null) {
  const client: HttpClient = fakeClient(async () => ({ data: [] }));
  return { actor: await sessionActor(user), client };
}

let session: Awaited<ReturnType<typeof sessionFor>>;

/** A healthy API. */
const health = createActor(
  healthMachine.provide({
    actors: { checkHealth: fromPromise(async (): Promise<void> => undefined), windowEvents: fromCallback(() => () => undefined) },
  }),
  { input: { now: () => Date.now() } },
).start();

function renderAt(path: string, reg: Registry = registry) {
  return render(
    <RefineHarness actor={session.actor} client={session.client} queryClient={createQueryClient()}>
      <HealthProvider actor={health}>
        <SessionServicesProvider services={session}>
          <I18nextProvider i18n={i18n}>
            <RegistryContext.Provider value={reg}>
              <MemoryRouter initialEntries={[path]}>
                <AppRoutes registry={reg} />
                <Location />
              </MemoryRouter>
            </RegistryContext.Provider>
          </I18nextProvider>
        </SessionServicesProvider>
      </HealthProvider>
    </RefineHarness>,
  );
}

beforeAll(async () => {
  installBrowserShims();
  vi.stubGlobal("fetch", async (url: string) => {
    const lng = /\/locales\/(\w+)\//.exec(url)?.[1] ?? "sv";
    return new Response(readFileSync(`public/locales/${lng}/common.json`, "utf8"), { status: 200 });
  });
  localStorage.setItem("fenix-language", "sv");
  i18n = await createI18n({ bundled: registry.localeLoader });
  await i18n.loadNamespaces("demo");
  session = await sessionFor(member);
});

afterEach(cleanup);

describe("kernel routes", () => {
  it.each([
    ["/settings", "/profile"],
    ["/team-management", "/company"],
    ["/billing", "/company?tab=subscription"],
  ])("redirects %s to %s", async (from, to) => {
    renderAt(from);
    expect((await screen.findByTestId("location")).textContent).toBe(to);
  });

  it("sends / to the help page while no plugin claims the start page", async () => {
    renderAt("/");
    expect(await screen.findByText("help page")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/help");
  });

  it("frames app pages with header and footer, bare pages with the header only", async () => {
    renderAt("/stores");
    expect(await screen.findByText("stores page")).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo").textContent).toContain("Alla rättigheter förbehållna");
    cleanup();
    renderAt("/help");
    expect(await screen.findByText("help page")).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("underlines the active top link", async () => {
    renderAt("/stores");
    const link = await screen.findByRole("link", { name: "Butiker" });
    expect(link.className).toContain("active");
  });

  it("shows the loading fallback until a lazy page arrives", async () => {
    renderAt("/slow");
    expect(await screen.findByText("Laddar…")).toBeTruthy();
    expect(screen.queryByText("slow page")).toBeNull();
    await act(async () => releaseSlowPage());
    expect(await screen.findByText("slow page")).toBeTruthy();
  });

  it("shows a translated not-found page for unknown paths", async () => {
    renderAt("/no/such/page");
    expect(await screen.findByText("Sidan hittades inte")).toBeTruthy();
  });
});

describe("route guard", () => {
  it("sends a signed-out visitor to /login and remembers path, query and hash", async () => {
    session = await sessionFor(null);
    try {
      renderAt("/stores?county=Uppsala#top");
      expect(await screen.findByTestId("location")).toBeTruthy();
      await vi.waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
      expect(localStorage.getItem(REDIRECT_KEY)).toBe("/stores?county=Uppsala#top");
    } finally {
      session = await sessionFor(member);
    }
  });

  it("lets anyone open a public page", async () => {
    session = await sessionFor(null);
    try {
      renderAt("/open");
      expect(await screen.findByText("open page")).toBeTruthy();
    } finally {
      session = await sessionFor(member);
    }
  });

  it("shows a menu entry that names a role only to users the access-control provider lets in", async () => {
    renderAt("/stores");
    expect(await screen.findByText("stores page")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Butiker" }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: "Administration" })).toBeNull();
    cleanup();
    session = await sessionFor({ ...member, role: "company_admin" });
    try {
      renderAt("/admin-only");
      expect(await screen.findByText("admin page")).toBeTruthy();
      expect((await screen.findAllByRole("link", { name: "Administration" })).length).toBeGreaterThan(0);
    } finally {
      session = await sessionFor(member);
    }
  });

  it("shows Access Denied when the role is too low", async () => {
    renderAt("/admin-only");
    expect(await screen.findByText("Åtkomst nekad")).toBeTruthy();
    expect(screen.getByText("Du behöver behörigheten Företagsadministratör för att visa den här sidan.")).toBeTruthy();
    expect(screen.queryByText("admin page")).toBeNull();
  });
});
