import { RANKING_FLAGS, type RankingFlag } from "../../../contracts";
import { KpiCard, useFormat, useTranslation } from "../../kernel";
import type { RankingAnalysis } from "./api";

interface Props {
  analysis: RankingAnalysis | undefined;
  loading: boolean;
  updating: boolean;
  hasCompany: boolean;
  flags: readonly RankingFlag[];
  onToggleFlag: (flag: RankingFlag) => void;
}

/** Products and segments ranked, ours among them, and one card per flag that also filters by it. */
export function RankingKpis({ analysis, loading, updating, hasCompany, flags, onToggleFlag }: Props) {
  const { t } = useTranslation("rankings");
  const format = useFormat();
  const own = analysis?.segments.reduce((sum, s) => sum + s.ownProducts, 0);
  return (
    <div className="fx-stack" data-testid="ranking-kpis">
      <div className="fx-kpi-row">
        <KpiCard
          label={t("kpi.products")}
          value={analysis ? format.number(analysis.totals.products) : "–"}
          loading={loading}
          updating={updating}
          testId="kpi-products"
        />
        <KpiCard
          label={t("kpi.segments")}
          value={analysis ? format.number(analysis.segments.length) : "–"}
          loading={loading}
          updating={updating}
          testId="kpi-segments"
        />
        {hasCompany && (
          <KpiCard
            label={t("kpi.own")}
            value={own === undefined ? "–" : format.number(own)}
            loading={loading}
            updating={updating}
            testId="kpi-own"
          />
        )}
      </div>
      <div className="fx-kpi-caption" id="ranking-flag-caption">
        {t("flagCards.label")}
      </div>
      <div className="fx-kpi-row" role="group" aria-labelledby="ranking-flag-caption">
        {RANKING_FLAGS.map((flag) => (
          <KpiCard
            key={flag}
            label={t(`flagCards.${flag}`)}
            value={analysis ? format.number(analysis.flagCounts[flag]) : "–"}
            loading={loading}
            updating={updating}
            pressed={flags.includes(flag)}
            onToggle={() => onToggleFlag(flag)}
            testId={`kpi-flag-${flag}`}
          />
        ))}
      </div>
    </div>
  );
}
