import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { t } from "~/shell";
import { filterOverview, type OverviewGroup } from "~/lib/overview";
import { useLang } from "~/hooks/useLang";

/** An index page's list of its sibling pages, with a keyword filter. */
export function Overview({ groups }: { groups: OverviewGroup[] }) {
  const lang = useLang();
  const [query, setQuery] = useState("");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The server HTML is usable before this code arrives: keep what the reader typed meanwhile.
  useEffect(() => setQuery(input.current?.value ?? ""), []);
  const shown = filterOverview(groups, query);
  return (
    <section className="overview" aria-label={t(lang, "overview.label")}>
      <div className="overview-filter">
        <label htmlFor={id}>{t(lang, "overview.filter")}</label>
        <input
          ref={input}
          id={id}
          type="search"
          placeholder={t(lang, "overview.placeholder")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="overview-empty">
          {t(lang, "overview.empty")} <strong>{query}</strong>
        </p>
      ) : (
        shown.map((group) => (
          <div key={group.title} className="overview-group">
            <h2 className="overview-group-title">{group.title}</h2>
            <div className="overview-cards">
              {group.pages.map((page) => (
                <div key={page.link} className="overview-card">
                  <Link to={page.link} className="overview-card-title">
                    {page.title}
                  </Link>
                  {page.headings.length > 0 && (
                    <ul>
                      {page.headings.map((h) => (
                        <li key={h.id}>
                          <Link to={`${page.link}#${h.id}`}>{h.text}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          </div>
        ))
      )}
    </section>
  );
}
