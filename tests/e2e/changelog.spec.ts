import { readFileSync } from "node:fs";
import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";

/** The release notes a language's readers get: its headings and its first item. */
function releaseNotes(language: "sv" | "en") {
  const markdown = readFileSync(`src/plugins/changelog/releases/${language}.md`, "utf8");
  return {
    sections: [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]!),
    firstItem: /^- (.+)$/m.exec(markdown)![1]!.split(":")[0]!,
  };
}

for (const { locale, language, title } of [
  { locale: "sv-SE", language: "sv", title: "Ändringslogg" },
  { locale: "en-GB", language: "en", title: "Changelog" },
] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`the changelog page shows the release notes in ${language}`, async ({ page }) => {
      const notes = releaseNotes(language);
      await signIn(page, DEMO.bryggarhusetUser.email);
      await page.goto("/changelog");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      for (const section of notes.sections) await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
      await expect(page.getByText(notes.firstItem, { exact: false }).first()).toBeVisible();
      await saveScreenshot(page, `changelog-${language}`);
    });
  });
}
