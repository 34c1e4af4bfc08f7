import { describe, expect, it } from "vitest";
import { pageMeta } from "~/lib/head";
import { cardInput, cardPath, sectionOf } from "../../scripts/cards/inputs.ts";
import { planCards } from "../../scripts/cards/write.ts";
import { fixturePage } from "../fixtures/pages";

const ORIGIN = "https://v1.rsbuild.rs";
const ownImage = { head: [["meta", { property: "og:image", content: "/assets/releases/v1.png" }]] as [string, Record<string, string>][] };

describe("social card meta", () => {
  it("names the drawn card as a large summary image with its size and alt text", () => {
    const page = fixturePage("/guide/start/", { title: "Introduction", card: "/og/0123456789abcdef.png" });
    const meta = pageMeta(page, ORIGIN, []);
    const image = `${ORIGIN}/og/0123456789abcdef.png`;
    expect(meta).toContainEqual({ property: "og:image", content: image });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:height", content: "630" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "Introduction - Rsbuild" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ name: "twitter:image", content: image });
  });

  it("keeps a release post's own image and draws no card for it", () => {
    const page = fixturePage("/community/releases/v1-0", { title: "Rsbuild 1.0", frontmatter: { title: "Rsbuild 1.0", ...ownImage } });
    const meta = pageMeta(page, ORIGIN, []);
    expect(meta).toContainEqual({ property: "og:image", content: `${ORIGIN}/assets/releases/v1.png` });
    expect(meta).not.toContainEqual(expect.objectContaining({ property: "og:image:width" }));
    const plan = planCards([page, fixturePage("/guide/start/", { title: "Introduction" })], new Map(), ORIGIN, "v");
    expect([...plan.keys()]).toEqual([fixturePage("/guide/start/").id]);
  });

  it("gives a page without a card nor an image the small summary", () => {
    const meta = pageMeta(fixturePage("/guide/start/"), ORIGIN, []);
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(meta).not.toContainEqual(expect.objectContaining({ property: "og:image" }));
  });

  it("names the section from the nav and the sidebar group, and hashes every input into the path", () => {
    expect(sectionOf({ lang: "zh", routePath: "/zh/guide/start/" }, "开始")).toBe("指南 · 开始");
    expect(sectionOf({ lang: "en", routePath: "/config/" }, "Config")).toBe("Config");
    const input = cardInput(fixturePage("/guide/start/", { title: "Introduction" }), "Getting Started", ORIGIN);
    expect(input).toMatchObject({ section: "Guide · Getting Started", address: "v1.rsbuild.rs/guide/start/" });
    const paths = new Set([
      cardPath(input, "v1"),
      cardPath(input, "v2"),
      cardPath({ ...input, title: "Other" }, "v1"),
      cardPath({ ...input, description: "Other" }, "v1"),
      cardPath({ ...input, lang: "zh" }, "v1"),
    ]);
    expect(paths.size).toBe(5);
  });
});
