import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { siteUrl } from "~/shared/content/manifest";
import type { Env } from "../env";
import { readLimited } from "../http/read-body";
import { answerForm, createRateLimit, hostAllowed, originAllowed } from "../mcp/admission";
import { serverCard } from "../mcp/card";
import { ensureManifest } from "../mcp/manifest";
import { invalidParams } from "../mcp/requests";
import { createServer, TOOLS } from "../mcp/server";
import { newSessionId, opensSession, sessionAccepted } from "../mcp/session";
import { createGate } from "../search/gate";
import { engineFor } from "../search/indexes.server";
import { requestsInFlight } from "../http/in-flight";
import { warmInBackground, type WaitUntil } from "../search/warm-background.server";
import { assetIndexLoader } from "../search/index-file.server";
import { optedOut } from "../insights/privacy";
import { d1Sink } from "../insights/store";

export const MCP_PATH = "/mcp";
export const CARD_PATH = "/.well-known/mcp/server-card.json";
/** Where agents also look for an MCP server: both answer the card and name it as canonical. */
export const CARD_ALIASES = ["/.well-known/mcp", "/.well-known/mcp.json"];

/** A tool call's message is a few hundred bytes; a body this large is no MCP message. */
const MAX_BODY = 64 * 1024;
/** Calls waiting beyond this many are refused (429): one call works at a time per isolate. */
const gate = createGate(64);
/**
 * Per client: 30 calls at once, then ten a second, so one client's flood is cut off before it
 * fills the queue the others wait in; an agent's session stays far below.
 */
const rateLimit = createRateLimit({ burst: 30, perSecond: 10, maxClients: 5000 });

const cors = (origin: string | null): Record<string, string> => ({
  "access-control-allow-origin": origin ?? "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type, accept, authorization, mcp-protocol-version, mcp-session-id, last-event-id",
  "access-control-expose-headers": "mcp-protocol-version, mcp-session-id",
  "access-control-max-age": "86400",
  vary: "Origin",
});

/** A JSON-RPC error without a request id: what the transport answers for a message it cannot take. */
const rpcError = (status: number, code: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ jsonrpc: "2.0", error: { code, message }, id: null }, { status, headers: { "cache-control": "no-store", ...headers } });

/** One JSON-RPC message through a fresh server and stateless transport, answered as JSON. */
async function answer(message: unknown, request: Request, env: Env, url: URL, waitUntil?: WaitUntil): Promise<Response> {
  const load = assetIndexLoader(env.ASSETS, url.origin);
  const server = createServer({
    asset: (path) => {
      if (!env.ASSETS) throw new Error("no ASSETS binding");
      return env.ASSETS.fetch(new Request(new URL(path, url.origin)));
    },
    // An agent's next calls find the engine warm, as the modal's do (warm-background.server.ts).
    engine: (lang) => engineFor(lang, load).then((engine) => (warmInBackground(engine, waitUntil, requestsInFlight), engine)),
    // Written after the answer; a client sending Sec-GPC or DNT is not counted.
    insights: waitUntil && !optedOut(request.headers) ? d1Sink(env.INSIGHTS, waitUntil) : undefined,
  });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    // The transport checks that the client accepts both forms; this layer chose the form already.
    const headers = new Headers(request.headers);
    headers.set("accept", "application/json, text/event-stream");
    headers.set("content-type", "application/json");
    return await transport.handleRequest(new Request(request.url, { method: "POST", headers }), { parsedBody: message });
  } finally {
    await server.close();
  }
}

/** The same single message as a one-event stream, for clients preferring Server-Sent Events. */
async function asEventStream(response: Response): Promise<Response> {
  if (response.status !== 200 || !response.headers.get("content-type")?.includes("application/json")) return response;
  const body = `event: message\ndata: ${await response.text()}\n\n`;
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream", "cache-control": "no-cache, no-transform" } });
}

