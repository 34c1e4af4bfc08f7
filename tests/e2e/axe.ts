import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

interface Violation {
  id: string;
  nodes: { target: unknown[] }[];
}

/** One line per violation: the rule and up to three of the elements it found. */
export const violationLine = (v: Violation) =>
  `${v.id}: ${v.nodes
    .slice(0, 3)
    .map((n) => n.target.join(" "))
    .join(", ")}`;

/** WCAG 2.1 A and AA violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map(violationLine);
}
