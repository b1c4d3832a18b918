// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { useContext, useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { definePlugin } from "../../src/kernel/plugin";
import { createRegistry } from "../../src/kernel/registry";
import { RoleGateContext } from "../../src/kernel/routing/role-gate-context";
import { AppShellGate } from "../../src/kernel/shell/AppShellGate";
import { loadedAppShell } from "../../src/kernel/shell/shell-loader";
import { fakeClient, kernelI18n, member, sessionActor } from "./kernel-harness";
import type { SessionUser } from "../../src/providers/auth/user";

// The first render inside the shell loads refine and antd: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
// The build's version, which the shell's query cache keys its stored copy with.
vi.stubGlobal("__APP_VERSION__", "test");
afterEach(cleanup);

const page = async () => ({ default: () => null });
const registry = createRegistry([
  definePlugin({
    id: "demo",
    locales: { sv: async () => ({ default: {} }), en: async () => ({ default: {} }) },
    routes: [
      { path: "/login", page, layout: "none", access: "public", plain: true },
      { path: "/reports", page },
    ],
  }),
]);

let mounts = 0;

/** Says whether it renders inside the app shell (which provides the role check), counts its mounts, and moves between pages. */
function Probe() {
  const navigate = useNavigate();
  const inShell = useContext(RoleGateContext) !== null;
  useEffect(() => {
    mounts++;
  }, []);
  return (
    <>
      <output data-testid="where">{inShell ? "in the shell" : "plain"}</output>
      <button onClick={() => navigate("/reports")}>reports</button>
      <button onClick={() => navigate("/login")}>login</button>
    </>
  );
}

async function renderAt(path: string, user: SessionUser | null = member) {
  mounts = 0;
  const i18n = await kernelI18n();
  const actor = await sessionActor(user);
  const services = { actor, client: fakeClient(async () => ({ data: [] })) };
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AppShellGate registry={registry} services={services}>
          <Probe />
        </AppShellGate>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("the app shell gate", () => {
  it("shows a plain page without loading the shell, and keeps the shell once a page needed it", async () => {
    await renderAt("/login");
    expect(screen.getByTestId("where").textContent).toBe("plain");
    expect(loadedAppShell()).toBeUndefined();

    await act(async () => screen.getByRole("button", { name: "reports" }).click());
    expect((await screen.findByTestId("where", {}, { timeout: 15_000 })).textContent).toBe("in the shell");
    expect(loadedAppShell()).toBeDefined();
    // The routes remount once, into the shell; the new mount's effect may run after its first paint.
    await waitFor(() => expect(mounts).toBe(2));

    // Back on the plain page after signing out: still in the shell, and not remounted again.
    await act(async () => screen.getByRole("button", { name: "login" }).click());
    expect(screen.getByTestId("where").textContent).toBe("in the shell");
    expect(mounts).toBe(2);
  });

  it("renders any other page in the shell from the start", async () => {
    await renderAt("/reports");
    expect(screen.getByTestId("where").textContent).toBe("in the shell");
  });

  it("leaves the shell out for a visitor without a session on a signed-in page, who is sent to sign in", async () => {
    await renderAt("/reports", null);
    expect(screen.getByTestId("where").textContent).toBe("plain");
  });
});
