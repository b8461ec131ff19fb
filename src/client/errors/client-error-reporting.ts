import type { ReportingStore } from './send-client-error-report';

/**
 * Posts every unhandled error and unhandled promise rejection to the server and logs it to the
 * console (access spec section 8). The sender is loaded on the first error, keeping it out of the
 * login page's bundle. One report at a time, so an error storm (a render loop) does not flood the
 * server; the report's own failure is never reported (the request's error is swallowed, anything the
 * reporter throws is only logged), so a broken reporter cannot loop. Returns the uninstaller.
 */
export function installClientErrorReporting(store: ReportingStore, target: Window = window): () => void {
  let reporting = false;

  const report = async (error: unknown) => {
    console.error('Unhandled client error:', error);
    if (reporting) return;
    reporting = true;
    try {
      const { sendClientErrorReport } = await import(
        /* webpackChunkName: "error-pages" */ './send-client-error-report'
      );
      await sendClientErrorReport(store, error, target.location.href);
    } catch (reporterError) {
      console.error('The client error report could not be sent:', reporterError);
    } finally {
      reporting = false;
    }
  };

  const onError = (event: ErrorEvent) => void report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => void report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
