import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentSession } from "../../scripts/dev/content.ts";

const root = path.resolve(__dirname, "../..");
const out = fs.mkdtempSync(path.join(os.tmpdir(), "dev-content-"));
const dirs = {
  content: path.join(out, "content"),
  cache: path.join(out, "cache"),
  generated: path.join(out, "generated"),
  publicPages: path.join(out, "public/pages"),
};
const file = (rel: string) => path.join(dirs.content, rel);
const logs: string[] = [];
let session: Awaited<ReturnType<typeof createContentSession>>;
const manifest = () =>
  JSON.parse(session.snapshot().json) as {
    buildId: string;
    pages: { id: string; moduleUrl: string; title: string }[];
    errors: { file: string; line: number }[];
  };

beforeAll(async () => {
  fs.cpSync(path.resolve(__dirname, "../fixtures/content"), dirs.content, { recursive: true });
  fs.writeFileSync(file("en/guide/broken.mdx"), "# Broken\n\n<X a={1 +} />\n");
  session = await createContentSession({ dirs, root, log: (line: string) => logs.push(line) });
}, 60_000);
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe("dev content session", () => {
  it("starts despite a broken page, reporting it with file and line", () => {
    expect(manifest().errors).toEqual([expect.objectContaining({ file: "content/en/guide/broken.mdx", line: 3 })]);
    expect(manifest().pages.map((p) => p.id)).not.toContain("en/guide/broken.mdx");
    expect(logs.some((l) => l.startsWith("content error: content/en/guide/broken.mdx:3:"))).toBe(true);
  });

  it("recompiles only what a save touches: the page itself, or every importer of a fragment", async () => {
    fs.writeFileSync(file("en/guide/broken.mdx"), "# Fixed\n");
    expect(await session.update([file("en/guide/broken.mdx")])).toBe(1);
    expect(manifest().errors).toEqual([]);
    expect(manifest().pages.find((p) => p.id === "en/guide/broken.mdx")?.title).toBe("Fixed");
    const before = manifest().pages.find((p) => p.id === "en/guide/index.mdx")!.moduleUrl;
    fs.appendFileSync(file("en/shared/note.mdx"), "\nA new fragment line.\n");
    expect(await session.update([file("en/shared/note.mdx")])).toBe(1);
    const after = manifest().pages.find((p) => p.id === "en/guide/index.mdx")!.moduleUrl;
    expect(after).not.toBe(before);
    expect(JSON.stringify(session.tree(after))).toContain("A new fragment line.");
    // The previous version stays reachable for a render already under way.
    expect(session.tree(before)).toBeDefined();
  });

  it("adds, moves and removes pages", async () => {
    fs.writeFileSync(file("en/guide/extra.mdx"), "# Extra\n");
    await session.update([file("en/guide/extra.mdx")]);
    expect(manifest().pages.map((p) => p.id)).toContain("en/guide/extra.mdx");
    fs.renameSync(file("en/guide/extra.mdx"), file("en/guide/moved.mdx"));
    await session.update([file("en/guide/extra.mdx"), file("en/guide/moved.mdx")]);
    fs.rmSync(file("en/guide/broken.mdx"));
    await session.update([file("en/guide/broken.mdx")]);
    const ids = manifest().pages.map((p) => p.id);
    expect(ids).toContain("en/guide/moved.mdx");
    expect(ids).not.toContain("en/guide/extra.mdx");
    expect(ids).not.toContain("en/guide/broken.mdx");
  });
});
