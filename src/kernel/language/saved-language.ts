import type { i18n } from "i18next";
import { useEffect } from "react";
import type { Preferences } from "../../../contracts";
import type { SessionServices } from "../../providers/auth/react";
import { chooseLanguage, currentLanguage } from "../../providers/i18n";

/** The states a session reopened in this browser passes through: its language is this browser's already. */
const REOPENING = new Set(["restoring", "unavailable", "authenticated"]);

/**
 * The language a user saved (on /profile, or chosen in the user menu while signed in) follows them
 * to a new browser: signing in asks for their preferences and switches to it. Reopening a stored
 * session does not ask: this browser keeps the choice made in it.
 */
export function useSavedLanguageOnSignIn(services: SessionServices, i18n: i18n): void {
  const { actor, client } = services;
  useEffect(() => {
    let previous = String(actor.getSnapshot().value);
    const subscription = actor.subscribe((snapshot) => {
      const now = String(snapshot.value);
      const signedIn = now === "authenticated" && !REOPENING.has(previous);
      previous = now;
      if (!signedIn) return;
      client
        .request<{ data?: Preferences }>("GET", "/users/me/preferences")
        .then(({ data }) => (data?.language && data.language !== currentLanguage(i18n) ? chooseLanguage(i18n, data.language) : undefined))
        .catch(() => undefined); // The language stays as chosen on the sign-in page.
    });
    return () => subscription.unsubscribe();
  }, [actor, client, i18n]);
}
