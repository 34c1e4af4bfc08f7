import { expect, test } from "@playwright/test";
import { cacheControl } from "../../app/shared/http/cache-control";

const visited = { cookie: "rsbuild-visited=1" };

// Every card's file is checked by tests/unit/social-cards-built.test.ts; this is the served path end to end.
test("a Chinese page names its card, which is served as an immutable 1200×630 PNG", async ({ request }) => {
  const html = await (await request.get("/zh/guide/start/", { headers: visited })).text();
  const meta = (key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]+)"`))?.[1];
  const image = meta("og:image");
  expect(image).toMatch(/^https:\/\/v1\.rsbuild\.rs\/og\/[0-9a-f]{16}\.png$/);
  expect(meta("og:image:width")).toBe("1200");
  expect(meta("og:image:height")).toBe("630");
  expect(meta("og:image:alt")).toBeTruthy();
  expect(meta("twitter:card")).toBe("summary_large_image");
  expect(meta("twitter:image")).toBe(image);
  const res = await request.get(new URL(image as string).pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
  expect(res.headers()["cache-control"]).toBe(cacheControl.immutable);
  const bytes = await res.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});
