/** Where to return after signing in: path, query and hash of the page that needed it. */
export const REDIRECT_KEY = "fenix-redirect-after-login";

export function rememberRedirect(location: { pathname: string; search: string; hash: string }): void {
  try {
    localStorage.setItem(REDIRECT_KEY, `${location.pathname}${location.search}${location.hash}`);
  } catch {
    // Without storage the user lands on the start page instead.
  }
}

/** The remembered target, once; only same-site paths are honoured. */
export function takeRedirect(fallback = "/"): string {
  try {
    const target = localStorage.getItem(REDIRECT_KEY);
    localStorage.removeItem(REDIRECT_KEY);
    if (target && target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/login")) return target;
  } catch {
    // fall through
  }
  return fallback;
}
