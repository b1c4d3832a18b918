import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useFieldErrorText } from "../../kernel";

/** A rule a field's value must pass, and what the field says when it does not. */
export interface FieldRule {
  test: (value: string) => boolean;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const rules = {
  required: (message: string): FieldRule => ({ test: (value) => value.trim() !== "", message }),
  email: (message: string): FieldRule => ({ test: (value) => EMAIL.test(value.trim()), message }),
  minLength: (length: number, message: string): FieldRule => ({ test: (value) => value.length >= length, message }),
};

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef: (input: HTMLInputElement | null) => void;
}

export interface PlainForm<F extends string> {
  field(name: F): FieldBinding;
  /** The server's last refusal names one of this form's fields (and is shown under it), so the page leaves it out of its general message. */
  refusedAtField: boolean;
  /** The form's onSubmit: checks every field, shows what fails and focuses the first, else calls `onValid`. */
  onSubmit(onValid: (values: Record<F, string>) => void): (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form's values and errors without a form library (the sign-in page loads none): each field is
 * checked on submit and, once it shows an error, again as it is edited; a server's refusal
 * (`failure`, the session's `refusal`) that names a field shows under it, once per refusal, until
 * the field is edited.
 */
export function usePlainForm<F extends string>(fieldRules: Record<F, readonly FieldRule[]>, failure: unknown): PlainForm<F> {
  const names = Object.keys(fieldRules) as F[];
  const serverError = useFieldErrorText(failure, names);
  const [values, setValues] = useState(() => Object.fromEntries(names.map((name) => [name, ""])) as Record<F, string>);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const inputs = useRef(new Map<F, HTMLInputElement>());

  useEffect(() => {
    if (serverError) setErrors((shown) => ({ ...shown, [serverError.name]: serverError.text }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal: not again when only its wording changes (another language)
  }, [failure]);

  const check = (name: F, value: string) => fieldRules[name].find((rule) => !rule.test(value))?.message;

  return {
    refusedAtField: serverError !== null,
    field: (name) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((shown) => (name in shown ? { ...shown, [name]: check(name, value) } : shown));
      },
      inputRef: (input) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      },
    }),
    onSubmit: (onValid) => (event) => {
      event.preventDefault();
      // What the browser filled in (a password manager) counts even if it sent no change event.
      const current = Object.fromEntries(names.map((name) => [name, inputs.current.get(name)?.value ?? values[name]])) as Record<F, string>;
      const found = Object.fromEntries(
        names.flatMap((name) => {
          const message = check(name, current[name]);
          return message ? [[name, message]] : [];
        }),
      ) as Partial<Record<F, string>>;
      setValues(current);
      setErrors(found);
      const first = names.find((name) => found[name]);
      if (first) inputs.current.get(first)?.focus();
      else onValid(current);
    },
  };
}
