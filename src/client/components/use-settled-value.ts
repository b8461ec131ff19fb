import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `afterMs`: what is costly to show (a markdown preview of a
 * long text) follows a pause in typing instead of every keystroke. The first value is settled at once.
 */
export function useSettledValue<T>(value: T, afterMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(() => value), afterMs);
    return () => clearTimeout(timer);
  }, [value, afterMs]);
  return settled;
}
