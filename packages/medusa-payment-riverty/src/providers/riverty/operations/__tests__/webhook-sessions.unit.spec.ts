// getWebhookActionAndData after the signature: which notifications name a session of this store,
// and that the session must be a Riverty provider's (read through a Query that answers only what
// it is asked, support/projecting-query.ts).
import { parseProviderOptions } from "../../../../connection"
import { signNotification } from "riverty-client"
import { RECEIVED_AT_HEADER } from "../../received-at"
import type { OperationContext } from "../context"
import { getWebhookActionAndData } from "../webhook"
import { projectingQuery } from "./support/projecting-query"

const secret = "notify-secret-for-the-webhook-session-tests"
const signedAt = 1_790_000_000

function contextWith(sessions: Record<string, unknown>[], orderNumberPrefix?: string) {
  const options = parseProviderOptions({
    environment: "emulator",
    baseUrl: "http://127.0.0.1:1",
    apiKeys: { DE: "k" },
    backendUrl: "http://localhost:9000",
    storefrontUrl: "http://localhost:8000",
    notificationSecret: secret,
    ...(orderNumberPrefix !== undefined ? { orderNumberPrefix } : {}),
  })
  const warnings: string[] = []
  const query = projectingQuery({ payment_session: sessions })
  const ctx = { options, method: "invoice", logger: { warn: (m: string) => warnings.push(m) }, query } as unknown as OperationContext
  return { ctx, warnings, query }
}

function signed(body: unknown, data: unknown = body) {
  const raw = Buffer.from(JSON.stringify(body))
  return { data, rawData: raw, headers: { "riverty-signature": signNotification(raw, secret, signedAt), [RECEIVED_AT_HEADER]: String(signedAt) } } as never
}

const authorizedFor = (token: string) => ({
  id: "n-1",
  timestamp: "2026-11-21T10:00:00.0000000+00:00",
  type: "payments/transactionAuthorized",
  parameters: { paymentTransactionToken: token, statusChange: { from: null, to: "Authorized" } },
})

describe("getWebhookActionAndData, the session", () => {
  it("acts on the session of a Riverty provider, with its amount, reading only its id, amount and provider", async () => {
    const { ctx, query } = contextWith([
      { id: "payses_other", amount: 1, provider_id: "pp_riverty-invoice_riverty" },
      { id: "payses_1", amount: 23.8, provider_id: "pp_riverty-installments_riverty", extra: "x" },
    ])
    await expect(getWebhookActionAndData(ctx, signed(authorizedFor("payses_1")))).resolves.toEqual({ action: "authorized", data: { session_id: "payses_1", amount: 23.8 } })
    expect(query.calls).toEqual([{ entity: "payment_session", fields: ["id", "amount", "provider_id"], filters: { id: "payses_1" } }])
  })

  it("ignores, with a warning naming the order and the session, a session of another provider, without a provider, or none", async () => {
    for (const sessions of [[{ id: "payses_1", amount: 5, provider_id: "pp_system_default" }], [{ id: "payses_1", amount: 5, provider_id: 12 }], []]) {
      const { ctx, warnings } = contextWith(sessions)
      await expect(getWebhookActionAndData(ctx, signed(authorizedFor("payses_1")))).resolves.toEqual({ action: "not_supported" })
      expect(warnings).toEqual(["Riverty: notification for payses_1 ignored: no Riverty payment session payses_1"])
    }
  })

  it("ignores an order number another store (another prefix) issued, asking Query nothing", async () => {
    const { ctx, query } = contextWith([{ id: "payses_1", amount: 5, provider_id: "pp_riverty-invoice_riverty" }], "SHOP-")
    await expect(getWebhookActionAndData(ctx, signed(authorizedFor("payses_1")))).resolves.toEqual({ action: "not_supported" })
    expect(query.calls).toHaveLength(0)
  })

  it("ignores a notification without an order number, or of a type without a meaning, asking Query nothing", async () => {
    const { ctx, query } = contextWith([{ id: "payses_1", amount: 5, provider_id: "pp_riverty-invoice_riverty" }])
    const noOrder = { ...authorizedFor("x"), parameters: { statusChange: { from: null, to: "Authorized" } } }
    await expect(getWebhookActionAndData(ctx, signed(noOrder))).resolves.toEqual({ action: "not_supported" })
    await expect(getWebhookActionAndData(ctx, signed({ ...authorizedFor("payses_1"), type: "payments/unknownThing" }))).resolves.toEqual({ action: "not_supported" })
    await expect(getWebhookActionAndData(ctx, signed({ no: "type" }))).resolves.toEqual({ action: "not_supported" })
    expect(query.calls).toHaveLength(0)
  })

  it("reads the raw bytes when Medusa passes no body at all, and uses Medusa's parsed body when it has one", async () => {
    const { ctx } = contextWith([{ id: "payses_1", amount: 5, provider_id: "pp_riverty-invoice_riverty" }])
    await expect(getWebhookActionAndData(ctx, signed(authorizedFor("payses_1"), undefined))).resolves.toMatchObject({ action: "authorized" })
    // The parsed body decides when given (Medusa parsed the same bytes).
    await expect(getWebhookActionAndData(ctx, signed(authorizedFor("payses_1"), { type: "payments/unknownThing" }))).resolves.toEqual({ action: "not_supported" })
  })
})
