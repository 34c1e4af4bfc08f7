/** The newer major version's documentation, for questions this server does not cover. */
export const NEXT_MAJOR_DOCS = "https://rsbuild.rs";

/** What the server is for, as a model reads it when it connects. */
export const instructions = (site: string) =>
  [
    `This server is the documentation of Rsbuild 1.x (the Rspack-based web build tool, @rsbuild/core 1.x), as published at ${site}, in English (en) and Chinese (zh).`,
    `Rsbuild 2.0 was released on 2026-04-22 and has its own documentation at ${NEXT_MAJOR_DOCS} (with ${NEXT_MAJOR_DOCS}/llms.txt); options and defaults differ between major versions, so check which version the user's project depends on.`,
    "Use search_docs to find the pages and sections that answer a question, then read_page to read one (long pages come in parts: pass nextOffset back as offset).",
    "For a configuration option (output.distPath, server.proxy…), get_config_option gives its type, default, summary and an example directly.",
    "list_pages lists a section's pages with their descriptions. Cite the page URLs in answers.",
  ].join("\n");

export const descriptions = {
  search_docs:
    "Search the Rsbuild 1.x documentation (guides, configuration reference, plugins, JavaScript API, community pages). Returns up to `limit` ranked hits, each with its title, breadcrumb, absolute URL (with the section's anchor) and a short snippet. Use it first for any Rsbuild question, with the words a page would use: an option name (`output.distPath`), a feature (`module federation`), or a short question. Chinese queries search the Chinese pages.",
  read_page:
    "Read one page of the Rsbuild 1.x documentation as Markdown, with its title and URL. Pass a path or URL from search_docs or list_pages (`/guide/basic/server`, `config/output/dist-path`, `https://…/zh/guide/start/quick-start.md`; anchors and `.md` are ignored). Long pages come in parts of about 12,000 characters: when `nextOffset` is not null, call again with `offset` set to it.",
  list_pages:
    "List the pages of the Rsbuild 1.x documentation, by section and sidebar group, with each page's title, URL and one-line description. Use it to browse a section (for example every `config` page) or to find a page whose name you do not know; use search_docs for a specific question.",
  get_config_option:
    "Look up one option of the Rsbuild 1.x configuration file (rsbuild.config.ts) by its dotted name, such as `output.distPath`, `server.proxy` or `source.define`. Returns its TypeScript type, default value, a one-paragraph summary, an example configuration and the URL of its reference page. An unknown name returns an error listing the closest option names.",
  submit_feedback:
    "Tell the maintainers that a page of the Rsbuild 1.x documentation was wrong, outdated, unclear or missing an example (or that it helped), so they can fix it. Call it when a page you read disagreed with the installed package's behaviour or lacked what the user needed. Pass the page's path or URL, `helpful`, a `reason` and a short `comment` saying what was wrong; never include personal data, code secrets or the user's own project details.",
} as const;
