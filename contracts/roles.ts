/**
 * The roles a user can have, lowest first. A module of its own, without schemas: the browser reads
 * the list at boot, and a schema module would bring typebox into the first download.
 */
export const ROLES = ["company_user", "company_admin", "super_admin"] as const;
