import { describe, expect, it } from "vitest";
import { cleanComment, looksPersonal, normalizeQuery, optedOut } from "../../functions/insights/privacy";

describe("normalizeQuery", () => {
  it("lower-cases, collapses whitespace and cuts at 100 characters", () => {
    expect(normalizeQuery("  Output.DistPath \n\t config ")).toBe("output.distpath config");
    expect(normalizeQuery("a".repeat(150))).toBe("a".repeat(100));
    expect(normalizeQuery("   ")).toBeNull();
  });

  it("keeps option names, package names and versions", () => {
    for (const q of ["tools.bundlerChain", "@rsbuild/plugin-react@1.2.3", "module-federation-v2", "webpack5 migration", "模块联邦"])
      expect(normalizeQuery(q)).not.toBeNull();
  });

  it("drops what looks like an e-mail address or a secret", () => {
    for (const q of [
      "mail me: Someone.Name+docs@example.co.uk",
      "ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8",
      "sk-live-9f8e7d6c5b4a39281716",
      "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abc",
      "0123456789abcdef0123456789abcdef01234567",
    ])
      expect(normalizeQuery(q), q).toBeNull();
  });
});

describe("looksPersonal and cleanComment", () => {
  it("blanks addresses and tokens out of comments, keeps the rest, cuts at 500", () => {
    expect(cleanComment("Write to a@b.io about ghp_a1B2c3D4e5F6g7H8i9J0k1L2 please")).toBe("Write to [removed] about [removed] please");
    expect(cleanComment("  The example for output.distPath is wrong  ")).toBe("The example for output.distPath is wrong");
    expect(cleanComment("x".repeat(600))).toHaveLength(500);
    expect(cleanComment("   ")).toBeNull();
    expect(looksPersonal("server.proxy does not work")).toBe(false);
  });
});

describe("optedOut", () => {
  it("is true for Sec-GPC: 1 or DNT: 1 only", () => {
    expect(optedOut(new Headers({ "sec-gpc": "1" }))).toBe(true);
    expect(optedOut(new Headers({ dnt: "1" }))).toBe(true);
    expect(optedOut(new Headers({ dnt: "0" }))).toBe(false);
    expect(optedOut(new Headers())).toBe(false);
  });
});
