/**
 * How far down a shown page Chromium renders the parts it skips (`content-visibility: auto`), in
 * screens from the viewport's top: the viewport and a margin of one and a half screens below it
 * (measured; tests/e2e/speculation.spec.ts checks it). A prerendered page prepares as much, or
 * the frame after the tap lays out what is left.
 */
export const SHOWN_SCREENS = 2.5;

export const prerendering = () => Boolean((document as { prerendering?: boolean }).prerendering);

/**
 * A prerendered page renders the parts of its content the browser will render once it is shown,
 * then keeps its style and layout current while it waits, so the frame shown after the tap only
 * paints.
 */
export function prepareShown() {
  for (const el of document.querySelectorAll<HTMLElement>(".prose :is(.doc-section, .code-block)")) {
    if (!el.getClientRects().length) continue; // in a tab panel not shown
    if (el.getBoundingClientRect().top > innerHeight * SHOWN_SCREENS) break;
    el.style.contentVisibility = "visible";
  }
  settle();
}

/** Style and layout flushed now and then: the browser changes them while the page is hidden and renders no frames. */
function settle() {
  if (!prerendering()) return;
  void document.body.offsetHeight;
  setTimeout(settle, 250);
}
