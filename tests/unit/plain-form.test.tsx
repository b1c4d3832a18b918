// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { i18n } from "i18next";
import { useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { rules, usePlainForm } from "../../src/plugins/auth/plain-form";
import { kernelI18n } from "./kernel-harness";

let i18n: i18n;
beforeAll(async () => {
  i18n = await kernelI18n();
});
afterEach(cleanup);

const inSwedish = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
/** The server's refusal of a too common password, as the session keeps it. */
const tooCommon = () => ({ code: "PASSWORD_TOO_COMMON", field: "password", message: "Password is too common; choose another" });

function SignIn({ onValid, refusal = null }: { onValid: (values: unknown) => void; refusal?: unknown }) {
  const form = usePlainForm(
    { email: [rules.required("Enter the address"), rules.email("Not an address")], password: [rules.minLength(12, "Too short")] },
    refusal,
  );
  return (
    <form onSubmit={form.onSubmit(onValid)} noValidate>
      {(["email", "password"] as const).map((name) => {
        const field = form.field(name);
        return (
          <p key={name}>
            <label>
              {name}
              <input
                ref={field.inputRef}
                name={name}
                value={field.value}
                onChange={field.onChange}
                aria-invalid={field.error ? true : undefined}
              />
            </label>
            {field.error && <span role="alert">{field.error}</span>}
          </p>
        );
      })}
      <button type="submit">Send</button>
    </form>
  );
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Send" }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const shown = () => screen.queryAllByRole("alert").map((alert) => alert.textContent);

describe("the sign-in page's plain form", () => {
  it("refuses to send what breaks a rule, says so under each field and focuses the first", () => {
    const onValid = vi.fn();
    inSwedish(<SignIn onValid={onValid} />);
    type("password", "short");
    send();
    expect(onValid).not.toHaveBeenCalled();
    expect(shown()).toEqual(["Enter the address", "Too short"]);
    expect(document.activeElement).toBe(screen.getByLabelText("email"));
    expect(screen.getByLabelText("email").getAttribute("aria-invalid")).toBe("true");
  });

  it("checks a field again as it is edited once it shows an error, and sends when all pass", () => {
    const onValid = vi.fn();
    inSwedish(<SignIn onValid={onValid} />);
    send();
    type("email", "anna@");
    expect(shown()).toEqual(["Not an address", "Too short"]);
    type("email", "anna@example.se");
    expect(shown()).toEqual(["Too short"]);
    type("password", "a long passphrase");
    send();
    expect(onValid).toHaveBeenCalledWith({ email: "anna@example.se", password: "a long passphrase" });
  });

  it("sends what the browser filled in without a change event (a password manager)", () => {
    const onValid = vi.fn();
    inSwedish(<SignIn onValid={onValid} />);
    (screen.getByLabelText("email") as HTMLInputElement).value = "anna@example.se";
    (screen.getByLabelText("password") as HTMLInputElement).value = "a long passphrase";
    send();
    expect(onValid).toHaveBeenCalledWith({ email: "anna@example.se", password: "a long passphrase" });
  });

  it("shows each refusal of the server under its field, in the reader's language, until that field is edited", async () => {
    function WithServer() {
      const [refusal, setRefusal] = useState<unknown>(null);
      return <SignIn onValid={() => setRefusal(tooCommon())} refusal={refusal} />;
    }
    inSwedish(<WithServer />);
    type("email", "anna@example.se");
    type("password", "password123456");
    send();
    expect(shown()).toEqual(["Lösenordet är för vanligt. Välj ett annat."]);
    type("password", "a long and private passphrase");
    expect(shown()).toEqual([]);
    // Another language does not bring back a refusal the reader has dealt with.
    await act(async () => i18n.changeLanguage("en"));
    expect(shown()).toEqual([]);
    await act(async () => i18n.changeLanguage("sv"));
    send();
    expect(shown()).toEqual(["Lösenordet är för vanligt. Välj ett annat."]);
  });
});
