import type { IndexFile } from "~/shared/search/types";

/** Where the build writes a language's index: gzip, a third of the bytes to read at the first query. */
export const indexPath = (lang: "en" | "zh") => `/search/${lang}.json.gz`;

/**
 * The index file from its response: gunzipped when the bytes are gzip (they are as stored;
 * a layer that already decoded them leaves plain JSON, read as is).
 */
export async function readIndexFile(res: Response): Promise<IndexFile> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const text = gzip
    ? await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text()
    : new TextDecoder().decode(bytes);
  return JSON.parse(text) as IndexFile;
}

/** Loads a language's index; the engine calls it once per isolate (indexes.server.ts). */
export type IndexLoader = (lang: "en" | "zh") => Promise<IndexFile>;

/** The embedded engine's index files are static assets of this deployment, read through its binding. */
export function assetIndexLoader(assets: { fetch(request: Request): Promise<Response> } | undefined, origin: string): IndexLoader {
  return async (lang) => {
    if (!assets) throw new Error("no ASSETS binding");
    const res = await assets.fetch(new Request(new URL(indexPath(lang), origin)));
    if (!res.ok) throw new Error(`search index ${lang}: ${res.status}`);
    return readIndexFile(res);
  };
}
