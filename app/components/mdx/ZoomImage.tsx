import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { createPortal } from "react-dom";
import { t } from "~/shared/i18n";
import { useOptionalPageData } from "~/lib/page-context";
import { imageWarning } from "~/lib/static-content";

export const ZOOM_SCROLL_CLOSE_PX = 40;

/** An image that opens enlarged on click; click, Escape, resize or 40 px of scroll close it. */
export function ZoomImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  // Content may hydrate as its own root, outside the router: the language comes from the page data.
  const lang = useOptionalPageData()?.page.lang ?? "en";
  const [open, setOpen] = useState(false);
  const startY = useRef(0);
  useEffect(() => {
    if (!open) return;
    startY.current = window.scrollY;
    const close = () => setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    const onScroll = () => Math.abs(window.scrollY - startY.current) > ZOOM_SCROLL_CLOSE_PX && close();
    window.addEventListener("keydown", onKey);
    window.addEventListener("resize", close);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", close);
      window.removeEventListener("scroll", onScroll);
    };
  }, [open]);
  const onError = () => console.warn(imageWarning(props.src));
  return (
    <>
      <button
        type="button"
        className="zoom-trigger"
        onClick={() => setOpen(true)}
        aria-label={`${t(lang, "image.enlarge")}${props.alt ? `: ${props.alt}` : ""}`}
      >
        {/* biome-ignore lint/a11y/useAltText: alt comes with the props, from the Markdown image. */}
        <img loading="lazy" decoding="async" {...props} onError={onError} />
      </button>
      {open &&
        // In <body>: the page's sections contain their paint (content-visibility), which would clip a
        // fixed overlay to the section. A span, as it was inside the paragraph before.
        createPortal(
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape, listened to on the window above.
          <span
            className="zoom-overlay"
            role="dialog"
            aria-modal="true"
            aria-label={props.alt || t(lang, "image.label")}
            onClick={() => setOpen(false)}
          >
            <img src={props.src} alt={props.alt} className="zoom-image" />
          </span>,
          document.body,
        )}
    </>
  );
}
