import { Children, isValidElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode, type RefObject } from "react";
import type { Lang } from "~/shared/config/types";
import { t, type StringKey } from "~/shared/i18n";
import { useOptionalPageData } from "~/lib/page-context";
import { safeStorage, storageKeys } from "~/lib/storage";
import { TABS_EVENT as EVENT } from "~/lib/static-content";

export function Tab({ children }: { label: string; children: ReactNode }) {
  return <>{children}</>;
}

/**
 * Tab selection for a group: shared by every Tabs with the same groupId on the page
 * and persisted, so a reader who picks pnpm once sees pnpm everywhere.
 */
function useTabSelection(groupId: string | undefined, labels: string[], list: RefObject<HTMLElement>) {
  const [selected, setSelected] = useState(0);
  // A tab chosen while the content hydrates can reach the page with React taking its change
  // event and not yet its handler: the radio shows it, the state and storage do not. Adopted once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => {
    const checked = Number(list.current?.querySelector<HTMLInputElement>("input:checked")?.dataset.i ?? 0);
    if (checked !== selected && (!groupId || safeStorage.get(storageKeys.tabs(groupId)) !== labels[checked])) select(checked);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels is a new array each render; its joined text is what must change to sync again.
  useEffect(() => {
    if (!groupId) return;
    const sync = () => {
      const index = labels.indexOf(safeStorage.get(storageKeys.tabs(groupId)) ?? "");
      if (index >= 0) setSelected(index);
    };
    sync();
    const onChange = (e: Event) => (e as CustomEvent<string>).detail === groupId && sync();
    window.addEventListener(EVENT, onChange);
    return () => window.removeEventListener(EVENT, onChange);
  }, [groupId, labels.join("\0")]);
  const select = (index: number) => {
    setSelected(index);
    if (!groupId) return;
    safeStorage.set(storageKeys.tabs(groupId), labels[index]);
    window.dispatchEvent(new CustomEvent(EVENT, { detail: groupId }));
  };
  return [selected, select] as const;
}

/** What the radio group chooses, for assistive technology: the `label` given, else the group's purpose (`tabs.<groupId>`), else a generic name. */
export function tabGroupName(lang: Lang, groupId?: string, label?: string): string {
  if (label) return label;
  const key = `tabs.${groupId}` as StringKey;
  const name = t(lang, key);
  return name === key ? t(lang, "tabs.default") : name;
}

/**
 * Tabs built on radio inputs: without JavaScript the CSS still switches panels;
 * with it, the choice is shared and remembered.
 */
export function Tabs({ groupId, uid, label, children }: { groupId?: string; uid?: string; label?: string; children: ReactNode }) {
  const lang = useOptionalPageData()?.page.lang ?? "en";
  const tabs = Children.toArray(children).filter(isValidElement) as ReactElement<{ label: string; children: ReactNode }>[];
  const labels = tabs.map((tab) => String(tab.props.label));
  const list = useRef<HTMLDivElement>(null);
  const [selected, select] = useTabSelection(groupId, labels, list);
  // The build numbers each tab list (uid): content hydrated as its own root could not
  // reproduce the ids React gave the server render.
  const autoId = useId();
  const name = uid ?? autoId;
  return (
    <div className="tabs" data-group={groupId}>
      {/* Radio inputs work before the app is live; the head's pre-app script remembers the choice. */}
      <div ref={list} className="tab-list" role="radiogroup" aria-label={tabGroupName(lang, groupId, label)} data-pre="tabs">
        {labels.map((label, i) => (
          <label key={label} className="tab-label">
            <input type="radio" name={name} data-i={i} checked={selected === i} onChange={() => select(i)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={labels[i]} className="tab-panel" data-i={i} data-label={labels[i]}>
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
