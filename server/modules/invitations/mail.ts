/** The invitation email in the inviter's chosen language, as plain text and HTML. */
import { escapeHtml } from "../../core/mail-html";
import type { Role } from "../../db/schema";

export interface InvitationMailInput {
  language: "sv" | "en";
  companyName: string;
  inviterName: string;
  role: Role;
  link: string;
  expiresAt: Date;
}

const ROLE_NAMES = {
  sv: { company_user: "användare", company_admin: "administratör", super_admin: "operatör" },
  en: { company_user: "user", company_admin: "administrator", super_admin: "operator" },
} as const;

export function invitationMail(input: InvitationMailInput): { subject: string; text: string; html: string } {
  const sv = input.language === "sv";
  const role = ROLE_NAMES[input.language][input.role];
  const date = input.expiresAt.toLocaleDateString(sv ? "sv-SE" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Stockholm",
  });
  const subject = sv ? `Inbjudan till ${input.companyName} i Fenix` : `Invitation to ${input.companyName} on Fenix`;
  const lines = sv
    ? [
        `Hej!`,
        `${input.inviterName} har bjudit in dig till ${input.companyName} i Fenix som ${role}.`,
        `Acceptera inbjudan här (länken gäller till och med ${date} och fungerar en gång):`,
        input.link,
        `Har du redan ett Fenix-konto med den här adressen loggar du in med det för att gå med.`,
        `Om du inte väntade dig inbjudan kan du bortse från det här meddelandet.`,
      ]
    : [
        `Hello!`,
        `${input.inviterName} has invited you to join ${input.companyName} on Fenix as ${role}.`,
        `Accept the invitation here (the link works once, until ${date}):`,
        input.link,
        `If you already have a Fenix account with this address, sign in with it to join.`,
        `If you did not expect this invitation, you can ignore this message.`,
      ];
  const [greeting, intro, accept, link, existing, ignore] = lines.map(escapeHtml) as [string, string, string, string, string, string];
  const button = sv ? "Acceptera inbjudan" : "Accept the invitation";
  const html = `<!doctype html>
<html lang="${input.language}">
<body style="font-family: system-ui, sans-serif; color: #1f1f1f; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px">
<p>${greeting}</p>
<p>${intro}</p>
<p>${accept}</p>
<p><a href="${link}" style="display: inline-block; background: #1677ff; color: #fff; padding: 10px 18px; border-radius: 6px; text-decoration: none">${escapeHtml(button)}</a></p>
<p style="font-size: 13px; color: #595959; word-break: break-all">${link}</p>
<p style="font-size: 13px; color: #595959">${existing}<br>${ignore}</p>
</body>
</html>`;
  return { subject, text: lines.join("\n\n"), html };
}
