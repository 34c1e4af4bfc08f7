import type { ReactNode } from "react";

/**
 * A host whose inside only the server renders (`children`, from a `.server` module, absent in
 * the browser): the browser keeps the HTML it finds, which a pre-app script may have changed,
 * and never renders it anew. An unchanging inner HTML is neither compared at hydration nor
 * written again by React.
 */
export function ServerKept({ id, children }: { id: string; children?: ReactNode }) {
  if (children) return <div id={id}>{children}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: the element keeps the server's HTML.
  return <div id={id} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
