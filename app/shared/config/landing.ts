import type { BenchmarkGroup } from "./types";

/**
 * The site's own icon (config/icons.json) for each emoji a feature card's frontmatter names:
 * emoji need an emoji font, which many machines lack (they show an empty box).
 */
export const featureIcons: Record<string, string> = {
  "⚡": "bolt",
  "🧰": "package",
  "🔌": "plug",
  "🔄": "migrate",
  "🌐": "layers",
  "🧭": "sliders",
};

/**
 * The icon a feature card draws: an icon name (`bolt`) used as is, an emoji mapped above, none
 * for anything else. (Names are not checked against icons.json here, which would put every
 * icon's path into the home page's JavaScript; a unit test checks the mapped ones.)
 */
export function featureIcon(icon: string | undefined): string | undefined {
  const value = icon?.trim() ?? "";
  return /^[a-z][a-z0-9-]*$/.test(value) ? value : featureIcons[value];
}

/**
 * react-10k case of the public build-tools-performance benchmark, run of 2025-12-23
 * (Rsbuild 1.7.0-beta.1, Vite 7.2.10 with Rolldown, webpack 5.103.0 with SWC); seconds.
 */
export const benchmarkSource = "https://github.com/rspack-contrib/build-tools-performance";

export function benchmarkGroups(lang: "en" | "zh"): BenchmarkGroup[] {
  const zh = lang === "zh";
  return [
    {
      label: zh ? "开发服务器启动" : "Dev server startup",
      metrics: [
        { desc: "Rsbuild 1.7", time: 0.986 },
        { desc: "Vite 7 (Rolldown)", time: 5.555 },
        { desc: "webpack 5 (SWC)", time: 18.459 },
      ],
    },
    {
      label: zh ? "生产构建" : "Production build",
      metrics: [
        { desc: "Rsbuild 1.7", time: 3.888 },
        { desc: "Vite 7 (Rolldown)", time: 1.824 },
        { desc: "webpack 5 (SWC)", time: 28.242 },
      ],
    },
    {
      label: zh ? "模块热更新（HMR）" : "Hot module replacement",
      metrics: [
        { desc: "Rsbuild 1.7", time: 0.099 },
        { desc: "Vite 7 (Rolldown)", time: 0.58 },
        { desc: "webpack 5 (SWC)", time: 3.099 },
      ],
    },
  ];
}
