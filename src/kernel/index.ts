/**
 * The kernel's public API: the only module plugins may import from src/. Everything a plugin
 * needs from the shell and the providers is re-exported here.
 */
export { definePlugin } from "./plugin";
export type {
  Language,
  LocaleLoader,
  MenuSlot,
  PagePrefetchContext,
  Plugin,
  PluginDefinition,
  PluginMenuItem,
  PluginResource,
  PluginRoute,
  Role,
  RouteLayout,
} from "./plugin";
export { useSession, type Session, type SessionStatus } from "../providers/auth/react";
export { useRegistrationOpen } from "../providers/auth/registration-open";
export { takeRedirect } from "../providers/auth/redirect";
export { displayName, hasRole, toSessionUser, type SessionUser } from "../providers/auth/user";
export { ApiError, errorMessage, NetworkError, serverErrorCode } from "../providers/http/errors";
export { useErrorText } from "./errors/useErrorText";
export { useFieldErrors, useServerFieldError } from "./errors/useFieldErrors";
export { useFieldErrorText } from "./errors/useFieldErrorText";
export type { FormFields } from "./errors/field-error";
export type { HttpClient } from "../providers/http/client";
export { chooseLanguage, currentLanguage } from "../providers/i18n";
export { useTranslation, Trans } from "react-i18next";
export { isLanguage, LANGUAGES } from "../providers/i18n/languages";
export { useFormat, type Formatters } from "../providers/i18n/format";
export { toast, type ToastInput, type ToastVariant } from "./toast/toast-store";
export { useActiveCompanyId, useCompanies, useSelectedCompany, type Company } from "./company/useCompanies";
export { useSelectedProduct, type SelectedProduct } from "../providers/selection";
export { usePageData } from "./debug/page-data";
export { Chart, usePreloadChart, type ChartOption, type EChartProps } from "./charts";
export { DataCard, type DataCardProps } from "./ui/DataCard";
export { UpgradeCard } from "./upgrade/UpgradeCard";
export { moduleRequired } from "./upgrade/module-required";
export { useModuleAccess } from "./upgrade/useModuleAccess";
export { ExportMenu, type ExportFormat, type ExportMenuProps } from "./export/ExportMenu";
export type { ExportColumn } from "./export/table-export";
export { downloadFile } from "./export/table-export";
export { KpiCard, type KpiCardProps } from "./ui/KpiCard";
export { comparedWith } from "./ui/compared-days";
export { ProductName, productText } from "./ui/ProductName";
export { SimpleTable, type SimpleColumn, type SimpleTableProps } from "./ui/SimpleTable";
export { PeriodSelect, PERIODS, useComparison, usePeriod, type Comparison, type PeriodChoice } from "./ui/PeriodSelect";
export { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from "./ui/ChoiceGroup";
export { clearSelectedProduct, setDebugPanelWanted, useDebugPanelWanted } from "../providers/selection";
export { ProductPicker } from "./search/ProductPicker";
export { useMarketProduct, type MarketProduct } from "./market/product";
export { PRICE_BAND_INDEXES, priceBandLabel, segmentLabel } from "./market/price-bands";
export { useLink, type LinkBuilder } from "./routing/useLink";
export type { RouteRefs, RouteRefName } from "./routing/route-refs";
export { RouteLink } from "./routing/RouteLink";
export { ButtonLink } from "./routing/ButtonLink";
export { setParamValues, useSearchParamsState, type ParamChanges, type ParamsEdit } from "./routing/useSearchParamsState";
export { useServerTable, type ServerTableOptions } from "./data/useServerTable";
export { useColumnChoice } from "./table/useColumnChoice";
export { dataQuery, type DataQuery } from "./data/query-result";
export { useInvalidatePaths } from "./data/useInvalidatePaths";
export { keepAcrossPeriods } from "./data/keep-across-periods";
export type { CustomGet } from "./data/custom-get";
export { useTextGet } from "./data/useTextGet";
export { useFileGet } from "./data/useFileGet";
export { useApiRead, type ApiReadOptions } from "./data/useApiRead";
export { useAccess, useRoleCheck, type Access } from "./access/useAccess";
export { useIdentity, useIdentityUpdate } from "./access/useIdentity";
export type { Credentials, InvitationAcceptance, Registration } from "../providers/auth/session-machine";
export type { LoginParams, UpdatePasswordParams } from "../providers/auth/refine-providers";
export { queryItems } from "./data/query-items";
export { useCustomEach, useOneEach } from "./data/useEach";
export { useCursorWalk, type CursorPage, type CursorProgress, type CursorWalk } from "./data/useCursorWalk";
export { useUploadFile, contentTypeOf } from "./uploads/useUploadFile";
export { StorageUploadError } from "./uploads/put-file";
export { MenuLinks } from "./layout/MenuLinks";
export { useMenu } from "./layout/useMenu";
export { MenuNav } from "./layout/MenuNav";
