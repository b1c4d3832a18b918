import "@ant-design/v5-patch-for-react-19";
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { ConfigProvider } from "antd";
import enUS from "antd/es/locale/en_US";
import svSE from "antd/es/locale/sv_SE";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { createAccessControlProvider, createRefineAuthProvider } from "../../providers/auth/refine-providers";
import type { SessionServices } from "../../providers/auth/react";
import { currentLanguage } from "../../providers/i18n";
import { createRefineI18nProvider } from "../../providers/i18n/refine-provider";
import type { Registry } from "../registry";
import { RoleGate } from "../routing/RoleGate";
import { RoleGateContext } from "../routing/role-gate-context";
import { createTheme } from "../theme";
import { dataServicesFor } from "./data-services";

export { dataServicesFor };
export { prefetchPage } from "./prefetch-page";

const theme = createTheme();

interface AppShellProps {
  registry: Registry;
  services: SessionServices;
  children: ReactNode;
}

/** What every page but a plain one renders in: antd's theme and locale, and refine over the session. */
export function AppShell({ registry, services, children }: AppShellProps) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { queryClient, dataProvider } = dataServicesFor(services);
  const i18nProvider = useMemo(() => createRefineI18nProvider(i18n), [i18n]);
  const authProvider = useMemo(() => createRefineAuthProvider(services.actor, services.client), [services]);
  const accessControlProvider = useMemo(() => createAccessControlProvider(services.actor), [services]);
  const resources = useMemo(() => registry.resources.map((resource) => ({ ...resource })), [registry]);
  return (
    <ConfigProvider locale={language === "sv" ? svSE : enUS} theme={theme}>
      <Refine
        dataProvider={dataProvider}
        routerProvider={routerProvider}
        i18nProvider={i18nProvider}
        authProvider={authProvider}
        accessControlProvider={accessControlProvider}
        resources={resources}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
      >
        <RoleGateContext.Provider value={RoleGate}>{children}</RoleGateContext.Provider>
      </Refine>
    </ConfigProvider>
  );
}
