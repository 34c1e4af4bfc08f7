import { describe, expect, it, vi } from "vitest";
import { compileRedirects, findRedirect, redirectRules } from "~/shared/routing/redirects";

describe("redirect table (spec 2.5)", () => {
  it.each([
    ["/config/source/alias", "/config/resolve/alias"],
    ["/config/source/alias-strategy", "/config/resolve/alias-strategy"],
    ["/zh/config/source/alias", "/zh/config/resolve/alias"],
    ["/guide/basic/css-usage", "/guide/styling/css-usage"],
    ["/guide/basic/css-modules", "/guide/styling/css-modules"],
    ["/guide/basic/tailwindcss", "/guide/styling/tailwindcss"],
    ["/guide/basic/tailwindcss-v3", "/guide/styling/tailwindcss-v3"],
    ["/guide/basic/unocss/", "/guide/styling/unocss"],
    ["/zh/guide/basic/unocss", "/zh/guide/styling/unocss"],
    ["/guide/basic/configure-rspack", "/guide/configuration/rspack"],
    ["/guide/basic/configure-rsbuild", "/guide/configuration/rsbuild"],
    ["/guide/basic/configure-swc", "/guide/configuration/swc"],
  ])("%s → %s", (from, to) => expect(findRedirect(from)).toBe(to));

  it("sends the assets-retry plugin page to its external repository", () => {
    expect(findRedirect("/plugins/list/plugin-assets-retry")).toMatch(/^https:\/\/github\.com\/.+assets-retry/);
  });

  it.each(["/config/source/alias-other", "/guide/basic/cli", "/config/resolve/alias"])("leaves %s alone", (path) => {
    expect(findRedirect(path)).toBeUndefined();
  });

  it("every rule is a valid regular expression", () => {
    const warn = vi.fn();
    expect(compileRedirects(redirectRules, warn)).toHaveLength(redirectRules.length);
    expect(warn).not.toHaveBeenCalled();
  });

  it("an invalid pattern logs a warning and is skipped, the others still apply", () => {
    const warn = vi.fn();
    const rules = compileRedirects(
      [
        { from: "^/a($", to: "/x" },
        { from: "^/b$", to: "/y" },
      ],
      warn,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("invalid pattern"));
    expect(findRedirect("/b", rules)).toBe("/y");
    expect(findRedirect("/a(", rules)).toBeUndefined();
  });
});
