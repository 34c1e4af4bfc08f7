import { useLocation } from "@remix-run/react";
import type { Lang } from "~/config/types";
import { Icon } from "~/components/icons";
import { Popover } from "~/components/Popover";
import { localizeTool, popoverLang, rstackTools } from "~/lib/tools";

const text = { en: { label: "Rstack products", title: "Rstack" }, zh: { label: "Rstack 产品", title: "Rstack" } } as const;

/** The product family: a grid icon next to the navbar title opening the six Rstack tools. */
export function ProductFamily({ lang, trigger = "hover" }: { lang?: Lang; trigger?: "hover" | "click" }) {
  const { pathname } = useLocation();
  const l = popoverLang(pathname, lang);
  return (
    <Popover trigger={trigger} label={text[l].label} title={text[l].title} button={<Icon name="grid" size={16} />} className="product-family">
      <ul className="product-family-list">
        {rstackTools.map((tool) => {
          const t = localizeTool(tool, l);
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
    </Popover>
  );
}
