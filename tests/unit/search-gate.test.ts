import { describe, expect, it } from "vitest";
import { createGate } from "../../functions/search/gate";

describe("the search gate", () => {
  it("runs one call at a time, in arrival order, and refuses calls past the waiting limit", async () => {
    const gate = createGate(2);
    const log: string[] = [];
    let release!: () => void;
    const first = gate(() => new Promise<string>((resolve) => (release = () => resolve("a"))).then((v) => (log.push("a done"), v)));
    const second = gate(async () => (log.push("b starts"), "b"));
    expect(gate(async () => "c")).toBeNull();
    await Promise.resolve();
    expect(log).toEqual([]);
    release();
    expect(await Promise.all([first, second])).toEqual(["a", "b"]);
    expect(await gate(async () => "c")).toBe("c");
    expect(log).toEqual(["a done", "b starts"]);
  });
  it("goes on after a failed call", async () => {
    const gate = createGate(4);
    await expect(gate(async () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(await gate(async () => "next")).toBe("next");
  });
});
