import type { RegisteredRoute } from "../registry";

/**
 * Whether a visitor without a session who opens this route is sent straight to the sign-in page
 * (RouteGuard): the boot waits for none of its code, and neither the header nor the app shell is drawn.
 */
export const sentToSignIn = (route: Pick<RegisteredRoute, "access"> | undefined, anonymous: boolean): boolean =>
  anonymous && route !== undefined && route.access !== "public";
