import { describe, expect, it, vi } from "vitest";
import { formatDate } from "~/lib/format";

describe("date format", () => {
  it("formats dates per language in UTC", () => {
    expect(formatDate("2024-09-10T23:30:00Z", "en")).toBe("September 10, 2024");
    expect(formatDate("2024-09-10T23:30:00Z", "zh")).toBe("2024年9月10日");
    expect(formatDate("not a date", "en")).toBe("");
  });

  it("writes every month and day as Intl's en-US and zh-CN long dates do", () => {
    const options = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" } as const;
    for (let day = 0; day < 366; day += 3) {
      const iso = new Date(Date.UTC(2025, 0, 1 + day, 23, 59)).toISOString();
      expect(formatDate(iso, "en")).toBe(new Date(iso).toLocaleDateString("en-US", options));
      expect(formatDate(iso, "zh")).toBe(new Date(iso).toLocaleDateString("zh-CN", options));
    }
  });

  it("needs no Intl date format (whose first use is a long task during hydration)", () => {
    const toLocale = vi.spyOn(Date.prototype, "toLocaleDateString");
    const format = vi.spyOn(Intl, "DateTimeFormat");
    try {
      formatDate("2024-09-10T23:30:00Z", "en");
      formatDate("2024-09-10T23:30:00Z", "zh");
      expect(toLocale).not.toHaveBeenCalled();
      expect(format).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
