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
  // biome-ignore lint/correctness/useExhaustiveDependencies: hydration is set up once per page id; a new page data object for the same page must not set it up again.
  useEffect(() => deferContentHydration(ref.current!, props), [id]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of this page's MDX (compiled at build time), read back from the DOM unchanged.
  return <div ref={ref} className="page-content" data-page-content={id} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A page's MDX content: rendered by React when its module (this version of it) is loaded, else deferred. */
export function PageContent({ id, version }: { id: string; version: string }) {
  // Decided once per mount, so a module loaded later does not re-render hydrated content.
  const [Content] = useState(() => getPageComponent(version));
  if (!Content) return <DeferredContent id={id} />;
  return <LiveContent id={id} Content={Content} />;
}

/** Rendered by React in the browser from the start: live, as deferred content says once hydrated (not in the server's HTML). */
function LiveContent({ id, Content }: { id: string; Content: NonNullable<ReturnType<typeof getPageComponent>> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.dataset.hydrated = "true";
  }, []);
  return (
    <div ref={ref} className="page-content" data-page-content={id}>
      <Content />
    </div>
  );
}
