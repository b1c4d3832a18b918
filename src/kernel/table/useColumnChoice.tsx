import { SettingOutlined } from "@ant-design/icons";
import { Button, Checkbox, Popover } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { storedValue, useStoredValue, type StoredValue } from "../../providers/selection/stored-value";

const isKeyList = (value: unknown): value is string[] => Array.isArray(value) && value.every((key) => typeof key === "string");
const choices = new Map<string, StoredValue<string[]>>();
/** The columns a reader hid in a table, kept in this browser by the table's name. */
function hiddenColumns(table: string): StoredValue<string[]> {
  let value = choices.get(table);
  if (!value) choices.set(table, (value = storedValue(`fenix.columns.${table}`, isKeyList)));
  return value;
}

const keyOf = (column: { key?: unknown }) => String(column.key);

interface ColumnChoiceOptions {
  /** Columns that always show (the row's name): not offered for hiding. */
  always: readonly string[];
  /** A column's name in the chooser where its title is not plain text. */
  labels?: Record<string, string>;
}

/**
 * A wide table's columns as the reader chose them: a "Columns" button with a checkbox per column,
 * remembered in this browser. Every column needs a `key`.
 */
export function useColumnChoice<T>(
  table: string,
  columns: ColumnsType<T>,
  { always, labels = {} }: ColumnChoiceOptions,
): { columns: ColumnsType<T>; chooser: ReactNode } {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const store = hiddenColumns(table);
  const stored = useStoredValue(store);
  const options = columns
    .filter((column) => !always.includes(keyOf(column)))
    .map((column) => ({
      value: keyOf(column),
      label: labels[keyOf(column)] ?? (typeof column.title === "string" ? column.title : keyOf(column)),
    }));
  // Only columns this table offers now: a key kept from an older version of the table hides nothing.
  const hidden = stored?.filter((key) => options.some((option) => option.value === key));
  const shown = useMemo(() => columns.filter((column) => !hidden?.includes(keyOf(column))), [columns, hidden]);
  const chooser = (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      title={t("columns.title")}
      content={
        <div role="group" aria-label={t("columns.title")}>
          <Checkbox.Group
            style={{ display: "grid", gap: 6 }}
            options={options}
            value={options.map((option) => option.value).filter((key) => !hidden?.includes(key))}
            onChange={(checked) => {
              const unchecked = options.map((option) => option.value).filter((key) => !checked.includes(key));
              store.set(unchecked.length ? unchecked : null);
            }}
          />
        </div>
      }
    >
      <Button size="small" icon={<SettingOutlined />} aria-expanded={open} aria-haspopup="dialog" data-testid={`${table}-columns`}>
        {t("columns.choose")}
        {hidden?.length ? ` (${t("columns.hidden", { count: hidden.length })})` : ""}
      </Button>
    </Popover>
  );
  return { columns: shown, chooser };
}
