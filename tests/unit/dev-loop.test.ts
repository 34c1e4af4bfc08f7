import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compilePage } from "../../scripts/content/compile.ts";
import { describeError } from "../../scripts/content/errors.ts";
import { createQueue } from "../../scripts/dev/queue.ts";
import { watchTree } from "../../scripts/dev/watch.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "dev-loop-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("rebuild queue", () => {
  it("runs one rebuild at a time and rebuilds what was saved meanwhile, so the last save wins", async () => {
    const batches: string[][] = [];
    let running = 0;
    let overlap = false;
    const queue = createQueue(
      async (paths: string[]) => {
        overlap ||= ++running > 1;
        batches.push(paths);
        await sleep(30);
        running--;
      },
      { delay: 5 },
    );
    for (let i = 0; i < 20; i++) {
      queue.add([`save-${i}`]);
      await sleep(4);
    }
    expect(queue.busy()).toBe(true);
    expect(await queue.idle()).toBe(true);
    expect(overlap).toBe(false);
    expect(batches.flat().sort()).toEqual(Array.from({ length: 20 }, (_, i) => `save-${i}`).sort());
    expect(batches.at(-1)).toContain("save-19");
    expect(batches.length).toBeLessThan(20);
  });

  it("keeps going after a failed rebuild", async () => {
    const errors: unknown[] = [];
    const seen: string[] = [];
    const queue = createQueue(
      async ([p]: string[]) => {
        seen.push(p);
        if (p === "bad") throw new Error("broken page");
      },
      { delay: 1, onError: (e: unknown) => errors.push(e) },
    );
    queue.add(["bad"]);
    await sleep(10);
    queue.add(["good"]);
    await queue.idle();
    expect(seen).toEqual(["bad", "good"]);
    expect(errors).toHaveLength(1);
  });
});

describe("content watcher", () => {
  it("reports every save, in place and by rename, and files in new folders", async () => {
    const root = path.join(tmp, "watched");
    fs.mkdirSync(path.join(root, "en/guide"), { recursive: true });
    const page = path.join(root, "en/guide/page.mdx");
    fs.writeFileSync(page, "a");
    const seen: string[] = [];
    const watcher = watchTree(root, (paths: string[]) => seen.push(...paths));
    const expectSeen = async (file: string) => {
      for (let i = 0; i < 100 && !seen.includes(file); i++) await sleep(10);
      expect(seen).toContain(file);
      seen.length = 0;
    };
    for (let i = 0; i < 6; i++) {
      if (i % 2) {
        fs.writeFileSync(`${page}.tmp`, `r${i}`);
        fs.renameSync(`${page}.tmp`, page);
      } else fs.writeFileSync(page, `w${i}`);
      await expectSeen(page);
    }
    const nested = path.join(root, "en/new/deeper/child.mdx");
    fs.mkdirSync(path.dirname(nested), { recursive: true });
    fs.writeFileSync(nested, "x");
    await expectSeen(nested);
    fs.writeFileSync(nested, "y");
    await expectSeen(nested);
    watcher.close();
  });
});

describe("content errors", () => {
  it("name the file, the source line (containers counted as written) and the parser's message", async () => {
    const file = path.join(tmp, "broken.mdx");
    fs.writeFileSync(file, "---\ntitle: Broken\n---\n\n# Broken\n\n:::tip\nA tip.\n:::\n\n<Box value={1 +} />\n");
    const error = await compilePage(file).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(describeError(error, file, tmp)).toEqual({
      file: "broken.mdx",
      line: 11,
      column: 16,
      message: "Could not parse expression with acorn",
    });
  });
});

describe("dev asset mirror", () => {
  it("copies Remix's new files into public/build and never removes one there", async () => {
    const { mirrorAssets } = await import("../../scripts/dev/assets.ts");
    const from = path.join(tmp, "remix-build");
    const to = path.join(tmp, "public/build");
    fs.mkdirSync(path.join(from, "_assets"), { recursive: true });
    fs.writeFileSync(path.join(from, "entry-A.js"), "a");
    const mirror = mirrorAssets(from, to, path.join(tmp, "mirror-tmp"));
    expect(fs.readFileSync(path.join(to, "entry-A.js"), "utf8")).toBe("a");
    // A rebuild: Remix empties its folder, then writes new hashed files.
    fs.rmSync(path.join(from, "entry-A.js"));
    fs.writeFileSync(path.join(from, "_assets/site-B.css"), "b");
    for (let i = 0; i < 100 && !fs.existsSync(path.join(to, "_assets/site-B.css")); i++) await sleep(10);
    mirror.close();
    expect(fs.readFileSync(path.join(to, "_assets/site-B.css"), "utf8")).toBe("b");
    expect(fs.existsSync(path.join(to, "entry-A.js"))).toBe(true);
    expect(fs.readdirSync(to).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});
