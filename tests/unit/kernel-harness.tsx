// Renders kernel components the way the app does: router, refine with the data provider over
// the query cache, session services and
// Swedish translations from public/locales, with a fake http client the test controls.
import { readFileSync } from "node:fs";
import { Refine } from "@refinedev/core";
import { render } from "@testing-library/react";
import type { i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, useLocation } from "react-router";
import { vi } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { createRegistry, type Registry } from "../../src/kernel/registry";
import { RegistryContext } from "../../src/kernel/registry-context";
import { AppRoutes } from "../../src/kernel/routing/AppRoutes";
import { RoleGate } from "../../src/kernel/routing/RoleGate";
import { RoleGateContext } from "../../src/kernel/routing/role-gate-context";
import { healthMachine } from "../../src/providers/health/health-machine";
import { HealthProvider } from "../../src/providers/health/react";
import { SessionServicesProvider } from "../../src/providers/auth/react";
import { refreshScheduleMachine } from "../../src/providers/auth/refresh-machine";
import { sessionMachine } from "../../src/providers/auth/session-machine";
import type { SessionUser } from "../../src/providers/auth/user";
import { CallLog } from "../../src/providers/http/call-log";
import type { HttpClient } from "../../src/providers/http";
import { createI18n } from "../../src/providers/i18n";
import { createDataProvider } from "../../src/providers/data";
import { createQueryClient } from "../../src/providers/query";
import { createAccessControlProvider } from "../../src/providers/auth/refine-providers";
import type { SessionActor } from "../../src/providers/auth/session-machine";
import type { QueryClient } from "@tanstack/react-query";
import { plugins } from "../../src/plugins";
import { installBrowserShims } from "./dom-setup";

export const member: SessionUser = {
  id: "u1",
  email: "member@example.test",
  role: "company_user",
  companyId: "c1",
  firstName: "Mia",
  lastName: "Member",
  twoFactorEnabled: false,
  twoFactorEnabledAt: null,
};

export type FakeGet = (path: string, query?: Record<string, unknown>) => Promise<unknown>;

/** Swedish, with the kernel's strings and the translations of `registry`'s plugins (none unless given). */
export async function kernelI18n(registry: Registry = createRegistry([])): Promise<i18n> {
  installBrowserShims();
  vi.stubGlobal("fetch", async (url: string) => {
    const lng = /\/locales\/(\w+)\//.exec(url)?.[1] ?? "sv";
    return new Response(readFileSync(`public/locales/${lng}/common.json`, "utf8"), { status: 200 });
  });
  localStorage.setItem("fenix-language", "sv");
  return createI18n({ bundled: registry.localeLoader });
}

/** A real session machine whose restore finds `user`. */
export async function sessionActor(user: SessionUser | null) {
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(async () => user),
      refreshSchedule: refreshScheduleMachine.provide({
        actors: { activityListener: fromCallback(() => () => undefined), refreshTokens: fromPromise(async (): Promise<void> => undefined) },
      }),
    },
  });
  const actor = createActor(machine, { input: { now: () => Date.now(), hasTokens: () => user !== null } });
  actor.start();
  await waitFor(actor, (state) => !state.matches("restoring"));
  return actor;
}

export function fakeClient(get: FakeGet): HttpClient {
  const fail = async () => {
    throw new Error("not used in this test");
  };
  const request = async (method: string, path: string, options: { query?: Record<string, unknown> } = {}) => {
    if (method !== "GET") return fail();
    return get(path, options.query);
  };
  return { get, request, post: fail, put: fail, delete: fail, refresh: fail, callLog: new CallLog() } as unknown as HttpClient;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** refine as the app shell configures it: data through the fake client, access control from the session, the role check. */
export function RefineHarness({
  actor,
  client,
  queryClient,
  children,
}: {
  actor: SessionActor;
  client: HttpClient;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <Refine
      dataProvider={createDataProvider(client)}
      accessControlProvider={createAccessControlProvider(actor)}
      options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
    >
      <RoleGateContext.Provider value={RoleGate}>{children}</RoleGateContext.Provider>
    </Refine>
  );
}

/** The app's own plugins: links by route reference lead where the app's do. */
const appRegistry = createRegistry(plugins);

export function renderKernel(
  ui: ReactNode,
  options: {
    i18n: i18n;
    actor: Awaited<ReturnType<typeof sessionActor>>;
    get: FakeGet;
    at?: string;
    /** The plugins links resolve against: the app's own unless given. */
    registry?: Registry;
  },
) {
  const queryClient = createQueryClient();
  const client = fakeClient(options.get);
  const result = render(
    <I18nextProvider i18n={options.i18n}>
      <RefineHarness actor={options.actor} client={client} queryClient={queryClient}>
        <SessionServicesProvider services={{ actor: options.actor, client }}>
          <RegistryContext.Provider value={options.registry ?? appRegistry}>
            <MemoryRouter initialEntries={[options.at ?? "/"]}>
              {ui}
              <Location />
            </MemoryRouter>
          </RegistryContext.Provider>
        </SessionServicesProvider>
      </RefineHarness>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}

/** An API the health check always finds up. */
function healthyApi() {
  const machine = healthMachine.provide({
    actors: { checkHealth: fromPromise(async (): Promise<void> => undefined), windowEvents: fromCallback(() => () => undefined) },
  });
  return createActor(machine, { input: { now: () => Date.now() } }).start();
}

/** The whole shell over `registry`'s plugins — header and menus, route guard, the page at `options.at` — as the app renders it. */
export function renderShell(registry: Registry, options: Omit<Parameters<typeof renderKernel>[1], "registry">) {
  return renderKernel(
    <HealthProvider actor={healthyApi()}>
      <AppRoutes registry={registry} />
    </HealthProvider>,
    { ...options, registry },
  );
}
