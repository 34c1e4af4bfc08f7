import { safeStorage, storageKeys } from "~/lib/storage";

/** Tells hydrated Tabs elsewhere on the page that a group's choice changed. */
export const TABS_EVENT = "rsbuild-tabs-change";

const labelOf = (input: HTMLInputElement) => input.parentElement?.textContent ?? "";

/** Checks the stored choice of every grouped tab list in server HTML. */
export function applyStoredTabs(root: HTMLElement): void {
  for (const tabs of root.querySelectorAll<HTMLElement>(".tabs[data-group]")) {
    const stored = safeStorage.get(storageKeys.tabs(tabs.dataset.group!));
    if (stored === null) continue;
    const match = [...tabs.querySelectorAll<HTMLInputElement>(".tab-list input")].find((input) => labelOf(input) === stored);
    if (match) match.checked = true;
  }
}

/**
 * Before the content hydrates, CSS already switches panels; this keeps the choice
 * remembered and shared with the other lists of the same group.
 */
export function onStaticTabChange(root: HTMLElement, event: Event): void {
  const input = event.target as HTMLInputElement;
  const group = input.closest<HTMLElement>(".tabs[data-group]")?.dataset.group;
  if (!group || input.type !== "radio") return;
  safeStorage.set(storageKeys.tabs(group), labelOf(input));
  applyStoredTabs(root);
  window.dispatchEvent(new CustomEvent(TABS_EVENT, { detail: group }));
}

/** The warning ZoomImage logs, so a broken image is reported before and after hydration alike. */
export const imageWarning = (src: string | null | undefined) => `[image] failed to load ${src ?? ""}`;

const reportImage = (img: HTMLImageElement) => console.warn(imageWarning(img.getAttribute("src")));

/**
 * What server-rendered content does on its own until it hydrates: remembered tab choices
 * and broken-image warnings (also for images that failed before this ran). Returns a cleanup.
 */
export function enhanceStaticContent(root: HTMLElement): () => void {
  applyStoredTabs(root);
  for (const img of root.querySelectorAll("img")) if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) reportImage(img);
  const onChange = (e: Event) => onStaticTabChange(root, e);
  const onError = (e: Event) => e.target instanceof HTMLImageElement && reportImage(e.target);
  root.addEventListener("change", onChange);
  root.addEventListener("error", onError, true);
  return () => {
    root.removeEventListener("change", onChange);
    root.removeEventListener("error", onError, true);
  };
}
