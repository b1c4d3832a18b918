/** What Tab can reach inside a table (links, buttons, sortable headers, inputs). */
const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])";
/** The boxes antd's tables scroll in: the whole table (scroll.x) and the body under a fixed header (scroll.y). */
const SCROLLERS = ".ant-table-content, .ant-table-body";
const MARK = "fxScroller";

/**
 * A table wider than the screen scrolls sideways inside its card. Chromium and Firefox let the
 * keyboard scroll any such box, Safari only one that holds something focusable, and a table of
 * plain text (an audit log, revoked keys) holds nothing. Such a box becomes a focusable region,
 * named after the card or page it belongs to (in the language shown); it stops being one once it
 * no longer scrolls or gets a focusable cell.
 */
export function markKeyboardScrollers(root: ParentNode, fallbackLabel: string): void {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const scrolls = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
    const needsFocus = scrolls && box.querySelector(FOCUSABLE) === null;
    const marked = box.dataset[MARK] === "true";
    if (needsFocus) {
      const name = regionName(box) ?? fallbackLabel;
      if (marked && box.getAttribute("aria-label") === name) continue;
      box.dataset[MARK] = "true";
      box.tabIndex = 0;
      box.setAttribute("role", "region");
      box.setAttribute("aria-label", name);
    } else if (marked) {
      delete box.dataset[MARK];
      box.removeAttribute("tabindex");
      box.removeAttribute("role");
      box.removeAttribute("aria-label");
    }
  }
}

function regionName(box: HTMLElement): string | null {
  const card = box.closest(".fx-card, .ant-card");
  const title = card?.querySelector(".fx-card-title, .ant-card-head-title") ?? box.closest("main")?.querySelector("h1");
  return title?.textContent?.trim() || null;
}

/**
 * Keeps `root`'s scrolling tables reachable by keyboard while its pages render and the window
 * resizes: checked once per frame at most, after the DOM has changed. Returns the stop.
 */
export function watchKeyboardScrollers(root: HTMLElement, fallbackLabel: string): () => void {
  let frame = 0;
  const check = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      markKeyboardScrollers(root, fallbackLabel);
    });
  };
  const mutations = new MutationObserver(check);
  mutations.observe(root, { childList: true, subtree: true });
  window.addEventListener("resize", check);
  check();
  return () => {
    mutations.disconnect();
    window.removeEventListener("resize", check);
    cancelAnimationFrame(frame);
  };
}
