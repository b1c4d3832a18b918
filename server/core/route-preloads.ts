import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { matchesRoute } from "../../contracts/route-paths";

const LANGUAGES = ["sv", "en"] as const;
type Language = (typeof LANGUAGES)[number];
/** The app's language when the browser asks for none it has (src/providers/i18n). */
const FALLBACK_LANGUAGE: Language = "sv";

/** What the build writes per route (scripts/vite-route-preloads.ts). */
interface RoutePreload {
  path: string;
  files: string[];
  locales: Record<Language, string[]>;
  /** Linked before the app's own stylesheet (antd's build-time styles, per media query); absent in an older build's list. */
  styles?: StyleSheet[];
}

interface StyleSheet {
  href: string;
  media: string;
}

const PRELOADS_FILE = "route-preloads.json";
const ASSET = /^\/(assets\/[\w.-]+\.js|locales\/[a-z]{2}\/[\w-]+\.json)$/;

const STYLE = /^\/assets\/[\w.-]+\.css$/;
/** A media query the HTML can carry as it is: `(prefers-reduced-motion: reduce)`. */
const MEDIA = /^[\w\s():,-]+$/;

const assets = (value: unknown): value is string[] => Array.isArray(value) && value.every((f) => typeof f === "string" && ASSET.test(f));
const styleSheets = (value: unknown): value is StyleSheet[] =>
  Array.isArray(value) &&
  value.every(
    (sheet: Partial<StyleSheet> | null) =>
      typeof sheet?.href === "string" && STYLE.test(sheet.href) && typeof sheet.media === "string" && MEDIA.test(sheet.media),
  );

/**
 * The build's list, or none when it is missing or not what this server reads (a build of another
 * version): the pages then load as without preloads, which is slower, not wrong.
 */
function readPreloads(staticDir: string, warn: (message: string) => void): RoutePreload[] {
  const file = path.join(staticDir, PRELOADS_FILE);
  if (!existsSync(file)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    parsed = null;
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.every(
      (entry: Partial<RoutePreload> | null) =>
        typeof entry === "object" &&
        entry !== null &&
        typeof entry.path === "string" &&
        assets(entry.files) &&
        LANGUAGES.every((language) => assets(entry.locales?.[language])) &&
        (entry.styles === undefined || styleSheets(entry.styles)),
    );
  if (valid) return parsed as RoutePreload[];
  warn(`${file} is not a list of routes with files in /assets and /locales: pages are served without preload links`);
  return [];
}

/**
 * The language the app will choose for a first visit: the browser's first supported one, as
 * i18next's detector takes it from navigator.languages (which Accept-Language mirrors). A choice
 * the user stored in the app is not visible here; its translations then simply load as before.
 */
function browserLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.trim().toLowerCase().split(/[-_]/)[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (
    ranked.map((entry) => entry.language).find((language): language is Language => LANGUAGES.includes(language as Language)) ??
    FALLBACK_LANGUAGE
  );
}

const stylesheet = ({ href, media }: StyleSheet) => `<link rel="stylesheet" crossorigin href="${href}" media="${media}">`;
const stylePreload = ({ href, media }: StyleSheet) => `<link rel="preload" as="style" crossorigin href="${href}" media="${media}">`;

/** Inserts `text` before the first `marker` in `html`, or before `</head>` without one. */
function insertBefore(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at === -1 ? html.replace("</head>", `    ${text}\n  </head>`) : `${html.slice(0, at)}${text}\n    ${html.slice(at)}`;
}

/**
 * Before the app's own stylesheet, so the app's rules win over antd's as they did over its run-time
 * styles; preloaded from the head beside the app's own (scripts/vite-first-paint.ts: the links
 * themselves are in the body, after the page's frame).
 */
function withStyles(html: string, sheets: StyleSheet[]): string {
  if (sheets.length === 0) return html;
  const preloaded = insertBefore(html, '<link rel="preload" as="style"', sheets.map(stylePreload).join("\n    "));
  return insertBefore(preloaded, '<link rel="stylesheet"', sheets.map(stylesheet).join("\n    "));
}

const link = (file: string) =>
  file.endsWith(".json")
    ? `    <link rel="preload" as="fetch" crossorigin href="${file}">\n`
    : `    <link rel="modulepreload" crossorigin href="${file}">\n`;

/**
 * index.html for a browser navigation, with preload links for what the page at that path needs
 * before its first render (its code and the header's, the translations it waits for in the
 * browser's language) and its stylesheets: the browser downloads them beside the entry instead of after the entry has
 * run and asked for them. One copy per route and language.
 */
export function pageHtml(
  staticDir: string,
  indexHtml: string,
  warn: (message: string) => void,
): (pathname: string, acceptLanguage: string | undefined) => string {
  const preloads = readPreloads(staticDir, warn);
  // Static paths first: "/stores/new" would otherwise be claimed by "/stores/:storeId".
  preloads.sort((a, b) => Number(a.path.includes(":")) - Number(b.path.includes(":")));
  const pages = new Map<string, string>();
  return (pathname, acceptLanguage) => {
    const route = preloads.find((candidate) => matchesRoute(candidate.path, pathname));
    if (!route) return indexHtml;
    const language = browserLanguage(acceptLanguage);
    const key = `${language} ${route.path}`;
    let html = pages.get(key);
    if (html === undefined) {
      const links = [...route.files, ...route.locales[language]].map(link).join("");
      html = withStyles(indexHtml, route.styles ?? []).replace("</head>", `${links}  </head>`);
      pages.set(key, html);
    }
    return html;
  };
}
