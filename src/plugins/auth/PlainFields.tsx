import { useId, useState, type HTMLInputTypeAttribute, type ReactNode } from "react";
import { useTranslation } from "../../kernel";
import type { FieldBinding } from "./plain-form";

interface TextFieldProps {
  field: FieldBinding;
  label: string;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: "text" | "numeric" | "email";
  placeholder?: string;
}

/** A labelled input in antd's form-item look: its error (and hint) below it, read out with it. */
export function TextField({ field, label, hint, type = "text", ...input }: TextFieldProps) {
  const id = useId();
  const { t } = useTranslation("auth");
  const [shown, setShown] = useState(false);
  const described = [field.error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ");
  const password = type === "password";
  const control = (
    <input
      id={id}
      ref={field.inputRef}
      className="fx-input"
      name={field.name}
      type={password && shown ? "text" : type}
      value={field.value}
      onChange={field.onChange}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={described || undefined}
      {...input}
    />
  );
  return (
    <div className="fx-form-item">
      <label className="fx-label" htmlFor={id}>
        {label}
      </label>
      {password ? (
        <div className="fx-input-wrap">
          {control}
          <button type="button" className="fx-input-toggle" aria-pressed={shown} aria-label={t("show")} onClick={() => setShown(!shown)}>
            <EyeIcon crossed={!shown} />
          </button>
        </div>
      ) : (
        control
      )}
      {field.error && (
        <div id={`${id}-error`} className="fx-field-error" role="alert">
          {field.error}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="fx-field-hint">
          {hint}
        </div>
      )}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A submit button in antd's primary look; `busy` shows a spinner and ignores further presses. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="fx-button fx-button-primary fx-button-block" aria-busy={busy || undefined}>
      {busy && <span className="fx-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A message over the form: "error" is read out at once. */
export function Notice({ kind, children }: { kind: "info" | "error"; children: ReactNode }) {
  return (
    <div className={`fx-alert fx-alert-${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
