import CheckCircleFilled from "@ant-design/icons-svg/es/asn/CheckCircleFilled";
import CloseOutlined from "@ant-design/icons-svg/es/asn/CloseOutlined";
import ExclamationCircleFilled from "@ant-design/icons-svg/es/asn/ExclamationCircleFilled";
import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { SvgIcon } from "../ui/SvgIcon";
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, toasts, type Toast } from "./toast-store";

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation("common");
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerUp = () => {
    if (Math.abs(offset) >= TOAST_SWIPE_THRESHOLD_PX) toasts.dismiss(toast.id);
    start.current = null;
    setOffset(0);
  };
  return (
    <li
      className={`fx-toast fx-toast-${toast.variant}`}
      role={toast.variant === "destructive" ? "alert" : "status"}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - Math.abs(offset) / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      data-testid="toast"
    >
      {toast.variant === "success" && <SvgIcon icon={CheckCircleFilled} className="fx-toast-icon" />}
      {toast.variant === "destructive" && <SvgIcon icon={ExclamationCircleFilled} className="fx-toast-icon" />}
      <div className="fx-toast-text">
        <div className="fx-toast-title">{toast.title}</div>
        {toast.description && <div className="fx-toast-description">{toast.description}</div>}
      </div>
      <button type="button" className="fx-toast-close" aria-label={t("toast.close")} onClick={() => toasts.dismiss(toast.id)}>
        <SvgIcon icon={CloseOutlined} />
      </button>
    </li>
  );
}

/** The toast region (bottom right); F8 moves focus to it. */
export function Toaster() {
  const { t } = useTranslation("common");
  const list = useSyncExternalStore(toasts.subscribe, toasts.all, toasts.all);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <section ref={region} className="fx-toaster" aria-label={t("toast.region", { hotkey: TOAST_HOTKEY })} tabIndex={-1}>
      <ol>
        {list.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </ol>
    </section>
  );
}
