import sheets from "virtual:antd-static-style";

/** A file and the media query it applies for (the build's list: scripts/vite-antd-static-style.ts). */
export type StyleSheet = (typeof sheets)[number];

/**
 * antd's build-time styles (scripts/antd-static-style.ts, one file per motion theme) on the page
 * before antd first renders: antd then skips building the styles they hold. Every page with the
 * app shell has them in its HTML already; a page that shows before the shell (the sign-in page)
 * adds them here, just before the app's own stylesheet (in the body, after the page's frame) so the
 * app's rules keep winning and the order is the one the server writes, and waits for the one its
 * media query applies. A failed download only means the styles are built at run time.
 */
export function loadAntdStyles(doc: Document = document, wanted: readonly StyleSheet[] = sheets): Promise<void> {
  const loads = wanted.flatMap(({ href, media }) => {
    if (doc.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return [];
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.media = media;
    const loaded = new Promise<void>((resolve) => {
      link.addEventListener("load", () => resolve());
      link.addEventListener("error", () => resolve());
    });
    const appStyles = doc.querySelector('link[rel="stylesheet"]');
    if (appStyles?.parentNode) appStyles.parentNode.insertBefore(link, appStyles);
    else doc.head.append(link);
    const applies = doc.defaultView?.matchMedia?.(media).matches ?? true;
    return applies ? [loaded] : [];
  });
  return Promise.all(loads).then(() => undefined);
}
