import { ORDER_STATUSES, OUTCOMES } from "riverty-client"
import { notificationAction } from "../payment-notification"
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

// Which session a notification names, and that it is a Riverty provider's, is read on the inbox
// path (workflows/notifications/__tests__/payment-steps.read.unit.spec.ts); here only the meaning.
describe("payment notifications to Medusa actions", () => {
  const webhook = (header: Record<string, unknown>, body: Record<string, unknown>) => ({ type: `webhook/${String(header.MessageName)}`, payload: { Header: header, Body: body } })

  it("reads the BNPL webhooks of the redirect flow", () => {
    const header = { ClientId: 1, MessageName: "CustomerAuthenticationCompleted", Version: "1.0", MessageId: "m-1" }
    expect(notificationAction(webhook(header, { OrderNumber: "payses_1", Status: "Accepted" }))).toBe("authorized")
    expect(notificationAction(webhook(header, { OrderNumber: "payses_1", Status: "Cancelled" }))).toBe("canceled")
    expect(notificationAction(webhook({ ...header, MessageName: "AuthorizeAccepted" }, { OrderNumber: "payses_2" }))).toBe("authorized")
    expect(notificationAction(webhook({ ...header, MessageName: "SomethingElse" }, { OrderNumber: "payses_2" }))).toBe("not_supported")
    expect(notificationAction({ type: "payments/transactionAuthorized", payload: {} })).toBe("authorized")
  })
})
