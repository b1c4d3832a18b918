import { createContext, type ComponentType, type ReactNode } from "react";
import type { RegisteredRoute } from "../registry";

export type RoleGateComponent = ComponentType<{ route: RegisteredRoute; children: ReactNode }>;

/**
 * The role check of a signed-in page asks refine's access control, which the app shell brings:
 * the shell provides the check, so the route guard itself (which plain pages pass through too)
 * imports no refine.
 */
export const RoleGateContext = createContext<RoleGateComponent | null>(null);
