// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageLoadBoundary } from "../../src/kernel/routing/PageLoadBoundary";
import { kernelI18n } from "./kernel-harness";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

class DownloadFailed extends Error {}

function Throws({ error }: { error: Error }): ReactNode {
  throw error;
}

/** Stands for the boundary above (a page's own, or none): records what reached it. */
class Above extends Component<{ children: ReactNode }, { caught: string | null }> {
  override state = { caught: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message };
  }
  override render() {
    return this.state.caught ? <p>above caught: {this.state.caught}</p> : this.props.children;
  }
}

async function renderBoundary(error: Error) {
  const i18n = await kernelI18n();
  // The failure handler asks /health before it reloads; offline, it shows the retry card at once.
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  vi.spyOn(console, "error").mockImplementation(() => undefined); // React reports every caught error
  render(
    <I18nextProvider i18n={i18n}>
      <Above>
        <PageLoadBoundary onRetry={() => undefined} catches={(caught) => caught instanceof DownloadFailed}>
          <Throws error={error} />
        </PageLoadBoundary>
      </Above>
    </I18nextProvider>,
  );
}

describe("the app shell's download boundary", () => {
  it("shows the retry card for a failed download", async () => {
    await renderBoundary(new DownloadFailed("gone"));
    expect(await screen.findByTestId("page-load-failed")).toBeTruthy();
  });

  it("passes any other error on to the boundary above, without treating it as a download", async () => {
    await renderBoundary(new Error("a page's own bug"));
    expect(await screen.findByText("above caught: a page's own bug")).toBeTruthy();
    expect(screen.queryByTestId("page-load-failed")).toBeNull();
  });
});
