import data from "./versions.json";

/** When a name arrived in, was deprecated in or left the 1.x line; absent fields: already in 1.0.1 / not deprecated / still there. */
export interface VersionInfo {
  added?: string;
  deprecated?: string;
  removed?: string;
}

/**
 * The kinds of names the data file versions: config options ("dev.browserLogs"), plugin API
 * members ("transform", used as `api.transform`), members of the Rsbuild instance ("build") and of
 * its dev server ("sockWrite"), of the plugin object ("enforce"), of the environment context hooks receive ("manifest"),
 * exports of `@rsbuild/core` ("runCLI"), CLI flags and commands ("--env-dir", "rsbuild preview"), and the options of an
 * official plugin ("@rsbuild/plugin-react").
 */
export type VersionKind =
  | "config"
  | "api"
  | "instance"
  | "server"
  | "plugin"
  | "environment"
  | "export"
  | "cli"
  | `@rsbuild/plugin-${string}`;

/** A data file entry: the history and, per event, the release that shows it (registry types or upstream's source at a tag). */
export type VersionEntry = VersionInfo & { evidence?: Partial<Record<keyof VersionInfo, string>> };

interface VersionData {
  /** `registryGaps`: releases the registry lacks, read from upstream's source (scripts/versions/data/releases.json). */
  sources: Record<string, { first: string; last: string; releases: number; registryGaps: string[] }>;
  names: Record<string, Record<string, VersionEntry>>;
  /** Sub-options whose parent could not be read in the release before they appear, so their arrival is unknown. */
  undetermined: Record<string, string[]>;
}

const versions = data as VersionData;

/**
 * The 1.x history of one name, or undefined when it is in the first 1.x release and still current
 * (or unknown). A sub-option without its own entry arrived and left with the nearest option above
 * it that has one (the data file leaves out what only repeats the parent): `resolve.alias` → `resolve`.
 */
export function versionOf(kind: VersionKind, name: string): VersionInfo | undefined {
  const group = versions.names[kind];
  if (!group) return undefined;
  if (group[name]) return historyOf(group[name]);
  for (let at = name.lastIndexOf("."); at > 0; at = name.lastIndexOf(".", at - 1)) {
    const { added, removed } = group[name.slice(0, at)] ?? {};
    if (added || removed) return { ...(added && { added }), ...(removed && { removed }) };
  }
  return undefined;
}

const historyOf = ({ added, deprecated, removed }: VersionEntry): VersionInfo => ({
  ...(added && { added }),
  ...(deprecated && { deprecated }),
  ...(removed && { removed }),
});

/** Every versioned name of a kind. */
export function versionedNames(kind: VersionKind): [string, VersionInfo][] {
  return Object.entries(versions.names[kind] ?? {}).map(([name, entry]) => [name, historyOf(entry)]);
}

/** Which release shows each event of a name's own entry (registry types or upstream's source at a tag). */
export function evidenceOf(kind: VersionKind, name: string) {
  return versions.names[kind]?.[name]?.evidence;
}

/** The releases a package's names were read from: first and last 1.x release and how many. */
export function versionSource(pkg: string) {
  return versions.sources[pkg];
}
