// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRICE_COMMIT_DELAY_MS, PriceInput } from "../../src/plugins/products/PriceInput";
import { installBrowserShims } from "./dom-setup";

/** How long the router takes to hand a committed bound back as the URL's value. */
const URL_ECHO_MS = 30;

let commits: (number | undefined)[] = [];
let setFromOutside: (value: number | undefined) => void = () => undefined;

/** The products page's use: the bound lives in the URL, which echoes a commit a moment later. */
function PriceBound() {
  const [urlValue, setUrlValue] = useState<number | undefined>(undefined);
  setFromOutside = setUrlValue;
  return (
    <PriceInput
      label="Max price"
      value={urlValue}
      onCommit={(value) => {
        commits.push(value);
        setTimeout(() => setUrlValue(value), URL_ECHO_MS);
      }}
    />
  );
}

const field = () => screen.getByRole<HTMLInputElement>("spinbutton", { name: "Max price" });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  installBrowserShims();
  vi.useFakeTimers();
  commits = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("PriceInput", () => {
  it("commits once the typing pauses, not on every key", () => {
    render(<PriceBound />);
    type("3");
    wait(PRICE_COMMIT_DELAY_MS - 100);
    type("30");
    wait(PRICE_COMMIT_DELAY_MS - 1);
    expect(commits).toEqual([]);
    wait(1);
    expect(commits).toEqual([30]);
  });

  it("commits what is typed at once when the field is left or Enter is pressed", () => {
    render(<PriceBound />);
    type("120");
    fireEvent.blur(field());
    expect(commits).toEqual([120]);
    type("150");
    fireEvent.keyDown(field(), { key: "Enter", code: "Enter", keyCode: 13 });
    expect(commits).toEqual([120, 150]);
    wait(PRICE_COMMIT_DELAY_MS * 2);
    expect(commits).toEqual([120, 150]);
  });

  it("keeps a key typed after a pause's commit when the URL echoes that commit", () => {
    render(<PriceBound />);
    type("30");
    wait(PRICE_COMMIT_DELAY_MS);
    expect(commits).toEqual([30]);
    type("300");
    wait(URL_ECHO_MS);
    expect(field().value).toBe("300");
    fireEvent.keyDown(field(), { key: "Enter", code: "Enter", keyCode: 13 });
    expect(commits).toEqual([30, 300]);
    wait(URL_ECHO_MS);
    expect(field().value).toBe("300");
  });

  it("shows a bound the URL changes from elsewhere (a cleared filter, the back button)", () => {
    render(<PriceBound />);
    type("80");
    fireEvent.blur(field());
    wait(URL_ECHO_MS);
    act(() => setFromOutside(undefined));
    expect(field().value).toBe("");
    act(() => setFromOutside(45));
    expect(field().value).toBe("45");
    expect(commits).toEqual([80]);
  });
});
