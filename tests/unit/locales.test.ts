import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const read = (file: string) => leaves(JSON.parse(readFileSync(file, "utf8")) as Tree);

const namespaces: [string, string, string][] = [
  ...readdirSync("public/locales/en").map((f): [string, string, string] => [
    `kernel ${f}`,
    `public/locales/sv/${f}`,
    `public/locales/en/${f}`,
  ]),
  ...readdirSync("src/plugins").map((p): [string, string, string] => [
    `plugin ${p}`,
    `src/plugins/${p}/locales/sv.json`,
    `src/plugins/${p}/locales/en.json`,
  ]),
  ...readdirSync("examples").map((e): [string, string, string] => [
    `example ${e}`,
    `examples/${e}/web/locales/sv.json`,
    `examples/${e}/web/locales/en.json`,
  ]),
];

describe.each(namespaces)("translations of %s", (_name, svFile, enFile) => {
  it("have the same keys in Swedish and English, none empty", () => {
    // The market's names are the monopoly's Swedish ones: only English needs a dictionary of its countries.
    const sv = read(svFile);
    const en = new Map([...read(enFile)].filter(([key]) => !(svFile.endsWith("sv/common.json") && key.startsWith("countries."))));
    expect([...sv.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of [...sv, ...en]) expect(value.trim(), key).not.toBe("");
  });
});
