// Runs inline in <head> beside the pre-app runtime (same rules: self-contained, its text is the
// script, hashed into the CSP).

/**
 * The press that opens the phone menu starts the prerender of the other language's page (the
 * speculation rules' `pressed` rule) instead of the menu's first frame: the touch's own events
 * and the menu's first layout are time the page's HTML is on its way. While `pressed` is on the
 * root, the navbar's language link (hidden on phones) is rendered and unseen; a second later the
 * open menu's own link holds the prerender, and a press that opened nothing lets it go. Before
 * the app and once live alike (the hamburger is the same button).
 */
export function prePress(pressed: string) {
  const html = document.documentElement;
  addEventListener(
    "pointerdown",
    (e) => {
      const t = e.target as Element | null;
      if (!t?.closest?.(".navbar-hamburger") || html.classList.contains(pressed)) return;
      html.classList.add(pressed);
      setTimeout(() => html.classList.remove(pressed), 1000);
    },
    true,
  );
}
