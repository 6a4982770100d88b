import { useEffect, useState, type DependencyList } from 'react';

/** The states of anything the app loads (docs/design.md#loading-and-access): idle, loading, a value or an error. */
export type Loadable<T> = { state: 'idle' } | { state: 'loading' } | { state: 'value'; value: T } | { state: 'error'; error: unknown };

/**
 * Runs `load` whenever `deps` change and tracks its outcome; answers of superseded runs are
 * dropped. With `keepValue`, a reload keeps showing the previous value until the new one arrives.
 * A `null` loader leaves the state idle.
 */
export function useLoadable<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  deps: DependencyList,
  options: { keepValue?: boolean } = {},
): Loadable<T> {
  const [loadable, setLoadable] = useState<Loadable<T>>(load ? { state: 'loading' } : { state: 'idle' });
  useEffect(() => {
    if (!load) {
      setLoadable({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLoadable((previous) => (options.keepValue && previous.state === 'value' ? previous : { state: 'loading' }));
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setLoadable({ state: 'value', value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoadable({ state: 'error', error });
      },
    );
    return () => controller.abort();
    // The caller names the dependencies of `load`, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names load's dependencies
  }, deps);
  return loadable;
}
