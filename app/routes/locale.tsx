// The language level of the route tree; its browser code is in the shell (components/routes).
export { LocaleErrorBoundary as ErrorBoundary, localeMeta as meta, OutletRoute as default } from "~/shell";
