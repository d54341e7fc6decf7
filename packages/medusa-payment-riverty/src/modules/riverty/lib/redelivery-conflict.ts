import { createHash } from "node:crypto"

/** What the inbox keeps of a conflicting redelivery's body: its digest and size, never the body. */
export interface RedeliveryConflict {
  sha256: string
  bytes: number
}

export function conflictOf(rawBody: string): RedeliveryConflict {
  return { sha256: createHash("sha256").update(rawBody, "utf8").digest("hex"), bytes: Buffer.byteLength(rawBody, "utf8") }
}
