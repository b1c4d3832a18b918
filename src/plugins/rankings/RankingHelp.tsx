import { Collapse, Tag } from "antd";
import { RANKING_FLAGS, RANKING_RULES, type RankingFlag } from "../../../contracts";
import { useFormat, useTranslation } from "../../kernel";
import { FLAG_COLOURS } from "./ranking-columns";

/** Each flag's written rule with the thresholds the server uses (RANKING_RULES), never numbers of its own. */
function useRuleText(): (flag: RankingFlag) => string {
  const { t } = useTranslation("rankings");
  const format = useFormat();
  const { topPerformer, risingStar, placementOpportunity, delistingRisk } = RANKING_RULES;
  const values: Record<RankingFlag, Record<string, string>> = {
    topPerformer: { share: format.percent(topPerformer.topShare, 0), stores: format.number(topPerformer.minStoresSelling) },
    risingStar: {
      places: format.number(risingStar.minRankGain),
      growth: format.percent(risingStar.minGrowth, 0),
      litres: format.number(risingStar.minLitresPerMonth),
    },
    placementOpportunity: { stores: format.number(placementOpportunity.minStores) },
    delistingRisk: { share: format.percent(delistingRisk.bottomShare, 0), size: format.number(Math.ceil(1 / delistingRisk.bottomShare)) },
  };
  return (flag) => t(`help.${flag}`, values[flag]);
}

/** "How the ranking and its flags work", folded away until asked for. */
export function RankingHelp() {
  const { t } = useTranslation("rankings");
  const rule = useRuleText();
  return (
    <Collapse
      size="small"
      data-testid="ranking-help"
      items={[
        {
          key: "help",
          label: t("help.title"),
          children: (
            <>
              <p>{t("help.ranking")}</p>
              <dl className="fx-rules">
                {RANKING_FLAGS.map((flag) => (
                  <div key={flag}>
                    <dt>
                      <Tag color={FLAG_COLOURS[flag]}>{t(`flags.${flag}`)}</Tag>
                    </dt>
                    <dd>{rule(flag)}</dd>
                  </div>
                ))}
              </dl>
            </>
          ),
        },
      ]}
    />
  );
}
