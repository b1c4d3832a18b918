import { useCustomMutation } from "@refinedev/core";
import { Button, Card, Select, Space, Typography } from "antd";
import { useMemo, useState } from "react";
import { apiRead, MAX_COMPARED_SEGMENTS, type Segment } from "../../../contracts";
import {
  dataQuery,
  segmentLabel,
  toast,
  useAccess,
  useErrorText,
  useFormat,
  useInvalidatePaths,
  useSelectedCompany,
  useTranslation,
  useApiRead,
} from "../../kernel";

/** Step 3: the segments the dashboard compares the company's sales against (else those of its own products). */
export function SegmentsStep() {
  const { t } = useTranslation("setup");
  const format = useFormat();
  const errorText = useErrorText("setup");
  const company = useSelectedCompany();
  const companyId = company?.id;
  const admin = useAccess("company_admin", "setup").allowed;
  const invalidate = useInvalidatePaths();
  const all = dataQuery(useApiRead(apiRead("segments")).query);
  const mine = dataQuery(
    useApiRead(apiRead("companies/{id}/segments", { id: companyId ?? "" }), { meta: { companyId }, queryOptions: { enabled: !!companyId } })
      .query,
  );
  const { mutation } = useCustomMutation();
  // null until the user changes the selection: it shows the saved choice.
  const [picked, setPicked] = useState<string[] | null>(null);
  const saved = useMemo(() => mine.data?.chosen.map((s) => s.id) ?? [], [mine.data]);
  const value = picked ?? saved;
  const options = useMemo(
    () =>
      (all.data ?? [])
        .map((s) => ({
          value: s.id,
          label: `${segmentLabel({ category: s.categoryLevel2, band: s.band }, format)} · ${t("segments.products", { count: s.products })}`,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, "sv")),
    [all.data, format, t],
  );
  const labelOf = (s: Segment) => segmentLabel({ category: s.categoryLevel2, band: s.band }, format);

  const save = async (segments: string[]) => {
    if (!companyId) return;
    try {
      await mutation.mutateAsync({ url: `companies/${companyId}/segments`, method: "put", values: { segments } });
      toast({ title: t("segments.saved"), variant: "success" });
      setPicked(null);
      await Promise.all([invalidate(`companies/${companyId}/segments`), invalidate(`companies/${companyId}/sales`)]);
    } catch (error) {
      toast({ title: t("failed"), description: errorText(error), variant: "destructive" });
    }
  };

  const fromProducts = mine.data?.fromProducts ?? [];
  const changed = picked !== null && [...picked].sort().join("|") !== [...saved].sort().join("|");
  return (
    <Card title={t("segments.title")} data-testid="setup-segments">
      <Typography.Paragraph type="secondary">{t("segments.intro")}</Typography.Paragraph>
      {mine.data && saved.length === 0 && (
        <Typography.Paragraph>
          {fromProducts.length > 0
            ? t("segments.defaultOwn", { segments: fromProducts.map(labelOf).join("; ") })
            : t("segments.defaultNone")}
        </Typography.Paragraph>
      )}
      <Space direction="vertical" style={{ width: "100%" }}>
        <Select
          mode="multiple"
          aria-label={t("segments.choose")}
          placeholder={t("segments.choose")}
          style={{ width: "100%" }}
          loading={all.isPending || mine.isPending}
          disabled={!admin || !companyId}
          options={options}
          value={value}
          onChange={setPicked}
          maxCount={MAX_COMPARED_SEGMENTS}
          optionFilterProp="label"
          showSearch
          allowClear
        />
        <Typography.Text type="secondary">{t("segments.limit", { count: MAX_COMPARED_SEGMENTS })}</Typography.Text>
        {admin ? (
          <Space wrap>
            <Button type="primary" disabled={!changed} loading={mutation.isPending} onClick={() => void save(value)}>
              {t("segments.save")}
            </Button>
            {saved.length > 0 && (
              <Button disabled={mutation.isPending} onClick={() => void save([])}>
                {t("segments.useOwn")}
              </Button>
            )}
          </Space>
        ) : (
          <Typography.Paragraph type="secondary">{t("segments.adminOnly")}</Typography.Paragraph>
        )}
      </Space>
    </Card>
  );
}
