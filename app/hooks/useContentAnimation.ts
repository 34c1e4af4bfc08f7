import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { site } from "~/shared/config/site";

/** " fade-in" on content after a client navigation (not on first load) when enabled; CSS drops it under reduced motion. */
export function useContentAnimation(): string {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  const [navigated, setNavigated] = useState(false);
  useEffect(() => {
    if (pathname !== first.current) setNavigated(true);
  }, [pathname]);
  return site.themeConfig.enableContentAnimation && navigated ? " fade-in" : "";
}
