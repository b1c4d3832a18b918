import Fastify from "fastify";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import { registerErrorHandler, RequestError } from "../../server/core/errors";
import { PeriodError } from "../../server/market/period";

async function appWithRoutes() {
  // The app's own ajv choice (server/app.ts): unexpected properties are refused, not removed.
  const app = Fastify({ ajv: { customOptions: { removeAdditional: false } } });
  registerErrorHandler(app);
  app.get("/boom", async () => {
    throw new Error("secret connection string postgres://admin:pw@db");
  });
  app.post("/items", { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }) } }, async () => ({}));
  app.post(
    "/members",
    {
      schema: {
        body: Type.Object(
          { members: Type.Array(Type.Object({ email: Type.String({ format: "email" }) })) },
          { additionalProperties: false },
        ),
      },
    },
    async () => ({}),
  );
  app.get("/credits", async () => {
    throw new RequestError(402, "Insufficient credits: 3 available, 10 needed", "INSUFFICIENT_CREDITS");
  });
  app.get("/password", async () => {
    throw new RequestError(400, "The current password is wrong", "CURRENT_PASSWORD_WRONG", "currentPassword");
  });
  app.get("/period", async () => {
    throw new PeriodError("from must not be after to", "from");
  });
  app.get("/teapot", async (_req, reply) => reply.code(418).send(new Error("short and stout")));
  await app.ready();
  return app;
}

describe("error answers", () => {
  it("hide the details of an unexpected failure", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "An unexpected error occurred",
      code: "INTERNAL_ERROR",
    });
    expect(res.body).not.toContain("postgres://");
  });

  it("name the field of invalid input, with a stable code and the rule it broke", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "POST", url: "/items", payload: { name: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "body/name must NOT have fewer than 1 characters",
      code: "VALIDATION_FAILED",
      field: "name",
      rule: "minLength",
      limit: 1,
    });
  });

  it("name a missing field, a nested one and an unexpected one", async () => {
    const app = await appWithRoutes();
    const missing = await app.inject({ method: "POST", url: "/items", payload: {} });
    expect(missing.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "name", rule: "required" });
    const nested = await app.inject({ method: "POST", url: "/members", payload: { members: [{ email: "a@b.se" }, { email: "nope" }] } });
    expect(nested.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "members.1.email", rule: "format" });
    const extra = await app.inject({ method: "POST", url: "/members", payload: { members: [], role: "x" } });
    expect(extra.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "role", rule: "additionalProperties" });
  });

  it("answer malformed JSON with a 400 in the same shape", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: "POST",
      url: "/items",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: "Bad Request", code: "INVALID_JSON" });
  });

  it("keep the message of a deliberate 4xx", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: "/teapot" });
    expect(res.json()).toEqual({ statusCode: 418, error: "I'm a Teapot", message: "short and stout", code: "REQUEST_REFUSED" });
  });

  it("answer a service's refusal with its status and message", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: "/credits" });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      statusCode: 402,
      error: "Payment Required",
      message: "Insufficient credits: 3 available, 10 needed",
      code: "INSUFFICIENT_CREDITS",
    });
  });

  it("keep the code and field of another client error that carries them (a period the client got wrong)", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: "/period" });
    expect(res.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "from must not be after to",
      code: "PERIOD_INVALID",
      field: "from",
    });
  });

  it("name the field a service's refusal is about", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: "/password" });
    expect(res.json()).toMatchObject({ statusCode: 400, code: "CURRENT_PASSWORD_WRONG", field: "currentPassword" });
  });
});
