import { site } from "~/config/site";
import type { Lang, SocialLink } from "~/config/types";
import { SocialIcon, Icon } from "~/components/icons";
import { useDropdown } from "~/hooks/useDropdown";
import { t } from "~/i18n";

export const INLINE_SOCIAL_LINKS = 5;

function label(link: SocialLink): string {
  return typeof link.icon === "string" ? link.icon[0].toUpperCase() + link.icon.slice(1) : link.content;
}

function SocialLinkItem({ link }: { link: SocialLink }) {
  if (link.mode === "text") return <span className="social-text" title={label(link)}>{link.content}</span>;
  if (link.mode === "img") return <img src={link.content} alt={label(link)} width={20} height={20} />;
  return (
    <a href={link.content} target="_blank" rel="noopener noreferrer" className="navbar-icon-button" aria-label={label(link)}>
      <SocialIcon icon={link.icon} />
    </a>
  );
}

/** The first five social links inline; the rest in a popup that opens on hover or click. */
export function NavBarSocialLinks({ lang }: { lang: Lang }) {
  const links = site.themeConfig.socialLinks;
  const inline = links.slice(0, INLINE_SOCIAL_LINKS);
  const more = links.slice(INLINE_SOCIAL_LINKS);
  const { open, rootProps, triggerProps } = useDropdown();
  return (
    <div className="navbar-social">
      {inline.map((link) => <SocialLinkItem key={link.content} link={link} />)}
      {more.length > 0 && (
        <div className={`dropdown${open ? " open" : ""}`} {...rootProps}>
          <button type="button" className="navbar-icon-button" aria-label={t(lang, "social.more")} aria-haspopup="true" {...triggerProps}>
            <Icon name="more" />
          </button>
          <div className="dropdown-menu social-popup" hidden={!open}>
            {more.map((link) => <SocialLinkItem key={link.content} link={link} />)}
          </div>
        </div>
      )}
    </div>
  );
}
