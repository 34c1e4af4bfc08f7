import type { DevError } from "~/shared/content/dev-tree";

/**
 * Development only (`npm run dev`): reloads the tab when the worker or the pages changed
 * (the dev server's event stream, through the worker) and shows content errors over the page.
 * An inline script, so its hash is in the page's CSP like the others.
 */
const RELOADER = [
  `(function(){var s=document.currentScript,`,
  `v={worker:s.getAttribute("data-worker"),content:s.getAttribute("data-content")},`,
  `e=new EventSource("/__dev/events");`,
  `["worker","content"].forEach(function(k){e.addEventListener(k,function(m){if(m.data!==v[k]){e.close();location.reload()}})})})();`,
].join("");

const panel = {
  position: "fixed",
  insetInline: "1rem",
  bottom: "1rem",
  zIndex: 9999,
  maxHeight: "50vh",
  overflow: "auto",
  padding: "1rem 1.25rem",
  borderRadius: "8px",
  background: "#1f1f1f",
  color: "#ffd7d7",
  borderTop: "4px solid #e5484d",
  font: "14px/1.5 ui-monospace, monospace",
  boxShadow: "0 8px 30px rgba(0,0,0,.4)",
} as const;

export function DevClient({ build, worker, errors }: { build: string; worker: string; errors: DevError[] }) {
  return (
    <>
      {errors.length > 0 && (
        <div role="alert" data-dev-errors="" style={panel}>
          <strong>Content error{errors.length > 1 ? "s" : ""}: the page shows the last version that compiled</strong>
          {errors.map((e) => (
            <pre key={e.file + e.line} style={{ margin: ".75rem 0 0", whiteSpace: "pre-wrap" }}>
              {`${e.file}${e.line ? `:${e.line}:${e.column}` : ""}\n${e.message}`}
            </pre>
          ))}
        </div>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: RELOADER is the constant script above, and this component only renders under `npm run dev`. */}
      <script data-content={build} data-worker={worker} dangerouslySetInnerHTML={{ __html: RELOADER }} />
    </>
  );
}
