import { useId } from "react";
import { site } from "~/shared/config/site";
import type { SocialLink } from "~/shared/config/types";
import { SocialIcon, Icon } from "~/components/icons";
import { useDropdown } from "~/hooks/useDropdown";
import { t } from "~/shared/i18n";
import { useLang } from "~/hooks/useLang";

export const INLINE_SOCIAL_LINKS = 5;

function label(link: SocialLink): string {
  return typeof link.icon === "string" ? link.icon[0].toUpperCase() + link.icon.slice(1) : link.content;
}

/** `extra`: one of the links after the first, which medium-wide navbars move into the popup. */
function SocialLinkItem({ link, extra }: { link: SocialLink; extra?: boolean }) {
  const x = extra ? " social-extra" : "";
  if (link.mode === "text")
    return (
      <span className={`social-text${x}`} title={label(link)}>
        {link.content}
      </span>
    );
  if (link.mode === "img") return <img src={link.content} alt={label(link)} width={20} height={20} className={x || undefined} />;
  return (
    <a href={link.content} target="_blank" rel="noopener noreferrer" className={`navbar-icon-button${x}`} aria-label={label(link)}>
      <SocialIcon icon={link.icon} />
    </a>
  );
}

/**
 * The first five social links inline; the rest in a popup that opens on hover or click.
 * Between 768 and 1100 px the navbar keeps only the first inline and the popup holds the
 * others (CSS picks which copies show), so the bar fits without a hamburger.
 */
export function NavBarSocialLinks() {
  const lang = useLang();
  const links = site.themeConfig.socialLinks;
  const inline = links.slice(0, INLINE_SOCIAL_LINKS);
  const { open, rootProps, triggerProps } = useDropdown();
  const id = useId();
  return (
    <div className="navbar-social">
      {inline.map((link, i) => (
        <SocialLinkItem key={link.content} link={link} extra={i > 0} />
      ))}
      {links.length > 1 && (
        <div className={`dropdown social-more${links.length > INLINE_SOCIAL_LINKS ? " always" : ""}${open ? " open" : ""}`} {...rootProps}>
          {/* data-pre: until the app is live the head's pre-app script opens the popup. */}
          <button
            type="button"
            className="navbar-icon-button"
            aria-label={t(lang, "social.more")}
            aria-haspopup="true"
            aria-controls={id}
            data-pre="popup"
            {...triggerProps}
          >
            <Icon name="more" />
          </button>
          <div id={id} className="dropdown-menu social-popup" hidden={!open}>
            {links.slice(1).map((link, i) => (
              <SocialLinkItem key={link.content} link={link} extra={i + 1 < INLINE_SOCIAL_LINKS} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
