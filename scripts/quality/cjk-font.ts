import { execFileSync } from "node:child_process";

/**
 * The font this machine draws Chinese text with, or undefined when it has none. Phones have
 * one; without one, every Chinese character of a page goes through font fallback that finds
 * nothing, and the sweep's Chinese pages measure a cost no reader pays (their first layout
 * took half as long again). Debian's `fonts-noto-cjk` is the lab's.
 */
export function cjkFont(): string | undefined {
  try {
    const families = execFileSync("fc-list", [":lang=zh", "family"], { encoding: "utf8" });
    return families.split("\n").find((line) => line.trim())?.split(",")[0];
  } catch {
    return undefined;
  }
}
