/** Whether the person's system asks for less motion (`prefers-reduced-motion: reduce`). */
export const prefersReducedMotion = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
