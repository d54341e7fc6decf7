/**
 * One `Idempotency-Key` per submit: the same submit sent again (a retry after a failure, a double
 * click while the first is still running) reuses its key, so the server answers it with the first
 * result; once a submit succeeded, the next one gets a new key.
 */
const pending = new Map<string, { body: string; key: string }>()

const newKey = (): string =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

/** The key of this submit of `scope` (an order and an action) with this body. */
export function submitKeyFor(scope: string, body: unknown): string {
  const serialized = JSON.stringify(body ?? {})
  const current = pending.get(scope)
  if (current && current.body === serialized) return current.key
  const key = newKey()
  pending.set(scope, { body: serialized, key })
  return key
}

/** The submit of `scope` succeeded: the next one is a new submit. */
export function submitSucceeded(scope: string): void {
  pending.delete(scope)
}

/** Sends a write with its submit's key and forgets the key once the server accepted it. */
export async function sendOnce<T>(scope: string, body: unknown, send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const result = await send({ "Idempotency-Key": submitKeyFor(scope, body) })
  submitSucceeded(scope)
  return result
}
