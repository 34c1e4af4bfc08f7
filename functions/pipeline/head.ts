/**
 * The answer to a HEAD request: the GET's status and headers, no body. The length is left
 * out: the runtime may compress the GET per Accept-Encoding, so no single length is right.
 */
export function withoutBody(response: Response): Response {
  void response.body?.cancel();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(null, { status: response.status, statusText: response.statusText, headers });
}
