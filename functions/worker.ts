import { createRequestHandler, logDevReady, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { handleSafely, type Env } from "./pipeline";

// `remix dev` waits for this line on the app server's output to know the rebuild is live.
if (process.env.NODE_ENV === "development") logDevReady(build as unknown as ServerBuild);

const remix = createRequestHandler(build as unknown as ServerBuild, process.env.NODE_ENV);

const app = {
  assetsVersion: (build as unknown as ServerBuild).assets.version,
  render: (request: Request, env: Env, ctx: ExecutionContext) => remix(request, { cloudflare: { env, ctx } }),
};

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    return handleSafely(request, env, ctx, app);
  },
};
