// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rules, usePlainForm } from "../../src/plugins/auth/plain-form";

afterEach(cleanup);

function SignIn({
  onValid,
  serverError = null,
}: {
  onValid: (values: unknown) => void;
  serverError?: { name: string; text: string } | null;
}) {
  const form = usePlainForm(
    { email: [rules.required("Enter the address"), rules.email("Not an address")], password: [rules.minLength(12, "Too short")] },
    serverError,
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
    render(<SignIn onValid={onValid} />);
    type("password", "short");
    send();
    expect(onValid).not.toHaveBeenCalled();
    expect(shown()).toEqual(["Enter the address", "Too short"]);
    expect(document.activeElement).toBe(screen.getByLabelText("email"));
    expect(screen.getByLabelText("email").getAttribute("aria-invalid")).toBe("true");
  });

  it("checks a field again as it is edited once it shows an error, and sends when all pass", () => {
    const onValid = vi.fn();
    render(<SignIn onValid={onValid} />);
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
    render(<SignIn onValid={onValid} />);
    (screen.getByLabelText("email") as HTMLInputElement).value = "anna@example.se";
    (screen.getByLabelText("password") as HTMLInputElement).value = "a long passphrase";
    send();
    expect(onValid).toHaveBeenCalledWith({ email: "anna@example.se", password: "a long passphrase" });
  });

  it("shows each refusal of the server under its field until that field is edited", () => {
    function WithServer() {
      const [refusal, setRefusal] = useState<{ name: string; text: string } | null>(null);
      return (
        <>
          <SignIn onValid={() => setRefusal({ name: "password", text: "Too common" })} serverError={refusal} />
        </>
      );
    }
    render(<WithServer />);
    type("email", "anna@example.se");
    type("password", "password123456");
    send();
    expect(shown()).toEqual(["Too common"]);
    type("password", "a long and private passphrase");
    expect(shown()).toEqual([]);
    send();
    expect(shown()).toEqual(["Too common"]);
  });
});
