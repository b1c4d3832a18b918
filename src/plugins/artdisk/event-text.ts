import type { ArticleEvent, ArticleEventKind } from "../../../contracts";
import type { Formatters } from "../../kernel";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Tag colours dark enough for white text; the tag's word carries the meaning. */
export const KIND_COLOURS: Record<ArticleEventKind, string> = {
  launch: "#237804",
  assortment_change: "#0958d9",
  price_change: "#874d00",
  delisting: "#a8071a",
};

/** A price in SEK: whole kronor as they are ("129 kr"), öre when there are any ("129,90 kr"). */
export function priceText(sek: (value: number, digits?: number) => string, value: number): string {
  return sek(value, Number.isInteger(value) ? 0 : 2);
}

/**
 * One event as a sentence: "Lanserad i Fast sortiment", "Flyttad från Tillfälligt sortiment till
 * Fast sortiment", "Nytt pris 129 kr (var 119 kr)", "Utgick ur Ordervaror" — and the same in English.
 * What the source did not say (the assortment, the old price) is left out, never guessed.
 */
export function eventSentence(
  event: Pick<ArticleEvent, "kind" | "assortmentFrom" | "assortmentTo" | "priceFrom" | "priceTo">,
  t: Translate,
  format: Pick<Formatters, "sek" | "assortment">,
): string {
  const sek = format.sek;
  const from = event.assortmentFrom ? format.assortment(event.assortmentFrom) : null;
  const to = event.assortmentTo ? format.assortment(event.assortmentTo) : null;
  switch (event.kind) {
    case "launch":
      return to ? t("event.launchInto", { to }) : t("event.launch");
    case "assortment_change":
      if (from && to) return t("event.moved", { from, to });
      return to ? t("event.movedTo", { to }) : from ? t("event.movedFrom", { from }) : t("event.movedUnknown");
    case "price_change": {
      const newPrice = event.priceTo === null ? null : priceText(sek, event.priceTo);
      const oldPrice = event.priceFrom === null ? null : priceText(sek, event.priceFrom);
      if (newPrice && oldPrice) return t("event.price", { to: newPrice, from: oldPrice });
      return newPrice ? t("event.priceNew", { to: newPrice }) : t("event.priceUnknown");
    }
    case "delisting":
      return from ? t("event.delistedFrom", { from }) : t("event.delisted");
  }
}
