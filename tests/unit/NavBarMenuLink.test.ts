import { describe, expect, it } from "vitest";
import { isActive } from "~/components/nav/NavBarMenuLink";

describe("nav menu link", () => {
  it("activeMatch decides the active nav item; a bad pattern is inactive", () => {
    expect(isActive({ text: "Guide", link: "/guide/start/", activeMatch: "^/guide/" }, "/guide/basic/cli")).toBe(true);
    expect(isActive({ text: "Guide", link: "/guide/start/", activeMatch: "^/guide/" }, "/config/")).toBe(false);
    expect(isActive({ text: "x", activeMatch: "([" }, "/")).toBe(false);
  });
});
