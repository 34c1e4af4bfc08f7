import { useEffect, useId, useState } from "react";
import { Icon } from "~/components/icons";
import type { Lang } from "~/config/types";
import generated from "~/generated/site-url.json";
import { usePageMenu } from "~/hooks/usePageMenu";
import { t } from "~/i18n";
import { COPY_SUCCESS_MS } from "~/lib/clipboard";
import { assistantLinks, markdownUrls } from "~/lib/page-menu";

type CopyState = "idle" | "copied" | "failed";

// The copy code is fetched on the first hover, focus or click of the menu, not with the page.
const loadCopy = () => import("~/lib/copy-markdown");

/** "Copy Markdown" and a menu to open the page's Markdown in a chat assistant or view it. */
export function PageMenu({ lang, routePath }: { lang: Lang; routePath: string }) {
  const menu = usePageMenu();
  const id = useId();
  const [copy, setCopy] = useState<CopyState>("idle");
  useEffect(() => {
    if (copy === "idle") return;
    const timer = setTimeout(() => setCopy("idle"), COPY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [copy]);
  const md = markdownUrls(routePath, generated.siteUrl);
  const links = assistantLinks(t(lang, "pageMenu.prompt").replace("{url}", md.absolute));
  const onCopy = async () => setCopy((await (await loadCopy()).copyMarkdown(md.path)) ? "copied" : "failed");
  const external = <span className="sr-only"> {t(lang, "external")}</span>;
  return (
    <div className="page-menu" role="group" aria-label={t(lang, "pageMenu.label")} ref={menu.root} onKeyDown={menu.onKeyDown} onBlur={menu.onBlur} onPointerEnter={loadCopy} onFocus={loadCopy}>
      <button type="button" className="page-menu-copy" onClick={onCopy} data-state={copy}>
        <Icon name="copy" size={16} />
        <span>{t(lang, copy === "copied" ? "pageMenu.copied" : copy === "failed" ? "pageMenu.copyFailed" : "pageMenu.copy")}</span>
      </button>
      <span className="sr-only" role="status">{copy === "idle" ? "" : t(lang, copy === "copied" ? "pageMenu.copied" : "pageMenu.copyFailed")}</span>
      <button ref={menu.trigger} type="button" className="page-menu-toggle" aria-label={t(lang, "pageMenu.more")} aria-expanded={menu.open} aria-controls={id} onClick={menu.toggle}>
        <Icon name="chevron" size={16} />
      </button>
      <div id={id} className="page-menu-panel" hidden={!menu.open}>
        <a data-menu-item href={links.chatgpt} target="_blank" rel="noopener noreferrer" onClick={() => menu.close(false)}>
          {t(lang, "pageMenu.chatgpt")} <Icon name="external" size={12} />
          {external}
        </a>
        <a data-menu-item href={links.claude} target="_blank" rel="noopener noreferrer" onClick={() => menu.close(false)}>
          {t(lang, "pageMenu.claude")} <Icon name="external" size={12} />
          {external}
        </a>
        <a data-menu-item href={md.path} type="text/markdown">
          {t(lang, "pageMenu.view")}
        </a>
        <button data-menu-item type="button" className="page-menu-close" onClick={() => menu.close(true)}>
          <Icon name="close" size={16} /> {t(lang, "pageMenu.close")}
        </button>
      </div>
    </div>
  );
}
