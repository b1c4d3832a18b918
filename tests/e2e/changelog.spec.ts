import { readFileSync } from "node:fs";
import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";

test("the changelog page shows CHANGELOG.md", async ({ page }) => {
  const markdown = readFileSync("CHANGELOG.md", "utf8");
  const title = /^# (.+)$/m.exec(markdown)![1]!;
  const sections = [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
  const firstItem = /^- (.+)$/m.exec(markdown)![1]!.replace(/`/g, "").split(":")[0]!;

  await signIn(page, DEMO.bryggarhusetUser.email);
  await page.goto("/changelog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  for (const section of sections) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText(firstItem, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await saveScreenshot(page, "changelog");
});
