/** Text for an HTML mail body. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A plain notification mail as text and HTML: a paragraph per line, the link last; the text
 * alternative is the same lines.
 */
export function plainMail(
  language: "sv" | "en",
  subject: string,
  lines: readonly string[],
  link: string,
): { subject: string; text: string; html: string } {
  const html = `<!doctype html>
<html lang="${language}">
<body style="font-family: system-ui, sans-serif; color: #1f1f1f; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</body>
</html>`;
  return { subject, text: [...lines, link].join("\n\n"), html };
}
