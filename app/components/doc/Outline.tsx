import { useMemo } from "react";
import { localeConfig } from "~/config/site";
import type { Lang } from "~/config/types";
import type { TocEntry } from "~/content/types";
import { useActiveHeading } from "~/hooks/useActiveHeading";

export const OUTLINE_INDENT = 12;

/** On this page: h2 to h4, indented 12 px per level, the heading being read marked. */
export function Outline({ lang, toc, open, onNavigate }: { lang: Lang; toc: TocEntry[]; open: boolean; onNavigate: () => void }) {
  const ids = useMemo(() => toc.map((h) => h.id), [toc]);
  const active = useActiveHeading(ids);
  const title = localeConfig(lang).outlineTitle;
  return (
    <aside id="outline" className={`outline${open ? " open" : ""}`} aria-labelledby="outline-title">
      <p id="outline-title" className="outline-title">{title}</p>
      <ul>
        {toc.map((h) => (
          <li key={h.id} style={{ paddingLeft: (h.depth - 2) * OUTLINE_INDENT }}>
            <a href={`#${h.id}`} className={active === h.id ? "active" : undefined} aria-current={active === h.id ? "location" : undefined} onClick={onNavigate}>
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
