import type { Lang } from "~/shared/config/types";
import { localizeTool, rstackTools, type ToolLink } from "~/lib/tools";

/** The toolchain block: a title, a description and six tool cards opening in a new tab. */
export function ToolStack({ lang, title, description, tools }: { lang: Lang; title: string; description: string; tools?: ToolLink[] }) {
  return (
    <section className="tool-stack" aria-labelledby="tool-stack-title">
      <h2 id="tool-stack-title" className="landing-title">
        {title}
      </h2>
      <p className="landing-description">{description}</p>
      <div className="tool-grid">
        {(tools ?? rstackTools(lang)).map((tool) => {
          const t = localizeTool(tool, lang);
          return (
            <a key={t.name} href={t.url} target="_blank" rel="noopener noreferrer" className="tool-card">
              <img src={t.logo} alt="" width={48} height={48} style={{ transform: `scale(${t.logoScale})` }} loading="lazy" />
              <span className="tool-name">{t.name}</span>
              <span className="tool-desc">{t.desc}</span>
            </a>
          );
        })}
      </div>
    </section>
  );
}
