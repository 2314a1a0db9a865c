// The server's time now, ticking once a second (or as asked), from the measured server clock and the
// monotonic clock (DESIGN.md); the device clock only when no server time was ever seen.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { monotonicNow, serverNowMs } from '../../io/clock/serverClock';
import { serverClockAtom } from '../../state/session';

export function useServerNow(tickMs = 1000): number {
  const clock = useAtomValue(serverClockAtom);
  const read = () => (clock ? serverNowMs(clock, monotonicNow()) : Date.now());
  const [now, setNow] = useState(read);
  useEffect(() => {
    const tick = () => setNow(clock ? serverNowMs(clock, monotonicNow()) : Date.now());
    tick();
    const timer = setInterval(tick, tickMs);
    return () => clearInterval(timer);
  }, [clock, tickMs]);
  return now;
}
