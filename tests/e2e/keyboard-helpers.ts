import type { Locator, Page } from "@playwright/test";

/** What one press of Tab did, as a keyboard user would see it. */
interface TabStep {
  /** The element that has focus now, named as a person would; null when focus fell to the page itself. */
  focused: string | null;
  /** An element that looked no different with focus than without (this one or, if it appeared late, the one before). */
  withoutRing: string | null;
  /** Focus is on an element nobody can see. */
  invisible: boolean;
  /** Focus came back to an element this walk already passed. */
  repeated: boolean;
  /** Focus is the walk's first stop again (the walk went round the page). */
  wrapped: boolean;
  /** Focus fell to the page although elements that take focus come after the previous stop. */
  lost: boolean;
}

interface TabWalk {
  step: () => Promise<TabStep>;
}

/**
 * Installs the walk in the page, with nothing focused. A focus indicator is whatever changes in an
 * element's outline, shadow, border or background, or in those of the five boxes around it (a
 * multiple select draws its ring five up) and the box next to it (antd draws the ring of a hidden
 * native input there), between its look before the walk and its look with focus; an element that
 * appears during the walk is compared with its look after the next Tab. A change of the text's
 * colour alone does not count: it is easy to miss.
 */
function installTabWalk(): void {
  const clear = (colour: string) => colour === "transparent" || /rgba\(.*,\s*0\)$/.test(colour);
  const boxes = (el: Element) => {
    const list = [el];
    for (let up = el.parentElement, i = 0; up && i < 5; up = up.parentElement, i++) list.push(up);
    if (el.nextElementSibling) list.push(el.nextElementSibling);
    return list;
  };
  const look = (el: Element) =>
    boxes(el)
      .map((box) => {
        const s = getComputedStyle(box);
        const outline =
          s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0 && !clear(s.outlineColor)
            ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.outlineOffset}`
            : "none";
        // a border without width follows the text colour (currentColor) without showing it
        const borders = ["top", "right", "bottom", "left"].map((side) =>
          parseFloat(s.getPropertyValue(`border-${side}-width`)) > 0 ? s.getPropertyValue(`border-${side}-color`) : "none",
        );
        return [outline, s.boxShadow, ...borders, s.backgroundColor].join(" ");
      })
      .join(" | ");
  const name = (el: Element) => {
    const role = el.getAttribute("role");
    const testId = el.getAttribute("data-testid") ?? el.closest("[data-testid]")?.getAttribute("data-testid");
    const text = el.getAttribute("aria-label") ?? (el as HTMLElement).innerText?.trim().replace(/\s+/g, " ").slice(0, 40) ?? "";
    return `${el.tagName.toLowerCase()}${role ? `[${role}]` : ""} "${text || el.getAttribute("placeholder") || ""}"${testId ? ` (${testId})` : ""}`;
  };
  const seeable = (el: Element) =>
    [el, el.parentElement].some((box) => {
      if (!box || !box.checkVisibility({ visibilityProperty: true })) return false;
      const rect = box.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    });
  const tabbable = (el: Element) =>
    el.matches(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ) && seeable(el);

  const before = new WeakMap<Element, string>();
  for (const el of document.querySelectorAll("*")) if (tabbable(el)) before.set(el, look(el));
  const seen = new WeakSet<Element>();
  let start: Element | null = null;
  let previous: Element | null = null;
  let previousLook: string | null = null;

  const step = (): TabStep => {
    const active = document.activeElement;
    const onPage = active && active !== document.body && active !== document.documentElement ? active : null;
    const lateWithoutRing =
      previous && previousLook !== null && previous.isConnected && previous !== onPage && look(previous) === previousLook
        ? name(previous)
        : null;
    const lost =
      !onPage &&
      !!previous &&
      [...document.querySelectorAll("*")].some(
        (el) => tabbable(el) && (previous!.isConnected ? previous!.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING : true),
      );
    const known = onPage ? before.get(onPage) : undefined;
    const result: TabStep = {
      focused: onPage ? name(onPage) : null,
      withoutRing: onPage && known !== undefined && look(onPage) === known ? name(onPage) : lateWithoutRing,
      invisible: !!onPage && !seeable(onPage),
      repeated: !!onPage && seen.has(onPage),
      wrapped: !!onPage && onPage === start,
      lost,
    };
    if (onPage) {
      start ??= onPage;
      seen.add(onPage);
    }
    previous = onPage;
    previousLook = onPage && known === undefined ? look(onPage) : null;
    return result;
  };
  // Some components set and clear their focus style in React state, antd's selects 10 ms after
  // blur: each step looks once the page is at rest (two frames drawn, then an idle period), and a
  // focused element that still looks as it did before the walk is looked at again after up to four
  // more rests: however slow the machine, by then the render that draws its ring has happened.
  const ringPending = () => {
    const active = document.activeElement;
    const known = active ? before.get(active) : undefined;
    return known !== undefined && look(active!) === known;
  };
  const walk: TabWalk = {
    step: () =>
      new Promise((resolve) => {
        let rests = 0;
        const atRest = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(then)));
        const settle = () => (ringPending() && ++rests < 5 ? atRest(settle) : resolve(step()));
        atRest(settle);
      }),
  };
  (window as unknown as { __fxTabWalk: TabWalk }).__fxTabWalk = walk;
}

/**
 * Presses Tab from the top of the page until focus goes round or leaves the page, or `maxStops`
 * presses: what a keyboard user meets on the way, as problems ("no visible focus: …").
 */
export async function tabThroughPage(page: Page, maxStops = 60): Promise<{ stops: string[]; problems: string[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.evaluate(installTabWalk);
  const stops: string[] = [];
  const problems: string[] = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press("Tab");
    const step = await page.evaluate(() => (window as unknown as { __fxTabWalk: TabWalk }).__fxTabWalk.step());
    if (step.withoutRing) problems.push(`no visible focus: ${step.withoutRing}`);
    if (step.lost) problems.push(`focus fell to the page after ${stops.at(-1)}`);
    if (!step.focused || step.wrapped) break;
    if (step.repeated) {
      problems.push(`focus went back to ${step.focused} after ${stops.at(-1)}`);
      break;
    }
    if (step.invisible) problems.push(`focus on something nobody can see: ${step.focused}`);
    stops.push(step.focused);
  }
  return { stops, problems };
}

/** True when focus is on the element or inside it. */
export const hasFocusWithin = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab until focus reaches `target` (or something inside it), as a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press("Tab");
    if (await hasFocusWithin(target)) return;
  }
  throw new Error(`${maxPresses} presses of Tab did not reach ${target.toString()}`);
}

/** The focused element's accessible text (its aria-label or its text). */
export const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute("aria-label") ?? el?.innerText.trim() ?? "";
  });

/** Resolves after the page's next two frames: a resize's layout, or the focus antd's menus move in a frame after a key, has landed. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Presses `key` until the focused element's text matches, at most `maxPresses` times. Each press
 * waits for the frame in which focus moves, as a person reads where it went before pressing again
 * (a second press before that frame starts from the item focus is moving to, and overshoots it).
 */
export async function pressUntilFocused(page: Page, key: string, text: RegExp, maxPresses = 10): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (text.test(await focusedText(page))) return;
    await page.keyboard.press(key);
    await nextFrames(page);
  }
  throw new Error(`${maxPresses} presses of ${key} did not focus ${text}; focus is on "${await focusedText(page)}"`);
}
