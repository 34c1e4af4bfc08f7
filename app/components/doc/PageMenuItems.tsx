import { Icon } from "~/components/icons";
import generated from "~/generated/site-url.json";
import { t } from "~/shared/i18n";
import { assistantLinks, markdownUrls } from "~/lib/page-menu";
import { useLang } from "~/hooks/useLang";

/**
 * The page menu's items, plain markup: closing on a click is the menu's DOM listeners' job
 * (page-menu-live.ts), so the server's HTML of them works before the browser has this module.
 */
export function PageMenuItems({ routePath }: { routePath: string }) {
  const lang = useLang();
  const md = markdownUrls(routePath, generated.siteUrl);
  const links = assistantLinks(t(lang, "pageMenu.prompt").replace("{url}", md.absolute));
  const item = (href: string, key: "pageMenu.chatgpt" | "pageMenu.claude") => (
    <a data-menu-item href={href} target="_blank" rel="noopener noreferrer">
      {t(lang, key)} <Icon name="external" size={12} />
      <span className="sr-only"> {t(lang, "external")}</span>
    </a>
  );
  return (
    <>
      {item(links.chatgpt, "pageMenu.chatgpt")}
      {item(links.claude, "pageMenu.claude")}
      <a data-menu-item href={md.path} type="text/markdown">
        {t(lang, "pageMenu.view")}
      </a>
      {/* data-pre: before the app is live the head's script closes the menu (it is a pre-app control). */}
      <button data-menu-item data-pre="close" type="button" className="page-menu-close">
        <Icon name="close" size={16} /> {t(lang, "pageMenu.close")}
      </button>
    </>
  );
}
