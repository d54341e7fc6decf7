import type { EmulatorResponse } from "./http-types"
import type { ResponseMessage } from "./messages"

/** Error entry of the v1, subscription and accounting modules: `{code, title, description, type}`. */
export interface ErrorEntry {
  code: string
  title: string
  description: string
  type: string
  fieldReference?: string
}

export function errorEntries(status: number, entries: ErrorEntry[]): EmulatorResponse {
  return { status, body: entries }
}

export function notFoundEntry(title: string, description: string): EmulatorResponse {
  return errorEntries(404, [{ code: "NOT_FOUND", title, description, type: "BusinessError" }])
}

/** Schema problems of these modules, in their own error shape. */
export function entriesFromMessages(messages: readonly ResponseMessage[]): ErrorEntry[] {
  return messages.map((m) => ({
    code: m.code,
    title: "Incorrect or missing information",
    description: m.message ?? "Invalid value.",
    type: "ValidationError",
    ...(m.fieldReference ? { fieldReference: m.fieldReference } : {}),
  }))
}

/** Converts a message-array 400 into the error-entry shape; other responses pass unchanged. */
export function asEntries(response: EmulatorResponse): EmulatorResponse {
  if (response.status === 400 && Array.isArray(response.body)) {
    return errorEntries(400, entriesFromMessages(response.body as ResponseMessage[]))
  }
  return response
}
