export const COPY_SUCCESS_MS = 2000;

/** The prompt text when the clipboard cannot be written: the reader copies by hand. */
export function copyPromptText(isMac: boolean): string {
  return `Copy to clipboard: ${isMac ? "⌘+C" : "Ctrl+C"}, Enter`;
}

/** Writes text to the clipboard; on failure shows it in a prompt to copy by hand. Resolves true on success. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const isMac = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
    window.prompt(copyPromptText(isMac), text);
    return false;
  }
}
