/**
 * Where a name is cut into the pieces readers also type apart: a camelCase hump (distPath →
 * dist, path) and a version after a name of two letters or more (IE11 → ie, 11; webpack5 →
 * webpack, 5). Not after one letter (v4, h5, x64: a version tag or a code, typed whole), nor a
 * digit before letters (1px, 3rd, 100vh: a unit or an ordinal, not two names).
 */
const PIECE_BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Za-z]{2})(?=[0-9])/;

/** A name's pieces as written (case kept): `IE11` → IE, 11; `VueCLI` → Vue, CLI. */
export const piecesOf = (part: string): string[] => part.split(PIECE_BOUNDARY);

/** A product name followed by an acronym, as readers join them (VueCLI, ReactDOM): cut before the acronym. */
const ACRONYM_AFTER_NAME = /(?<=[A-Z][a-z]+)(?=[A-Z]{2,}\b)/g;

/**
 * The query as typed with a name and the acronym joined to it apart (`VueCLI config` → `Vue CLI
 * config`), or undefined when it has none. The engine lowercases a query before it reads it,
 * after which `VueCLI` is one word that only pages writing it joined hold. Other humps
 * (distPath) are option names the pages write joined; versions (IE11) the index holds both ways.
 */
export function piecesApart(query: string): string | undefined {
  const spaced = query.replace(ACRONYM_AFTER_NAME, " ");
  return spaced === query ? undefined : spaced;
}
