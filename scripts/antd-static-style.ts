// antd's styles for the components the signed-in pages render first, as CSS made at build time.
// antd 5 writes its styles at run time (CSS-in-JS): a component's first render builds its style
// objects, serialises them and inserts <style> tags, on a phone about half of a page's blocking time.
// The CSS ends with antd's cache map (`.data-ant-cssinjs-cache-path{content:"…"}`): while that rule
// applies, @ant-design/cssinjs takes each style it lists as already on the page and skips building it.
// A style the file does not hold (another theme, a component left out here) is built at run time as
// before, so a missing entry costs speed, never looks.
import { createRequire } from "node:module";
import type * as Antd from "antd";
import type * as CssInJs from "@ant-design/cssinjs";
import type * as React from "react";
import type * as ReactDomServer from "react-dom/server";
import { createTheme } from "../src/kernel/theme";

// Required, not imported: the Vite config that runs this is ESM, and antd is CommonJS whose named
// exports Node's ESM loader cannot all see.
const require = createRequire(import.meta.url);

/**
 * The components of the pages a signed-in user opens first (the header, the dashboard, the
 * product, store and ranking lists; a table's pagination and empty state), the styles a browser
 * built on those pages, in the app's theme. Components of the other pages stay built at run time:
 * every kilobyte here is loaded by every signed-in page.
 */
function firstPaintComponents(antd: typeof Antd, h: typeof React.createElement) {
  const { Alert, App, Button, Card, Checkbox, Col, Collapse, Drawer, Dropdown, Empty, Input, InputNumber } = antd;
  const { Pagination, Progress, Result, Row, Select, Skeleton, Space, Spin, Switch, Table, Tag, Tooltip, Typography } = antd;
  return [
    h(App, null, h("div")),
    h(Alert, { message: "x" }),
    h(Button, null, "x"),
    h(Card, { title: "x" }, "x"),
    h(Checkbox, null),
    h(Row, null, h(Col, { span: 12 })),
    h(Collapse, { items: [{ key: "a", label: "a", children: "a" }] }),
    h(Drawer, { open: true }),
    h(Dropdown, { menu: { items: [] } }, h("span")),
    h(Empty, null),
    h(Input, null),
    h(Input.Search, null),
    h(InputNumber, null),
    h(Pagination, { total: 100 }),
    h(Progress, { percent: 50 }),
    h(Result, { title: "x" }),
    h(Select, null),
    h(Skeleton, { active: true }),
    h(Space, null, h(Space.Compact, null)),
    h(Spin, null),
    h(Switch, null),
    h(Table, { columns: [{ title: "x", dataIndex: "x", sorter: true }], dataSource: [] }),
    h(Tag, null, "x"),
    h(Tooltip, { title: "x" }, h("span")),
    h(Typography.Title, null, "x"),
  ];
}

/**
 * The CSS of those components in the app's theme, ending with the cache map that lets the page skip
 * building it. The theme differs for people whose system asks for less motion, and so do its class
 * names: each theme has its own file, which the page links for its media query.
 */
export function antdStaticStyle(reducedMotion: boolean): string {
  const antd = require("antd") as typeof Antd;
  const { createCache, extractStyle, StyleProvider } = require("@ant-design/cssinjs") as typeof CssInJs;
  const { createElement: h, Fragment } = require("react") as typeof React;
  const { renderToString } = require("react-dom/server") as typeof ReactDomServer;
  const cache = createCache();
  const components = firstPaintComponents(antd, h).map((element, index) => h(Fragment, { key: index }, element));
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: createTheme(reducedMotion) }, ...components)));
  return extractStyle(cache, true);
}
