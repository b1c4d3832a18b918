import { useEffect, useState } from "react";
import { useSessionServices } from "./react";

/** Waits before asking again after a failed answer (a network error or a 5xx): 1 s, 2 s, 4 s, then on reconnection. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000];

/**
 * Whether the server takes registrations (`GET /auth/options`); undefined until it answers. A
 * session call, not a refine hook: the sign-in page, which asks it, renders before refine exists.
 * A failed answer is asked again a few times and when the browser comes back online, so one
 * refused request does not hide "Create account" until a reload.
 */
export function useRegistrationOpen(): boolean | undefined {
  const { client } = useSessionServices();
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let current = true;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      client.request<{ registrationOpen?: unknown }>("GET", "/auth/options", { sessionless: true }).then(
        (body) => {
          if (current) setOpen(body.registrationOpen === true);
        },
        () => {
          const delay = RETRY_DELAYS_MS[attempt++];
          if (current && delay !== undefined) timer = setTimeout(ask, delay);
        },
      );
    };
    const onOnline = () => {
      attempt = 0;
      ask();
    };
    ask();
    window.addEventListener("online", onOnline);
    return () => {
      current = false;
      clearTimeout(timer);
      window.removeEventListener("online", onOnline);
    };
  }, [client]);
  return open;
}
