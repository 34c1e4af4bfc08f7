import { describe, expect, it } from "vitest";
import { FIRST_ANSWER_MS, type Get, WARM_TIMEOUT_MS, warmPage } from "../../scripts/quality/warm.ts";

const URL = "http://127.0.0.1:8790/zh/config/";
const silent = () => Promise.reject(new Error("no answer within 15 s"));
const answered = () => Promise.resolve({ status: 200, ms: 9 });

/** A GET that answers (or not) per call, recording the timeout each call was given. */
function gets(...answers: (() => ReturnType<Get>)[]) {
  const timeouts: number[] = [];
  const get: Get = (timeout) => {
    timeouts.push(timeout);
    const answer = answers[timeouts.length - 1];
    if (!answer) throw new Error("asked too often");
    return answer();
  };
  return { get, timeouts };
}

describe("warming a page before its audit", () => {
  const probe = async () => "a new connection got 200 in 9 ms";

  it("a page that answers is asked once, and nothing is said", async () => {
    const { get, timeouts } = gets(answered);
    const log: string[] = [];
    await warmPage(URL, get, probe, (line) => log.push(line));
    expect(timeouts).toEqual([FIRST_ANSWER_MS]);
    expect(log).toEqual([]);
  });

  it("a request the dev proxy lost is asked once more, and the output says so", async () => {
    const { get, timeouts } = gets(silent, answered);
    const log: string[] = [];
    await warmPage(URL, get, probe, (line) => log.push(line));
    expect(timeouts).toEqual([FIRST_ANSWER_MS, WARM_TIMEOUT_MS]);
    expect(log).toEqual([
      `${URL}: no answer within 15 s (Error: no answer within 15 s); asking once more`,
      `${URL}: 200 in 9 ms the second time`,
    ]);
  });

  it("a page silent twice fails the run with what the worker still answers", async () => {
    const { get } = gets(silent, silent);
    await expect(warmPage(URL, get, probe, () => {})).rejects.toThrow(
      `${URL} did not answer within 60 s (Error: no answer within 15 s); a new connection got 200 in 9 ms`,
    );
  });
});
