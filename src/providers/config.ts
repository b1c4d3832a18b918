/**
 * Runtime settings the server writes into index.html: the application API key that requests
 * carry when no user is signed in.
 */
export function readAppApiKey(doc: Document = document): string {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="fenix-app-key"]')?.content ?? "";
  return content.startsWith("__") ? (import.meta.env.VITE_APP_API_KEY ?? "") : content;
}
