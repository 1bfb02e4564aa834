/** A recorded request: method, URL, headers and the JSON body (if any). */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** JSON response helper. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A fetch stub for the SDK client (it receives a `Request`): answers with `handler` and keeps
 * every request for assertions.
 */
export function stubFetch(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: Request): Promise<Response> => {
    const text = await input.clone().text();
    const recorded: RecordedRequest = {
      method: input.method,
      url: new URL(input.url),
      headers: input.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    return handler(recorded);
  };
  return { fetch, requests };
}
