import { Alert, Descriptions, Drawer, Grid, Skeleton, Tag, Timeline, Typography } from "antd";
import { RouteLink, useErrorText, useFormat, usePageData, useTranslation } from "../../kernel";
import { useArticle } from "./api";
import { dayText, KindTag } from "./artdisk-columns";
import { eventSentence, KIND_COLOURS, priceText } from "./event-text";

/** An article's lifecycle: what the register knows of it, and each event as a sentence, oldest first. */
export function ArticleDrawer({
  productNumber,
  companyId,
  onClose,
}: {
  productNumber: string | undefined;
  companyId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation("artdisk");
  const format = useFormat();
  const errorText = useErrorText();
  const phone = !Grid.useBreakpoint().sm;
  const detail = useArticle(productNumber, companyId);
  usePageData("artdisk article", detail.data);
  const article = detail.data?.article;
  const events = detail.data?.events ?? [];
  const none = t("none");

  return (
    <Drawer
      open={productNumber !== undefined}
      onClose={onClose}
      width={phone ? "100%" : 560}
      title={article?.name ?? t("article.loading")}
      closable={{ "aria-label": t("article.close") }}
      destroyOnHidden
      data-testid="article-drawer"
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.error || !article ? (
        <Alert type="error" showIcon message={errorText(detail.error)} />
      ) : (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: "number", label: t("article.number"), children: article.productNumber },
              { key: "producer", label: t("article.producer"), children: article.producer ?? none },
              {
                key: "category",
                label: t("article.category"),
                children: article.category
                  ? [article.category, article.subcategory]
                      .filter((c): c is string => !!c)
                      .map(format.category)
                      .join(" › ")
                  : t("unknown"),
              },
              {
                key: "volume",
                label: t("article.volume"),
                children: article.volumeMl === null ? none : `${format.number(article.volumeMl)} ml`,
              },
              { key: "price", label: t("article.price"), children: article.price === null ? none : priceText(format.sek, article.price) },
              {
                key: "status",
                label: t("article.status"),
                children: (
                  <>
                    <Tag color={article.status === "listed" ? KIND_COLOURS.launch : KIND_COLOURS.delisting}>
                      {t(`statuses.${article.status}`)}
                    </Tag>
                    {article.assortment && format.assortment(article.assortment)}
                    {article.own && <Tag className="fx-own-tag">{t("table.own")}</Tag>}
                  </>
                ),
              },
              { key: "launch", label: t("article.launch"), children: article.launchDate ? dayText(format, article.launchDate) : none },
            ]}
          />
          <Typography.Paragraph style={{ margin: "12px 0 20px" }}>
            {article.productId !== null ? (
              <RouteLink to="products.product" params={{ id: article.productId }}>
                {t("article.productPage")}
              </RouteLink>
            ) : (
              <Typography.Text type="secondary">{t("article.notInCatalogue")}</Typography.Text>
            )}
          </Typography.Paragraph>
          <h3 className="fx-subhead">
            {t("article.timeline")} <span className="fx-muted">({t("article.events", { count: events.length })})</span>
          </h3>
          {events.length === 0 ? (
            <Typography.Text type="secondary">{t("article.noEvents")}</Typography.Text>
          ) : (
            <Timeline
              data-testid="article-timeline"
              items={events.map((e, i) => ({
                key: `${e.date}-${e.kind}-${i}`,
                color: KIND_COLOURS[e.kind],
                children: (
                  <div data-testid="timeline-event">
                    <div>
                      <KindTag kind={e.kind} t={t} />
                      <strong>{eventSentence(e, t, format)}</strong>
                    </div>
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {dayText(format, e.date)} · {t(`sources.${e.source}`)}
                    </Typography.Text>
                  </div>
                ),
              }))}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
