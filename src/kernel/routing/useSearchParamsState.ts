import { useCallback, useRef } from "react";
import { useSearchParams, type NavigateOptions } from "react-router";
import { ask, latest, settle, type PendingParams } from "./pending-params";

export type ParamsEdit = (next: URLSearchParams) => URLSearchParams | void;

/**
 * The page's URL state: the rendered search params, and `change`, which edits a copy of the last
 * params asked for (not the last rendered), so changes made before a render all take effect.
 */
export function useSearchParamsState(): [URLSearchParams, (edit: ParamsEdit, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  const pending = useRef<PendingParams | null>(null);
  const renderedRef = useRef(rendered);
  renderedRef.current = rendered;
  const change = useCallback(
    (edit: ParamsEdit, options?: NavigateOptions) => {
      const now = renderedRef.current;
      const base = new URLSearchParams(latest(settle(pending.current, now), now));
      const next = edit(base) ?? base;
      pending.current = ask(settle(pending.current, now), now, next.toString());
      setParams(next, options);
    },
    [setParams],
  );
  return [params, change];
}

export type ParamChanges = Record<string, string | number | boolean | undefined>;

/** An edit that sets some parameters (undefined, "" or false removes one); any change but the page goes back to page 1. */
export const setParamValues =
  (changes: ParamChanges): ParamsEdit =>
  (next) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "" || value === false) next.delete(key);
      else next.set(key, value === true ? "1" : String(value));
    }
    if (!("page" in changes)) next.delete("page");
  };
