/** One fact of the feed in a key figure's card (the kernel's KpiCard look): its label, the value, a line under it. */
export function StatusCard({
  label,
  value,
  note,
  loading,
  testId,
}: {
  label: string;
  value: string;
  note?: string | null | undefined;
  loading: boolean;
  testId?: string;
}) {
  return (
    <div className="fx-card fx-card-small fx-kpi" aria-busy={loading} data-testid={testId}>
      <div className="fx-card-body">
        <div className="fx-kpi-label">{label}</div>
        <div className="fx-kpi-value fx-kpi-long">{loading ? <span className="fx-kpi-placeholder" /> : value}</div>
        <div className="fx-kpi-change">{loading ? null : note}</div>
      </div>
    </div>
  );
}
