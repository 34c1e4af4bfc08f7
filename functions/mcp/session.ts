/**
 * The server's sessions keep nothing: initialize hands out a random id (the spec lets a server
 * assign one) so that clients which expect a session get one, and the id is never stored. What
 * the server can check is the id's form: one it could not have issued names no session of its
 * own, and the spec's answer to an unknown session is 404, after which the client starts anew.
 * A well-formed id from elsewhere is taken as ours; it reaches only what no id reaches, public
 * read-only docs (decision 0091).
 */
const ISSUED = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fresh session id for an initialize answer: 122 random bits, visible ASCII as the spec asks. */
export const newSessionId = (): string => crypto.randomUUID();

/** Whether a request may go on with this Mcp-Session-Id: none (a stateless client), or one of the issued form. */
export const sessionAccepted = (header: string | null): boolean => header === null || ISSUED.test(header);

/** Whether a JSON-RPC message opens a session (initialize is the one request sent without an id). */
export const opensSession = (message: unknown): boolean =>
  !!message && typeof message === "object" && "method" in message && message.method === "initialize";
