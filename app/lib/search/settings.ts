/** Search settings the page receives from the root loader (no client code here, so importing it costs nothing). */
export interface SearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Hosted provider configured; otherwise this site's own origin answers. */
  hosted: boolean;
  insights: boolean;
  maxResultsPerGroup: number;
}

export const SNIPPET_WORDS = { wide: 10, narrow: 5 } as const;
export const MAX_QUERY_LENGTH = 64;
/** A query not answered after this long says it is still searching. */
export const STALLED_AFTER_MS = 300;
/** Where a reader reports a query that should find pages (the modal's no-results screen, the pre-app dialog's too). */
export const REPORT_URL = "https://github.com/web-infra-dev/rsbuild/issues/new?title=";
