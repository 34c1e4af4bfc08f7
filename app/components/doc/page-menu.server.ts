// The server renders the whole page menu into every doc page (without JavaScript its links are
// plain links); as a .server module this import is empty in the browser build, where the menu
// comes with the lazily loaded page-menu-live.ts.
export { LiveMenu } from "./LiveMenu";
