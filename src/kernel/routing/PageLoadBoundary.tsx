import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../pages/PageLoading";
import { handlePageLoadFailure, type PageLoadOutcome } from "./page-load-failure";

/** Plain markup in antd's Result look: a plain page (the sign-in page) may show it before antd loads. */
function RetryCard({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("common");
  return (
    <div data-testid="page-load-failed" className="fx-result">
      <span className="fx-result-icon" aria-hidden="true">
        !
      </span>
      <h2 className="fx-result-title">{t("pageLoad.title")}</h2>
      <p className="fx-result-text">{t("pageLoad.description")}</p>
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
}

/** Catches a page whose code could not be downloaded (offline, or gone after a new deployment). */
export class PageLoadBoundary extends Component<Props, { failed: PageLoadOutcome | "checking" | null }> {
  override state = { failed: null as PageLoadOutcome | "checking" | null };

  static getDerivedStateFromError() {
    return { failed: "checking" as const };
  }

  override componentDidCatch() {
    void handlePageLoadFailure().then((outcome) => this.setState({ failed: outcome }));
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: null });
  };

  override render() {
    if (this.state.failed === null) return this.props.children;
    if (this.state.failed === "retry") return <RetryCard onRetry={this.retry} />;
    return <PageLoading />;
  }
}
