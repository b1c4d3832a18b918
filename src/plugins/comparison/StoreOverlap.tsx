import { Table } from "antd";
import { DataCard, ExportMenu, productText, useFormat, useTranslation, type ExportColumn } from "../../kernel";
import type { Compared } from "./api";

/** Where the main (first) product is listed and each other is not, and the other way round. */
export function StoreOverlap({ compared }: { compared: Compared[] }) {
  const { t } = useTranslation("comparison");
  const format = useFormat();
  const [anchor, ...others] = compared;
  const ready = !!anchor?.listedIn && others.every((c) => c.listedIn);
  const rows = ready
    ? others.map((c) => {
        const a = anchor!.listedIn!;
        const b = c.listedIn!;
        let both = 0;
        for (const store of b) if (a.has(store)) both++;
        const name = c.product ? productText(c.product, format) : `#${c.id}`;
        return { id: c.id, name, both, onlyAnchor: a.size - both, onlyOther: b.size - both };
      })
    : [];
  const anchorName = anchor?.product ? productText(anchor.product, format) : "";
  const exported: ExportColumn<(typeof rows)[number]>[] = [
    { header: t("overlap.product"), value: (r) => r.name },
    { header: t("overlap.both"), value: (r) => r.both, kind: "number" },
    { header: t("overlap.onlyAnchor", { name: anchorName }), value: (r) => r.onlyAnchor, kind: "number" },
    { header: t("overlap.onlyOther"), value: (r) => r.onlyOther, kind: "number" },
  ];
  return (
    <DataCard
      title={t("overlap.title", { name: anchorName })}
      extra={
        rows.length ? <ExportMenu filename="fenix-store-overlap" columns={exported} rows={rows} testId="export-store-overlap" /> : null
      }
      loading={!ready && compared.some((c) => c.pending)}
      empty={others.length === 0}
      emptyText={t("overlap.needTwo")}
    >
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={rows}
        data-testid="store-overlap"
        columns={[
          { title: t("overlap.product"), dataIndex: "name" },
          { title: t("overlap.both"), dataIndex: "both", align: "right", render: (v: number) => format.number(v) },
          {
            title: t("overlap.onlyAnchor", { name: anchorName }),
            dataIndex: "onlyAnchor",
            align: "right",
            render: (v: number) => format.number(v),
          },
          { title: t("overlap.onlyOther"), dataIndex: "onlyOther", align: "right", render: (v: number) => format.number(v) },
        ]}
      />
    </DataCard>
  );
}
