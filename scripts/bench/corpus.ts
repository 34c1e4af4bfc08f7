import fs from "node:fs";
import path from "node:path";

const words =
  "rsbuild builds web applications with rspack and keeps configuration small while the dev server starts quickly and hot updates stay fast across large projects".split(
    " ",
  );

function paragraph(seed: number, length: number) {
  return `${Array.from({ length }, (_, i) => words[(seed * 7 + i * 3) % words.length]).join(" ")}.`;
}

const code = (i: number) => `\`\`\`ts title="rsbuild.config.ts"
import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  server: { port: ${3000 + i} },
  output: { distPath: { root: 'dist-${i}' }, filenameHash: true },
  source: { define: { VERSION: JSON.stringify('${i}.0.0') } },
});
\`\`\``;

/** A page of realistic length: about 650 words, 3 code blocks, 6 headings, a container. */
function page(lang: string, i: number) {
  const sections = Array.from(
    { length: 6 },
    (_, s) =>
      `## Section ${s} {#section-${s}}\n\n${paragraph(i + s, 80)}\n\n${paragraph(i + s + 1, 25)}\n\n${s % 2 ? code(i + s) : "- one item\n- another `item`\n- a third item"}`,
  );
  return `---\ntitle: Page ${i}\ndescription: Generated ${lang} page ${i}.\n---\n\n# Page ${i}\n\n${paragraph(i, 40)}\n\n:::tip Note\n${paragraph(i, 20)}\n:::\n\n${sections.join("\n\n")}\n`;
}

/** Writes 200 pages per language under dir/content. */
export function writeCorpus(dir: string, perLanguage = 200) {
  for (const lang of ["en", "zh"]) {
    for (let i = 0; i < perLanguage; i++) {
      const file = path.join(dir, "content", lang, `section-${i % 10}`, `page-${i}.mdx`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, page(lang, i));
    }
  }
}
