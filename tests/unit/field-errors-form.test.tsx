// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Form, Input } from "antd";
import type { i18n } from "i18next";
import { useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useFieldErrors, useServerFieldError } from "../../src/kernel/errors/useFieldErrors";
import { ApiError } from "../../src/providers/http/errors";
import { kernelI18n } from "./kernel-harness";

let i18n: i18n;
beforeAll(async () => {
  i18n = await kernelI18n();
});
afterEach(cleanup);

const taken = new ApiError("This address already belongs to a member", 409, undefined, {
  statusCode: 409,
  error: "Conflict",
  message: "This address already belongs to a member",
  code: "ALREADY_MEMBER",
  field: "email",
});

function HeldFailure({ failure, onPlaced }: { failure: unknown; onPlaced: (placed: boolean) => void }) {
  const [form] = Form.useForm();
  const placed = useServerFieldError(form, failure, ["email", "name"]);
  useEffect(() => {
    onPlaced(placed);
  }, [placed, onPlaced]);
  return (
    <Form form={form}>
      <Form.Item name="name" label="Namn">
        <Input />
      </Form.Item>
      <Form.Item name="email" label="E-postadress">
        <Input />
      </Form.Item>
    </Form>
  );
}

let show: (failure: unknown) => boolean = () => false;
function HandlerForm() {
  const [form] = Form.useForm();
  show = useFieldErrors(form, { newPassword: "password" });
  return (
    <Form form={form}>
      <Form.Item name="password" label="Lösenord">
        <Input.Password />
      </Form.Item>
    </Form>
  );
}

describe("a server refusal under its form field", () => {
  it("shows a held failure under the field it names, in Swedish, and says it did", async () => {
    let placed = false;
    render(
      <I18nextProvider i18n={i18n}>
        <HeldFailure failure={taken} onPlaced={(value) => (placed = value)} />
      </I18nextProvider>,
    );
    expect(await screen.findByText("Någon med den här adressen är redan medlem.")).toBeTruthy();
    expect(screen.getByLabelText("E-postadress").getAttribute("aria-invalid")).toBe("true");
    expect(placed).toBe(true);
    expect(screen.queryByText(/already belongs/)).toBeNull();
  });

  it("leaves a refusal about no field of the form to the page", async () => {
    let placed = true;
    render(
      <I18nextProvider i18n={i18n}>
        <HeldFailure failure={new ApiError("Invalid email or password", 401)} onPlaced={(value) => (placed = value)} />
      </I18nextProvider>,
    );
    await act(async () => undefined);
    expect(placed).toBe(false);
    expect(document.querySelector(".ant-form-item-explain-error")).toBeNull();
  });

  it("places a refusal from an error handler under the form's name for the server's field", async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <HandlerForm />
      </I18nextProvider>,
    );
    const tooShort = new ApiError("body/newPassword must NOT have fewer than 12 characters", 400, undefined, {
      code: "VALIDATION_FAILED",
      field: "newPassword",
      rule: "minLength",
      limit: 12,
    });
    let placed = false;
    act(() => {
      placed = show(tooShort);
    });
    expect(placed).toBe(true);
    expect(await screen.findByText("Skriv minst 12 tecken.")).toBeTruthy();
    expect(show(new Error("offline"))).toBe(false);
  });
});
