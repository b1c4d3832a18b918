/** Solid tag colours with white text (AA contrast) for a plan's or module's status. */
export const STATUS_COLOURS = { active: "#237804", cancelling: "#ad4e00" } as const;
