import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";

/** The id of the layouts' <main>, where the skip link sends focus. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * "Skip to content": the first thing Tab reaches, shown only while it has focus. It moves focus
 * itself rather than following the #fragment, which would put the fragment in the router's URL.
 */
export function SkipLink() {
  const { t } = useTranslation("common");
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className="fx-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t("header.skipToContent")}
    </a>
  );
}
