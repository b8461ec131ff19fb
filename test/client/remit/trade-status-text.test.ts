import { withStatusText } from '@client/api/remit-trade-tags';
import { httpFailureOf } from '@client/features/regulatory-reporting/trade-action/trade-answers';

/** An answer as HTTP/2 hands it to the browser: a status without a reason phrase. */
const http2Answer = (status: number) => ({
  request: new Request('http://localhost/api/remit/table1/modify', { method: 'POST' }),
  response: new Response(null, { status }),
});

describe("a trade page's failure summary over HTTP/2, which carries no status text", () => {
  it('reads Unauthorized for a 401, as the spec shows it, with no detail', () => {
    const meta = http2Answer(401);
    expect(meta.response.statusText).toBe('');
    const error = withStatusText({ status: 401, data: { errorMessage: 'Session ended.' } }, meta);
    expect(error.statusText).toBe('Unauthorized');
    expect(httpFailureOf(error)).toEqual({ severity: 'error', summary: 'Unauthorized', detail: undefined });
  });

  it("reads Conflict over the server's sentence for a stale change", () => {
    const error = withStatusText({ status: 409, data: { errorMessage: 'Changed by someone else.' } }, http2Answer(409));
    expect(httpFailureOf(error)).toMatchObject({
      summary: 'Conflict',
      detail: 'Changed by someone else.',
      stale: true,
    });
  });

  it('keeps the status text a response does carry, and names a status it has no phrase for by its number', () => {
    const meta = { ...http2Answer(418), response: new Response(null, { status: 418, statusText: "I'm a teapot" }) };
    expect(withStatusText({ status: 418, data: {} }, meta).statusText).toBe("I'm a teapot");
    const unnamed = withStatusText({ status: 418, data: {} }, http2Answer(418));
    expect(unnamed.statusText).toBe('');
    expect(httpFailureOf(unnamed).summary).toBe('HTTP 418');
  });
});
