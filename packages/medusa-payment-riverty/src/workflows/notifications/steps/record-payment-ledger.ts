import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { NotificationRecord } from "../../../modules/riverty"
import type { RivertyOrderCheck } from "../riverty-order-check"
import { recordLedgerEntries } from "../effects/ledger"
import { paymentLedgerDrafts } from "../effects/payment-ledger"

/**
 * Records a payment notification on the ledger, before Medusa's payment workflow: what Riverty
 * said stays true whatever a later step does, so there is nothing to compensate; the entries are
 * keyed by notification, and a retry adds none twice. The effect links them to the order made.
 * A notification Riverty's order contradicts is not put on it: Riverty did not say that.
 */
export const rivertyRecordPaymentLedgerStep = createStep(
  "riverty-record-payment-ledger",
  async (input: { notification: NotificationRecord | null; check?: RivertyOrderCheck | null }, { container }) => {
    const drafts = input.notification && !input.check?.contradiction ? paymentLedgerDrafts(input.notification) : []
    const added = drafts.length ? await recordLedgerEntries(container, input.notification!, drafts) : 0
    return new StepResponse(added)
  },
)
