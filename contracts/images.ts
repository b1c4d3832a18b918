/** /api/v1/images: product pictures rendered as SVG. */
import { Type, type Static } from "typebox";

export const ImagesHealthResponseSchema = Type.Object({
  data: Type.Object(
    {
      status: Type.Literal("ok"),
      renderer: Type.Literal("svg"),
      renderMs: Type.Number(),
    },
    { examples: [{ status: "ok", renderer: "svg", renderMs: 0.4 }] },
  ),
});
export type ImagesHealth = Static<typeof ImagesHealthResponseSchema>["data"];

export const ProductImageParamsSchema = Type.Object({ productNumber: Type.String({ pattern: "^[0-9A-Za-z-]{1,20}(\\.svg)?$" }) });
export type ProductImageParams = Static<typeof ProductImageParamsSchema>;
export const ProductImageSchema = Type.String({ description: "image/svg+xml" });
