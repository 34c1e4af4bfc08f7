import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadPageInBrowser } from "~/content/page-module";

type Loaded = { page?: { id: string; moduleUrl: string } };

/** The page module of the server-rendered route must be loaded before hydrating it. */
async function preloadCurrentPage() {
  const ctx = (window as unknown as { __remixContext?: { state?: { loaderData?: Record<string, Loaded> } } }).__remixContext;
  const page = Object.values(ctx?.state?.loaderData ?? {}).find((d) => d?.page?.moduleUrl)?.page;
  if (page) await loadPageInBrowser(page).catch(() => undefined);
}

preloadCurrentPage().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
