import Fastify from "fastify";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import { registerErrorHandler, RequestError } from "../../server/core/errors";

async function appWithRoutes() {
  const app = Fastify();
  registerErrorHandler(app);
  app.get("/boom", async () => {
    throw new Error("secret connection string postgres://admin:pw@db");
  });
  app.post("/items", { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }) } }, async () => ({}));
  app.get("/credits", async () => {
    throw new RequestError(402, "Insufficient credits: 3 available, 10 needed");
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
    expect(res.json()).toEqual({ statusCode: 500, error: "Internal Server Error", message: "An unexpected error occurred" });
    expect(res.body).not.toContain("postgres://");
  });

  it("name the field of invalid input", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "POST", url: "/items", payload: { name: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "body/name must NOT have fewer than 1 characters",
    });
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
    expect(res.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
  });

  it("keep the message of a deliberate 4xx", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: "/teapot" });
    expect(res.json()).toEqual({ statusCode: 418, error: "I'm a Teapot", message: "short and stout" });
  });

  it("answer a service's refusal with its status and message", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: "/credits" });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ statusCode: 402, error: "Payment Required", message: "Insufficient credits: 3 available, 10 needed" });
  });
});
