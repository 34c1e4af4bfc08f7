import { benchmarkGroups, benchmarkSource } from "~/shared/config/landing";
import { t, usePageData } from "~/shell";
import { Benchmark } from "./Benchmark";
import { ToolStack } from "./ToolStack";

/** The landing benchmark in the page's language, for use in the home page's MDX. */
export function LandingBenchmark() {
  const lang = usePageData().page.lang;
  return (
    <Benchmark
      groups={benchmarkGroups(lang)}
      sourceUrl={benchmarkSource}
      sourceText={t(lang, "landing.benchmarkSource")}
      title={t(lang, "landing.benchmarkTitle")}
    />
  );
}

export function LandingToolStack() {
  const lang = usePageData().page.lang;
  return <ToolStack lang={lang} title={t(lang, "landing.toolsTitle")} description={t(lang, "landing.toolsDescription")} />;
}
