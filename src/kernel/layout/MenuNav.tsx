import type { MenuSlot } from "../plugin";
import { MenuLinks } from "./MenuLinks";
import { useMenu } from "./useMenu";

/**
 * A menu slot's links as a page's own navigation bar: every operator page shows the "admin" slot,
 * so each plugin's admin page leads to every other's.
 */
export function MenuNav({ slot, label }: { slot: MenuSlot; label: string }) {
  return (
    <nav className="fx-admin-nav" aria-label={label} style={{ display: "flex", flexWrap: "wrap", gap: 4 }}>
      <MenuLinks items={useMenu(slot)} />
    </nav>
  );
}
