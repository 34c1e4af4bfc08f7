import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ContentSession } from "./content.ts";
import type { Queue } from "./queue.ts";

export interface ContentServer {
  url: string;
  announce(): void;
  close(): void;
}

/**
 * The dev content server the worker reads in development (app/content/dev/): the manifest,
 * a page's element tree, page modules for the browser, and an event stream that tells open
 * tabs a new build is ready. The manifest waits until pending saves are built, and the rest is
 * addressed by the version the manifest names, so the worker never renders a half-built
 * state. Listens on 127.0.0.1 only.
 */
export function startContentServer(
  session: Pick<ContentSession, "publicFiles" | "snapshot" | "tree" | "module">,
  queue: Pick<Queue, "idle">,
  port = 0,
): Promise<ContentServer> {
  const clients = new Set<http.ServerResponse>();
  let announced = session.snapshot().buildId;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://dev");
    if (url.pathname === "/events") return subscribe(res, url.searchParams.get("worker") ?? "");
    // wrangler starts once public/ is complete: its asset watcher must not see the startup writes.
    if (url.pathname === "/ready") return session.publicFiles().then(() => send(res, 200, "ready", {}));
    if (url.pathname === "/manifest") {
      await queue.idle();
      const snap = session.snapshot();
      if (req.headers["if-none-match"] === snap.buildId) return send(res, 304, "", {});
      return send(res, 200, snap.json, { "content-type": "application/json", etag: snap.buildId });
    }
    // Versions are addressed by module URL (content hash): these never wait.
    if (url.pathname === "/page") {
      const tree = session.tree(url.searchParams.get("module") ?? "");
      return tree ? send(res, 200, JSON.stringify(tree), { "content-type": "application/json" }) : send(res, 404, "no such page", {});
    }
    const module = url.pathname.startsWith("/pages/") && session.module(url.pathname);
    if (module) return send(res, 200, module, { "content-type": "text/javascript; charset=utf-8" });
    send(res, 404, "not found", {});
  });

  /** A tab's stream (through the worker, which names itself): first the current worker and build. */
  function subscribe(res: http.ServerResponse, worker: string): void {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
    // Reconnect quickly when the worker reloads (the stream runs through it).
    res.write(`retry: 250\n\nevent: worker\ndata: ${worker}\n\nevent: content\ndata: ${session.snapshot().buildId}\n\n`);
    clients.add(res);
    res.on("close", () => clients.delete(res));
  }

  /** After each rebuild: tell open tabs when the served state changed. */
  function announce(): void {
    const { buildId } = session.snapshot();
    if (buildId === announced) return;
    announced = buildId;
    for (const res of clients) res.write(`event: content\ndata: ${buildId}\n\n`);
  }

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      // Listening on a TCP port, so the address is an AddressInfo.
      const { port: bound } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${bound}`, announce, close: () => server.close() });
    });
  });
}

function send(res: http.ServerResponse, status: number, body: string, headers: http.OutgoingHttpHeaders): void {
  res.writeHead(status, { "cache-control": "no-store", ...headers });
  res.end(body);
}
