import type { ThemeConfig } from "antd";
import { prefersReducedMotion } from "./reduced-motion";

/** The app's antd theme; animations are off for people who ask their system for less motion. */
export function createTheme(reducedMotion = prefersReducedMotion()): ThemeConfig {
  return {
    token: {
      colorPrimary: "#b4381f",
      // Hovered: darker, not antd's lighter #c25a40, whose text on white is 4.3:1 (a hovered default button's).
      colorPrimaryHover: "#962d18",
      // Links and secondary text dark enough for WCAG AA (4.5:1) on white and on the page grey.
      colorLink: "#0850b8",
      colorTextSecondary: "rgba(0, 0, 0, 0.65)",
      colorTextTertiary: "rgba(0, 0, 0, 0.58)",
      colorTextDescription: "rgba(0, 0, 0, 0.58)",
      // A field's placeholder is often its only visible name: antd's 0.25 black is 1.8:1.
      colorTextPlaceholder: "#6b6b6b",
      // Danger buttons and error text: antd's #ff4d4f is 3.3:1 on white; this is 6:1.
      colorError: "#b3261e",
      // A focused field's shadow: antd derives a 10 % tint nobody sees; with the accent border this shows.
      controlOutline: "rgba(180, 56, 31, 0.35)",
      borderRadius: 6,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      motion: !reducedMotion,
    },
  };
}
