/// <reference types="@remix-run/cloudflare" />
/// <reference types="@cloudflare/workers-types" />

declare module "@remix-run/dev/server-build" {
  import type { ServerBuild } from "@remix-run/cloudflare";
  export const assets: ServerBuild["assets"];
  export const entry: ServerBuild["entry"];
  export const routes: ServerBuild["routes"];
  export const future: ServerBuild["future"];
  export const publicPath: ServerBuild["publicPath"];
  export const assetsBuildDirectory: ServerBuild["assetsBuildDirectory"];
  export const mode: ServerBuild["mode"];
}

declare const process: { env: { NODE_ENV: string } };

/** The classic compiler turns a stylesheet import into its hashed URL. */
declare module "*.css" {
  const href: string;
  export default href;
}
