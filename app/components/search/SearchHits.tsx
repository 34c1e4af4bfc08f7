import { t } from "~/shared/i18n";
import { relativeUrl } from "~/lib/search/group";
import { pathOf, safeHtml, titleOf } from "~/lib/search/hit-text";
import type { SearchHit } from "~/lib/search/hit";
import { useLang } from "~/hooks/useLang";

export type Modifiers = { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean };

export function SearchHits({
  groups,
  active,
  listId,
  onSelect,
  onHover,
}: {
  groups: { title: string; hits: SearchHit[] }[];
  active: number;
  listId: string;
  onSelect: (hit: SearchHit, mods: Modifiers) => void;
  onHover: (i: number) => void;
}) {
  const lang = useLang();
  let index = -1;
  return (
    <div role="listbox" id={listId} aria-label={t(lang, "search.results")} className="search-hits">
      {groups.map((group, g) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, as ARIA's listbox pattern has it; a fieldset groups form fields.
        <div key={group.title} role="group" aria-labelledby={`${listId}-g${g}`} className="search-group">
          <div id={`${listId}-g${g}`} className="search-group-title">
            {group.title}
          </div>
          {group.hits.map((hit) => {
            const i = ++index;
            const url = relativeUrl(hit.url);
            return (
              // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: focus stays in the combobox input, which moves through the options (aria-activedescendant) and selects with Enter.
              <div
                key={hit.objectID}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`search-hit type-${hit.type}`}
                onMouseMove={() => i !== active && onHover(i)}
                onClick={(e) => onSelect(hit, e)}
              >
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: highlighted text from the site's own search index, escaped by the engine; safeHtml escapes every tag other than <mark> again. */}
                <span className="search-hit-title" dangerouslySetInnerHTML={{ __html: safeHtml(titleOf(hit)) }} />
                {pathOf(hit) && <span className="search-hit-path">{pathOf(hit)}</span>}
                <span className="search-hit-url">{url}</span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
