import type { PageData } from "../../app/shared/content/types.ts";
import type { CompiledPage } from "./compile-types.ts";

/**
 * Internal links must name a page's canonical route path (index pages end in /),
 * and an anchor must be an id on the target page. Returns one message per problem.
 */
export function checkLinks(manifest: PageData[], outputs: Pick<CompiledPage, "ids" | "links">[]): string[] {
  const byRoute = new Map(manifest.map((p, i) => [p.routePath, new Set(outputs[i].ids)]));
  const problems: string[] = [];
  manifest.forEach((page, i) => {
    for (const href of outputs[i].links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) continue;
      const [pathAndQuery, anchor] = href.split("#");
      const path = pathAndQuery.split("?")[0];
      const target = path === "" ? page.routePath : path;
      if (!target.startsWith("/")) {
        problems.push(`${page.id}: relative link "${href}" (use a site path like /guide/start/)`);
        continue;
      }
      const ids = byRoute.get(target);
      if (!ids)
        problems.push(
          `${page.id}: broken link "${href}"${byRoute.has(target.endsWith("/") ? target.slice(0, -1) : `${target}/`) ? " (wrong trailing slash)" : ""}`,
        );
      else if (anchor && !ids.has(decodeURIComponent(anchor))) problems.push(`${page.id}: missing anchor "${href}"`);
    }
  });
  return problems;
}
