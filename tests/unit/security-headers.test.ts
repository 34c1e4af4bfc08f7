import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScripts,
  withContentSecurityPolicy,
  withSecurityHeaders,
} from "../../functions/http/security-headers";

const html = `<html><head><script>window.a=1</script><script src="/build/x.js"></script><script type="module">import "/build/y.js";</script></head><body><script></script></body></html>`;
const hash = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("security headers", () => {
  it("finds inline scripts only", () => {
    expect(inlineScripts(html)).toEqual(["window.a=1", 'import "/build/y.js";']);
  });
  it("allows exactly the page's inline scripts by hash, never eval", async () => {
    const csp = await contentSecurityPolicy(html, ["https://*.algolia.net"]);
    expect(csp).toContain(`script-src 'self' ${hash("window.a=1")} ${hash('import "/build/y.js";')}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://*.algolia.net");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
  it("adds the CSP to HTML only, keeping the body", async () => {
    const page = await withContentSecurityPolicy(new Response(html, { headers: { "content-type": "text/html" } }), []);
    expect(page.headers.get("content-security-policy")).toContain("sha256-");
    expect(await page.text()).toBe(html);
    const json = await withContentSecurityPolicy(new Response("{}", { headers: { "content-type": "application/json" } }), []);
    expect(json.headers.has("content-security-policy")).toBe(false);
  });
  it("sets the baseline headers everywhere and HSTS only over HTTPS", () => {
    const plain = withSecurityHeaders(new Response("x"), false);
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
    expect(plain.headers.get("x-frame-options")).toBe("DENY");
    expect(plain.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(plain.headers.get("permissions-policy")).toContain("camera=()");
    expect(plain.headers.has("strict-transport-security")).toBe(false);
    expect(withSecurityHeaders(new Response("x"), true).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});
