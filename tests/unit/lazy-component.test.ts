import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyComponent } from "~/components/lazy";

// A menu opened by a tap mounts its lazy component: once the code is here it must render in that
// same render, not suspend for a turn (a commit with nothing, then a second task: a slower tap).
const greeting = () =>
  lazyComponent(
    async () =>
      ({ name }: { name: string }) =>
        createElement("p", null, `hello ${name}`),
  );
const html = (component: ReturnType<typeof greeting>) => renderToStaticMarkup(createElement(component, { name: "reader" }));

describe("a lazy component", () => {
  it("renders nothing while its code is not here", () => {
    expect(html(greeting())).not.toContain("hello");
  });

  it("renders its content in its first render once preloaded", async () => {
    const Greeting = greeting();
    await Greeting.preload();
    expect(html(Greeting)).toBe("<p>hello reader</p>");
  });

  it("fetches its code once, and again after a failed load", async () => {
    let calls = 0;
    const Flaky = lazyComponent(async () => {
      calls++;
      if (calls === 1) throw new Error("offline");
      return () => createElement("span", null, "ok");
    });
    await expect(Flaky.preload()).rejects.toThrow("offline");
    await Flaky.preload();
    await Flaky.preload();
    expect(calls).toBe(2);
    expect(renderToStaticMarkup(createElement(Flaky))).toBe("<span>ok</span>");
  });
});
