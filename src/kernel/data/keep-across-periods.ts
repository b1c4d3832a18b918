const GROUP = "fenixPeriodGroup";

/**
 * Query options for figures that follow the chosen period: while a new period loads, the previous
 * period's answer stays on screen (the card dims it: `isPlaceholderData`) instead of a blank
 * skeleton. `group` names everything but the period (URL, company, product): another product or
 * company never shows the previous one's figures.
 */
export function keepAcrossPeriods(group: string) {
  return {
    meta: { [GROUP]: group },
    placeholderData: <T>(previous: T | undefined, previousQuery: { meta?: Record<string, unknown> | undefined } | undefined) =>
      previousQuery?.meta?.[GROUP] === group ? previous : undefined,
  };
}
