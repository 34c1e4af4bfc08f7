import type { Lang } from "~/shared/config/types";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A date in the reader's language, fixed to UTC so server and browser agree. Written out by
 * hand rather than with `toLocaleDateString`: a page's first Intl date format loads the
 * locale's data, one task of about 70 ms on a throttled phone in the middle of hydration.
 * The words are those of Intl's en-US and zh-CN long dates (a unit test compares them).
 */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  return lang === "zh" ? `${year}年${month + 1}月${day}日` : `${MONTHS[month]} ${day}, ${year}`;
}
