import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * Writes a bench's section (its lines start with `heading`) into a results file: in place of the
 * section's earlier text, up to the next "## " heading, or at the end. A new file starts with `title`.
 */
export function writeResultsSection(file: string, heading: string, lines: string[], title = ""): void {
  const previous = existsSync(file) ? readFileSync(file, "utf8") : title;
  const start = previous.indexOf(heading);
  const end = start === -1 ? -1 : previous.indexOf("\n## ", start + heading.length);
  const before = start === -1 ? `${previous.trimEnd()}\n\n` : previous.slice(0, start);
  const after = end === -1 ? "" : previous.slice(end + 1);
  const text = `${lines.join("\n").trimEnd()}\n`;
  writeFileSync(file, `${before}${text}${after ? `\n${after}` : ""}`);
}
