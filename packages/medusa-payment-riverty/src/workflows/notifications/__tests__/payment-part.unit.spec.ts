import type { MedusaContainer } from "@medusajs/framework/types"
import { NOTIFICATION_TYPES, PAYMENT_TRANSACTION_NOTIFICATION_TYPES, WEBHOOK_MESSAGE_NAMES } from "riverty-client"
import type { NotificationRecord } from "../../../modules/riverty"
import { paymentLedgerDrafts } from "../effects/payments"
import { isPaymentNotificationType } from "riverty-client"
import { paymentToProcess } from "../payment-steps"

// A notification without a payment part runs the three-step applyRivertyNotificationWorkflow,
// which skips the ledger, payment and reconciliation steps. That is only right while those steps
// do nothing for such a type, whatever its payload: checked here for every known type.

const TRANSACTION_TYPES = new Set<string>(Object.values(PAYMENT_TRANSACTION_NOTIFICATION_TYPES))

// A payload that would mean something to the payment steps if they looked at the type alone.
const busyPayload = {
  id: "n-1",
  parameters: { paymentTransactionToken: "R-1", statusChange: { from: "Authorized", to: "Captured" } },
  Header: { MessageName: "AuthorizeAccepted" },
  Body: { OrderNumber: "R-1", Status: "Accepted" },
}
const row = (type: string): NotificationRecord =>
  ({ id: "rvntf_1", notification_id: "n-1", type, order_number: "R-1", payload: busyPayload, attempts: 1 }) as unknown as NotificationRecord

const untouchable = {
  resolve: (key: string) => {
    throw new Error(`read ${key} for a notification without a payment part`)
  },
} as unknown as MedusaContainer

describe("isPaymentNotificationType", () => {
  it("holds for the payment transaction types and every BNPL webhook, and for no other type", () => {
    for (const type of NOTIFICATION_TYPES) expect([type, isPaymentNotificationType(type)]).toEqual([type, TRANSACTION_TYPES.has(type)])
    for (const name of WEBHOOK_MESSAGE_NAMES) expect(isPaymentNotificationType(`webhook/${name}`)).toBe(true)
    expect(isPaymentNotificationType("webhook/SomethingNew")).toBe(true)
    expect(isPaymentNotificationType("accounting/somethingNew")).toBe(false)
    expect(isPaymentNotificationType(null)).toBe(false)
    expect(isPaymentNotificationType(undefined)).toBe(false)
    expect(TRANSACTION_TYPES.size).toBeGreaterThan(0)
  })

  it("leaves the payment steps nothing to do for the types without one", async () => {
    const others = NOTIFICATION_TYPES.filter((type) => !isPaymentNotificationType(type))
    expect(others.length).toBeGreaterThan(0)
    for (const type of others) {
      expect([type, paymentLedgerDrafts(row(type))]).toEqual([type, []])
      await expect(paymentToProcess(untouchable, row(type))).resolves.toBeNull()
    }
  })

  it("gives the payment steps something to do for the types with one", async () => {
    for (const type of TRANSACTION_TYPES) expect([type, paymentLedgerDrafts(row(type)).length]).toEqual([type, 1])
    // R-1 names no payment session, so nothing is read; what counts is that it is looked at.
    await expect(paymentToProcess(untouchable, row("webhook/AuthorizeAccepted"))).resolves.toMatchObject({ orderNumber: "R-1" })
  })
})
