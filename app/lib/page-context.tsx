import { createContext, useContext, type ReactNode } from "react";
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { loadPage } from "~/content/page-loader.server";

export type PageProps = SerializeFrom<Awaited<ReturnType<typeof loadPage>>>;

const PageContext = createContext<PageProps | null>(null);

export function PageDataProvider({ value, children }: { value: PageProps; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/** The current page's data; components below a page layout read it from here. */
export function usePageData(): PageProps {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePageData must be used within a <PageDataProvider>");
  return value;
}

/** Page data where a page is rendered; undefined in the 404 layout. */
export function useOptionalPageData(): PageProps | undefined {
  return useContext(PageContext) ?? undefined;
}
