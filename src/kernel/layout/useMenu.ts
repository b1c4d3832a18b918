import { useRegistry } from "../registry-context";
import type { MenuSlot } from "../plugin";

/** Every plugin's entries of a menu slot, in order (the admin plugin lists the "admin" slot as its navigation). */
export const useMenu = (slot: MenuSlot) => useRegistry().menu(slot);
