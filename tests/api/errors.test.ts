import { describe, expect, it } from "vitest";
import { testDatabases } from "./helpers/databases";
import { useTestApp } from "./helpers/app";

describe.each(testDatabases)("error answers on $name", (database) => {
  const t = useTestApp(database);

  it("an unknown /api path is a JSON 404, even for a browser asking for HTML", async () => {
    for (const accept of ["application/json", "text/html"]) {
      const res = await t.app.inject({ url: "/api/v1/no-such-thing?x=1", headers: { accept } });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json()).toEqual({
        statusCode: 404,
        error: "Not Found",
        message: "Route GET /api/v1/no-such-thing not found",
        code: "ROUTE_NOT_FOUND",
      });
    }
  });

  it("invalid input is a 400 whose message names the field", async () => {
    const res = await t.app.inject({ url: "/api/v1/images/products/not%20a%20number" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(body.message).toContain("productNumber");
  });

  it("a product image is an SVG that can be cached", async () => {
    const res = await t.app.inject({ url: "/api/v1/images/products/7638508.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body).toContain("7638508");
  });
});
