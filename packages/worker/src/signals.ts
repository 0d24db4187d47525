/** One signal that aborts when any of several does, with the first reason. */
export function anySignal(signals: readonly (AbortSignal | undefined)[]): {
  signal: AbortSignal;
  dispose: () => void;
} {
  const controller = new AbortController();
  const live = signals.filter((s): s is AbortSignal => s !== undefined);
  const already = live.find((s) => s.aborted);
  if (already) {
    controller.abort(already.reason);
    return { signal: controller.signal, dispose: () => {} };
  }
  // Listeners are removed when the call ends, so a long-lived signal (one per table)
  // does not collect a listener for every call ever made with it.
  const listeners = live.map((source) => {
    const listener = () => controller.abort(source.reason);
    source.addEventListener('abort', listener, { once: true });
    return () => source.removeEventListener('abort', listener);
  });
  return {
    signal: controller.signal,
    dispose: () => {
      for (const remove of listeners) remove();
    },
  };
}
