import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readAuditTrailParameters, type AuditTrailParameters } from '@shared/contract/audit-trail-parameters';

/**
 * The page's parameters from its URL, or from the navigation state a welcome-page link opens it with.
 * State-borne parameters are then written into the URL (replacing the entry), so a reload, a bookmark
 * or a new tab shows the same trail.
 */
export function useAuditTrailParameters(): AuditTrailParameters {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const parameters = useMemo(() => readAuditTrailParameters(search, state), [search, state]);

  useEffect(() => {
    const inUrl = new URLSearchParams(search);
    const missing = Object.entries(parameters).filter(([name]) => !inUrl.has(name));
    if (missing.length === 0) return;
    for (const [name, value] of missing) inUrl.set(name, value);
    void navigate({ search: `?${inUrl.toString()}` }, { replace: true, state: null });
  }, [parameters, search, navigate]);

  return parameters;
}
