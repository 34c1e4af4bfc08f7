import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/icons";
import type { Lang } from "~/config/types";
import { t } from "~/i18n";
import { PageMenuItems as ServerItems } from "./page-menu-items.server";

type CopyState = "idle" | "copied" | "failed";
type Live = typeof import("./page-menu-live");

// COPY_SUCCESS_MS of lib/clipboard, not imported: that module belongs to the lazily loaded code.
const CONFIRM_MS = 2000;

// The copy code, the menu's items and its keyboard/pointer behaviour load on the first hover,
// focus or click, not with the page; until then the items are the server's HTML, kept as is.
const loadLive = () => import("./page-menu-live");

/** "Copy Markdown" and a menu button to open the page's Markdown in a chat assistant or view it. */
export function PageMenu({ lang, routePath }: { lang: Lang; routePath: string }) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpenState] = useState(false);
  const [copy, setCopy] = useState<CopyState>("idle");
  const [live, setLive] = useState<Live>();
  const [first] = useState(() => ({ route: routePath, html: typeof document === "undefined" ? "" : document.getElementById(id)?.innerHTML ?? "" }));
  const control = useRef({ open: false, focusFirst: false, attached: false });
  const setOpen = (next: boolean, focusFirst = false) => {
    control.current.open = next;
    control.current.focusFirst = focusFirst;
    setOpenState(next);
  };
  const load = () =>
    loadLive().then((m) => {
      setLive(() => m);
      if (control.current.attached || !root.current) return m;
      control.current.attached = true;
      m.attachMenu(root.current, { isOpen: () => control.current.open, setOpen });
      return m;
    });
  // Mounted by a client-side navigation (no server HTML) or moved to another page: render the items.
  useEffect(() => {
    if (!first.html || routePath !== first.route) load();
  }, [routePath]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (open && control.current.focusFirst) root.current?.querySelector<HTMLElement>("[data-menu-item]")?.focus();
  }, [open, live]);
  useEffect(() => {
    if (copy === "idle") return;
    const timer = setTimeout(() => setCopy("idle"), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copy]);
  const onCopy = async () => setCopy((await (await load()).copyPage(routePath)) ? "copied" : "failed");
  const copyText = t(lang, copy === "copied" ? "pageMenu.copied" : copy === "failed" ? "pageMenu.copyFailed" : "pageMenu.copy");
  const Items = live?.PageMenuItems ?? ServerItems;
  return (
    <div className="page-menu" role="group" aria-label={t(lang, "pageMenu.label")} ref={root} onPointerEnter={load} onFocus={load}>
      <button type="button" className="page-menu-copy" onClick={onCopy} data-state={copy}>
        <Icon name="copy" size={16} />
        <span>{copyText}</span>
      </button>
      <span className="sr-only" role="status">{copy === "idle" ? "" : copyText}</span>
      <button type="button" className="page-menu-toggle" aria-label={t(lang, "pageMenu.more")} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <Icon name="chevron" size={16} />
      </button>
      {Items ? (
        <div id={id} className="page-menu-panel" hidden={!open}>
          <Items lang={lang} routePath={routePath} />
        </div>
      ) : (
        <div id={id} className="page-menu-panel" hidden={!open} dangerouslySetInnerHTML={{ __html: first.html }} />
      )}
    </div>
  );
}
