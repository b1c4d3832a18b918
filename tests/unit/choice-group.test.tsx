// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ChoiceGroup } from "../../src/kernel/ui/ChoiceGroup";

afterEach(cleanup);

const OPTIONS = [
  { value: "7d", label: "7 dagar" },
  { value: "30d", label: "30 dagar" },
  { value: "90d", label: "90 dagar" },
] as const;

function Periods() {
  const [value, setValue] = useState<(typeof OPTIONS)[number]["value"]>("30d");
  return <ChoiceGroup aria-label="Period" value={value} onChange={setValue} options={OPTIONS} />;
}

const chosen = () => screen.getByRole("radio", { checked: true });

describe("ChoiceGroup", () => {
  it("is one Tab stop: only the chosen option takes focus from Tab", () => {
    render(<Periods />);
    expect(screen.getByRole("radiogroup", { name: "Period" })).toBeTruthy();
    expect(screen.getAllByRole("radio").map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
  });

  it("chooses with the arrow keys, Home and End, moving focus along and wrapping round", () => {
    render(<Periods />);
    const group = screen.getByRole("radiogroup");
    fireEvent.keyDown(group, { key: "ArrowLeft" });
    expect(chosen().textContent).toBe("7 dagar");
    expect(document.activeElement).toBe(chosen());
    fireEvent.keyDown(group, { key: "ArrowLeft" });
    expect(chosen().textContent).toBe("90 dagar");
    fireEvent.keyDown(group, { key: "Home" });
    expect(chosen().textContent).toBe("7 dagar");
    fireEvent.keyDown(group, { key: "ArrowDown" });
    expect(chosen().textContent).toBe("30 dagar");
    fireEvent.keyDown(group, { key: "End" });
    expect(chosen().textContent).toBe("90 dagar");
    expect(document.activeElement).toBe(chosen());
  });

  it("chooses by click, and leaves other keys alone", () => {
    render(<Periods />);
    fireEvent.click(screen.getByText("90 dagar"));
    expect(chosen().textContent).toBe("90 dagar");
    fireEvent.keyDown(screen.getByRole("radiogroup"), { key: "a" });
    expect(chosen().textContent).toBe("90 dagar");
  });
});
