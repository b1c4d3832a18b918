import { Suspense, type ReactNode } from "react";
import { PageLoading } from "../pages/PageLoading";
import { DebugPanel } from "../debug/DebugPanel";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { StatusBanners } from "./StatusBanners";

/** Header, a content column of at most 1600 px, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="fx-shell">
      <Header />
      <StatusBanners />
      <main className="fx-content">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Footer />
      <DebugPanel />
    </div>
  );
}

/** Header only; the page owns the rest of the screen. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="fx-shell">
      <Header />
      <StatusBanners />
      <main className="fx-bare">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <DebugPanel />
    </div>
  );
}
