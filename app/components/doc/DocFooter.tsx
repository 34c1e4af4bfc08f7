import { Link } from "@remix-run/react";
import { docRepoBaseUrl, site } from "~/shared/config/site";
import { Icon } from "~/components/icons";
import { t } from "~/shared/i18n";
import { formatDate } from "~/lib/format";
import { usePageData } from "~/lib/page-context";
import { PageFeedback } from "./PageFeedback";

/** Edit link, last updated date, and previous/next pages in sidebar order. */
export function DocFooter() {
  const { page, prev, next } = usePageData();
  const lang = page.lang;
  const editUrl = docRepoBaseUrl + page.relativePath;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: kept so the accessibility tree stays as it is: Chromium exposes this footer (inside main) with its name.
    <footer className="doc-footer" aria-label={t(page.lang, "footer.label")}>
      <PageFeedback />
      <div className="doc-footer-meta">
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className="edit-link">
          {t(lang, "footer.edit")} <Icon name="external" size={12} />
        </a>
        {site.themeConfig.lastUpdated && (
          <p className="last-updated">
            {t(lang, "footer.lastUpdated")}: <time dateTime={page.lastUpdatedTime}>{formatDate(page.lastUpdatedTime, page.lang)}</time>
          </p>
        )}
      </div>
      {(prev || next) && (
        <nav className="prev-next" aria-label={`${t(lang, "footer.prev")} / ${t(lang, "footer.next")}`}>
          {prev && (
            <Link to={prev.link} rel="prev" className="prev-next-link prev">
              <span className="prev-next-label">{t(lang, "footer.prev")}</span>
              <span className="prev-next-title">{prev.text}</span>
            </Link>
          )}
          {next && (
            <Link to={next.link} rel="next" className="prev-next-link next">
              <span className="prev-next-label">{t(lang, "footer.next")}</span>
              <span className="prev-next-title">{next.text}</span>
            </Link>
          )}
        </nav>
      )}
    </footer>
  );
}
