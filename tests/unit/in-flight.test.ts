import { describe, expect, it } from "vitest";
import { requestStarted, requestsInFlight } from "../../functions/http/in-flight";
import { fakeApp, freshCache, send } from "../fixtures/edge-app";
import { fixturePages } from "../fixtures/pages";
import { setManifest } from "~/shared/content/manifest";

setManifest({ buildId: "content1", siteUrl: "", pages: fixturePages });

describe("requests in flight", () => {
  it("counts each request once until it is done", () => {
    const first = requestStarted();
    const second = requestStarted();
    first();
    first();
    expect(requestsInFlight()).toBe(true);
    second();
    expect(requestsInFlight()).toBe(false);
  });

  it("the pipeline counts a request while it renders, and after a failure no more", async () => {
    freshCache();
    const app = fakeApp();
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const render = app.render;
    let seen: boolean | undefined;
    app.render = async (req: Request) => {
      await held;
      seen = requestsInFlight();
      return render(req);
    };
    const answer = send(app, "/guide/start/");
    release();
    expect((await answer).status).toBe(200);
    expect(seen).toBe(true);
    expect(requestsInFlight()).toBe(false);
    app.render = render;
    expect((await send(app, "/boom")).status).toBe(500);
    expect(requestsInFlight()).toBe(false);
  });
});
