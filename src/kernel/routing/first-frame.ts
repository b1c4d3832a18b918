import { matchesRoute } from "../../../contracts/route-paths";
import { REFRESH_TOKEN_KEY } from "../../providers/http/token-store";

/** Set on <html> while the page's frame may show (first-paint.css: `.fx-frame`). */
export const FRAME_ATTRIBUTE = "data-fx-frame";

/**
 * Run by index.html's inline script, before the body is parsed: with a session stored and a page
 * that has a header (not one of `bareRoutes`, the routes with layout "none"), the page's frame in
 * index.html (the header's bar and logo, a skeleton of the content) shows until the app renders
 * over it: on a slow connection the app's code takes seconds, the frame one round trip. A visitor
 * without a session sees nothing until the sign-in page, as before.
 */
export function showFirstFrame(bareRoutes: readonly string[], scope: typeof globalThis = globalThis): void {
  try {
    if (!scope.localStorage.getItem(REFRESH_TOKEN_KEY)) return;
    const { pathname } = scope.location;
    if (bareRoutes.some((pattern) => matchesRoute(pattern, pathname))) return;
    scope.document.documentElement.setAttribute(FRAME_ATTRIBUTE, "");
  } catch {
    // Storage blocked: no frame, the app renders as before.
  }
}
