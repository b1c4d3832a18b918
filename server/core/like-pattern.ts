/** Text matched literally inside a LIKE/ILIKE pattern: its %, _ and backslash escaped (the default escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
