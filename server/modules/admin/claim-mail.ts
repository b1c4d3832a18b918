/** The mail that tells a company an operator approved or refused its claim of a supplier name (sv/en, text and HTML). */
export interface ClaimMailInput {
  language: "sv" | "en";
  companyName: string;
  supplierName: string;
  approved: boolean;
  products: number;
  reason: string | null;
  link: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function claimDecisionMail(input: ClaimMailInput): { subject: string; text: string; html: string } {
  const sv = input.language === "sv";
  const name = `"${input.supplierName}"`;
  const subject = sv
    ? `${input.approved ? "Godkänt" : "Avslaget"}: leverantörsnamnet ${name} för ${input.companyName}`
    : `${input.approved ? "Approved" : "Refused"}: the supplier name ${name} for ${input.companyName}`;
  const verdict = sv
    ? input.approved
      ? `Fenix har godkänt att leverantörsnamnet ${name} tillhör ${input.companyName}. Dess ${input.products} produkter räknas nu som era egna.`
      : `Fenix har inte godkänt att leverantörsnamnet ${name} tillhör ${input.companyName}.`
    : input.approved
      ? `Fenix has approved that the supplier name ${name} belongs to ${input.companyName}. Its ${input.products} products now count as your own.`
      : `Fenix has not approved that the supplier name ${name} belongs to ${input.companyName}.`;
  const reason = input.reason ? (sv ? `Motivering: ${input.reason}` : `Reason: ${input.reason}`) : null;
  const next = sv ? "Se era leverantörsnamn i Fenix:" : "See your supplier names in Fenix:";
  const lines = [sv ? "Hej!" : "Hello!", verdict, ...(reason ? [reason] : []), next, input.link];
  const html = `<!doctype html>
<html lang="${input.language}">
<body style="font-family: system-ui, sans-serif; color: #1f1f1f; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px">
${lines
  .slice(0, -1)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join("\n")}
<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
</body>
</html>`;
  return { subject, text: lines.join("\n\n"), html };
}
