import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export type RouteParameters<TName extends string> = Partial<Record<TName, string>>;

/** The named parameters of `search`, completed by those a navigation carried in its state. */
export function readRouteParameters<TName extends string>(
  names: readonly TName[],
  search: string,
  state: unknown,
): RouteParameters<TName> {
  const fromState = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const fromUrl = new URLSearchParams(search);
  const parameters: RouteParameters<TName> = {};
  for (const name of names) {
    const value = fromUrl.get(name) ?? fromState[name];
    if (typeof value === 'string' && value !== '') parameters[name] = value;
  }
  return parameters;
}

/**
 * A page's query parameters from its URL, or from the navigation state a welcome-page link opens it
 * with. State-borne ones are then written into the URL (replacing the entry), so a reload, a bookmark
 * or a new tab shows the same record.
 */
export function useRouteParameters<TName extends string>(names: readonly TName[]): RouteParameters<TName> {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const parameters = useMemo(() => readRouteParameters(names, search, state), [names, search, state]);

  useEffect(() => {
    const inUrl = new URLSearchParams(search);
    const missing = Object.entries(parameters).filter(([name]) => !inUrl.has(name));
    if (missing.length === 0) return;
    for (const [name, value] of missing) inUrl.set(name, String(value));
    void navigate({ search: `?${inUrl.toString()}` }, { replace: true, state: null });
  }, [parameters, search, navigate]);

  return parameters;
}
