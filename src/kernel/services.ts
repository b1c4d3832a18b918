import { createSessionActor } from "../providers/auth/services";
import type { SessionServices } from "../providers/auth/react";
import { createHealthActor, type HealthActor } from "../providers/health";
import { readAppApiKey } from "../providers/config";
import { createHttpClient } from "../providers/http/client";
import { takeEarlyRenewal } from "../providers/http/early-renewal";
import { browserTokenStore } from "../providers/http/token-store";

export interface KernelServices extends SessionServices {
  health: HealthActor;
}

/**
 * The http client and the session, wired to each other, and API health; started once at boot.
 * The query cache and refine's data provider come with the app shell (shell/data-services.ts).
 */
export function createServices(): KernelServices {
  const tokens = browserTokenStore();
  const appApiKey = readAppApiKey();
  // The client reports an ended session to the actor, which is created with the client.
  const session: { actor?: SessionServices["actor"] } = {};
  const client = createHttpClient({
    tokens,
    appApiKey: () => appApiKey,
    onSessionEnded: () => session.actor?.send({ type: "SESSION_ENDED" }),
    takeEarlyRenewal: (refreshToken) => takeEarlyRenewal(refreshToken),
  });
  const actor = createSessionActor(client, tokens);
  session.actor = actor;
  actor.start();
  const health = createHealthActor(() => appApiKey);
  health.start();
  return { actor, client, health };
}
