import { describe, expect, it } from "vitest";
import { formatDate } from "~/lib/format";

describe("date format", () => {
  it("formats dates per language in UTC", () => {
    expect(formatDate("2024-09-10T23:30:00Z", "en")).toBe("September 10, 2024");
    expect(formatDate("2024-09-10T23:30:00Z", "zh")).toBe("2024年9月10日");
    expect(formatDate("not a date", "en")).toBe("");
  });
});
