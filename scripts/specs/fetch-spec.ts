/**
 * Fetches one OpenAPI document over HTTP and returns it parsed, or a one-line reason why not.
 * Every failure is turned into a message rather than thrown, so the caller can report both specs.
 */
import {STATUS_CODES} from 'node:http';

export interface FetchSpecOptions {
  /** Limit for the whole exchange: connection, headers and body. */
  timeoutMs: number;
}

export type FetchSpecResult = {ok: true; document: unknown} | {ok: false; error: string};

/** A failure whose message is already the one to show. */
class FetchFailure extends Error {}

const MAX_DETAIL_LENGTH = 160;

export async function fetchSpec(url: string, {timeoutMs}: FetchSpecOptions): Promise<FetchSpecResult> {
  if (!isHttpUrl(url)) return {ok: false, error: `invalid URL "${url}" (expected http or https)`};
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const {text, bytes} = await download(url, controller.signal);
    return {ok: true, document: parseJson(text, bytes)};
  } catch (error) {
    // The abort also surfaces as a body-stream error, so check the signal before anything else.
    if (controller.signal.aborted) return {ok: false, error: `timed out after ${timeoutMs} ms`};
    if (error instanceof FetchFailure) return {ok: false, error: error.message};
    return {ok: false, error: describeNetworkError(error)};
  } finally {
    clearTimeout(timer);
  }
}

function isHttpUrl(url: string): boolean {
  return URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);
}

async function download(url: string, signal: AbortSignal): Promise<{text: string; bytes: number}> {
  const response = await fetch(url, {signal, headers: {accept: 'application/json'}});
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    const reason = response.statusText || STATUS_CODES[response.status] || '';
    throw new FetchFailure(`HTTP ${response.status}${reason ? ` ${reason}` : ''}`);
  }
  const body = await readBody(response, signal);
  const contentType = response.headers.get('content-type') ?? '';
  const text = decodeUtf8(body);
  if (looksLikeHtml(contentType, text)) throw new FetchFailure('expected JSON, got an HTML page');
  if (text.trimStart().startsWith('<')) {
    throw new FetchFailure(`expected JSON, got markup (${contentType || 'no content type'})`);
  }
  return {text, bytes: body.byteLength};
}

/** Reads the body chunk by chunk so a cut connection can be reported with the bytes received. */
async function readBody(response: Response, signal: AbortSignal): Promise<Uint8Array> {
  const declared = declaredLength(response);
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const {done, value} = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
      }
    } catch (error) {
      if (signal.aborted) throw error;
      throw new FetchFailure(truncationMessage(received, declared));
    }
  }
  if (declared !== undefined && received < declared) throw new FetchFailure(truncationMessage(received, declared));
  return Buffer.concat(chunks);
}

/**
 * Content-Length counts the bytes on the wire; with a content encoding fetch hands us the decoded
 * bytes, so the declared length is only comparable when the body is not encoded.
 */
function declaredLength(response: Response): number | undefined {
  const encoding = response.headers.get('content-encoding');
  if (encoding && encoding.toLowerCase() !== 'identity') return undefined;
  const header = response.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}

function truncationMessage(received: number, declared: number | undefined): string {
  return declared === undefined
    ? `body truncated: connection closed after ${received} bytes`
    : `body truncated: got ${received} of ${declared} bytes`;
}

function decodeUtf8(body: Uint8Array): string {
  try {
    // fatal: a mis-encoded body must not be silently "repaired" with replacement characters.
    return new TextDecoder('utf-8', {fatal: true}).decode(body);
  } catch {
    throw new FetchFailure('invalid JSON: the body is not valid UTF-8');
  }
}

function looksLikeHtml(contentType: string, text: string): boolean {
  return /html/i.test(contentType) || /^\s*<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>])/i.test(text);
}

function parseJson(text: string, bytes: number): unknown {
  if (text.trim() === '') throw new FetchFailure('invalid JSON: empty body');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A parse error at the very end of the input means the document stopped early.
    const position = /at position (\d+)/.exec(message)?.[1];
    const atEnd = /end of JSON input/i.test(message) || (position !== undefined && Number(position) >= text.trimEnd().length);
    if (atEnd) throw new FetchFailure(`body truncated: JSON ends unexpectedly after ${bytes} bytes`);
    throw new FetchFailure(`invalid JSON: ${shorten(message)}`);
  }
}

const NETWORK_ERRORS = new Map([
  ['ECONNREFUSED', 'connection refused'],
  ['ENOTFOUND', 'host not found'],
  ['EAI_AGAIN', 'host not found'],
  ['ECONNRESET', 'connection closed before a response was received'],
  ['UND_ERR_SOCKET', 'connection closed before a response was received'],
  ['ETIMEDOUT', 'connection timed out'],
  ['UND_ERR_CONNECT_TIMEOUT', 'connection timed out'],
]);

/** Maps undici's generic "fetch failed" to the cause a person can act on. */
function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const code = errorCode(cause);
  const known = code === undefined ? undefined : NETWORK_ERRORS.get(code);
  if (known !== undefined) return known;
  const message = cause instanceof Error ? cause.message : String(cause);
  if (code && /CERT|SSL|TLS|SELF_SIGNED/.test(code)) return `TLS error: ${shorten(message)}`;
  return `network error: ${shorten(message)}${code ? ` (${code})` : ''}`;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  // "localhost" may resolve to several addresses; Node then reports an AggregateError.
  if (error instanceof AggregateError) return errorCode(error.errors[0]);
  return undefined;
}

function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_DETAIL_LENGTH ? `${line.slice(0, MAX_DETAIL_LENGTH - 1)}…` : line;
}
