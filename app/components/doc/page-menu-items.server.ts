// The server renders the page menu's items into every doc page (without JavaScript they are
// plain links); as a .server module this import is empty in the browser build, where the
// items come with the lazily loaded page-menu-live.ts.
export { PageMenuItems } from "./PageMenuItems";
