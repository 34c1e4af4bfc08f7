import { describe, expect, it } from "vitest";
import type { NameInfo } from "../../scripts/versions/extract.ts";
import { history } from "../../scripts/versions/history.ts";

const release = (version: string, names: Record<string, Partial<NameInfo>>) => ({
  version,
  names: new Map(Object.entries(names).map(([n, info]) => [n, { deprecated: false, ...info }])),
});

describe("history", () => {
  it("dates arrivals, deprecations and removals by the first release that shows them", () => {
    const { versions } = history([
      release("1.0.1", { a: {}, gone: {}, old: {} }),
      release("1.1.0", { a: {}, gone: {}, old: { deprecated: true }, b: {} }),
      release("1.2.0", { a: {}, old: { deprecated: true }, b: {} }),
    ]);
    expect(versions).toEqual({ b: { added: "1.1.0" }, gone: { removed: "1.2.0" }, old: { deprecated: "1.1.0" } });
  });

  it("leaves out what only repeats the parent, and does not date a sub-option of an unreadable parent", () => {
    const { versions, undetermined } = history([
      release("1.0.1", { opaque: { opaque: true } }),
      release("1.3.0", { opaque: {}, "opaque.x": {}, n: {}, "n.y": {}, "n.y.z": {} }),
      release("1.4.0", { opaque: {}, "opaque.x": {}, n: {}, "n.y": {}, "n.y.z": {}, "n.w": {} }),
    ]);
    expect(versions).toEqual({ n: { added: "1.3.0" }, "n.w": { added: "1.4.0" } });
    expect(undetermined).toEqual(["opaque.x"]);
  });

  it("counts a deprecation only when every later release keeps it, and not one from before 1.x", () => {
    const { versions } = history([
      release("1.0.1", { was: { deprecated: true }, flip: {} }),
      release("1.1.0", { was: { deprecated: true }, flip: { deprecated: true } }),
      release("1.2.0", { was: { deprecated: true }, flip: {} }),
    ]);
    expect(versions).toEqual({});
  });
});
