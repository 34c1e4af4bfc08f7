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
  const parts = [...document.querySelectorAll<HTMLElement>(".prose :is(.doc-section, .code-block)")];
  // In rounds, one layout each rather than one per part: every part whose top is within reach by
  // the last layout. A part inside one rendered this round waits for the next layout, and so
  // does the first part out of reach (those above it may have shrunk).
  let next = 0;
  let round: HTMLElement[];
  do {
    round = [];
    for (; next < parts.length; next++) {
      const el = parts[next];
      if (round.some((p) => p.contains(el))) break;
      if (!el.getClientRects().length) continue; // in a tab panel not shown
      if (el.getBoundingClientRect().top > innerHeight * SHOWN_SCREENS) break;
      round.push(el);
    }
    for (const el of round) el.style.contentVisibility = "visible";
  } while (round.length);
  settle();
}

/** Style and layout flushed now and then: the browser changes them while the page is hidden and renders no frames. */
function settle() {
  if (!prerendering()) return;
  void document.body.offsetHeight;
  setTimeout(settle, 250);
}
