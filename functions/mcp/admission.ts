const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * Whether a request's Host is one this server answers for: the site's own (SITE_URL), a
 * workers.dev name of the deployment, this machine, or an IP address. A DNS rebinding attack arrives under
 * the attacker's name; Cloudflare routes only our names to the worker, so the check costs
 * deployed readers nothing and protects `wrangler dev` on a developer's machine.
 */
export function hostAllowed(hostname: string, site: string): boolean {
  // An address typed as such names no resolver an attacker could answer for.
  if (LOOPBACK.test(hostname) || IP_LITERAL.test(hostname) || hostname.endsWith(".workers.dev")) return true;
  try {
    return site !== "" && new URL(site).hostname === hostname;
  } catch {
    return false;
  }
}

/**
 * Whether a browser page of `origin` may call the server (the spec asks servers to validate
 * Origin, against DNS rebinding). The docs are public and the server holds no credentials,
 * so any https page may read them, and http pages of this machine (local tools such as the
 * MCP Inspector). Refused: opaque origins (`null`: sandboxed frames, files), other schemes,
 * and http pages elsewhere, which is where a rebinding attack comes from.
 */
export function originAllowed(origin: string, self: URL): boolean {
  if (origin === self.origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.test(url.hostname));
}

/**
 * The form of the answer an Accept header allows: the spec's clients accept both (then JSON,
 * one message, unless the event stream is preferred); a client accepting only one gets that one.
 */
export function answerForm(accept: string | null): "json" | "sse" | null {
  const ranges = (accept ?? "").split(",").map((part) => {
    const [range, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    return { range, q: q ? Number(q.slice(2)) || 0 : 1 };
  });
  const weight = (type: string) => {
    const exact = ranges.find((r) => r.range === type);
    const wild = ranges.find((r) => r.range === `${type.split("/")[0]}/*`) ?? ranges.find((r) => r.range === "*/*");
    return (exact ?? wild)?.q ?? 0;
  };
  const json = weight("application/json");
  const sse = weight("text/event-stream");
  if (json <= 0 && sse <= 0) return null;
  return sse > json ? "sse" : "json";
}

/**
 * A token bucket per client: `burst` calls at once, then `perSecond`. Past it, the seconds to
 * wait. Per isolate, with at most `maxClients` remembered (the oldest forgotten first).
 */
export function createRateLimit({ burst, perSecond, maxClients }: { burst: number; perSecond: number; maxClients: number }) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return function take(client: string, now: number): number {
    const bucket = buckets.get(client) ?? { tokens: burst, at: now };
    buckets.delete(client);
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    if (buckets.size >= maxClients) buckets.delete(buckets.keys().next().value as string);
    buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / perSecond);
  };
}
