/**
 * The home page has no prose of its own: its hero and feature cards come from frontmatter.
 * Its Markdown says the same: the title, tagline, description, the two buttons as links and
 * one list item per feature.
 */
export function homeNodes(frontmatter, base) {
  const hero = frontmatter.hero ?? {};
  const text = (value) => ({ type: "text", value: String(value) });
  const link = (label, href) => ({ type: "link", url: href.startsWith("/") ? base + href : href, children: [text(label)] });
  const nodes = [{ type: "heading", depth: 1, children: [text(hero.title ?? frontmatter.title ?? "")] }];
  for (const line of [hero.subTitle, hero.description]) {
    if (line) nodes.push({ type: "paragraph", children: [text(line)] });
  }
  const buttons = [
    [hero.getStartedButtonText, hero.getStartedLink],
    [hero.learnMoreButtonText, hero.learnMoreLink],
  ].filter(([label, href]) => label && href);
  const features = (frontmatter.features ?? []).map((f) => {
    const title = f.link ? link(f.title, f.link) : text(f.title);
    return [{ type: "strong", children: [title] }, ...(f.details ? [text(`: ${f.details}`)] : [])];
  });
  for (const items of [buttons.map(([label, href]) => [link(label, href)]), features]) {
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
