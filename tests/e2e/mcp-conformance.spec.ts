import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { node22 } from "../../scripts/node22.ts";

const run = promisify(execFile);
const cli = fileURLToPath(new URL("../../node_modules/@modelcontextprotocol/conformance/dist/index.js", import.meta.url));
const baseline = fileURLToPath(new URL("./mcp-conformance/expected-failures.yml", import.meta.url));
// The newest revision the SDK negotiates; the suite's 2026-07-28 scenarios are still a draft.
const SPEC = "2025-11-25";

const conformance = (...args: string[]) => run(node22(), [cli, ...args], { encoding: "utf8", timeout: 60_000 });
const leftOut = () => [...readFileSync(baseline, "utf8").matchAll(/^ {2}- ([a-z0-9-]+)/gm)].map((m) => m[1]);

test("the official MCP conformance suite passes every scenario but the fixture ones", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const { stdout } = await conformance("list", "--server", "--spec-version", SPEC);
  const scenarios = [...stdout.matchAll(/^ {2}- ([a-z0-9-]+) \[/gm)].map((m) => m[1]);
  // A name the suite no longer has would excuse nothing: the file must stay exact.
  expect(leftOut().filter((name) => !scenarios.includes(name))).toEqual([]);
  const applicable = scenarios.filter((name) => !leftOut().includes(name));
  expect(applicable).toEqual(
    expect.arrayContaining([
      "server-initialize",
      "ping",
      "tools-list",
      "resources-list",
      "dns-rebinding-protection",
      "server-session-lifecycle",
      "server-sse-multiple-streams",
      "server-sse-polling",
    ]),
  );
  const failed: string[] = [];
  // Three at a time: each scenario is a handful of calls, well inside one client's rate limit.
  for (let i = 0; i < applicable.length; i += 3) {
    await Promise.all(
      applicable.slice(i, i + 3).map(async (scenario) => {
        try {
          await conformance(
            "server",
            "--url",
            `${baseURL}/mcp`,
            "--scenario",
            scenario,
            "--spec-version",
            SPEC,
            "--expected-failures",
            baseline,
          );
        } catch (error) {
          const out = error as { stdout?: string };
          failed.push(`${scenario}\n${(out.stdout ?? String(error)).replace(/\x1b\[[0-9;]*m/g, "")}`);
        }
      }),
    );
  }
  expect(failed).toEqual([]);
});
