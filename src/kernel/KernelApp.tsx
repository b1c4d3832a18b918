import type { i18n } from "i18next";
import { Suspense } from "react";
import { I18nextProvider } from "react-i18next";
import { BrowserRouter } from "react-router";
import { SessionServicesProvider } from "../providers/auth/react";
import { HealthProvider } from "../providers/health/react";
import type { KernelServices } from "./services";
import { usePreloadHomeOnSignIn } from "./routing/preload-home";
import { useSavedLanguageOnSignIn } from "./language/saved-language";
import { PageLoading } from "./pages/PageLoading";
import { RegistryContext } from "./registry-context";
import type { Registry } from "./registry";
import { AppRoutes } from "./routing/AppRoutes";
import { AppShellGate } from "./shell/AppShellGate";
import { Toaster } from "./toast/Toaster";

interface KernelAppProps {
  registry: Registry;
  i18n: i18n;
  services: KernelServices;
}

export function KernelApp({ registry, i18n, services }: KernelAppProps) {
  usePreloadHomeOnSignIn(registry, services, i18n);
  useSavedLanguageOnSignIn(services, i18n);
  return (
    <I18nextProvider i18n={i18n}>
      <HealthProvider actor={services.health}>
        <SessionServicesProvider services={services}>
          <RegistryContext.Provider value={registry}>
            <BrowserRouter>
              <AppShellGate registry={registry} services={services}>
                <Suspense fallback={<PageLoading />}>
                  <AppRoutes registry={registry} />
                </Suspense>
              </AppShellGate>
              <Toaster />
            </BrowserRouter>
          </RegistryContext.Provider>
        </SessionServicesProvider>
      </HealthProvider>
    </I18nextProvider>
  );
}
