import { useEffect, useId, useRef, useState } from 'react';
import { msUntilNextMidnight } from '../rules/next-midnight';
import { useServices } from '../environment/services';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Hours, minutes and seconds to the next puzzle (local midnight); `onEnd` starts it at zero. */
export function Countdown({ title, onEnd }: { title: string; onEnd: () => void }) {
  const { now, timeZone } = useServices();
  const [left, setLeft] = useState(() => msUntilNextMidnight(now(), timeZone()));
  const headingId = useId();
  const leftRef = useRef(left);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const remaining = msUntilNextMidnight(now(), timeZone());
      // Just past midnight the count starts again near 24 hours: the new day has come.
      const passedMidnight = remaining > leftRef.current;
      leftRef.current = remaining;
      setLeft(remaining);
      if (passedMidnight) onEndRef.current();
      // Wake on the next whole second, so the display never lags.
      timer = setTimeout(tick, remaining % 1000 || 1000);
    };
    timer = setTimeout(tick, msUntilNextMidnight(now(), timeZone()) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [now, timeZone]);

  return (
    <div className="countdown">
      <h3 id={headingId}>Next {title}</h3>
      <div className="countdown-time" role="timer" aria-labelledby={headingId}>
        {formatCountdown(left)}
      </div>
    </div>
  );
}
