/**
 * The theme's middleware persists what a reader types into the request explorer (credentials,
 * servers, content types). Our API pages have no explorer form (see ./index.tsx), so there is nothing
 * to persist; the original is replaced because it imports the crypto-js helpers by a relative path.
 */
type Dispatch = (action: unknown) => unknown;
type Middleware = () => (next: Dispatch) => Dispatch;

export function createPersistenceMiddleware(): Middleware {
  return () => (next) => (action) => next(action);
}
