/**
 * The kernel's public API: the only module plugins may import from src/. Everything a plugin
 * needs from the shell and the providers is re-exported here.
 */
export { definePlugin } from "./plugin";
export type {
  Language,
  LocaleLoader,
  MenuSlot,
  Plugin,
  PluginDefinition,
  PluginMenuItem,
  PluginResource,
  PluginRoute,
  RouteLayout,
} from "./plugin";
export { useTranslation, Trans } from "react-i18next";
export { LANGUAGES } from "../providers/i18n/languages";
