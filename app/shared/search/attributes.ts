/** The record's hierarchy as the provider's API names its attributes, top level first. */
export const HIERARCHY_ATTRIBUTES = [
  "hierarchy.lvl0",
  "hierarchy.lvl1",
  "hierarchy.lvl2",
  "hierarchy.lvl3",
  "hierarchy.lvl4",
  "hierarchy.lvl5",
  "hierarchy.lvl6",
] as const;
