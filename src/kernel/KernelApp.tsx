import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { ConfigProvider } from "antd";
import enUS from "antd/es/locale/en_US";
import svSE from "antd/es/locale/sv_SE";
import type { i18n } from "i18next";
import { Suspense, useMemo, useSyncExternalStore } from "react";
import { I18nextProvider } from "react-i18next";
import { BrowserRouter } from "react-router";
import { SessionServicesProvider } from "../providers/auth/react";
import { HealthProvider } from "../providers/health/react";
import type { KernelServices } from "./services";
import { usePreloadHomeOnSignIn } from "./routing/preload-home";
import { createAccessControlProvider, createRefineAuthProvider } from "../providers/auth/refine-providers";
import { createRefineI18nProvider } from "../providers/i18n/refine-provider";
import { currentLanguage } from "../providers/i18n";
import { PageLoading } from "./pages/PageLoading";
import { RegistryContext } from "./registry-context";
import type { Registry } from "./registry";
import { AppRoutes } from "./routing/AppRoutes";
import { Toaster } from "./toast/Toaster";
import { createTheme } from "./theme";

const theme = createTheme();

function useLanguage(instance: i18n) {
  return useSyncExternalStore(
    (notify) => {
      instance.on("languageChanged", notify);
      return () => instance.off("languageChanged", notify);
    },
    () => currentLanguage(instance),
  );
}

interface KernelAppProps {
  registry: Registry;
  i18n: i18n;
  services: KernelServices;
}

export function KernelApp({ registry, i18n, services }: KernelAppProps) {
  const language = useLanguage(i18n);
  const i18nProvider = useMemo(() => createRefineI18nProvider(i18n), [i18n]);
  const authProvider = useMemo(() => createRefineAuthProvider(services.actor, services.client), [services]);
  const accessControlProvider = useMemo(() => createAccessControlProvider(services.actor), [services]);
  usePreloadHomeOnSignIn(registry, services.actor, i18n);
  const resources = useMemo(() => registry.resources.map((resource) => ({ ...resource })), [registry]);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={language === "sv" ? svSE : enUS} theme={theme}>
        <HealthProvider actor={services.health}>
          <SessionServicesProvider services={services}>
            <RegistryContext.Provider value={registry}>
              <BrowserRouter>
                <Refine
                  dataProvider={services.dataProvider}
                  routerProvider={routerProvider}
                  i18nProvider={i18nProvider}
                  authProvider={authProvider}
                  accessControlProvider={accessControlProvider}
                  resources={resources}
                  options={{ disableTelemetry: true, reactQuery: { clientConfig: services.queryClient } }}
                >
                  <Suspense fallback={<PageLoading />}>
                    <AppRoutes registry={registry} />
                  </Suspense>
                  <Toaster />
                </Refine>
              </BrowserRouter>
            </RegistryContext.Provider>
          </SessionServicesProvider>
        </HealthProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}
