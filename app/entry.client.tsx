import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
// With the framework reaching the shell too, React, Remix and the app share one chunk (see ~/shell).
import "~/shell";
import { installSkewPolicy } from "~/lib/skew";

// Before anything loads a chunk or data: an open tab outlives deploys (see lib/skew).
installSkewPolicy();

// The page's own content is not part of this hydration: see components/content/PageContent.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
