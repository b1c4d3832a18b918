/** /api/v1/organizations: the caller's own organisation (company). */
import { Type, type Static } from "typebox";

export const OrganizationSchema = Type.Object({ id: Type.String({ format: "uuid" }), name: Type.String() });
export type Organization = Static<typeof OrganizationSchema>;
export const OrganizationResponseSchema = Type.Object({ data: OrganizationSchema });

export const UpdateOrganizationBodySchema = Type.Object(
  { name: Type.String({ minLength: 2, maxLength: 200 }) },
  { additionalProperties: false },
);
export type UpdateOrganizationBody = Static<typeof UpdateOrganizationBodySchema>;
