/** Keeps wrangler offline and quiet: no telemetry, no request.cf lookups, no banner. */
export const wranglerEnv: NodeJS.ProcessEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};

export const PORT: string = process.env.PORT ?? "8787";
