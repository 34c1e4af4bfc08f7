import { useEffect, useRef, useState, type ComponentType, type SyntheticEvent } from "react";
import { t } from "~/shared/i18n";
import type { LiveMenuProps, PendingAction } from "./LiveMenu";
import { LiveMenu as ServerMenu } from "./page-menu.server";
import { useIdle } from "~/hooks/useIdle";
import { useLang } from "~/hooks/useLang";
import { recoverChunk, takeIntent } from "~/lib/skew";

// The menu's inside (its state, items, copy code and keyboard/pointer behaviour) loads on the
// first hover, focus or click, or when the browser is idle after the app started, not with the
// page; until then the server's HTML stays as is.
const loadLive = () => import("./page-menu-live");

const buttonClass = (e: SyntheticEvent) => (e.target as Element).closest("button")?.classList[0];

/** The page menu: rendered by the server, live in the browser once the reader reaches for it. */
export function PageMenu({ routePath }: { routePath: string }) {
  const lang = useLang();
  const root = useRef<HTMLDivElement>(null);
  // On the server the full menu; in the browser (an empty .server import) undefined until loaded.
  const [Live, setLive] = useState<ComponentType<LiveMenuProps> | undefined>(() => ServerMenu);
  const [first] = useState(() => ({
    route: routePath,
    html: typeof document === "undefined" ? "" : (document.querySelector(".page-menu")?.innerHTML ?? ""),
  }));
  const pending = useRef<PendingAction>({});
  const load = () =>
    loadLive().then(
      (m) => setLive(() => m.LiveMenu),
      // Its code gone with a deploy: a click reloads the page in the new build, which replays it;
      // a hover or focus waits for the click.
      (error) => {
        if (pending.current.click) recoverChunk(error, undefined, `page-menu:${pending.current.click}`).catch(() => {});
      },
    );
  // Mounted by a client-side navigation (no server HTML) or moved to another page: load now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked on mount and when the route changes only; once Live is set it stays set, and first is read-only.
  useEffect(() => {
    const replay = takeIntent("page-menu");
    if (replay) pending.current.click = replay;
    if (!Live && (replay || !first.html || routePath !== first.route)) load();
  }, [routePath]);
  // Live before the reader reaches for it: its first tap then answers without a round trip.
  useIdle(() => Live || load());
  const remember = (key: keyof PendingAction) => (e: SyntheticEvent) => {
    pending.current[key] = buttonClass(e);
    load();
  };
  const inside = Live
    ? { children: <Live routePath={routePath} root={root} pending={pending.current} /> }
    : {
        dangerouslySetInnerHTML: { __html: first.html },
        onPointerEnter: load,
        onFocus: remember("focus"),
        // A press counts as the click: the inside may go live between the press and the click,
        // which then has no button to land on.
        onPointerDown: remember("click"),
        onPointerCancel: () => (pending.current.click = undefined),
        onClick: remember("click"),
      };
  // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields: a fieldset would add its border, padding and min-width.
  return <div className="page-menu" role="group" aria-label={t(lang, "pageMenu.label")} ref={root} {...inside} />;
}
