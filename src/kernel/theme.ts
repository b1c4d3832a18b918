import type { ThemeConfig } from "antd";

const prefersReducedMotion = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The app's antd theme; animations are off for people who ask their system for less motion. */
export function createTheme(reducedMotion = prefersReducedMotion()): ThemeConfig {
  return {
    token: {
      colorPrimary: "#b4381f",
      borderRadius: 6,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      motion: !reducedMotion,
    },
  };
}
