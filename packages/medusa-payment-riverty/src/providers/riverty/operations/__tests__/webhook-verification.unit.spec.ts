import { parseProviderOptions } from "../../../../connection"
import { signNotification } from "riverty-client"
import { RECEIVED_AT_HEADER } from "../../received-at"
import type { OperationContext } from "../context"
import { getWebhookActionAndData, rawBytes } from "../webhook"

// Medusa's /hooks/payment path: which bytes are verified, with which secret and clock, and what
// counts as a payment notification of this store.

const secret = "notify-secret-for-the-webhook-tests-01"
const sessionId = "payses_01WEBHOOK"
const body = {
  id: "n-7",
  timestamp: "2026-11-21T10:00:00.0000000+00:00",
  type: "payments/transactionAuthorized",
  parameters: { paymentTransactionToken: sessionId, statusChange: { from: null, to: "Authorized" } },
}
const raw = Buffer.from(JSON.stringify(body))
const signedAt = 1_790_000_000
const header = signNotification(raw, secret, signedAt)
const authorized = { action: "authorized", data: { session_id: sessionId, amount: 23.8 } }

function contextWith(overrides: { notificationSecret?: string; moduleSecret?: string; tolerance?: number; query?: boolean } = {}) {
  const options = parseProviderOptions({
    environment: "emulator",
    baseUrl: "http://127.0.0.1:1",
    apiKeys: { DE: "k" },
    backendUrl: "http://localhost:9000",
    storefrontUrl: "http://localhost:8000",
    ...(overrides.notificationSecret ? { notificationSecret: overrides.notificationSecret } : {}),
  })
  const warnings: string[] = []
  const ctx = {
    options,
    method: "invoice",
    logger: { warn: (m: string) => warnings.push(m) },
    ...(overrides.query === false ? {} : { query: { graph: async () => ({ data: [{ id: sessionId, amount: 23.8, provider_id: "pp_riverty-invoice_riverty" }] }) } }),
    ...(overrides.moduleSecret !== undefined || overrides.tolerance !== undefined
      ? { riverty: { options: { notificationSecret: overrides.moduleSecret, signatureToleranceSeconds: overrides.tolerance ?? 300 } } }
      : {}),
  } as unknown as OperationContext
  return { ctx, warnings }
}

describe("rawBytes", () => {
  it("takes a Buffer or a string as they are", () => {
    expect(rawBytes(raw)).toBe(raw)
    expect(rawBytes("text")).toBe("text")
  })
  it("rebuilds a Buffer that went through a Redis event bus as {type: 'Buffer', data}", () => {
    expect(rawBytes({ type: "Buffer", data: [104, 105] })).toEqual(Buffer.from("hi"))
  })
  it("has no bytes for anything else", () => {
    expect(rawBytes(undefined)).toBeUndefined()
    expect(rawBytes(null)).toBeUndefined()
    expect(rawBytes({ type: "Other", data: [1] })).toBeUndefined()
    expect(rawBytes(42)).toBeUndefined()
  })
})

