import type { ReportingStore } from './send-client-error-report';

/** A code the user can quote to support, stored with the report it names ("UI-" and 8 hex digits). */
export function newReferenceCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return `UI-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/**
 * Sends one client error report carrying `referenceCode`; resolves to whether the server stored it,
 * so a page names the code only when support can find it. The sender comes with the error pages'
 * chunk, as for the global reporting.
 */
export async function reportWithReference(
  store: ReportingStore,
  error: unknown,
  url: string,
  referenceCode: string,
): Promise<boolean> {
  try {
    const { sendClientErrorReport } = await import(/* webpackChunkName: "error-pages" */ './send-client-error-report');
    return await sendClientErrorReport(store, error, url, referenceCode);
  } catch (reporterError) {
    console.error('The client error report could not be sent:', reporterError);
    return false;
  }
}
