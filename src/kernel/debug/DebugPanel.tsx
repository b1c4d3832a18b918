import { lazy, Suspense, type ComponentType } from "react";
import { useSession } from "../../providers/auth/react";
import { useDebugPanelWanted } from "../../providers/selection";

// antd's FloatButton (and the Badge it shows) load only for those who see the button. Offline, the
// button stays away rather than failing the page around it.
const DebugButton = lazy((): Promise<{ default: ComponentType }> => import("./DebugButton").catch(() => ({ default: () => null })));

/**
 * For developers and support: every API call of this page load (with cURL and an LLM-ready
 * summary) and the data the current page registered. Bottom-left button: the failed-call count
 * in red, else the call count; the panel's code loads on first open.
 */
export function DebugPanel() {
  const role = useSession().user?.role;
  const wanted = useDebugPanelWanted();
  // For operators and developers; anyone else turns it on in their profile.
  if (!import.meta.env.DEV && role !== "super_admin" && !wanted) return null;
  return (
    <>
      {/* Room below the page's end, so the floating button never covers its last lines. */}
      <div className="fx-debug-room" aria-hidden />
      <Suspense fallback={null}>
        <DebugButton />
      </Suspense>
    </>
  );
}
