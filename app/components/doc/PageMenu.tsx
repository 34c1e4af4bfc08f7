import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/icons";
import type { Lang } from "~/config/types";
import generated from "~/generated/site-url.json";
import { t } from "~/i18n";
import { assistantLinks, markdownUrls } from "~/lib/page-menu";

type CopyState = "idle" | "copied" | "failed";

// COPY_SUCCESS_MS of lib/clipboard, not imported: that module belongs to the lazily loaded code.
const CONFIRM_MS = 2000;

// The copy code and the keyboard/pointer behaviour load on the first hover, focus or click, not with the page.
const loadLive = () => import("./page-menu-live");

/** "Copy Markdown" and a menu button to open the page's Markdown in a chat assistant or view it. */
export function PageMenu({ lang, routePath }: { lang: Lang; routePath: string }) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpenState] = useState(false);
  const [copy, setCopy] = useState<CopyState>("idle");
  const control = useRef({ open: false, focusFirst: false, attached: false });
  const setOpen = (next: boolean, focusFirst = false) => {
    control.current.open = next;
    control.current.focusFirst = focusFirst;
    setOpenState(next);
  };
  const live = () =>
    loadLive().then((m) => {
      if (control.current.attached || !root.current) return m;
      control.current.attached = true;
      m.attachMenu(root.current, { isOpen: () => control.current.open, setOpen });
      return m;
    });
  useEffect(() => {
    if (open && control.current.focusFirst) root.current?.querySelector<HTMLElement>("[data-menu-item]")?.focus();
  }, [open]);
  useEffect(() => {
    if (copy === "idle") return;
    const timer = setTimeout(() => setCopy("idle"), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copy]);
  const md = markdownUrls(routePath, generated.siteUrl);
  const links = assistantLinks(t(lang, "pageMenu.prompt").replace("{url}", md.absolute));
  const onCopy = async () => setCopy((await (await live()).copyMarkdown(md.path)) ? "copied" : "failed");
  const copyText = t(lang, copy === "copied" ? "pageMenu.copied" : copy === "failed" ? "pageMenu.copyFailed" : "pageMenu.copy");
  const item = (href: string, key: "pageMenu.chatgpt" | "pageMenu.claude") => (
    <a data-menu-item href={href} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
      {t(lang, key)} <Icon name="external" size={12} />
      <span className="sr-only"> {t(lang, "external")}</span>
    </a>
  );
  return (
    <div className="page-menu" role="group" aria-label={t(lang, "pageMenu.label")} ref={root} onPointerEnter={live} onFocus={live}>
      <button type="button" className="page-menu-copy" onClick={onCopy} data-state={copy}>
        <Icon name="copy" size={16} />
        <span>{copyText}</span>
      </button>
      <span className="sr-only" role="status">{copy === "idle" ? "" : copyText}</span>
      <button type="button" className="page-menu-toggle" aria-label={t(lang, "pageMenu.more")} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <Icon name="chevron" size={16} />
      </button>
      <div id={id} className="page-menu-panel" hidden={!open}>
        {item(links.chatgpt, "pageMenu.chatgpt")}
        {item(links.claude, "pageMenu.claude")}
        <a data-menu-item href={md.path} type="text/markdown">
          {t(lang, "pageMenu.view")}
        </a>
        <button data-menu-item type="button" className="page-menu-close" onClick={() => (setOpen(false), root.current?.querySelector<HTMLElement>("[aria-expanded]")?.focus())}>
          <Icon name="close" size={16} /> {t(lang, "pageMenu.close")}
        </button>
      </div>
    </div>
  );
}
