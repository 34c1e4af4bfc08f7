/** Lines in shiki's HTML: a code block's height before it is first laid out (.code-block in content.css) and in a section's estimate. */
export const codeLines = (html: string) => html.split('<span class="line').length - 1;
