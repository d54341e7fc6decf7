import { effectEventName } from "../lib/event-names"
import { retryDelayMs } from "../lib/backoff"
import { paymentSessionIdOf, splitOrderNumber } from "../lib/order-number"
import { notificationUrlOf, parseModuleOptions } from "../options"

describe("retryDelayMs", () => {
  it("doubles per attempt from the base and stops at the cap", () => {
    const none = () => 0
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 5000, none))).toEqual([1000, 2000, 4000, 5000])
  })
  it("takes off at most 20% as jitter", () => {
    expect(retryDelayMs(1, 1000, 5000, () => 0.999)).toBe(800)
    expect(retryDelayMs(3, 1000, 60_000, () => 0.5)).toBe(3600)
  })
  it("survives absurd attempt counts", () => {
    expect(retryDelayMs(10_000, 1000, 3_600_000, () => 0)).toBe(3_600_000)
  })
})

describe("effectEventName", () => {
  it("turns the type into a dotted riverty.* event name", () => {
    expect(effectEventName("accounting/invoiceCreated")).toBe("riverty.accounting.invoiceCreated")
    expect(effectEventName("payments/transcationCancelationFailed")).toBe("riverty.payments.transcationCancelationFailed")
    expect(effectEventName("webhook/CustomerAuthenticationCompleted")).toBe("riverty.webhook.CustomerAuthenticationCompleted")
  })
  it("emits both spellings of billing information under one name", () => {
    expect(effectEventName("subscription/billingInformationAvailable")).toBe(effectEventName("subscriptions/billingInformationAvailable"))
  })
})

describe("paymentSessionIdOf", () => {
  it("finds the session id with or without a shop prefix", () => {
    expect(paymentSessionIdOf("payses_01ABC")).toBe("payses_01ABC")
    expect(paymentSessionIdOf("SHOP1-payses_01ABC")).toBe("payses_01ABC")
  })
  it("finds nothing in foreign order numbers", () => {
    expect(paymentSessionIdOf("ORDER-1234")).toBeUndefined()
    expect(paymentSessionIdOf(null)).toBeUndefined()
  })
})

describe("module options", () => {
  const KEY = "a".repeat(64)
  it("ignores the other plugin options and fills defaults", () => {
    const options = parseModuleOptions({ apiKeys: { DE: "k" }, notificationSecret: "s3cret-of-at-least-thirty-two-chars", backendUrl: "https://shop.example/", personalDataKey: KEY })
    expect(options).toMatchObject({ notificationSecret: "s3cret-of-at-least-thirty-two-chars", maxAttempts: 10, retryBaseDelayMs: 30_000, signatureToleranceSeconds: 300 })
    expect(notificationUrlOf(options)).toBe("https://shop.example/riverty/notifications")
  })
  it("prefers an explicit notification URL", () => {
    expect(notificationUrlOf(parseModuleOptions({ notificationUrl: "https://hooks.example/r", backendUrl: "https://shop.example", personalDataKey: KEY }))).toBe(
      "https://hooks.example/r",
    )
  })
  it("names the offending option", () => {
    expect(() => parseModuleOptions({ maxAttempts: 0, personalDataKey: KEY })).toThrow(/maxAttempts/)
  })
  it("requires a 32-byte personalDataKey and says which format", () => {
    expect(() => parseModuleOptions({})).toThrow(/personalDataKey is required/)
    expect(() => parseModuleOptions({ personalDataKey: "too-short" })).toThrow(/personalDataKey: .*32 random bytes/)
  })
})

describe("one order-number rule", () => {
  it("reads prefix and session id, and nothing else", () => {
    expect(splitOrderNumber("shop1-payses_01ABC")).toEqual({ prefix: "shop1-", sessionId: "payses_01ABC" })
    expect(splitOrderNumber("payses_01ABC")).toEqual({ prefix: "", sessionId: "payses_01ABC" })
    expect(splitOrderNumber("payses_01ABC-2")).toBeUndefined()
    expect(splitOrderNumber("a-prefix-far-too-long-payses_01ABC")).toBeUndefined()
  })
})

describe("notification secret", () => {
  it("must be at least 32 characters", () => {
    expect(() => parseModuleOptions({ notificationSecret: "x".repeat(31), personalDataKey: "a".repeat(64) })).toThrow(/notificationSecret must be at least 32 characters/)
    expect(parseModuleOptions({ notificationSecret: "x".repeat(32), personalDataKey: "a".repeat(64) }).notificationSecret).toHaveLength(32)
  })
})
