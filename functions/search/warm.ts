import type { SearchEngine } from "./engine";
import { formatResult } from "./answer";
import { parseRequest } from "./protocol";

/** Records prepared per step: about a millisecond of work, so a request waits little behind a step. */
const RECORDS_PER_STEP = 200;
/** Each query runs this many times: V8 optimises a function only after it has run a few times. */
const ROUNDS = 3;

/**
 * Queries that take each of the engine's paths: one word, several, a dotted option name, a
 * word cut short (prefix), a typo, a problem with filler words, a long question (soft
 * matching), a quoted message, another tool's word (synonyms), Chinese runs and mixed scripts;
 * then common words of the docs, so that V8 optimises the code for the range of queries it
 * will see rather than for a handful (a third of the first pass's slowest queries went).
 */
export const WARM_QUERIES: Record<SearchEngine["lang"], string[]> = {
  en: [
    "proxy",
    "dev server port",
    "output.distPath",
    "tailw",
    "sourcemapp",
    "hmr not working",
    "how do i load environment variables from a file in production",
    '"Module not found"',
    "publicPath",
    "plugin hooks",
    ...["html template", "css modules", "alias", "environment variables", "build", "config", "react", "vue"],
    ...["asset", "lazy", "minify", "server", "Output", "Plugin API", "Rspack", "node", "public", "entry"],
    ...["split chunks", "polyfill", "browserslist", "cache", "watch", "inline"],
  ],
  zh: [
    "代理",
    "构建产物",
    "热更新 不生效",
    "dev server 端口",
    "outp",
    "如何在生产环境中读取环境变量文件",
    "less 变量",
    "publicPath",
    "插件钩子",
    ...["html", "模板", "别名", "环境变量", "构建", "配置", "react", "vue", "资源", "懒加载", "压缩", "服务器"],
    ...["输出", "插件 API", "Rspack", "node", "入口", "拆包", "polyfill", "缓存", "监听", "内联", "conf", "Mode"],
  ],
};

/** The request the site's search modal sends (app/lib/search/client.ts), so answering it warms highlighting too. */
function modalRequest(engine: SearchEngine, query: string) {
  const snippet = (attribute: string) => `${attribute}:10`;
  return parseRequest({
    indexName: `warm-${engine.lang}`,
    query,
    attributesToSnippet: ["hierarchy.lvl1", "hierarchy.lvl2", "hierarchy.lvl3", "content"].map(snippet),
    highlightPreTag: "<mark>",
    highlightPostTag: "</mark>",
    hitsPerPage: 20,
  });
}

/** Answers a query as the search API does, result thrown away; returns how many hits it had. */
export function answerOnce(engine: SearchEngine, query: string): number {
  const request = modalRequest(engine, query);
  const { hits, exhaustive } = engine.searchWithTotal(request.query);
  JSON.stringify(formatResult(request, hits, 0, exhaustive));
  return hits.length;
}

/**
 * A fresh engine's warm-up, in small steps: every record prepared for re-ranking, then the
 * warm queries answered. Without it, an isolate's first queries each paid for the records they
 * were the first to touch, for collections copying those young records, and for code not yet
 * compiled: the slowest of a fresh isolate's queries took two to three times the usual.
 */
export function* warmSteps(engine: SearchEngine): Generator<void> {
  for (let id = 0; id < engine.size; ) {
    id = engine.prepareRecords(id, RECORDS_PER_STEP);
    yield;
  }
  for (let round = 0; round < ROUNDS; round++)
    for (const query of WARM_QUERIES[engine.lang]) {
      answerOnce(engine, query);
      yield;
    }
}
