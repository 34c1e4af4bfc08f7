import { type CSSProperties, useEffect, useRef, useState } from "react";
import { site } from "~/shared/config/site";
import { copyText, COPY_SUCCESS_MS } from "~/lib/clipboard";
import { useOptionalPageData } from "~/lib/page-context";
import { t } from "~/shared/i18n";
import { codeLines } from "~/shared/content/code-lines";

/** Highlighted at build time (shiki HTML, escaped there); copy and wrap are enhancements. */
export function CodeBlock({ html, title, lang }: { html: string; title?: string; lang?: string }) {
  const uiLang = useOptionalPageData()?.page.lang ?? "en";
  const body = useRef<HTMLDivElement>(null);
  const [wrap, setWrap] = useState<boolean>(site.markdown.defaultWrapCode);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    const text = body.current?.querySelector("code")?.textContent ?? "";
    if (await copyText(text)) setCopied(true);
  };
  return (
    <div className={`code-block${wrap ? " wrap" : ""}`} data-lang={lang} style={{ "--code-lines": codeLines(html) } as CSSProperties}>
      {title && <div className="code-title">{title}</div>}
      <div className="code-actions">
        <button type="button" className="code-button" aria-pressed={wrap} onClick={() => setWrap((w) => !w)}>
          {t(uiLang, "code.wrap")}
        </button>
        <button
          type="button"
          className={`code-button copy${copied ? " copied" : ""}`}
          onClick={copy}
          aria-live="polite"
          // Until the app is live the head's pre-app script copies, and shows this label for a moment.
          data-pre="copy"
          data-copied={t(uiLang, "code.copied")}
        >
          {copied ? t(uiLang, "code.copied") : t(uiLang, "code.copy")}
        </button>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: shiki's highlighted HTML, produced and escaped by the MDX build, never from a request. */}
      <div ref={body} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
