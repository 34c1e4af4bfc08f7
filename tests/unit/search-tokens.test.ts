import { describe, expect, it } from "vitest";
import { wordParts } from "../../functions/search/core/query";
import { tokenize } from "../../functions/search/core/tokenize";

// Tokens as readers type them: a product name written joined or apart finds the same pages.
describe("letter–digit names", () => {
  it("index a version after a name as the name and the number too", () => {
    expect(tokenize("IE11 and webpack5")).toEqual(expect.arrayContaining(["ie11", "ie", "11", "webpack5", "webpack", "5"]));
    expect(tokenize("es2015")).toEqual(expect.arrayContaining(["es", "2015"]));
  });
  it("query a joined name by its parts, which a page writing it apart holds", () => {
    expect(wordParts("ie11")).toEqual(["ie", "11"]);
    expect(wordParts("webpack5")).toEqual(["webpack", "5"]);
    expect(wordParts("vue3.5")).toEqual(["vue", "3", "5"]);
  });
  it("keep a one-letter tag, and a number before letters, whole", () => {
    expect(wordParts("v4")).toEqual(["v4"]);
    expect(wordParts("h5")).toEqual(["h5"]);
    expect(wordParts("100vh")).toEqual(["100vh"]);
    expect(tokenize("v4 1px")).toEqual(["v4", "1px"]);
  });
});
