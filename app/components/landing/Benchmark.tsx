import { useEffect, useRef, useState } from "react";
import { barWidth, formatTime, maxTime, type BenchmarkGroup } from "~/lib/benchmark";

/** Counts from 0 to `time` over `time` seconds once started. */
function CountUp({ time, started }: { time: number; started: boolean }) {
  const [value, setValue] = useState(time);
  useEffect(() => {
    if (!started) return setValue(0);
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / (time * 1000));
      setValue(time * progress);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [started, time]);
  return <>{formatTime(value)}</>;
}

/**
 * Horizontal bars scaled to the largest time of all groups. They grow once, linearly,
 * over as many seconds as they measure, when first scrolled into view. Without
 * JavaScript the final bars and times are shown.
 */
export function Benchmark({
  groups,
  sourceUrl,
  sourceText,
  title,
}: {
  groups: BenchmarkGroup[];
  sourceUrl: string;
  sourceText: string;
  title: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<"static" | "waiting" | "running">("static");
  const max = maxTime(groups);
  useEffect(() => {
    const el = ref.current;
    if (!el || !("IntersectionObserver" in window)) return;
    setPhase("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setPhase("running");
          observer.disconnect();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    // data-hydrate: the page content hydrates as this nears the viewport, so the bars can grow.
    <section className="benchmark" aria-labelledby="benchmark-title" ref={ref} data-phase={phase} data-hydrate="visible">
      <h2 id="benchmark-title" className="landing-title">
        {title}
      </h2>
      <div className="benchmark-groups">
        {groups.map((group) => (
          <div key={group.label} className="benchmark-group">
            <h3 className="benchmark-label">{group.label}</h3>
            {group.metrics.map((m) => (
              <div key={m.desc} className="benchmark-row">
                <span className="benchmark-desc">{m.desc}</span>
                <div className="benchmark-track">
                  <div
                    className="benchmark-bar"
                    data-time={m.time}
                    style={{
                      width: `${(phase === "waiting" ? 0 : barWidth(m.time, max)) * 100}%`,
                      transition: phase === "running" ? `width ${m.time}s linear` : "none",
                    }}
                  />
                </div>
                <span className="benchmark-time">
                  {phase === "static" ? formatTime(m.time) : <CountUp time={m.time} started={phase === "running"} />}
                </span>
              </div>
            ))}
          </div>
        ))}
      </div>
      <p className="benchmark-source">
        <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
          {sourceText}
        </a>
      </p>
    </section>
  );
}