describe("getWebhookActionAndData", () => {
  const receivedAt = { [RECEIVED_AT_HEADER]: String(signedAt + 5) }

  it("verifies with the module's secret when the provider has none, at the receipt time the middleware stamped", async () => {
    const { ctx } = contextWith({ moduleSecret: secret })
    await expect(getWebhookActionAndData(ctx, { data: body, rawData: raw, headers: { "riverty-signature": header, ...receivedAt } })).resolves.toEqual(
      authorized,
    )
  })

  it("reads the signature header given as an array (its first value)", async () => {
    const { ctx } = contextWith({ notificationSecret: secret, tolerance: 300 })
    await expect(getWebhookActionAndData(ctx, { data: body, rawData: raw, headers: { "riverty-signature": [header] as never, ...receivedAt } })).resolves.toEqual(
      authorized,
    )
  })

  it("measures the age against the receipt time, not the processing time, and refuses one received too late", async () => {
    const { ctx, warnings } = contextWith({ notificationSecret: secret, tolerance: 300 })
    const late = { [RECEIVED_AT_HEADER]: String(signedAt + 301) }
    await expect(getWebhookActionAndData(ctx, { data: body, rawData: raw, headers: { "riverty-signature": header, ...late } })).resolves.toEqual({
      action: "not_supported",
    })
    expect(warnings).toEqual(["Riverty: notification refused (timestamp_out_of_tolerance)"])
  })

  it("falls back to the current time when the receipt time is missing or not a positive whole number", async () => {
    const { ctx } = contextWith({ notificationSecret: secret, tolerance: 300 })
    for (const stamp of [undefined, "0", "-5", "1.5", "soon"]) {
      const headers = { "riverty-signature": header, ...(stamp === undefined ? {} : { [RECEIVED_AT_HEADER]: stamp }) }
      // Signed years ago by today's clock: refused unless a receipt time says otherwise.
      await expect(getWebhookActionAndData(ctx, { data: body, rawData: raw, headers })).resolves.toEqual({ action: "not_supported" })
    }
  })

  it("does not take a zero or negative receipt time as the clock", async () => {
    const { ctx } = contextWith({ notificationSecret: secret, tolerance: 300 })
    // Signed at t=100: a clock of 0 or -5 would find it fresh; today's clock does not.
    const early = signNotification(raw, secret, 100)
    for (const stamp of ["0", "-5"]) {
      await expect(getWebhookActionAndData(ctx, { data: body, rawData: raw, headers: { "riverty-signature": early, [RECEIVED_AT_HEADER]: stamp } })).resolves.toEqual({
        action: "not_supported",
      })
    }
    await expect(getWebhookActionAndData(ctx, { data: body, rawData: raw, headers: { "riverty-signature": early, [RECEIVED_AT_HEADER]: "101" } })).resolves.toEqual(
      authorized,
    )
  })

  it("ignores everything when no secret is configured or there are no raw bytes", async () => {
    const none = contextWith({})
    await expect(getWebhookActionAndData(none.ctx, { data: body, rawData: raw, headers: { "riverty-signature": header, ...receivedAt } })).resolves.toEqual({
      action: "not_supported",
    })
    expect(none.warnings).toEqual(["Riverty: notification ignored (no notificationSecret configured or no raw body)"])
    const noBytes = contextWith({ notificationSecret: secret })
    await expect(getWebhookActionAndData(noBytes.ctx, { data: body, rawData: undefined as never, headers: { "riverty-signature": header } })).resolves.toEqual({
      action: "not_supported",
    })
  })

  it("parses the raw bytes when Medusa passes no parsed body, and ignores bytes that are not JSON", async () => {
    const { ctx } = contextWith({ notificationSecret: secret, tolerance: 300 })
    await expect(getWebhookActionAndData(ctx, { data: {}, rawData: raw, headers: { "riverty-signature": header, ...receivedAt } })).resolves.toEqual(authorized)
    const garbage = Buffer.from("not json")
    const signed = signNotification(garbage, secret, signedAt)
    await expect(getWebhookActionAndData(ctx, { data: {}, rawData: garbage, headers: { "riverty-signature": signed, ...receivedAt } })).resolves.toEqual({
      action: "not_supported",
    })
  })

  it("ignores the notification when there is no Query to check the session is a Riverty provider's", async () => {
    const { ctx } = contextWith({ notificationSecret: secret, tolerance: 300, query: false })
    await expect(getWebhookActionAndData(ctx, { data: body, rawData: raw, headers: { "riverty-signature": header, ...receivedAt } })).resolves.toEqual({
      action: "not_supported",
    })
  })

  it("ignores a signed notification that is not about a payment of this store", async () => {
    const { ctx } = contextWith({ notificationSecret: secret, tolerance: 300 })
    const other = { ...body, type: "accounting/invoiceCreated" }
    const otherRaw = Buffer.from(JSON.stringify(other))
    const otherHeader = signNotification(otherRaw, secret, signedAt)
    await expect(getWebhookActionAndData(ctx, { data: other, rawData: otherRaw, headers: { "riverty-signature": otherHeader, ...receivedAt } })).resolves.toEqual({
      action: "not_supported",
    })
  })
})
