import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down once a second from the server’s retryAfterSeconds and stops at zero', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false });
    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ secondsLeft: 3, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('restarts from a new value and ignores a zero wait', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(0));
    expect(result.current.running).toBe(false);
    act(() => result.current.start(10));
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.secondsLeft).toBe(6);
    act(() => result.current.start(60));
    expect(result.current.secondsLeft).toBe(60);
  });
});
