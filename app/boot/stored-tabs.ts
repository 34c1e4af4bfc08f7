import { storageKeys } from "~/lib/storage";

// Runs in <head> (built by scripts/assets/boot-script.ts, inlined by root.tsx): the reader's
// stored tab choices (a package manager picked once) are checked as the parser inserts each tab
// list, so the first paint shows them, as the head's theme script does for the theme. Nothing
// is watched when no choice is stored; the watch ends with the document's parsing.

const prefix = storageKeys.tabs("");
const chosen = new Map<string, string>();
try {
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix)) chosen.set(key.slice(prefix.length), localStorage.getItem(key) ?? "");
  }
} catch {}

/** A tab list is complete once its first panel is inserted: check the stored label's radio. */
function apply(panel: Element) {
  const tabs = panel.parentElement;
  const label = tabs?.matches(".tabs[data-group]") ? chosen.get((tabs as HTMLElement).dataset.group ?? "") : undefined;
  if (label === undefined) return;
  for (const input of tabs!.querySelectorAll<HTMLInputElement>(".tab-list input")) {
    if (input.parentElement?.textContent === label) input.checked = true;
  }
}

if (chosen.size) {
  const watch = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element && node.classList.contains("tab-panel") && node.getAttribute("data-i") === "0") apply(node);
  });
  watch.observe(document, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => watch.disconnect(), { once: true });
}
