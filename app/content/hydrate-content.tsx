import { useEffect } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { loadPageInBrowser } from "~/content/page-module";
import { enhanceStaticContent } from "~/lib/static-content";
import { recoverChunk } from "~/lib/skew";
import { PageDataProvider, type PageProps } from "~/lib/page-context";

/** Where a reader's pointer or focus means they may use a content widget. */
const INTERACTIVE = "button, img, pre, .tabs, [data-hydrate]";
const INTENTS = ["pointerover", "focusin", "touchstart"] as const;

function OnCommit({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/**
 * The server HTML of a page's content stays as it is on first load: its module and the
 * MDX components load only when the reader reaches for a widget (or one scrolls near).
 * Then the content is hydrated in place as its own root, and button clicks made in the
 * meantime are replayed. Returns a cleanup for when the page goes away.
 */
export function deferContentHydration(el: HTMLElement, props: PageProps): () => void {
  let root: Root | undefined;
  let started = false;
  let gone = false;
  const queued: HTMLElement[] = [];
  const onIntent = (e: Event) => (e.target as Element | null)?.closest?.(INTERACTIVE) && start();
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element | null)?.closest?.("button");
    if (!button || !el.contains(button)) return;
    // Copy works before the content is live (the head's pre-app script): not held, not replayed.
    if (button.matches('[data-pre="copy"]')) return void start();
    e.preventDefault();
    e.stopImmediatePropagation();
    queued.push(button);
    start();
  };
  const visible =
    "IntersectionObserver" in window
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: "400px" })
      : undefined;
  const listen = (on: boolean) => {
    const method = on ? "addEventListener" : "removeEventListener";
    for (const type of INTENTS) el[method](type, onIntent, { passive: true });
    // On the window, capturing: ahead of the app's React, which listens on the document and,
    // once the content's hydration has begun, stops a click on it there (its root is still
    // dehydrated), so the content's own listeners never saw it and the click was lost.
    window[method]("click", onClick as EventListener, true);
  };
  // Set once the content's own behaviours take over (see the end of this function).
  let unenhance = () => {};
  const hydrated = () => {
    el.dataset.hydrated = "true";
    listen(false);
    unenhance();
    for (const button of queued.splice(0)) button.click();
  };
  function start() {
    if (started) return;
    started = true;
    visible?.disconnect();
    loadPageInBrowser(props.page).then(
      (Content) => {
        if (gone) return;
        const tree = (
          <PageDataProvider value={props}>
            <Content />
            <OnCommit done={hydrated} />
          </PageDataProvider>
        );
        root = el.firstChild ? hydrateRoot(el, tree) : createRoot(el);
        if (!el.firstChild) root.render(tree);
      },
      (error) => {
        // A click needed the content live: its code gone with a deploy, the page reloads in the
        // new build. A hover or scroll leaves the server's HTML as it is, for another try.
        if (queued.length) recoverChunk(error).catch(() => {});
        started = false;
      },
    );
  }
  unenhance = enhanceStaticContent(el);
  listen(true);
  for (const target of el.querySelectorAll("[data-hydrate=visible]")) visible?.observe(target);
  return () => {
    gone = true;
    listen(false);
    unenhance();
    visible?.disconnect();
    // Unmounting a root while the page's root commits is not allowed; wait a tick.
    if (root) setTimeout(() => root!.unmount());
  };
}
