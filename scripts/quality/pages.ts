/**
 * The pages the budget and Lighthouse checks measure: the landing page, a guide page,
 * a config page and a Chinese page. `layout` picks the JavaScript budget (the landing
 * page carries its own sections, doc pages the sidebar and outline).
 */
export const QUALITY_PAGES = [
  { name: "home", path: "/", layout: "home" },
  { name: "guide", path: "/guide/start/quick-start", layout: "doc" },
  { name: "config", path: "/config/server/port", layout: "doc" },
  { name: "zh guide", path: "/zh/guide/start/", layout: "doc" },
];
