import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * A plugin links to another plugin's pages through route references (`useLink`, `<RouteLink>`),
 * never by writing that plugin's path: renaming a route must not need a text search. This rule
 * reads every plugin's route paths from src/plugins/<id>/index.ts and reports a string or
 * template literal in one plugin that matches a path of another. "/" (the start page) is the
 * kernel's. API paths are written without a leading slash (`products/statistics`), as refine's
 * resources are, so they never look like a page.
 */

const PLACEHOLDER = "\u0000";

function pluginRoutes(root) {
  const pluginsDir = path.join(root, "src/plugins");
  const routes = [];
  let ids;
  try {
    ids = readdirSync(pluginsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return routes;
  }
  for (const id of ids) {
    let source;
    try {
      source = readFileSync(path.join(pluginsDir, id, "index.ts"), "utf8");
    } catch {
      continue;
    }
    for (const match of source.matchAll(/\bpath:\s*["'`]([^"'`]+)["'`]/g)) {
      if (match[1] !== "/") routes.push({ pluginId: id, path: match[1], segments: match[1].split("/") });
    }
  }
  return routes;
}

/** Same number of segments; each equal, a `:param` of the route, or made by an expression. */
function matches(text, route) {
  const segments = text.split(/[?#]/)[0].split("/");
  if (segments.length !== route.segments.length) return false;
  return route.segments.every((segment, i) => segment === segments[i] || segment.startsWith(":") || segments[i].includes(PLACEHOLDER));
}

/** The plugin a file belongs to: src/plugins/<id>/…, or an example's plugin (examples/<name>/web/…), which owns no product path. */
const pluginOf = (filename) =>
  /[\\/]src[\\/]plugins[\\/]([^\\/]+)[\\/]/.exec(filename)?.[1] ?? /[\\/](examples[\\/][^\\/]+)[\\/]web[\\/]/.exec(filename)?.[1];

export default {
  meta: {
    type: "problem",
    docs: { description: "Link to another plugin's pages by route reference, not by its path." },
    messages: {
      foreignPath: '"{{text}}" is the path of plugin "{{owner}}" ({{route}}): link through its route reference (useLink / <RouteLink>).',
    },
    schema: [],
  },
  create(context) {
    const own = pluginOf(context.filename);
    if (!own) return {};
    const foreign = pluginRoutes(context.cwd).filter((route) => route.pluginId !== own);
    const check = (node, text) => {
      if (!text.startsWith("/")) return;
      const route = foreign.find((r) => matches(text, r));
      if (route)
        context.report({
          node,
          messageId: "foreignPath",
          data: { text: text.replaceAll(PLACEHOLDER, "…"), owner: route.pluginId, route: route.path },
        });
    };
    const isModuleSource = (node) =>
      ["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].includes(node.parent?.type);
    return {
      Literal(node) {
        if (typeof node.value === "string" && !isModuleSource(node)) check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((q) => q.value.cooked ?? "").join(PLACEHOLDER));
      },
    };
  },
};
