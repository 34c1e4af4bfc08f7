import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { Icon } from "~/components/icons";
import { t } from "~/shared/i18n";
import { COPY_SUCCESS_MS } from "~/lib/clipboard";
import { attachMenu, copyPage } from "./menu-behaviour";
import { PageMenuItems } from "./PageMenuItems";
import { useLang } from "~/hooks/useLang";
import generated from "~/generated/site-url.json";
import { markdownUrls } from "~/lib/page-menu";
import { useCommitEffect } from "~/hooks/useCommitEffect";

type CopyState = "idle" | "copied" | "failed";

/** What the reader did to the page menu's server HTML before this component replaced it. */
export interface PendingAction {
  /** Class of the button that had focus or was clicked. */
  focus?: string;
  click?: string;
}

export interface LiveMenuProps {
  routePath: string;
  /** The menu's group element, rendered by PageMenu, which stays while the inside goes live. */
  root: RefObject<HTMLDivElement>;
  pending?: PendingAction;
}

/** "Copy Markdown" and a menu button to open the page's Markdown in a chat assistant or view it. */
export function LiveMenu({ routePath, root, pending }: LiveMenuProps) {
  const lang = useLang();
  const id = useId();
  const [open, setOpenState] = useState(false);
  const [copy, setCopy] = useState<CopyState>("idle");
  const control = useRef({ open: false, focusFirst: false });
  const setOpen = (next: boolean, focusFirst = false) => {
    control.current.open = next;
    control.current.focusFirst = focusFirst;
    setOpenState(next);
  };
  // Once, on mount: replays the reader's pending focus/click on the server HTML and attaches the
  // menu's listeners, which read state through the control ref. In the commit's own task: the
  // server's buttons are gone and focus has fallen to the body, where a key pressed before a
  // later effect ran was lost.
  useCommitEffect(() => {
    const detach = attachMenu(root.current!, { isOpen: () => control.current.open, setOpen });
    const button = (name?: string) => (name ? root.current!.querySelector<HTMLElement>(`button.${name}`) : null);
    // The focused button was replaced, which dropped focus to the body: unless it moved on since.
    const active = document.activeElement;
    if (!active || active === document.body || root.current!.contains(active)) button(pending?.focus)?.focus();
    button(pending?.click)?.click();
    return detach;
  }, []);
  useEffect(() => {
    if (open && control.current.focusFirst) root.current?.querySelector<HTMLElement>("[data-menu-item]")?.focus();
  }, [open, root]);
  useEffect(() => {
    if (copy === "idle") return;
    const timer = setTimeout(() => setCopy("idle"), COPY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [copy]);
  const onCopy = async () => setCopy((await copyPage(routePath)) ? "copied" : "failed");
  const copyText = t(lang, copy === "copied" ? "pageMenu.copied" : copy === "failed" ? "pageMenu.copyFailed" : "pageMenu.copy");
  return (
    <>
      {/* data-pre: until the app is live the head's pre-app script copies it (data-md, and the labels to show). */}
      <button
        type="button"
        className="page-menu-copy"
        onClick={onCopy}
        data-state={copy}
        data-pre="copy-md"
        data-md={markdownUrls(routePath, generated.siteUrl).path}
        data-copied={t(lang, "pageMenu.copied")}
        data-failed={t(lang, "pageMenu.copyFailed")}
      >
        <Icon name="copy" size={16} />
        <span>{copyText}</span>
      </button>
      <span className="sr-only" role="status">
        {copy === "idle" ? "" : copyText}
      </span>
      <button
        type="button"
        className="page-menu-toggle"
        aria-label={t(lang, "pageMenu.more")}
        aria-expanded={open}
        aria-controls={id}
        // Until the app is live the head's pre-app script opens and closes the panel.
        data-pre="popup"
        onClick={() => setOpen(!open)}
      >
        <Icon name="chevron" size={16} />
      </button>
      <div id={id} className="page-menu-panel" hidden={!open}>
        <PageMenuItems routePath={routePath} />
      </div>
    </>
  );
}
