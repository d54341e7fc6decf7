/**
 * Whether `error` is the one Next.js throws from `redirect()` (its `digest` starts with
 * `NEXT_REDIRECT`). The starter's `placeOrder` server action redirects to the confirmation page
 * that way: it is the success, not a failure. On the server a try/catch around it must rethrow it
 * (`rethrowIfNextRedirect`); in the browser the action's call rejects with it after Next's router
 * has already followed the redirect, so there the caller ignores it and throws nothing.
 * Duck-typed, so the kit needs no `next` import.
 */
export function isNextRedirectError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false
  const digest = (error as { digest?: unknown }).digest
  return typeof digest === "string" && digest.startsWith("NEXT_REDIRECT")
}

/** Rethrows Next's redirect error; returns for any other error. Call first in a catch block. */
export function rethrowIfNextRedirect(error: unknown): void {
  if (isNextRedirectError(error)) throw error
}
