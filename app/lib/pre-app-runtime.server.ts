// The browser half of the controls that work before the app is live: this function's own text
// runs as an inline <head> script (its hash goes into the CSP like the others), so it stays
// self-contained: no imports, no names from outside it, no syntax a compiler would lower.
// Every control it serves carries `data-pre`; the boot's held-click replay leaves those alone.

/**
 * Serves the `[data-pre]` controls until `html[data-hydrated]`: the search shortcuts open the
 * server's `<dialog id="pre-search">` (the "/" that opened it is not typed), its box shows
 * results from the site's search API as they come, the theme switch flips the class and
 * stores the choice, and buttons with `commandfor` act in browsers without invoker commands.
 * The search dialog keeps answering after that, until the reader closes it.
 */
export function preApp(themeKey: string, tabsKey: string, copyPrompts: [other: string, mac: string], animateMs: number) {
  const w = window;
  const d = document;
  const html = d.documentElement;
  const live = () => html.dataset.hydrated === "true";
  const dialog = () => d.getElementById("pre-search") as HTMLDialogElement | null;
  const editable = (t: EventTarget | null) => {
    const el = t as HTMLElement | null;
    return !!el && !!el.tagName && (el.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName));
  };
  const open = (dl: HTMLDialogElement) => {
    if (!dl.open) dl.showModal();
    const input = dl.querySelector("input");
    if (input) input.focus();
  };
  w.addEventListener(
    "keydown",
    (e) => {
      const k = (e.key || "").toLowerCase();
      const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
      const dl = dialog();
      // A search box's own Escape would only clear it: Escape closes the dialog at once.
      if (e.key === "Escape" && dl?.open) {
        e.preventDefault();
        return dl.close();
      }
      if (e.key === "Escape" && popup(null, true)) return;
      if (live() || !dl || editable(e.target)) return;
      if ((k === "k" && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) || (e.key === "/" && plain)) {
        // Focus moves during the keydown, and its default (typing the "/") is cancelled.
        e.preventDefault();
        open(dl);
      }
    },
    true,
  );
  // The mobile menu before the app (a native dialog): its trigger says whether it is open, and
  // it closes when the window grows past the phone layout, as the app's does.
  const phoneMenu = () => d.getElementById("pre-menu") as HTMLDialogElement | null;
  w.addEventListener(
    "toggle",
    (e) => {
      const t = e.target as Element;
      if (t.id !== "pre-menu") return;
      for (const b of d.querySelectorAll('[commandfor="pre-menu"][aria-expanded]'))
        b.setAttribute("aria-expanded", String((t as HTMLDialogElement).open));
    },
    true,
  );
  w.matchMedia("(min-width: 768px)").addEventListener("change", (e) => {
    const m = phoneMenu();
    if (e.matches && m?.open) m.close();
  });
  // A menu or panel a trigger controls (aria-controls): shown by its `hidden`, or by
  // `data-pre-open` where classes decide (the phone outline, the sidebar drawer). One at a time.
  // A drawer (`data-pre-drawer`: the media it is one at) is modal as the app's: the focus moves
  // to its close button, the page behind does not scroll, and it closes past that media.
  let opened: { trigger: Element; panel: HTMLElement; attr: boolean } | null = null;
  const popup = (trigger: Element | null, back?: boolean) => {
    const was = opened;
    if (was) {
      if (was.attr) was.panel.removeAttribute("data-pre-open");
      else was.panel.hidden = true;
      was.trigger.setAttribute("aria-expanded", "false");
      html.classList.remove("pre-drawer-open");
      opened = null;
    }
    const panel = trigger && d.getElementById(trigger.getAttribute("aria-controls") || "");
    if (trigger && panel) {
      const attr = !panel.hidden;
      if (attr) panel.setAttribute("data-pre-open", "");
      else panel.hidden = false;
      trigger.setAttribute("aria-expanded", "true");
      opened = { trigger, panel, attr };
      if (panel.hasAttribute("data-pre-drawer")) {
        html.classList.add("pre-drawer-open");
        (panel.querySelector('[data-pre="close"]') as HTMLElement | null)?.focus();
      }
    } else if (was && back) (was.trigger as HTMLElement).focus();
    return !!was;
  };
  w.addEventListener("resize", () => {
    const media = opened?.panel.getAttribute("data-pre-drawer");
    if (media && !w.matchMedia(media).matches) popup(null);
  });
  // Focus leaving an open menu (Tab past its last item) closes it, as the app's do.
  w.addEventListener(
    "focusout",
    (e) => {
      const next = (e as FocusEvent).relatedTarget as Node | null;
      if (opened && next && !opened.panel.contains(next) && !opened.trigger.contains(next)) popup(null);
    },
    true,
  );
  // Every theme switch (the navbar's and the phone menu's) says what it does next.
  const labels = (dark: boolean) => {
    for (const b of d.querySelectorAll('[data-pre="theme"]')) {
      b.setAttribute("aria-pressed", String(dark));
      const label = b.getAttribute(dark ? "data-to-light" : "data-to-dark");
      if (label) b.setAttribute("aria-label", label);
    }
  };
  const invokers = "commandForElement" in HTMLButtonElement.prototype;
  // A clipboard that refuses (permissions, an insecure origin) gets the app's answer: the text in a prompt.
  const handCopy = (text: string) => w.prompt(copyPrompts[/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? 1 : 0], text);
  w.addEventListener(
    "click",
    (e) => {
      const t = e.target as Element | null;
      const el = t?.closest ? t.closest("[data-pre]") : null;
      // An open menu or panel closes at any tap outside it, its trigger's too (which toggles).
      // Its trigger's tap stops here: once live, the app's own handler would open the app's.
      const was = opened?.trigger;
      if (opened && !opened.panel.contains(t) && popup(null) && el === was) return void e.stopPropagation();
      // A link followed from an open menu or panel closes it, as the app's do (an outline entry
      // jumps within this page, an assistant link opens another tab, the app navigates).
      if (opened && t?.closest?.("a[href]") && opened.panel.contains(t)) popup(null);
      const dl = dialog();
      // A tap on the backdrop of the search dialog (browsers without `closedby`).
      if (dl && t === dl) dl.close();
      // The phone menu opened before the app may still be open once it is live: its theme switch
      // then asks the app's own (in the navbar, hidden on phones), so the app's state follows.
      if (el && live() && el.getAttribute("data-pre") === "theme" && el.closest("#pre-menu")) {
        const own = d.querySelector('.navbar-tools [data-pre="theme"]') as HTMLElement | null;
        const dark = !html.classList.contains("dark");
        if (own) own.click();
        return void labels(dark);
      }
      if (!el) return;
      const kind = el.getAttribute("data-pre");
      // Code in a page's content is the script's until that content hydrates (it does so on its
      // own, later than the app: content/hydrate-content.tsx), so a copy never waits for it.
      const content = el.closest(".page-content");
      if (kind === "copy" && (content ? content.getAttribute("data-hydrated") === "true" : live())) return;
      // A panel opened before the app is this script's to close, also once the app is live.
      if (kind === "close" && opened) return void popup(null, true);
      if (kind !== "copy" && live()) return;
      if (kind === "popup") return void popup(el);
      if (kind === "copy") {
        const code = el.closest(".code-block")?.querySelector("code");
        // The label says it too (the text is React's to compare when it hydrates, so it stays).
        const text = code?.textContent || "";
        const write = navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject();
        write.then(
          () => {
            el.setAttribute("data-done", "");
            el.setAttribute("aria-label", el.getAttribute("data-copied") || "");
            setTimeout(() => {
              el.removeAttribute("data-done");
              el.removeAttribute("aria-label");
            }, 2000);
          },
          () => handCopy(text),
        );
        return;
      }
      if (kind === "copy-md") {
        // The page's Markdown twin, as the app's menu copies it (lib/copy-markdown.ts): where the
        // clipboard takes an item still arriving, written inside the tap (Safari asks that).
        const text = fetch(el.getAttribute("data-md") || "", { headers: { accept: "text/markdown" } }).then((r) =>
          r.ok ? r.text() : Promise.reject(),
        );
        text.catch(() => {});
        const c = navigator.clipboard;
        const plain = () => text.then((t) => c.writeText(t).catch(() => Promise.reject(handCopy(t))));
        const item = w.ClipboardItem && c?.write ? c.write([new ClipboardItem({ "text/plain": text.then((t) => new Blob([t])) })]) : null;
        const label = el.querySelector("span");
        if (label && !label.dataset.idle) label.dataset.idle = label.textContent || "";
        const show = (state: string) => {
          const said = (state === "idle" ? label?.dataset.idle : el.getAttribute(`data-${state}`)) || "";
          el.setAttribute("data-state", state);
          if (label) label.textContent = said;
          // The status line beside it, for screen readers, as the app's.
          if (el.nextElementSibling) el.nextElementSibling.textContent = state === "idle" ? "" : said;
        };
        const then = (state: string) => () => (show(state), setTimeout(() => show("idle"), 2000));
        return void (item ? item.catch(plain) : plain()).then(then("copied"), then("failed"));
      }
      if (kind === "theme") {
        const dark = !html.classList.contains("dark");
        const choice = dark ? "dark" : "light";
        try {
          localStorage.setItem(themeKey, choice);
        } catch (_e) {}
        const flip = () => {
          html.classList.remove("light", "dark");
          html.classList.add(choice);
          labels(dark);
          const meta = d.querySelector("meta[name=color-scheme]");
          if (meta) meta.setAttribute("content", dark ? "dark light" : "light dark");
        };
        // The same circle as the app's switch (hooks/useAppearance.ts), from the pointer.
        if (!animateMs || !d.startViewTransition || w.matchMedia("(prefers-reduced-motion: reduce)").matches) return flip();
        const m = e as MouseEvent;
        const x = m.clientX || m.clientY ? m.clientX : w.innerWidth / 2;
        const y = m.clientX || m.clientY ? m.clientY : 0;
        const r = Math.hypot(Math.max(x, w.innerWidth - x), Math.max(y, w.innerHeight - y));
        d.startViewTransition(flip).ready.then(() => {
          html.animate(
            { clipPath: [`circle(0px at ${x}px ${y}px)`, `circle(${r}px at ${x}px ${y}px)`] },
            { duration: animateMs, easing: "ease-in", pseudoElement: "::view-transition-new(root)" },
          );
        });
        return;
      }
      // Browsers without invoker commands: the same commands, done here.
      const invoker = t?.closest ? t.closest("button[commandfor]") : null;
      const target = !invokers && invoker && d.getElementById(invoker.getAttribute("commandfor") || "");
      if (!target) return;
      e.preventDefault();
      const command = (invoker as Element).getAttribute("command");
      if (command === "show-modal") open(target as HTMLDialogElement);
      else if (command === "close") (target as HTMLDialogElement).close();
    },
    true,
  );
  // A tab chosen before the app is remembered and shown in the group's other lists, as the app does.
  // (On the window, as every listener here: the boot stops these events there while React hydrates.)
  w.addEventListener(
    "change",
    (e) => {
      const input = e.target as HTMLInputElement;
      const group = input.closest?.<HTMLElement>(".tabs[data-group]")?.dataset.group;
      if (live() || !group || input.type !== "radio") return;
      const label = input.parentElement?.textContent || "";
      try {
        localStorage.setItem(tabsKey + group, label);
      } catch (_e) {}
      for (const other of d.querySelectorAll<HTMLInputElement>(`.tabs[data-group="${CSS.escape(group)}"] .tab-list input`))
        if (other.parentElement?.textContent === label) other.checked = true;
    },
    true,
  );
}
