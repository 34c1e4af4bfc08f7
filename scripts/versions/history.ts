import type { VersionInfo } from "../../app/shared/content/versions.ts";
import type { Names } from "./extract.ts";

/**
 * From the names each release declares (oldest release first), when each name arrived, was
 * marked deprecated, or went away (and the sub-options whose arrival cannot be told, see below). Names of the first release get no `added`: they are the
 * baseline. A name is removed when the newest release lacks it; deprecated when a release marks
 * it and every later one that has it does too.
 */
export function history(releases: { version: string; names: Names }[]) {
  const out: Record<string, VersionInfo> = {};
  const undetermined: string[] = [];
  const latest = releases[releases.length - 1];
  const all = new Set(releases.flatMap((r) => [...r.names.keys()]));
  for (const name of [...all].sort()) {
    const present = releases.map((r) => r.names.get(name));
    const first = present.findIndex(Boolean);
    let last = present.length - 1;
    while (!present[last]) last--;
    const info: VersionInfo = {};
    const parent = name.slice(0, name.lastIndexOf("."));
    if (first > 0 && name.includes(".") && releases[first - 1].names.get(parent)?.opaque) {
      // The parent was there but unreadable: the sub-option may be older than the release that shows it.
      undetermined.push(name);
      continue;
    }
    if (first > 0) info.added = releases[first].version;
    let deprecatedFrom = -1;
    for (let i = last; i >= first && present[i]?.deprecated !== false; i--) if (present[i]) deprecatedFrom = i;
    if (deprecatedFrom > 0) info.deprecated = releases[deprecatedFrom].version;
    if (!latest.names.has(name)) info.removed = releases[last + 1].version;
    if (Object.keys(info).length) out[name] = info;
  }
  // A sub-option that arrived or left with its parent says nothing the parent's note does not.
  const found = structuredClone(out);
  for (const [name, info] of Object.entries(out)) {
    const parent = found[name.slice(0, name.lastIndexOf("."))];
    if (!name.includes(".") || !parent) continue;
    if (info.added === parent.added) delete info.added;
    if (info.removed === parent.removed) delete info.removed;
    if (info.deprecated === parent.deprecated) delete info.deprecated;
    if (!Object.keys(info).length) delete out[name];
  }
  return { versions: out, undetermined };
}
