import { signNotification, ORDER_STATUSES, OUTCOMES } from "riverty-client"
import { getWebhookActionAndData } from "../operations"
import { paymentMeaningOf as interpretNotification } from "../payment-notification"
import type { OperationContext } from "../operations"
import { parseProviderOptions } from "../../../connection"
import { orderNumberFor, sessionIdFromOrderNumber } from "../order-number"
import {
  actionForNotificationType,
  orderStatusFromQuery,
  sessionStatusForOrderStatus,
  sessionStatusForOutcome,
} from "../status-mapping"

describe("status mapping", () => {
  it("maps every authorize outcome", () => {
    expect(OUTCOMES.map((o) => [o, sessionStatusForOutcome(o)])).toEqual([
      ["Accepted", "authorized"],
      ["Pending", "requires_more"],
      ["Rejected", "error"],
      ["NotEvaluated", "error"],
    ])
  })

  it("maps every order status of GET order, and never authorizes an unknown one", () => {
    expect(ORDER_STATUSES.map((s) => [s, sessionStatusForOrderStatus(s)])).toEqual([
      ["Accepted", "authorized"],
      ["Cancelled", "canceled"],
      ["Expired", "canceled"],
      ["Pending", "requires_more"],
      ["Rejected", "error"],
    ])
    expect(sessionStatusForOrderStatus(undefined)).toBe("pending")
  })

  it("reads the lowercase orderstatus of a return URL", () => {
    expect(orderStatusFromQuery("accepted")).toBe("Accepted")
    expect(orderStatusFromQuery("cancelled")).toBe("Cancelled")
    expect(orderStatusFromQuery("ACCEPTED")).toBe("Accepted")
    expect(orderStatusFromQuery("paid")).toBeUndefined()
  })

  it("acts on authorization notifications only; captures and refunds are Medusa's own", () => {
    expect(actionForNotificationType("payments/transactionAuthorized")).toBe("authorized")
    expect(actionForNotificationType("payments/transactionAuthorizationFailed")).toBe("failed")
    expect(actionForNotificationType("payments/transactionCanceled")).toBe("canceled")
    expect(actionForNotificationType("payments/transactionCaptured")).toBe("not_supported")
    expect(actionForNotificationType("accounting/invoiceCreated")).toBe("not_supported")
  })
})

describe("order numbers", () => {
  it("round-trips a session id through the prefix and refuses foreign numbers", () => {
    const options = { orderNumberPrefix: "shop1-" }
    expect(orderNumberFor("payses_01ABC", options)).toBe("shop1-payses_01ABC")
    expect(sessionIdFromOrderNumber("shop1-payses_01ABC", options)).toBe("payses_01ABC")
    expect(sessionIdFromOrderNumber("shop2-payses_01ABC", options)).toBeUndefined()
    expect(sessionIdFromOrderNumber("shop1-order_1", options)).toBeUndefined()
  })
})

describe("payment notifications to Medusa actions", () => {
  const secret = "notify-secret-for-the-unit-tests-0123"
  const options = parseProviderOptions({
    environment: "emulator",
    baseUrl: "http://127.0.0.1:1",
    apiKeys: { DE: "k" },
    backendUrl: "http://localhost:9000",
    storefrontUrl: "http://localhost:8000",
    notificationSecret: secret,
  })
  const sessions: Record<string, { id: string; amount: number; provider_id: string }> = {
    payses_01XYZ: { id: "payses_01XYZ", amount: 41.81, provider_id: "pp_riverty-invoice_riverty" },
    payses_01SYSTEM: { id: "payses_01SYSTEM", amount: 41.81, provider_id: "pp_system_default" },
  }
  const query = {
    graph: jest.fn(async ({ filters }: { filters: { id: string } }) => ({ data: sessions[filters.id] ? [sessions[filters.id]] : [] })),
  }
  const ctx = { options, method: "invoice", query } as unknown as OperationContext

  const envelope = (type: string, token = "payses_01XYZ") => ({
    id: "n-1",
    timestamp: "2026-11-21T10:00:00.0000000+00:00",
    type,
    parameters: { paymentTransactionToken: token, statusChange: { from: null, to: "Authorized" } },
  })
  const deliver = (body: unknown, header?: string) => {
    const raw = Buffer.from(JSON.stringify(body))
    return getWebhookActionAndData(ctx, {
      data: body as Record<string, unknown>,
      rawData: raw,
      headers: { "riverty-signature": header ?? signNotification(raw, secret) },
    })
  }

  it("maps a signed transactionAuthorized to authorized with the session id and amount", async () => {
    await expect(deliver(envelope("payments/transactionAuthorized"))).resolves.toEqual({
      action: "authorized",
      data: { session_id: "payses_01XYZ", amount: 41.81 },
    })
  })

  it("refuses a wrong or missing signature", async () => {
    const body = envelope("payments/transactionAuthorized")
    await expect(deliver(body, signNotification(Buffer.from(JSON.stringify(body)), "other-secret"))).resolves.toEqual({
      action: "not_supported",
    })
    await expect(deliver(body, "")).resolves.toEqual({ action: "not_supported" })
  })

  it("ignores a signed notification naming a session of another provider, or none", async () => {
    await expect(deliver(envelope("payments/transactionAuthorized", "payses_01SYSTEM"))).resolves.toEqual({ action: "not_supported" })
    await expect(deliver(envelope("payments/transactionAuthorized", "payses_01GONE"))).resolves.toEqual({ action: "not_supported" })
  })

  it("ignores notifications of orders this store did not number", async () => {
    await expect(deliver(envelope("payments/transactionAuthorized", "ORDER-42"))).resolves.toEqual({ action: "not_supported" })
  })

  it("reads the BNPL webhooks of the redirect flow", () => {
    const header = { ClientId: 1, MessageName: "CustomerAuthenticationCompleted", Version: "1.0", MessageId: "m-1" }
    expect(interpretNotification({ Header: header, Body: { OrderNumber: "payses_1", Status: "Accepted" } })).toEqual({
      orderNumber: "payses_1",
      action: "authorized",
    })
    expect(interpretNotification({ Header: header, Body: { OrderNumber: "payses_1", Status: "Cancelled" } })).toEqual({
      orderNumber: "payses_1",
      action: "canceled",
    })
    expect(
      interpretNotification({ Header: { ...header, MessageName: "AuthorizeAccepted" }, Body: { OrderNumber: "payses_2" } })
    ).toEqual({ orderNumber: "payses_2", action: "authorized" })
    expect(interpretNotification({ hello: "world" })).toBeUndefined()
  })
})
