import { createActor, fromPromise } from "xstate";
import { createHealthCheck, healthMachine } from "./health-machine";

export * from "./health-machine";

export type HealthActor = ReturnType<typeof createHealthActor>;

export function createHealthActor(appApiKey: () => string) {
  const check = createHealthCheck(appApiKey);
  return createActor(healthMachine.provide({ actors: { checkHealth: fromPromise(() => check()) } }), {
    input: { now: () => Date.now() },
  });
}
