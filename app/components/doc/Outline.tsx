import { useMemo, useRef, type RefObject } from "react";
import { t } from "~/shared/i18n";
import type { TocEntry } from "~/shared/content/types";
import { useActiveHeading } from "~/hooks/useActiveHeading";
import { useAnchoredTop } from "~/hooks/useAnchoredTop";
import { useOverlay } from "~/hooks/useOverlay";
import { useLang } from "~/hooks/useLang";

export const OUTLINE_INDENT = 12;

/**
 * On this page: h2 to h4, indented 12 px per level, the heading being read marked. Up to
 * 1280 px it is a panel under its toggle, modal while open.
 */
export function Outline({
  toc,
  open,
  onClose,
  trigger,
}: {
  toc: TocEntry[];
  open: boolean;
  onClose: () => void;
  trigger: RefObject<HTMLElement>;
}) {
  const lang = useLang();
  const ref = useRef<HTMLElement>(null);
  useOverlay(open, onClose, ref, trigger, { modal: true, media: "(max-width: 1280px)" });
  const top = useAnchoredTop(open, trigger);
  const ids = useMemo(() => toc.map((h) => h.id), [toc]);
  const active = useActiveHeading(ids);
  const title = t(lang, "outline.title");
  return (
    <aside
      ref={ref}
      id="outline"
      className={`outline${open ? " open" : ""}`}
      aria-labelledby="outline-title"
      style={top === undefined ? undefined : { top: top + 4 }}
    >
      <p id="outline-title" className="outline-title">
        {title}
      </p>
      <ul>
        {toc.map((h) => (
          <li key={h.id} style={{ paddingLeft: (h.depth - 2) * OUTLINE_INDENT }}>
            <a
              href={`#${h.id}`}
              className={active === h.id ? "active" : undefined}
              aria-current={active === h.id ? "location" : undefined}
              onClick={onClose}
            >
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
