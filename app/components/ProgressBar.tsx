import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useLang } from "~/hooks/useLang";
import { t } from "~/shared/i18n";
import { progress, trickle } from "~/lib/progress";

/** A thin top bar while a navigation loads, shown only when it takes over 200 ms (no spinner). */
export function ProgressBar() {
  const lang = useLang();
  const busy = useNavigation().state !== "idle";
  const [value, setValue] = useState<number | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const clear = () => timers.current.splice(0).forEach((t) => clearTimeout(t));
    clear();
    if (busy) {
      timers.current.push(
        setTimeout(() => {
          setValue(progress.minimum);
          const tick = () => {
            setValue((v) => trickle(v ?? progress.minimum));
            timers.current.push(setTimeout(tick, progress.trickleInterval));
          };
          timers.current.push(setTimeout(tick, progress.trickleInterval));
        }, progress.delay),
      );
    } else {
      setValue((v) => (v === null ? null : 1));
      timers.current.push(setTimeout(() => setValue(null), progress.speed * 2));
    }
    return clear;
  }, [busy]);

  if (value === null) return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={t(lang, "progress.label")}
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={value}
    >
      <div className="progress-bar-fill" style={{ transform: `scaleX(${value})`, transition: `transform ${progress.speed}ms linear` }} />
    </div>
  );
}
