// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ButtonLink } from "../../src/kernel/routing/ButtonLink";
import NotFoundPage from "../../src/kernel/pages/NotFoundPage";

afterEach(cleanup);

function App({ children }: { children: React.ReactNode }) {
  return (
    <MemoryRouter initialEntries={["/somewhere"]}>
      <Routes>
        <Route path="/" element={<p>Start page</p>} />
        <Route path="/somewhere" element={children} />
      </Routes>
    </MemoryRouter>
  );
}

function renderLink() {
  render(
    <App>
      <ButtonLink to="/">To the start page</ButtonLink>
    </App>,
  );
  return screen.getByRole("link", { name: "To the start page" });
}

describe("ButtonLink", () => {
  it("is one link with its address, with no button inside it", () => {
    const link = renderLink();
    expect(link.getAttribute("href")).toBe("/");
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("opens the page in the app on a click, and leaves a Ctrl-click to the browser", () => {
    const link = renderLink();
    // A new tab: the app does not navigate (the browser would open the address in the other tab).
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.queryByText("Start page")).toBeNull();
    fireEvent.click(link);
    expect(screen.getByText("Start page")).toBeTruthy();
  });

  it("is how the not-found page leads back to the start page", () => {
    render(
      <App>
        <NotFoundPage />
      </App>,
    );
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    fireEvent.click(screen.getByRole("link"));
    expect(screen.getByText("Start page")).toBeTruthy();
  });
});
