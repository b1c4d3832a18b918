/** The days with data of a period and of the period it is compared with: KpiCard's `days` for a sum. */
export function comparedDays(
  period: { daysWithData: number } | undefined,
  previousPeriod: { daysWithData: number } | undefined,
): { current: number; previous: number } | undefined {
  return period && previousPeriod ? { current: period.daysWithData, previous: previousPeriod.daysWithData } : undefined;
}
