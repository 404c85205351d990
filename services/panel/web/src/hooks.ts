import { useCallback, useEffect, useRef, useState } from "react";
import { api, ApiError } from "./api";

export interface Loaded<T> {
  data: T | undefined;
  error: ApiError | null;
  loading: boolean;
  reload(): void;
}

/** GET `path` (null: nothing yet); loading and error states for every request. */
export function useApi<T = unknown>(path: string | null, deps: unknown[] = []): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    setLoading(true);
    setError(null);
    api<T>("GET", path).then(
      (d) => live && (setData(d), setLoading(false)),
      (e) => live && (setError(e instanceof ApiError ? e : new ApiError(0, String(e?.message ?? e))), setLoading(false)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, tick, ...deps]);
  return { data, error, loading, reload: useCallback(() => setTick((t) => t + 1), []) };
}

/**
 * A write action: pending flag, error message, and a guard against double submits. `fieldErrors`:
 * a 400's `erros` by field (ApiError.fieldErrors), which a form shows beside each field (`Field`'s `error`).
 */
export function useAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const busy = useRef(false);
  const run = useCallback(async <T,>(fn: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      return await fn();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setFieldErrors(e instanceof ApiError ? e.fieldErrors : {});
      return undefined;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, error, setError, fieldErrors, run };
}
