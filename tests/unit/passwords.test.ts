import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "../../server/core/passwords";

describe("password policy", () => {
  it.each([
    ["short", "Password must be at least 12 characters", "PASSWORD_TOO_SHORT"],
    ["x".repeat(129), "Password must be at most 128 characters", "PASSWORD_TOO_LONG"],
    ["1qaz2wsx3edc", "This password is too common; choose another", "PASSWORD_TOO_COMMON"],
    ["Password2024!", "This password is too common; choose another", "PASSWORD_TOO_COMMON"],
    ["sunshine12345", "This password is too common; choose another", "PASSWORD_TOO_COMMON"],
    ["aaaaaaaaaaaaaaa", "This password is too common; choose another", "PASSWORD_TOO_COMMON"],
  ])("refuses %s", (password, message, code) => {
    expect(passwordProblem(password)).toEqual({ message, code });
  });

  it.each(["correct horse battery staple", "lösenord på svenska", "fenix-demo-2026", "🔥🔥 fire and ice 🧊🧊"])(
    "accepts %s without composition rules",
    (password) => expect(passwordProblem(password)).toBeNull(),
  );

  it("counts characters, not bytes", () => {
    expect(passwordProblem("åäöåäöåäöåäö")).toBeNull();
  });

  it("hashes with argon2id and verifies", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(hash, "wrong")).toBe(false);
    expect(await verifyPassword(undefined, "anything")).toBe(false);
  });
});
