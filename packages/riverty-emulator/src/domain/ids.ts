import { randomBytes, randomUUID } from "node:crypto"
import type { Counters } from "../state/types"

export function uuid(): string {
  return randomUUID()
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString("base64url")
}

/** Capture and refund numbers share one sequence, as in the service's examples (800090089, 800090092). */
export function nextTransactionNumber(counters: Counters): string {
  counters.transaction += 1
  return String(counters.transaction)
}

export function nextInvoiceNumber(counters: Counters): string {
  counters.invoice += 1
  return `INV${String(counters.invoice).padStart(9, "0")}`
}

export function nextCreditNoteNumber(counters: Counters): string {
  counters.invoice += 1
  return `CN${String(counters.invoice).padStart(9, "0")}`
}

export function nextCancellationNumber(counters: Counters): string {
  counters.cancellation += 1
  return `C${String(counters.cancellation).padStart(10, "0")}`
}

export function nextShippingNumber(counters: Counters): number {
  counters.shipping += 1
  return counters.shipping
}

export function nextCustomerNumber(counters: Counters): string {
  counters.customer += 1
  return `AP000${counters.customer}`
}

export function nextAccountNumber(counters: Counters): string {
  counters.account += 1
  return `ACC-${String(counters.account + 1).padStart(6, "0")}`
}
