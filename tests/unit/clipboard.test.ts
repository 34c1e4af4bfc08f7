import { describe, expect, it } from "vitest";
import { copyPromptText } from "~/lib/clipboard";

describe("copy prompt", () => {
  it("the copy failure prompt names the right key", () => {
    expect(copyPromptText(false)).toBe("Copy to clipboard: Ctrl+C, Enter");
    expect(copyPromptText(true)).toBe("Copy to clipboard: ⌘+C, Enter");
  });
});
