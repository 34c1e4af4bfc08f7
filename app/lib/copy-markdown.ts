import { copyText } from "./clipboard";

async function fetchText(path: string): Promise<string> {
  const response = await fetch(path, { headers: { accept: "text/markdown" } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

/**
 * Copies the Markdown served at path; resolves true once it is on the clipboard. Where the
 * clipboard accepts an item whose content is still arriving, the write starts at once, inside
 * the click (Safari requires that); elsewhere the text is fetched first, then written.
 */
export async function copyMarkdown(path: string): Promise<boolean> {
  const text = fetchText(path);
  text.catch(() => {});
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": text.then((t) => new Blob([t], { type: "text/plain" })) })]);
      return true;
    } catch {
      // No pending items here, or the write was refused: the plain text path below.
    }
  }
  try {
    return await copyText(await text);
  } catch {
    return false;
  }
}
