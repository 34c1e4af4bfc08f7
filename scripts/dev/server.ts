import http from "node:http";

/**
 * The dev content server the worker reads in development (app/content/dev/): the manifest,
 * a page's element tree, page modules for the browser, and an event stream that tells open
 * tabs a new build is ready. The manifest waits until pending saves are built, and the rest is
 * addressed by the version the manifest names, so the worker never renders a half-built
 * state. Listens on 127.0.0.1 only.
 */
export function startContentServer(session, queue, port = 0) {
  const clients = new Set();
  let announced = session.snapshot().buildId;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://dev");
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
  function subscribe(res, worker) {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
    // Reconnect quickly when the worker reloads (the stream runs through it).
    res.write(`retry: 250\n\nevent: worker\ndata: ${worker}\n\nevent: content\ndata: ${session.snapshot().buildId}\n\n`);
    clients.add(res);
    res.on("close", () => clients.delete(res));
  }

  /** After each rebuild: tell open tabs when the served state changed. */
  function announce() {
    const { buildId } = session.snapshot();
    if (buildId === announced) return;
    announced = buildId;
    for (const res of clients) res.write(`event: content\ndata: ${buildId}\n\n`);
  }

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, announce, close: () => server.close() }),
    );
  });
}

function send(res, status, body, headers) {
  res.writeHead(status, { "cache-control": "no-store", ...headers });
  res.end(body);
}