async function post(request: Request, url: URL, env: Env, waitUntil?: WaitUntil): Promise<Response> {
  const form = answerForm(request.headers.get("accept"));
  if (!form) return rpcError(406, -32000, "Not Acceptable: accept application/json or text/event-stream");
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) return rpcError(415, -32000, "Unsupported Media Type: send application/json");
  const wait = rateLimit(request.headers.get("cf-connecting-ip") ?? "unknown", Date.now());
  if (wait) return rpcError(429, -32000, "Too many requests: retry later", { "retry-after": String(wait) });
  const text = await readLimited(request, MAX_BODY);
  if (text === null) return rpcError(413, -32000, `Request body is larger than ${MAX_BODY} bytes`);
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return rpcError(400, -32700, "Parse error: the body is not JSON");
  }
  // The current protocol revision (2025-06-18 on) has no batches: one message per request.
  if (Array.isArray(message)) return rpcError(400, -32600, "Invalid Request: batches are not supported, send one message per request");
  const opens = opensSession(message);
  if (!opens && !sessionAccepted(request.headers.get("mcp-session-id")))
    return rpcError(404, -32001, "Session not found: send initialize to start a new session");
  const invalid = invalidParams(message, TOOLS);
  if (invalid) {
    const id = (message as { id: unknown }).id;
    return Response.json({ jsonrpc: "2.0", id, error: { code: -32602, message: invalid } }, { headers: { "cache-control": "no-store" } });
  }
  // Each call is one bounded query or read, like a reader's search in the modal: queued one
  // at a time, never resting, and refused past the queue's bound.
  const response = await gate(() => answer(message, request, env, url, waitUntil));
  if (!response) return rpcError(429, -32000, "Too many requests at once: retry later", { "retry-after": "1" });
  const answered = form === "sse" ? await asEventStream(response) : response;
  // The session id rides on the initialize answer only, as the spec assigns it (session.ts).
  if (!opens || answered.status !== 200) return answered;
  const withSession = new Response(answered.body, answered);
  withSession.headers.set("mcp-session-id", newSessionId());
  return withSession;
}

/**
 * The MCP server (Streamable HTTP, stateless): POST carries one JSON-RPC message and gets
 * its answer as JSON or as a one-event stream; initialize's answer names a session that is kept
 * nowhere, so there is no stream to GET and nothing to DELETE (405). The discovery card is a
 * GET of its own.
 */
export async function handleMcp(request: Request, url: URL, env: Env, ctx?: Pick<ExecutionContext, "waitUntil">): Promise<Response> {
  ensureManifest();
  // Against DNS rebinding: a name that is not this site's nor this machine's reached us by a
  // resolver an attacker controls, whatever its Origin says.
  if (!hostAllowed(url.hostname, siteUrl)) return rpcError(403, -32000, "Forbidden: this Host is not served by the documentation server");
  const origin = request.headers.get("origin");
  if (origin && !originAllowed(origin, url)) return rpcError(403, -32000, "Forbidden: this Origin may not call the server");
  const headers = cors(origin);
  let response: Response;
  if (url.pathname === CARD_PATH || CARD_ALIASES.includes(url.pathname)) {
    const canonical: Record<string, string> = url.pathname === CARD_PATH ? {} : { link: `<${CARD_PATH}>; rel="canonical"` };
    response =
      request.method === "GET" || request.method === "HEAD"
        ? Response.json(serverCard(siteUrl || url.origin), { headers: { "cache-control": "public, max-age=300", ...canonical } })
        : rpcError(405, -32000, "Method not allowed", { allow: "GET, HEAD" });
  } else if (request.method === "OPTIONS") response = new Response(null, { status: 204 });
  else if (request.method !== "POST")
    response = rpcError(405, -32000, "Method not allowed: POST one JSON-RPC message", { allow: "POST, OPTIONS" });
  else {
    try {
      response = await post(request, url, env, ctx && ((p) => ctx.waitUntil(p)));
    } catch (e) {
      console.error("mcp error:", e instanceof Error ? `${e.name}: ${e.message}` : String(e));
      response = rpcError(503, -32603, "The documentation server is temporarily unavailable");
    }
  }
  const out = new Response(request.method === "HEAD" ? null : response.body, response);
  for (const [k, v] of Object.entries(headers)) out.headers.set(k, v);
  return out;
}
