/** The documentation's opening page (/api/docs): how an integrator gets from a key to figures. */
export const API_GUIDE = `Market intelligence for suppliers selling through the Swedish alcohol retail monopoly: the
catalogue, the stores, sales, stock and rankings, as the Fenix dashboard shows them.

## Authentication

1. Sign in to Fenix and open **Profil → API-nycklar** (/profile). Create a key and copy it: it
   is shown once. A key acts as you, with your companies and your role, until you revoke it.
2. Send it in the \`X-API-Key\` header:

   \`\`\`
   curl -H "X-API-Key: fnx_…" "https://<your Fenix>/api/v1/products?limit=100"
   \`\`\`

The dashboard itself signs requests with a bearer token (\`Authorization: Bearer …\`). Each
operation below lists the credentials it accepts; account and operator routes take a signed-in
session only.

**Try it out** on this page uses your Fenix session when you are signed in to Fenix in this
browser; otherwise choose **Authorize** and paste a key.

## Conventions

- **Answers** are JSON, \`{ "data": … }\`; lists are \`{ items, pagination }\`.
- **Paging**: ask with \`limit\`, then pass the answer's \`pagination.nextCursor\` as \`cursor\` until it is
  \`null\`.
- **Errors** are an \`ErrorResponse\` with a stable \`code\` (\`AUTHENTICATION_REQUIRED\`, \`MODULE_REQUIRED\`,
  \`VALIDATION_ERROR\`, \`TOO_MANY_REQUESTS\` …); branch on the code, show the message.
- **Request limits**: every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`
  (seconds); past the limit the answer is 429 with \`Retry-After\`. The heavy market routes count apart,
  with a smaller budget.
- **Caching**: successful reads carry a weak \`ETag\`; send it back in \`If-None-Match\` and an unchanged
  answer is a 304 with no body.
- **Periods**: market figures take \`period\` (\`7d\`, \`30d\`, \`90d\`, \`12m\` …) or \`from\`/\`to\` dates; amounts
  are SEK including VAT, volumes litres.

## Versions

\`/api/v1\` is frozen: it only gains routes and fields. Something that is to go keeps answering, with
a \`Deprecation\` header (the date it was deprecated) and a \`Link\` to its successor, and is announced
in the changelog (/changelog) first. A typed TypeScript client generated from this document is in
the repository (\`clients/typescript\`).`;
