import type { Lang } from "~/shared/config/types";
import { localizeTool, rstackTools } from "~/lib/tools";
// Lazy parts reach the shell too, so they do not split the shared chunk (see ~/shell).
import "~/shell";

/** The six Rstack tools, each linking to its site. */
export function ProductFamilyList({ lang }: { lang: Lang }) {
  return (
    <ul className="product-family-list">
      {rstackTools(lang).map((tool) => {
        const t = localizeTool(tool, lang);
        return (
          <li key={t.name}>
            <a href={t.url} target="_blank" rel="noopener noreferrer">
              <img src={t.logo} alt="" width={24} height={24} />
              <span>
                <strong>{t.name}</strong>
                <small>{t.desc}</small>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
