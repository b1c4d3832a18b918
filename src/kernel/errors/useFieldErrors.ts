import type { FormInstance } from "antd";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorText, type FieldError, type FormFields } from "./field-error";
import { useFieldErrorText } from "./useFieldErrorText";

const namePath = (name: string): string | (string | number)[] =>
  name.includes(".") ? name.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : name;

function place(form: FormInstance, found: FieldError | null): boolean {
  if (!found) return false;
  form.setFields([{ name: namePath(found.name), errors: [found.text] }]);
  return true;
}

/**
 * `const showFieldError = useFieldErrors(form, ["email"])`; in a mutation's error handler,
 * `if (!showFieldError(error)) toast(…)`: a refusal that names one of the form's fields is shown
 * under that field, translated (antd's `setFields`), and the call answers true.
 */
export function useFieldErrors(form: FormInstance, fields: FormFields): (failure: unknown) => boolean {
  const { t } = useTranslation("common");
  const key = JSON.stringify(fields);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `fields`, often a new literal each render
  return useCallback((failure: unknown) => place(form, fieldErrorText(t, failure, fields)), [form, t, key]);
}

/**
 * The same for a failure held in state (the session's `refusal`, a mutation's `error`): each new
 * failure that names one of the form's fields is shown under it. Answers whether the current one
 * is, so the page leaves it out of its general message.
 */
export function useServerFieldError(form: FormInstance, failure: unknown, fields: FormFields): boolean {
  const found = useFieldErrorText(failure, fields);
  useEffect(() => {
    place(form, found);
  }, [form, found]);
  return found !== null;
}
