import { Link } from "@remix-run/react";
import { langs } from "~/shared/config/site";
import type { Lang } from "~/shared/config/types";
import { Icon } from "~/components/icons";
import { t } from "~/shared/i18n";
import { useOptionalPageData } from "~/lib/page-context";
import { homePath, htmlLang } from "~/shared/routing/locale";
import { useLang } from "~/hooks/useLang";

/** The same page in the other language (its home when there is no translation); only with 2+ locales. */
export function useTranslationLinks(lang: Lang) {
  const data = useOptionalPageData();
  return langs
    .filter((l) => l !== lang)
    .map((l) => ({ lang: l, label: t(lang, `lang.name.${l}`), to: data?.alternates.find((a) => a.lang === l)?.routePath ?? homePath(l) }));
}

export function NavBarTranslations() {
  const lang = useLang();
  const links = useTranslationLinks(lang);
  if (langs.length < 2) return null;
  return (
    <div className="navbar-translations">
      {links.map((link) => (
        // A new document, so a click takes the page the speculation rules prerendered on hover.
        <Link
          key={link.lang}
          to={link.to}
          reloadDocument
          hrefLang={htmlLang(link.lang)}
          lang={htmlLang(link.lang)}
          className="navbar-icon-button"
          aria-label={`${t(lang, "lang.switch")}: ${link.label}`}
          title={link.label}
        >
          <Icon name="translate" />
        </Link>
      ))}
    </div>
  );
}
