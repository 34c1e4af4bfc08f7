/** The costliest call the limits allow: 50 distinct long queries of common words, every attribute, long snippets, the most hits the cap allows. */
export function worstCall(seed: number) {
  const words = [
    "the",
    "config",
    "build",
    "server",
    "output",
    "plugin",
    "css",
    "html",
    "dev",
    "option",
    "file",
    "page",
    "rsbuild",
    "default",
    "type",
    "set",
    "use",
    "module",
    "path",
    "entry",
  ];
  const requests = Array.from({ length: 50 }, (_, i) => {
    const query = Array.from({ length: 60 }, (_, k) => words[(seed * 7 + i * 3 + k * 5) % words.length])
      .join(" ")
      .slice(0, 500);
    return {
      indexName: i % 2 ? "rsbuild-zh" : "rsbuild-en",
      query: `${query} ${seed}-${i}`,
      hitsPerPage: 20,
      attributesToSnippet: ["content:100", "hierarchy.lvl1:100"],
      attributesToRetrieve: ["*"],
    };
  });
  return JSON.stringify({ requests });
}
