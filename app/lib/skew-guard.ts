// The part of the deploy policy that the boot (app/boot/) and the app (lib/skew.ts) both run:
// one session record per tab, so whichever of them leaves a build, the other respects it.

/** Session storage that may refuse (then a guard lasts for this document only). */
export function session(key: string, value?: string | null): string | null {
  try {
    if (value === undefined) return sessionStorage.getItem(key);
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {}
  return null;
}

/** When this tab last left a build for a fresh document, and which build: "<ms> <build>". */
const TRIP_KEY = "rsbuild-skew-trip";
/** An action the app was finishing when it reloaded for a new build (lib/skew.ts `takeIntent`). */
export const INTENT_KEY = "rsbuild-skew-intent";
/** An action the reader took before the app was live, to replay in the same page loaded again (app/boot/). */
export const REPLAY_KEY = "rsbuild-boot-replay";
/** Long enough to span a document load; short enough that a later deploy is handled again. */
const TRIP_MS = 60_000;

/** False when this tab already left `build` for a fresh document less than a minute ago and got the same build back. */
export function mayLeave(build: string): boolean {
  const [at, from] = (session(TRIP_KEY) ?? "0 ").split(" ");
  return from !== build || Date.now() - Number(at) > TRIP_MS;
}

/** Notes that the tab leaves `build` now. */
export const remember = (build: string) => session(TRIP_KEY, `${Date.now()} ${build}`);

/** A promise that never settles: the document is being replaced, so its importer must not go on. */
export const never = () => new Promise<never>(() => {});
