import { Alert, Card, Col, Descriptions, Result, Row, Skeleton } from "antd";
import { Link, useParams } from "react-router";
import {
  ApiError,
  PeriodSelect,
  useComparison,
  useErrorText,
  useFormat,
  usePageData,
  usePeriod,
  useSelectedCompany,
  useTranslation,
} from "../../kernel";
import { useOptimization, useStore, useStoreCategories, useStorePerformance, useStoreTopProducts } from "./api";
import { STORE_REF_PATTERN } from "../../../contracts";
import { StoreInventory } from "./StoreInventory";
import { hoursToShow, todayInSweden } from "./opening-hours";
import { StoreOptimization } from "./StoreOptimization";
import { StorePerformance } from "./StorePerformance";
import { storeDisplayName, StoreResponseError } from "./store-response";
import { Categories, TopProducts } from "./StoreTables";

/** `/stores/{storeId}`: one store's address, hours, sales, shelves and assortment advice. */
export default function StorePage() {
  const { t } = useTranslation("stores");
  const errorText = useErrorText();
  const format = useFormat();
  const raw = useParams().storeId ?? "";
  // The store number users know (0102, leading zero kept; an agent's 138103-91A) or the internal id: the API resolves both.
  const valid = new RegExp(STORE_REF_PATTERN).test(raw);
  const ref = valid ? raw : "";
  const [period] = usePeriod();
  const company = useSelectedCompany();
  const store = useStore(ref);
  const [compare] = useComparison();
  const performance = useStorePerformance(ref, period, compare);
  const top = useStoreTopProducts(ref, period);
  const categories = useStoreCategories(ref, period);
  const optimization = useOptimization(ref, period);
  usePageData("store", store.data);
  usePageData("store analytics", performance.data && { performance: performance.data, topProducts: top.data, categories: categories.data });

  if (!valid || (store.error instanceof ApiError && store.error.status === 404)) {
    return (
      <Result
        status="404"
        title={t("notFound.title")}
        subTitle={t("notFound.text", { id: raw })}
        extra={<Link to="/stores">{t("notFound.back")}</Link>}
      />
    );
  }
  if (store.error)
    return (
      <Alert
        type="error"
        showIcon
        message={t("error")}
        // The specified shape messages word for word; anything the server said, in the reader's language.
        description={store.error instanceof StoreResponseError ? store.error.message : errorText(store.error)}
        data-testid="store-error"
      />
    );
  if (store.isPending || !store.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const s = store.data;
  const hours = hoursToShow(s.openingHours ?? [], todayInSweden());
  return (
    <div className="fx-page">
      <div className="fx-page-head">
        <h1>{storeDisplayName(s, t("unknown"))}</h1>
        <PeriodSelect compare />
      </div>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: "address", label: t("fields.address"), children: [s.address, s.city].filter(Boolean).join(", ") || "–" },
            { key: "county", label: t("fields.county"), children: s.county ?? "–" },
            { key: "number", label: t("fields.number"), children: s.storeId ?? s.siteId ?? "–" },
            { key: "size", label: t("fields.size"), children: s.sizeClass ?? "–" },
            {
              key: "hours",
              label: t("fields.hours"),
              span: "filled",
              children: hours.days.length ? (
                <div>
                  {hours.past && (
                    <div className="fx-muted">
                      {t("pastHours", { from: format.date(hours.days[0]!.date), to: format.date(hours.days.at(-1)!.date) })}
                    </div>
                  )}
                  <ul className="fx-opening-hours" data-testid="opening-hours">
                    {hours.days.map((h) => (
                      <li key={h.date}>
                        <span>
                          {format.weekday(h.date)} {format.date(h.date)}
                        </span>{" "}
                        {h.openFrom && h.openTo ? `${h.openFrom.slice(0, 5)}–${h.openTo.slice(0, 5)}` : t("closed")}
                        {h.reason ? ` (${h.reason})` : ""}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                t("noHours")
              ),
            },
          ]}
        />
      </Card>
      <StorePerformance performance={performance.data} loading={performance.isPending} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <TopProducts query={top} />
        </Col>
        <Col xs={24} xl={12}>
          <Categories query={categories} />
        </Col>
      </Row>
      {company && (
        <StoreInventory storeId={ref} company={company} title={t("inventory.ours", { company: company.name })} testId="our-inventory" />
      )}
      <StoreInventory storeId={ref} title={t("inventory.title")} testId="inventory" />
      <StoreOptimization query={optimization} />
    </div>
  );
}
