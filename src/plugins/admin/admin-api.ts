import type React from "react";
import { useTable } from "@refinedev/antd";
import { useCustomMutation, type BaseRecord, type CrudFilter, type HttpError } from "@refinedev/core";
import type { ApiRead } from "../../../contracts";
import { App } from "antd";
import { toast, useApiRead, useErrorText, useInvalidatePaths, useTranslation } from "../../kernel";

const PAGE_SIZE = 20;

/** A read of the admin API (`admin/...`) that is no paged list, with the query's empty values left out. */
export function useAdminRead<T extends BaseRecord>(path: ApiRead<T>, query: Record<string, string | number | undefined> = {}) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ""));
  return useApiRead(path, Object.keys(params).length ? { query: params } : {}).query;
}

interface AdminTableOptions {
  /** The filters the page starts with (its controls change them). */
  initial?: CrudFilter[];
  /** Filters the page's controls do not change (one from the URL). */
  permanent?: CrudFilter[];
}

/**
 * An admin list (`admin/companies` …) through @refinedev/antd's `useTable`: PAGE_SIZE rows a page
 * (the data provider's `limit` and offset `cursor`), the filters the page's controls set, nothing
 * in the URL. `tableProps` feed antd's Table (rows, loading, page changes); their pagination is the
 * one the admin tables always had: numbered pages at every width, plain page buttons (the hook's
 * own are links to `?currentPage=` addresses, which these pages do not read).
 *
 * Only @refinedev/antd's table hook: its form and select hooks (useForm, useModalForm, useSelect)
 * run refine core's useForm, useCreate, useUpdate, useSelect and useMany, which no other page
 * uses, and refine core is one module in the app shell's chunk: they would add about 7 KB gzip to
 * what every signed-in page loads before its first paint. The forms and pickers keep
 * useCustomMutation and useAdminRead, which are there already.
 */
export function useAdminTable<T extends BaseRecord>(resource: string, { initial, permanent }: AdminTableOptions = {}) {
  const table = useTable<T, HttpError>({
    resource,
    syncWithLocation: false,
    pagination: { pageSize: PAGE_SIZE, mode: "server" },
    filters: { mode: "server", ...(initial ? { initial } : {}), ...(permanent ? { permanent } : {}) },
    successNotification: false,
    errorNotification: false,
  });
  const { tableQuery, filters, setFilters, setCurrentPage } = table;
  return {
    query: tableQuery,
    /** The answer came and holds no row. */
    empty: tableQuery.data?.data.length === 0,
    tableProps: {
      ...table.tableProps,
      pagination: { current: table.currentPage, pageSize: table.pageSize, total: table.result.total, showSizeChanger: false },
    },
    /** A filter's value (`eq`), for the control that sets it. */
    filterValue: (field: string) => filters.find((filter) => "field" in filter && filter.field === field)?.value as string | undefined,
    /** Sets one filter (an empty value drops it) and shows the first page. */
    setFilter: (field: string, value: string | undefined, operator: "eq" | "contains" = "eq") => {
      setFilters([{ field, operator, value: value?.trim() || undefined }]);
      setCurrentPage(1);
    },
    setCurrentPage,
  };
}

interface Change {
  url: string;
  method: "post" | "put" | "delete";
  values?: object;
  /** Translation key of the success toast. */
  done: string;
}

/** A change, with a toast either way; every admin (and setup) answer is read again afterwards. */
export function useAdminChange() {
  const { t } = useTranslation("admin");
  const errorText = useErrorText("admin");
  const invalidate = useInvalidatePaths();
  const { mutation } = useCustomMutation<BaseRecord, HttpError, object | undefined>();
  return {
    isPending: mutation.isPending,
    async run(change: Change): Promise<boolean> {
      try {
        await mutation.mutateAsync({ url: change.url, method: change.method, values: change.values ?? {} });
        toast({ title: t(change.done), variant: "success" });
        return true;
      } catch (error) {
        toast({ title: t("failed"), description: errorText(error), variant: "destructive" });
        return false;
      } finally {
        await invalidate("admin");
      }
    },
  };
}

/** Asks before an action (App.useApp().modal), then runs it. */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation("admin");
  return (options: { title: string; content?: React.ReactNode; danger?: boolean; ok?: string; onOk: () => Promise<unknown> }) =>
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.ok ?? t("confirm.ok"),
      cancelText: t("confirm.cancel"),
      okButtonProps: { danger: options.danger ?? false },
      onOk: options.onOk,
    });
}
