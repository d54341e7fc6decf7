import { isDeadlineError, isRivertyError } from "riverty-client"

const MAX = 300

/**
 * An error as a log line can hold it: Riverty's errors by kind, status and code (their messages may
 * quote the request), others by name and a bounded message.
 */
export function describeReturnError(error: unknown): string {
  if (isDeadlineError(error)) return `riverty gave no answer within the deadline of ${error.deadlineMs} ms`
  if (isRivertyError(error)) {
    return [`riverty ${error.kind}`, error.status && `status ${error.status}`, error.code && `code ${error.code}`].filter(Boolean).join(", ")
  }
  if (error instanceof Error) return `${error.name}: ${error.message.slice(0, MAX)}`
  return String(error).slice(0, MAX)
}
