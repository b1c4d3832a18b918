import { plainMail } from "../../core/mail-html";

/** The mail that tells the operators the market feed has stopped collecting (sv/en, text and HTML). */
export interface FeedFailureMailInput {
  language: "sv" | "en";
  kind: "stock" | "catalogue";
  since: Date;
  reason: string;
  link: string;
}

export function feedFailureMail(input: FeedFailureMailInput): { subject: string; text: string; html: string } {
  const sv = input.language === "sv";
  const time = input.since.toLocaleString(sv ? "sv-SE" : "en-GB", {
    timeZone: "Europe/Stockholm",
    dateStyle: "medium",
    timeStyle: "short",
  });
  const what = sv
    ? input.kind === "stock"
      ? "lagerinsamlingen"
      : "sortimentsinsamlingen"
    : input.kind === "stock"
      ? "stock collection"
      : "catalogue collection";
  const subject = sv ? `Fenix: ${what} misslyckades ${time}` : `Fenix: the ${what} failed at ${time}`;
  const lines = sv
    ? [
        "Hej!",
        `Marknadsflödets ${what} misslyckades ${time} (Stockholmstid), även efter nya försök: ${input.reason}`,
        "Nästa schemalagda omgång körs som vanligt. Du får inget nytt mejl om detta förrän en omgång har lyckats och en ny sedan misslyckas.",
        "Se omgångarna, kör en ny eller pausa flödet:",
      ]
    : [
        "Hello!",
        `The market feed's ${what} failed at ${time} (Stockholm time), after its retries: ${input.reason}`,
        "The next scheduled round runs as usual. You get no further mail about this until a round has succeeded and another then fails.",
        "See the rounds, run one now or pause the feed:",
      ];
  return plainMail(input.language, subject, lines, input.link);
}
