import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect } from "./fixtures";

/** The API's answer for the query a page makes, fetched with a session of the test's own. */
export async function apiGet<T>(request: APIRequestContext, path: string, email: string = DEMO.nordvikUser.email): Promise<T> {
  const login = await request.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } });
  const { accessToken } = ((await login.json()) as { tokens: { accessToken: string } }).tokens;
  const res = await request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The digits of a shown figure: "1 184 576 kr" → 1184576. */
export const digits = (text: string | null) => Number((text ?? "").replace(/[^0-9]/g, ""));

/** The number a KPI card shows. */
export const kpiValue = async (page: Page, testId: string) => digits(await page.getByTestId(testId).locator(".fx-kpi-value").textContent());

/** axe-core's own bundle, evaluated in a page once (a resize keeps it; a navigation drops it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's serious and critical findings on the page (or a part of it), as "rule: help" lines. axe
 * runs in the page itself: @axe-core/playwright's analyze() finishes each run in a new blank page
 * (how it merges frames' results), 3.5 s a call on a 2-core machine against 0.7–1 s for the same
 * rules here. The app has no frames of its own.
 */
export async function seriousOrCritical(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    // Only violations are read: axe then skips building a unique selector for every element that
    // passed (all the text of a table passes colour contrast), most of a run's time on a full page.
    const result = await axe.run(selector ?? document, { resultTypes: ["violations"] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target: target.map(String), html, failureSummary })),
    }));
  }, include ?? null);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => `${n.target.join(" ")} ${n.html.slice(0, 200)} ${n.failureSummary ?? ""}`)
          .slice(0, 3)
          .join(", ")})`,
    );
}

/** A product's name as the pages write it where one name comes in several bottles: bold and thin name and size, "Dworek Vodka 700 ml". */
export function productFullName(p: { productNameBold: string; productNameThin: string | null; volumeMl: number | null }): string {
  return [p.productNameBold, p.productNameThin, p.volumeMl === null ? null : `${new Intl.NumberFormat("sv-SE").format(p.volumeMl)} ml`]
    .filter(Boolean)
    .join(" ");
}
