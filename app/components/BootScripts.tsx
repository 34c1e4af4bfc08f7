import { UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { useContext, useState } from "react";
import { PLAN_ID } from "~/boot/plan";
import { bootPlan, planText } from "~/lib/boot-plan.server";
import { bootScript } from "~/lib/head-scripts.server";

/**
 * In place of Remix's `<Scripts>`: the same hand-over of the server's data
 * (`window.__remixContext`), but instead of a module script that fetches and runs every module
 * at once, the plan of those modules (from Remix's manifest and the page's matches) and the
 * boot that runs it when the browser is idle (app/boot/). Rendered the same on both sides; in
 * the browser the texts are empty and React keeps the server's (it never runs them again).
 */
export function BootScripts() {
  const { manifest, serverHandoffString } = useContext(UNSAFE_RemixContext) ?? {};
  const matches = useMatches();
  // Written once, as Remix does: later renders (client navigations) must not change the nodes.
  const [texts] = useState(() =>
    serverHandoffString && manifest && bootPlan
      ? {
          context: `window.__remixContext = ${serverHandoffString};`,
          plan: planText(
            bootPlan(
              manifest,
              matches.map((m) => m.id),
            ),
          ),
        }
      : { context: "", plan: "" },
  );
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Remix's own serialized (escaped) data. */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: texts.context }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped. */}
      <script id={PLAN_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: texts.plan }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own boot, bundled at build time. */}
      <script type="module" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootScript ?? "" }} />
    </>
  );
}
