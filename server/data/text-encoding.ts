/**
 * The text of a file whatever Swedish software wrote it: UTF-8 (with or without a byte-order
 * mark), UTF-16 (Excel's "Unicode text", with a mark, or without one — then every other byte of
 * Latin text is zero) or Windows-1252 (Excel's CSV on a Swedish Windows: "Stockholms län" as one
 * byte per letter, which read as UTF-8 would become replacement characters and overwrite good
 * names). Bytes that are not valid UTF-8 are never decoded as UTF-8.
 */
export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export function detectEncoding(bytes: Uint8Array): TextEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  const unmarked = utf16WithoutMark(bytes);
  if (unmarked) return unmarked;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return "utf-8";
  } catch {
    // A UTF-8 file with a damaged line (cut mid-letter, one line pasted from elsewhere) is still
    // UTF-8: read so, its bad bytes become replacement characters and the file is refused naming
    // the line, instead of every "ä" of it turning into "Ã¤".
    return hasUtf8Letters(bytes) ? "utf-8" : "windows-1252";
  }
}

/** Whether the bytes hold a multi-byte UTF-8 letter (Windows-1252 text practically never does). */
function hasUtf8Letters(bytes: Uint8Array): boolean {
  for (let i = 0; i + 1 < bytes.length; i++) {
    const lead = bytes[i]!;
    if (lead >= 0xc2 && lead <= 0xf4 && (bytes[i + 1]! & 0xc0) === 0x80) {
      const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
      let valid = i + length <= bytes.length;
      for (let k = 1; valid && k < length; k++) valid = (bytes[i + k]! & 0xc0) === 0x80;
      if (valid) return true;
    }
  }
  return false;
}

/** Zero bytes in most odd (little-endian) or even (big-endian) places of the first kilobytes. */
function utf16WithoutMark(bytes: Uint8Array): TextEncoding | null {
  const sample = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (sample < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

/**
 * Windows-1252's letters at 0x80–0x9F (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ' ' " " • – — ˜ ™ š › œ ž Ÿ): Node's
 * decoder of that name reads them as Latin-1's control characters.
 */
const CP1252_HIGH =
  "\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178";

function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = new TextDecoder("latin1").decode(bytes);
  return latin1.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/** The file's text in its detected encoding, without a byte-order mark. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  const encoding = detectEncoding(bytes);
  // TextDecoder drops the byte-order mark of its own encoding (ignoreBOM false).
  const text = encoding === "windows-1252" ? decodeWindows1252(bytes) : new TextDecoder(encoding).decode(bytes);
  return { text, encoding };
}

/** The first line (1-based) holding a character no encoding could read (or a NUL, which no text holds), or null. */
export function lineWithUnreadableCharacter(text: string): number | null {
  const replacement = text.indexOf("\ufffd");
  const nul = text.indexOf("\u0000");
  const at = replacement < 0 ? nul : nul < 0 ? replacement : Math.min(replacement, nul);
  if (at < 0) return null;
  let line = 1;
  for (let i = 0; i < at; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
