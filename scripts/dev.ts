// Authoring loop (`npm run dev`): `remix dev` rebuilds the worker when app code changes and
// drives `wrangler dev` (workerd); content saves never rebuild the worker. The pages are
// compiled here, one save at a time, and the worker reads them from this process's content
// server in development (app/content/dev/). Open tabs reload when either changes.
// Env: PORT (site, default 8787), CONTENT_DIR (pages, default content/), REMIX_DEV_PORT and
// DEV_CONTENT_PORT (default: free ports).
import { spawn } from "node:child_process";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { mirrorAssets } from "./dev/assets.ts";
import { createContentSession } from "./dev/content.ts";
import { createQueue } from "./dev/queue.ts";
import { type ContentServer, startContentServer } from "./dev/server.ts";
import { watchTree } from "./dev/watch.ts";
import { ROOT, dirs } from "./content/paths.ts";
import { PORT, wranglerEnv } from "./wrangler-env.ts";

const started = performance.now();
const devDir = path.join(ROOT, ".cache/dev");
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      // A TCP listener's address is an AddressInfo.
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const session = await createContentSession({ dirs, root: ROOT });
let server: ContentServer | undefined;
const queue = createQueue(async (paths) => {
  await session.update(paths);
  server?.announce();
});
server = await startContentServer(session, queue, Number(process.env.DEV_CONTENT_PORT ?? 0));
// Page sources, fragments and folders; editors' swap and backup files are left out.
const relevant = (file: string) => file.endsWith(".mdx") || !path.extname(file);
watchTree(dirs.content, (paths) => queue.add(paths.filter(relevant)));
mirrorAssets(path.join(devDir, "build"), path.join(ROOT, "public/build"), path.join(devDir, "tmp"));

const remixPort = String(process.env.REMIX_DEV_PORT ?? (await freePort()));
const remix = spawn(
  path.join(ROOT, "node_modules/.bin/remix"),
  ["dev", "--manual", "--port", remixPort, "-c", "node --import tsx scripts/dev/wrangler.ts"],
  {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...wranglerEnv, NODE_ENV: "development", DEV_CONTENT_URL: server.url, DEV_ASSETS_BUILD_DIR: path.join(devDir, "build") },
  },
);
// Then the highlighter is loaded while wrangler starts, not on the first save.
void session.publicFiles().then(() => session.warm());
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => remix.kill(signal));
remix.on("exit", (code) => process.exit(code ?? 0));

const site = `http://127.0.0.1:${PORT}`;
for (;;) {
  const ok = await fetch(`${site}/`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((r) => setTimeout(r, 200));
}
console.log(
  `dev: ready at ${site} in ${((performance.now() - started) / 1000).toFixed(1)} s; watching ${path.relative(ROOT, dirs.content) || dirs.content}/ (pages) and app/ (code, styles)`,
);
