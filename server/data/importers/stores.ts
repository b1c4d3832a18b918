import { Type } from "typebox";
import { checkRecord, ImportRefused } from "./refusal";

const OpeningHours = Type.Object({
  date: Type.String(),
  openFrom: Type.String(),
  openTo: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
});

/** A site as the monopoly's store API describes it (systembolaget-stores-2025-11.json). */
const SiteRecord = Type.Object({
  siteId: Type.String({ pattern: "^[0-9A-Za-z-]{1,20}$" }),
  alias: Type.Union([Type.String(), Type.Null()]),
  displayName: Type.Union([Type.String(), Type.Null()]),
  streetAddress: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  county: Type.Union([Type.String(), Type.Null()]),
  isAgent: Type.Boolean(),
  isBlocked: Type.Optional(Type.Boolean()),
  openingHours: Type.Optional(Type.Array(OpeningHours)),
  position: Type.Optional(Type.Union([Type.Object({ latitude: Type.Number(), longitude: Type.Number() }), Type.Null()])),
});

export interface StoreRow {
  siteId: string;
  alias: string | null;
  displayName: string;
  address: string | null;
  city: string | null;
  county: string | null;
  latitude: number | null;
  longitude: number | null;
  isAgent: boolean;
  isActive: boolean;
  openingHours: { date: string; openFrom: string; openTo: string; reason: string }[] | null;
}

/** "STOCKHOLM" → "Stockholm", "UPPLANDS VÄSBY" → "Upplands Väsby". */
function titleCase(value: string | null): string | null {
  if (!value) return value;
  return value.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/**
 * The store API marks a closed day as open from 00:00:00 to 00:00:00 (reason "-", "Söndag", a
 * holiday's name). Stored as a day without hours, which the pages show as closed.
 */
function openingDay(h: { date: string; openFrom: string; openTo: string; reason: string | null }) {
  const closed = h.openFrom === h.openTo;
  const reason = h.reason && h.reason !== "-" ? h.reason : "";
  return { date: h.date, openFrom: closed ? "" : h.openFrom, openTo: closed ? "" : h.openTo, reason };
}

export function parseStores(json: unknown): StoreRow[] {
  if (!Array.isArray(json)) throw new ImportRefused("Expected a JSON array of sites");
  const seen = new Set<string>();
  return json.map((value, index) => {
    const site = checkRecord<import("typebox").Static<typeof SiteRecord>>(SiteRecord, value, index + 1);
    if (seen.has(site.siteId)) throw new ImportRefused(`siteId ${site.siteId} appears twice`, index + 1);
    seen.add(site.siteId);
    const name = site.displayName?.trim() || site.alias?.trim() || site.siteId;
    return {
      siteId: site.siteId,
      alias: site.alias?.trim() || null,
      displayName: name,
      address: site.streetAddress?.trim() || null,
      city: titleCase(site.city?.trim() || null),
      county: site.county?.trim() || null,
      latitude: site.position?.latitude ?? null,
      longitude: site.position?.longitude ?? null,
      isAgent: site.isAgent,
      isActive: !site.isBlocked,
      openingHours: site.openingHours?.map(openingDay) ?? null,
    };
  });
}
