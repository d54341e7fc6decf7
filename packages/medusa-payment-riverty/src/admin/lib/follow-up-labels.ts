import type { Translate } from "./locale"

// The follow-up work's kinds and statuses, named the same on the order panel and the settings page.
const KIND_KEYS: Record<string, string> = {
  capture_shipment: "riverty.followUp.kind.capture_shipment",
  void_remainder: "riverty.followUp.kind.void_remainder",
  return_notification: "riverty.followUp.kind.return_notification",
  update_order: "riverty.followUp.kind.update_order",
}

const STATUS_KEYS: Record<string, string> = {
  pending: "riverty.followUp.status.pending",
  running: "riverty.followUp.status.running",
  done: "riverty.followUp.status.done",
  dead: "riverty.followUp.status.dead",
}

/** A follow-up's kind in the admin's language (an unknown one as stored). */
export const followUpKindLabel = (kind: string, t: Translate): string => (KIND_KEYS[kind] ? t(KIND_KEYS[kind]) : kind)

/** A follow-up's status in the admin's language (an unknown one as stored). */
export const followUpStatusLabel = (status: string, t: Translate): string => (STATUS_KEYS[status] ? t(STATUS_KEYS[status]) : status)
