import { describe, expect, it } from "vitest";
import { queryGroups } from "../../functions/search/core/query";
import { alternatives } from "../../functions/search/synonyms";

// How Chinese readers ask: words typed apart, little words and framing around one subject.
const words = (q: string) => queryGroups(q).map((g) => g.terms.join(""));

describe("a Chinese question's required words", () => {
  it("leave out a little word typed as its own run, unless the query has nothing else", () => {
    expect(words("打包 了 两份 的 依赖")).toEqual(["打包", "两", "份", "依赖"]);
    expect(words("的")).toEqual(["的"]);
  });
  it("leave out the framing of a question told in a sentence", () => {
    expect(words("请问一下有没有办法关闭sourcemap")).toEqual(["sourcemap", "关闭"]);
    expect(words("build的时候为什么报错")).toEqual(["build"]);
    expect(words("白屏怎么办")).toEqual(["白", "屏"]);
    expect(words("能不能关闭sourcemap")).toEqual(["sourcemap", "关闭"]);
    expect(words("是不是总是遇到白屏")).toEqual(["白", "屏"]);
  });
});

describe("a question's framing word in a synonym set", () => {
  const sets = [
    ["configuration", "config file", "配置"],
    ["proxy", "代理"],
  ];
  it("is not said another way: the subject is", () => {
    expect(alternatives("怎么配置代理", sets)).toEqual(["怎么配置 proxy"]);
    expect(alternatives("配置文件", [["config file", "配置文件"]])).toEqual(["config file"]);
  });
});
