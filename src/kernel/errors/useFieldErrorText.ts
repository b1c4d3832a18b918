import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorText, type FieldError, type FormFields } from "./field-error";

/**
 * The field a failure held in state (the session's `refusal`, a mutation's `error`) is about,
 * with its sentence in the reader's language; null when it names none of the form's fields. For
 * forms without antd; `useServerFieldError` puts the same under an antd form's field.
 */
export function useFieldErrorText(failure: unknown, fields: FormFields): FieldError | null {
  const { t } = useTranslation("common");
  const key = JSON.stringify(fields);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `fields`, often a new literal each render
  return useMemo(() => fieldErrorText(t, failure, fields), [t, failure, key]);
}
