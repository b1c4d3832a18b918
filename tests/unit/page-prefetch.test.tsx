// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { afterEach, describe, expect, it } from "vitest";
import { prefetchPage } from "../../src/kernel/shell/prefetch-page";
import { useCompanySales, useCompanyStockOuts, useCompanyTopProducts, useCompanyTopStores } from "../../src/plugins/dashboard/api";
import { prefetchCompanyDashboard } from "../../src/plugins/dashboard/requests";
import { refreshScheduleMachine } from "../../src/providers/auth/refresh-machine";
import { sessionMachine } from "../../src/providers/auth/session-machine";
import type { SessionUser } from "../../src/providers/auth/user";
import { createDataProvider } from "../../src/providers/data";
import { createQueryClient } from "../../src/providers/query";
import { fakeClient, member, RefineHarness, sessionActor } from "./kernel-harness";

afterEach(cleanup);

/** The API as the dashboard's calls see it, and every call it was asked. */
function dashboardApi() {
  const calls: string[] = [];
  const client = fakeClient(async (path, query) => {
    calls.push(`${path}?${new URLSearchParams(query as Record<string, string>).toString()}`);
    return { data: path.endsWith("/sales") ? { totals: { units: 12 } } : { items: [] } };
  });
  return { calls, client };
}

const at = (url: string) => {
  const parsed = new URL(url, "http://fenix.test");
  return { pathname: parsed.pathname, search: parsed.search } as Location;
};

function Dashboard({ companyId, period }: { companyId: string; period: "90d" }) {
  const sales = useCompanySales(companyId, period, "previous");
  const products = useCompanyTopProducts(companyId, period);
  const stores = useCompanyTopStores(companyId, period);
  const outs = useCompanyStockOuts(companyId);
  const ready = [sales, products, stores, outs].every((query) => query.data !== undefined);
  return <p>{ready ? `units ${sales.data?.totals.units}` : "loading"}</p>;
}

describe("a page's calls started before it renders (its route's prefetch)", () => {
  it("asks for the dashboard's four calls once the session has its user, and the page's hooks use those answers without asking again", async () => {
    const { calls, client } = dashboardApi();
    const actor = await sessionActor(member);
    const queryClient = createQueryClient();
    prefetchPage(
      prefetchCompanyDashboard,
      { actor, client },
      { queryClient, dataProvider: createDataProvider(client) },
      at("/?period=90d"),
    );
    expect(calls.sort()).toEqual([
      "/companies/c1/products?period=90d&limit=10",
      "/companies/c1/sales?period=90d",
      "/companies/c1/stock-outs?limit=10",
      "/sales/top-stores?companyId=c1&period=90d&limit=10",
    ]);
    render(
      <RefineHarness actor={actor} client={client} queryClient={queryClient}>
        <MemoryRouter initialEntries={["/?period=90d"]}>
          <Dashboard companyId="c1" period="90d" />
        </MemoryRouter>
      </RefineHarness>,
    );
    expect(await screen.findByText("units 12")).toBeTruthy();
    expect(calls).toHaveLength(4);
  });

  it("asks for nothing when the session ends anonymous, for one product's view, or once the browser has left the page", async () => {
    const { calls, client } = dashboardApi();
    const services = { queryClient: createQueryClient(), dataProvider: createDataProvider(client) };
    prefetchPage(prefetchCompanyDashboard, { actor: await sessionActor(null), client }, services, at("/"));
    prefetchPage(prefetchCompanyDashboard, { actor: await sessionActor(member), client }, services, at("/?product=7"));
    // The session restores after the visitor has moved on to another page.
    let restore: (user: SessionUser) => void = () => undefined;
    const restoring = createActor(
      sessionMachine.provide({
        actors: {
          restore: fromPromise(() => new Promise<SessionUser | null>((resolve) => (restore = resolve))),
          refreshSchedule: refreshScheduleMachine.provide({
            actors: {
              activityListener: fromCallback(() => () => undefined),
              refreshTokens: fromPromise(async (): Promise<void> => undefined),
            },
          }),
        },
      }),
      { input: { now: () => Date.now(), hasTokens: () => true } },
    ).start();
    const location = at("/");
    prefetchPage(prefetchCompanyDashboard, { actor: restoring, client }, services, location);
    Object.assign(location, { pathname: "/products" });
    restore(member);
    await waitFor(restoring, (state) => state.context.user !== null);
    expect(calls).toEqual([]);
  });
});
