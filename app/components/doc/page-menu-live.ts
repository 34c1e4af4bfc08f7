import "~/shell";
// ~/shell is imported for the shared chunk only (see app/shell.ts): this module loads lazily,
// on the first hover, focus or click of a page menu, so a page view that never uses it pays nothing.
export { LiveMenu } from "./LiveMenu";
