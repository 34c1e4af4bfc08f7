import generated from "~/generated/site-url.json";
import type { Lang } from "~/shared/config/types";
import { t } from "~/shared/i18n";

/** Shown on paper only (print.css): where the page lives and that it documents 1.x. */
export function PrintHeader({ lang, routePath }: { lang: Lang; routePath: string }) {
  return (
    <div className="print-header">
      <p>{new URL(routePath, generated.siteUrl).href}</p>
      <p>{t(lang, "print.note")}</p>
    </div>
  );
}
