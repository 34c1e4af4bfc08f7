import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { isInternalHref } from "~/lib/preload";

/** A plain left click: modified clicks keep the browser's new-tab and download behaviour. */
const plainClick = (e: MouseEvent) => !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * Links inside page content are plain anchors (the content may not be hydrated yet);
 * one listener turns clicks on internal ones into client-side navigations.
 */
export function useContentLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const anchor = (e.target as Element | null)?.closest?.<HTMLAnchorElement>("[data-page-content] a[href]");
      if (!anchor || !plainClick(e) || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = isInternalHref(anchor.getAttribute("href")!, window.location.href);
      // Same-page anchors keep the browser's own jump and history entry.
      if (!url || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
      e.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
