import type { Content, Link, PhrasingContent, Text } from "mdast";
import type { Frontmatter } from "../../../app/shared/content/types.ts";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The home page has no prose of its own: its hero and feature cards come from frontmatter.
 * Its Markdown says the same: the title, tagline, description, the two buttons as links and
 * one list item per feature.
 */
export function homeNodes(frontmatter: Frontmatter, base: string): Content[] {
  const hero = isRecord(frontmatter.hero) ? frontmatter.hero : {};
  const text = (value: unknown): Text => ({ type: "text", value: String(value) });
  const link = (label: unknown, target: unknown): Link => {
    const href = String(target);
    return { type: "link", url: href.startsWith("/") ? base + href : href, children: [text(label)] };
  };
  const nodes: Content[] = [{ type: "heading", depth: 1, children: [text(hero.title ?? frontmatter.title ?? "")] }];
  for (const line of [hero.subTitle, hero.description]) {
    if (line) nodes.push({ type: "paragraph", children: [text(line)] });
  }
  const buttons = [
    [hero.getStartedButtonText, hero.getStartedLink],
    [hero.learnMoreButtonText, hero.learnMoreLink],
  ].filter(([label, href]) => label && href);
  const features = (frontmatter.features ?? []).map((feature): PhrasingContent[] => {
    const f = isRecord(feature) ? feature : {};
    const title = f.link ? link(f.title, f.link) : text(f.title);
    return [{ type: "strong", children: [title] }, ...(f.details ? [text(`: ${f.details}`)] : [])];
  });
  const lists: PhrasingContent[][][] = [buttons.map(([label, href]) => [link(label, href)]), features];
  for (const items of lists) {
    if (!items.length) continue;
    nodes.push({
      type: "list",
      ordered: false,
      spread: false,
      children: items.map((children) => ({ type: "listItem", spread: false, children: [{ type: "paragraph", children }] })),
    });
  }
  return nodes;
}
