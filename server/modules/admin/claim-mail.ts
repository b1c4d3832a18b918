import { plainMail } from "../../core/mail-html";

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
  return plainMail(input.language, subject, [sv ? "Hej!" : "Hello!", verdict, ...(reason ? [reason] : []), next], input.link);
}
