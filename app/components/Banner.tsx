import { useEffect, useState } from "react";
import { site } from "~/shared/config/site";
import { Icon } from "~/components/icons";
import { t } from "~/shared/i18n";
import { safeStorage, storageKeys } from "~/lib/storage";
import { useLang } from "~/hooks/useLang";

/** A dismissible announcement bar; once closed it stays closed. */
export function Banner() {
  const lang = useLang();
  const banner = site.themeConfig.banner;
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (banner && safeStorage.get(storageKeys.banner(banner.id))) setClosed(true);
  }, [banner]);
  if (!banner || closed) return null;
  const close = () => {
    safeStorage.set(storageKeys.banner(banner.id), "1");
    setClosed(true);
  };
  return (
    <section className="banner" aria-label={t(lang, "banner.label")}>
      {banner.link ? (
        <a href={banner.link} target="_blank" rel="noopener noreferrer">
          {t(lang, "banner.text")}
        </a>
      ) : (
        <span>{t(lang, "banner.text")}</span>
      )}
      <button type="button" className="banner-close" aria-label={t(lang, "banner.close")} onClick={close}>
        <Icon name="close" size={16} />
      </button>
    </section>
  );
}
