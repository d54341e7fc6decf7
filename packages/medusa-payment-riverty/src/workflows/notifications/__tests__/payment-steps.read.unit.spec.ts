import type { MedusaContainer } from "@medusajs/framework/types"
import { parseModuleOptions, type NotificationRecord } from "../../../modules/riverty"
import { projectingQuery } from "../../../providers/riverty/operations/__tests__/support/projecting-query"
import { paymentToProcess } from "../payment-steps"

// The notification path reads a stored payment notification once: which session its order number
// names, that the session is a Riverty provider's, and what it means for Medusa; from the inbox
// row and Medusa's Query only (no signature, no second parse, no call to Riverty). This replaces
// the provider's getWebhookActionAndData session checks, which are inert now.

const pluginOptions = parseModuleOptions({
  personalDataKey: "a".repeat(64),
  environment: "emulator",
  baseUrl: "http://127.0.0.1:1",
  apiKeys: { DE: "k" },
  backendUrl: "http://localhost:9000",
  storefrontUrl: "http://localhost:8000",
})
const providerOptions = (orderNumberPrefix?: string) => (orderNumberPrefix !== undefined ? { orderNumberPrefix } : {})

function containerWith(sessions: Record<string, unknown>[], orderNumberPrefix?: string) {
  const query = projectingQuery({ payment_session: sessions, order_payment_collection: [{ payment_collection_id: "paycol_1", order_id: "order_1" }] })
  const configModule = { modules: { payment: { options: { providers: [{ resolve: "./src/providers/riverty", id: "riverty", options: providerOptions(orderNumberPrefix) }] } } } }
  const registrations: Record<string, unknown> = { query, configModule, riverty: { options: pluginOptions } }
  const container = {
    resolve: (key: string) => {
      if (!(key in registrations)) throw new Error(`unexpected resolve ${key}`)
      return registrations[key]
    },
    hasRegistration: () => false,
  } as unknown as MedusaContainer
  return { container, query }
}

const row = (type: string, orderNumber: string | null, payload: unknown): NotificationRecord =>
  ({ id: "rnot_1", notification_id: "n-1", type, order_number: orderNumber, payload, attempts: 1 }) as unknown as NotificationRecord

const authorizedFor = (token: string) =>
  row("payments/transactionAuthorized", token, {
    id: "n-1",
    timestamp: "2026-11-21T10:00:00.0000000+00:00",
    type: "payments/transactionAuthorized",
    parameters: { paymentTransactionToken: token, statusChange: { from: null, to: "Authorized" } },
  })

const rivertySession = { id: "payses_1", amount: 23.8, provider_id: "pp_riverty-installments_riverty", payment_collection_id: "paycol_1" }

describe("paymentToProcess", () => {
  it("gives processPaymentWorkflow the Riverty session with its amount, and the order its cart has", async () => {
    const { container } = containerWith([{ id: "payses_other", amount: 1, provider_id: "pp_riverty-invoice_riverty", payment_collection_id: "x" }, rivertySession])
    await expect(paymentToProcess(container, authorizedFor("payses_1"))).resolves.toEqual({
      orderNumber: "payses_1",
      sessionId: "payses_1",
      providerId: "pp_riverty-installments_riverty",
      orderId: "order_1",
      action: "authorized",
      process: { action: "authorized", data: { session_id: "payses_1", amount: 23.8 } },
      outcome: "payment: authorized",
      // Resolved once here, and handed to the ledger and the effect.
      link: { paymentSessionId: "payses_1", paymentSessionAmount: 23.8, providerId: "pp_riverty-installments_riverty", paymentCollectionId: "paycol_1", orderId: "order_1" },
    })
  })

  it("processes nothing for a session of another provider, or one that does not exist", async () => {
    const foreign = containerWith([{ ...rivertySession, provider_id: "pp_system_default" }])
    await expect(paymentToProcess(foreign.container, authorizedFor("payses_1"))).resolves.toMatchObject({
      process: null,
      action: null,
      outcome: "payment: provider pp_system_default is not a Riverty provider",
    })
    const none = containerWith([])
    await expect(paymentToProcess(none.container, authorizedFor("payses_1"))).resolves.toMatchObject({ process: null, outcome: "no matching payment session" })
  })

  it("processes nothing for an order number another store (another prefix) issued", async () => {
    const { container } = containerWith([rivertySession], "SHOP-")
    await expect(paymentToProcess(container, authorizedFor("payses_1"))).resolves.toMatchObject({ process: null, outcome: "payment: not_supported" })
  })

  it("reads nothing for a notification without an order number, or one that moves no payment", async () => {
    const { container, query } = containerWith([rivertySession])
    await expect(paymentToProcess(container, row("payments/transactionAuthorized", null, {}))).resolves.toBeNull()
    await expect(paymentToProcess(container, row("accounting/paymentReceived", "payses_1", {}))).resolves.toBeNull()
    const declined = { Header: { MessageName: "CustomerAuthenticationCompleted" }, Body: { OrderNumber: "payses_1", Status: "Cancelled" } }
    await expect(paymentToProcess(container, row("webhook/CustomerAuthenticationCompleted", "payses_1", declined))).resolves.toBeNull()
    expect(query.calls).toHaveLength(0)
  })

  it("processes an accepted BNPL authentication webhook like transactionAuthorized", async () => {
    const { container } = containerWith([rivertySession])
    const accepted = { Header: { MessageName: "CustomerAuthenticationCompleted" }, Body: { OrderNumber: "payses_1", Status: "Accepted" } }
    await expect(paymentToProcess(container, row("webhook/CustomerAuthenticationCompleted", "payses_1", accepted))).resolves.toMatchObject({
      process: { action: "authorized", data: { session_id: "payses_1", amount: 23.8 } },
    })
  })

  it("does not map captures or cancellations to a Medusa workflow: they are reconciled by the effect", async () => {
    const { container } = containerWith([rivertySession])
    const captured = row("payments/transactionCaptured", "payses_1", {
      parameters: { paymentTransactionToken: "payses_1", statusChange: { from: "Authorized", to: "Captured" } },
    })
    await expect(paymentToProcess(container, captured)).resolves.toMatchObject({ process: null, sessionId: "payses_1", orderId: "order_1" })
  })

  it("fails with Query's error, so the inbox retries, instead of dropping the notification or acting on a wrong amount", async () => {
    const { container } = containerWith([rivertySession])
    const failing = {
      resolve: (key: string) => (key === "query" ? { graph: async () => Promise.reject(new Error("database unavailable (injected)")) } : container.resolve(key)),
      hasRegistration: () => false,
    } as unknown as MedusaContainer
    await expect(paymentToProcess(failing, authorizedFor("payses_1"))).rejects.toThrow("database unavailable (injected)")
    await expect(paymentToProcess(container, authorizedFor("payses_1"))).resolves.toMatchObject({ process: { data: { amount: 23.8 } } })
  })
})
