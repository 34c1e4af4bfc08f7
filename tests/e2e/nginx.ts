import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/**
 * A shared cache as a CDN or a corporate proxy would be: nginx's proxy_cache with its
 * defaults, which follow the origin's headers. It stores nothing marked private, no-store or
 * no-cache, nor any answer with Set-Cookie or `Vary: *`; it keeps s-maxage (before max-age) as
 * the freshness, keeps one copy per value of the request headers `Vary` names, and never
 * overrides any of that here. `X-Shared-Cache` reports its verdict ($upstream_cache_status).
 */
function config(dir: string, port: string, origin: string) {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 128; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  proxy_cache_path ${path.join(dir, "cache")} levels=1 keys_zone=shared:1m max_size=64m inactive=10m;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${origin};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_cache shared;
      add_header X-Shared-Cache $upstream_cache_status always;
    }
  }
}
`;
}

export interface SharedCache {
  base: string;
  stop(): Promise<void>;
}

/** Starts nginx in front of `origin` on `port` from a temporary prefix (no system paths) and waits for it. */
export async function startSharedCache(port: string, origin: string): Promise<SharedCache> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: install it (apt-get install nginx) or set NGINX_PATH`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shared-cache-"));
  // Run as root, nginx hands its cache to an unprivileged worker, which must reach the folder.
  fs.chmodSync(dir, 0o755);
  const file = path.join(dir, "nginx.conf");
  fs.writeFileSync(file, config(dir, port, origin));
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", file, "-e", "stderr"], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr?.on("data", (chunk) => (log += chunk));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${base}/robots.txt`);
      return { base, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not start: ${log}`);
}
