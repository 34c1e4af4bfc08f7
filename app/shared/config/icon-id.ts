/** The id of an icon's <symbol> in the document's sprite (config/icons.json holds the shapes). */
export const iconSymbolId = (name: string) => `icon-shape-${name}`;
