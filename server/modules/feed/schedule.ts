import { Cron } from "croner";

/** The next time `cron` (Stockholm time) fires after `from`. */
export function nextRun(cron: string, from: Date): Date {
  const next = new Cron(cron, { timezone: "Europe/Stockholm", paused: true }).nextRun(from);
  if (!next) throw new Error(`The schedule "${cron}" never fires again`);
  return next;
}
