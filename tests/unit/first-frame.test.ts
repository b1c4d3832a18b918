// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { FRAME_ATTRIBUTE, showFirstFrame } from "../../src/kernel/routing/first-frame";
import { REFRESH_TOKEN_KEY } from "../../src/providers/http/token-store";

const BARE = ["/login", "/accept-invite"];
const framed = () => document.documentElement.hasAttribute(FRAME_ATTRIBUTE);

function openAt(path: string) {
  window.history.replaceState(null, "", path);
  document.documentElement.removeAttribute(FRAME_ATTRIBUTE);
  showFirstFrame(BARE);
}

describe("the page's frame before the app's code", () => {
  afterEach(() => localStorage.clear());

  it("shows for a stored session on a page with a header", () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, "R1");
    openAt("/products?search=vin");
    expect(framed()).toBe(true);
    openAt("/stores/1201");
    expect(framed()).toBe(true);
  });

  it("does not show on a page without a header, whatever the case of its path", () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, "R1");
    openAt("/login");
    expect(framed()).toBe(false);
    openAt("/Accept-Invite/");
    expect(framed()).toBe(false);
  });

  it("does not show without a stored session: the visitor is on the way to sign in", () => {
    openAt("/products");
    expect(framed()).toBe(false);
  });
});
