/** When the page was last reloaded because a page's code was missing (sessionStorage, per tab). */
const RELOADED_AT = "fenix-reloaded-for-missing-page";
/** A second failure this soon after such a reload is not a new deployment: show the retry card. */
const RELOAD_GUARD_MS = 60_000;

export type PageLoadOutcome = "reloading" | "retry";

/**
 * A page's code failed to download. Offline, or with the server unreachable, the user retries
 * once the connection is back. With the server answering, the file is gone because a new version
 * was deployed: the page reloads once to fetch the new version's files.
 */
export async function handlePageLoadFailure(): Promise<PageLoadOutcome> {
  if (!navigator.onLine) return "retry";
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return "retry";
  try {
    const res = await fetch("/health", { cache: "no-store" });
    if (!res.ok) return "retry";
  } catch {
    return "retry";
  }
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return "reloading";
}
