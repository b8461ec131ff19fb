import { act, renderHook } from '@testing-library/react';
import { useSettledValue } from '@client/components/use-settled-value';

// The help editor's preview follows the text once typing pauses, not with every keystroke.
describe('a settled value', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is the first value at once, and a later one only when it has stopped changing for the pause', () => {
    const hook = renderHook(({ value }) => useSettledValue(value, 150), { initialProps: { value: 'a' } });
    expect(hook.result.current).toBe('a');
    for (const typed of ['ab', 'abc', 'abcd']) {
      hook.rerender({ value: typed });
      act(() => jest.advanceTimersByTime(100));
      // Typing on within the pause: the preview still shows the text before.
      expect(hook.result.current).toBe('a');
    }
    act(() => jest.advanceTimersByTime(149));
    expect(hook.result.current).toBe('abcd');
  });

  it('settles on the last value when typing stops, whatever came between', () => {
    const hook = renderHook(({ value }) => useSettledValue(value, 150), { initialProps: { value: 1 } });
    hook.rerender({ value: 2 });
    hook.rerender({ value: 3 });
    act(() => jest.advanceTimersByTime(150));
    expect(hook.result.current).toBe(3);
  });
});
