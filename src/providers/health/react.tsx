import { useSelector } from "@xstate/react";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { HealthActor } from "./index";

const HealthContext = createContext<HealthActor | null>(null);

export function HealthProvider({ actor, children }: { actor: HealthActor; children: ReactNode }) {
  return <HealthContext.Provider value={actor}>{children}</HealthContext.Provider>;
}

export interface ApiHealth {
  isHealthy: boolean;
  checking: boolean;
  lastChecked: number | null;
  checkNow(): void;
}

/** Health status: isHealthy, lastChecked. Healthy until a check has failed. */
export function useApiHealth(): ApiHealth {
  const actor = useContext(HealthContext);
  if (!actor) throw new Error("useApiHealth must be used inside HealthProvider");
  const offline = useSelector(actor, (state) => state.matches("offline"));
  const checking = useSelector(actor, (state) => state.matches("checking"));
  const lastChecked = useSelector(actor, (state) => state.context.lastChecked);
  return { isHealthy: !offline, checking, lastChecked, checkNow: () => actor.send({ type: "CHECK" }) };
}

/** The browser's own view of the network, from its online and offline events. */
/** `changes` counts the online/offline events seen, so each offline spell can be told apart. */
export function useBrowserOnline(): { online: boolean; lastChecked: number; changes: number } {
  const [state, setState] = useState(() => ({
    online: typeof navigator === "undefined" || navigator.onLine,
    lastChecked: Date.now(),
    changes: 0,
  }));
  useEffect(() => {
    const update = () => setState((previous) => ({ online: navigator.onLine, lastChecked: Date.now(), changes: previous.changes + 1 }));
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return state;
}
