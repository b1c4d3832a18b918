import { Component, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../pages/PageLoading";
import { handlePageLoadFailure, type PageLoadOutcome } from "./page-load-failure";

/** How often a card whose page failed offline asks whether the server answers again. */
const RECHECK_MS = 5_000;

/**
 * Retries by itself once the connection is back: when the browser is online again and the server
 * answers, having been unreachable while the card showed. (A card shown while the server answered —
 * a missing file right after a reload — waits for the button: retrying it would only fail again.)
 */
function useRetryWhenBack(onRetry: () => void): void {
  useEffect(() => {
    let wasDown = false;
    let stopped = false;
    const check = async () => {
      const up =
        navigator.onLine &&
        (await fetch("/health", { cache: "no-store" }).then(
          (res) => res.ok,
          () => false,
        ));
      if (stopped) return;
      if (!up) wasDown = true;
      else if (wasDown) {
        stopped = true;
        onRetry();
      }
    };
    void check();
    const timer = setInterval(() => void check(), RECHECK_MS);
    const online = () => void check();
    window.addEventListener("online", online);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener("online", online);
    };
  }, [onRetry]);
}

/** Plain markup in antd's Result look: a plain page (the sign-in page) may show it before antd loads. */
function RetryCard({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("common");
  useRetryWhenBack(onRetry);
  return (
    <div data-testid="page-load-failed" className="fx-notice-card">
      <span className="fx-notice-card-icon" aria-hidden="true">
        !
      </span>
      <h2 className="fx-notice-card-title">{t("pageLoad.title")}</h2>
      <p className="fx-notice-card-text">{t("pageLoad.description")}</p>
      <button type="button" className="fx-button fx-button-primary" onClick={onRetry}>
        {t("retry")}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Called before the page is rendered again, to start a fresh download. */
  onRetry: () => void;
  /** Which errors are a failed download; any other goes on to the boundary above. All when not given. */
  catches?: (error: unknown) => boolean;
}

interface State {
  failed: PageLoadOutcome | "checking" | null;
  error?: unknown;
}

/** Catches a page whose code could not be downloaded (offline, or gone after a new deployment). */
export class PageLoadBoundary extends Component<Props, State> {
  override state: State = { failed: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: "checking", error };
  }

  override componentDidCatch(error: unknown) {
    if (this.props.catches && !this.props.catches(error)) return;
    void handlePageLoadFailure().then((outcome) => this.setState({ failed: outcome }));
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: null });
  };

  override render() {
    if (this.state.failed === null) return this.props.children;
    if (this.props.catches && !this.props.catches(this.state.error)) throw this.state.error;
    if (this.state.failed === "retry") return <RetryCard onRetry={this.retry} />;
    return <PageLoading />;
  }
}
