import { iconSymbolId } from "~/shared/config/icon-id";
import type { SocialLink } from "~/shared/config/types";

/**
 * A decorative icon: a <use> of its shape in the document's sprite (IconSprite, from
 * config/icons.json), filled with the text colour, so the shapes cost the page's JavaScript
 * nothing. The control around it carries the accessible name.
 */
export function Icon({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <svg aria-hidden="true" className={`icon icon-${name}`} style={size === 20 ? undefined : { width: size, height: size }}>
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}

export function SocialIcon({ icon }: { icon: SocialLink["icon"] }) {
  if (typeof icon === "string") return <Icon name={icon} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG markup of a custom social icon, written in the site config (config/site.ts), never from a request.
  return <span aria-hidden="true" className="social-svg" dangerouslySetInnerHTML={{ __html: icon.svg }} />;
}
