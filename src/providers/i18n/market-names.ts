/**
 * The market's own names are the monopoly's Swedish ones (categories "Rött vin", countries
 * "Frankrike"). In English they are shown in English: countries through the browser's region
 * names (Swedish name → ISO code → English name), categories from the English locale's
 * "taxonomy" dictionary. A name neither knows is shown as the data has it.
 */
let swedishRegionCodes: Map<string, string> | undefined;

function regionCodes(): Map<string, string> {
  if (swedishRegionCodes) return swedishRegionCodes;
  const names = new Intl.DisplayNames(["sv"], { type: "region", fallback: "none" });
  const codes = new Map<string, string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && !codes.has(name.toLowerCase())) codes.set(name.toLowerCase(), code);
    }
  }
  swedishRegionCodes = codes;
  return codes;
}

// A table shows the same few countries on every row and every render: each name is looked up once per language.
const translated = new Map<string, string>();

export function countryName(swedish: string, locale: string): string {
  if (locale.startsWith("sv")) return swedish;
  const key = `${locale}\u0000${swedish}`;
  let name = translated.get(key);
  if (name === undefined) {
    const code = regionCodes().get(swedish.toLowerCase());
    name = (code && new Intl.DisplayNames([locale], { type: "region", fallback: "none" }).of(code)) || swedish;
    translated.set(key, name);
  }
  return name;
}

export function categoryName(swedish: string, dictionary: Record<string, string> | undefined): string {
  return dictionary?.[swedish] ?? swedish;
}
