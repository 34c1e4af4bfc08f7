import { BUILD_HEADER, isBuildChunk, staleChunkModule } from "~/shared/http/build-skew";
import { cacheControl } from "~/shared/http/cache-control";

/**
 * Static assets answer every file of the deployed build, so a hashed chunk that reaches the
 * worker belongs to another build: an open tab from before the deploy asks for it. It gets the
 * module that lets the tab recover (app/shared/http/build-skew.ts), never stored anywhere: a
 * rollback brings the real file back.
 */
export function staleChunk(pathname: string): Response | undefined {
  if (!isBuildChunk(pathname)) return undefined;
  return new Response(staleChunkModule, {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": cacheControl.private },
  });
}

/** Every answer of the worker names its build, so a tab can tell data of another build from its own. */
export function stampBuild(response: Response, buildId: string): Response {
  response.headers.set(BUILD_HEADER, buildId);
  return response;
}
