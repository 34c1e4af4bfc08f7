import { useEffect, useRef, useState } from "react";
import { getPageComponent } from "~/content/page-module";
import { deferContentHydration } from "~/content/hydrate-content";
import { usePageData } from "~/lib/page-context";

const selector = (id: string) => `[data-page-content="${id.replace(/["\\]/g, "\\$&")}"]`;

/** First load in the browser: the server's HTML, kept untouched until the reader needs it live. */
function DeferredContent({ id }: { id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const props = usePageData();
  const [html] = useState(() => (typeof document === "undefined" ? "" : (document.querySelector(selector(id))?.innerHTML ?? "")));
  useEffect(() => deferContentHydration(ref.current!, props), [id]); // eslint-disable-line react-hooks/exhaustive-deps
  return <div ref={ref} className="page-content" data-page-content={id} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A page's MDX content: rendered by React when its module (this version of it) is loaded, else deferred. */
export function PageContent({ id, version }: { id: string; version: string }) {
  // Decided once per mount, so a module loaded later does not re-render hydrated content.
  const [Content] = useState(() => getPageComponent(version));
  if (!Content) return <DeferredContent id={id} />;
  return (
    <div className="page-content" data-page-content={id}>
      <Content />
    </div>
  );
}
