/** The worker's bindings and vars (wrangler.toml), as every part of the edge reads them. */
export interface Env {
  /** Signs the theme cookie (a Worker secret; comma-separated values rotate it). */
  THEME_COOKIE_SECRET?: string;
  ASSETS?: { fetch(request: Request): Promise<Response> };
  SEARCH_APP_ID?: string;
  SEARCH_API_KEY?: string;
  SEARCH_INDEX_NAME?: string;
  /**
   * The deployed version of the worker (wrangler.toml's version_metadata binding): a new id for every
   * deploy and every version of a gradual rollout, a fresh one each time wrangler dev starts.
   */
  CF_VERSION_METADATA?: { id: string };
  /** Page feedback and search insights (wrangler.toml's d1_databases; migrations/). */
  INSIGHTS?: D1Database;
  /** Development only: the dev content server of `npm run dev` (scripts/dev/server.ts). */
  DEV_CONTENT_URL?: string;
}
