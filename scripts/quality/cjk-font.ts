import { execFileSync } from "node:child_process";

/**
 * The font this machine draws Chinese text with, or undefined when it has none. Phones have
 * one; without one, every Chinese character of a page goes through font fallback that finds
 * nothing, and the sweep's Chinese pages measure a cost no reader pays (their first layout
 * took half as long again). Debian's `fonts-noto-cjk` is the lab's.
 */
export function cjkFont(): string | undefined {
  try {
    const fc = (...args: string[]) => execFileSync(args[0], args.slice(1), { encoding: "utf8" }).trim();
    if (!fc("fc-list", ":lang=zh", "family")) return undefined;
    // The one a page's sans-serif Chinese text gets, not merely the first installed.
    return fc("fc-match", "-f", "%{family[0]}", "sans-serif:lang=zh-cn");
  } catch {
    return undefined;
  }
}
