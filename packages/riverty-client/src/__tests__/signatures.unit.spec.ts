import {
  hexDigestsEqual,
  parseSignatureHeader,
  redirectReturnQuery,
  signNotification,
  signRedirectReturn,
  verifyNotificationSignature,
  verifyRedirectReturn,
} from "../signatures"

// Vectors computed independently with `openssl dgst -sha256 -hmac <key>`.
const REDIRECT_VECTOR = {
  orderNumber: "payses_01J9ZX",
  orderStatus: "accepted",
  secret: "emulator-signature-key",
  signature: "1ef48a6a73ea7c9d8a410041ab6e2815f6b0b31e21d6244e5e4163a7ba167887",
}
const NOTIFICATION_VECTOR = {
  timestamp: 1714557600,
  body: '{"id":"n1","type":"payments/transactionCaptured"}',
  secret: "whsec_test",
  signature: "71cd4f42bd2d1b8882ccf9743b6ae3be2f1a88ce1b9928f367e52bd12e679771",
}

describe("redirect return signature", () => {
  const { orderNumber, orderStatus, secret, signature } = REDIRECT_VECTOR

  it("matches the known HMAC-SHA256 vector over {ordernumber}.{orderstatus}", () => {
    expect(signRedirectReturn({ orderNumber, orderStatus }, secret)).toBe(signature)
    expect(verifyRedirectReturn({ orderNumber, orderStatus, signature }, secret)).toBe(true)
  })

  it("accepts the signature in upper case (hex compared as bytes)", () => {
    expect(verifyRedirectReturn({ orderNumber, orderStatus, signature: signature.toUpperCase() }, secret)).toBe(true)
  })

  it.each([
    ["a changed status", { orderNumber, orderStatus: "rejected", signature }],
    ["a changed order number", { orderNumber: "payses_01J9ZY", orderStatus, signature }],
    ["a changed signature", { orderNumber, orderStatus, signature: `${signature.slice(0, -1)}8` }],
    ["a truncated signature", { orderNumber, orderStatus, signature: signature.slice(0, 40) }],
    ["a non-hex signature", { orderNumber, orderStatus, signature: "z".repeat(64) }],
    ["an empty signature", { orderNumber, orderStatus, signature: "" }],
  ])("refuses %s", (_, values) => {
    expect(verifyRedirectReturn(values, secret)).toBe(false)
  })

  it("refuses the right values under another or an empty secret", () => {
    expect(verifyRedirectReturn({ orderNumber, orderStatus, signature }, "other")).toBe(false)
    expect(verifyRedirectReturn({ orderNumber, orderStatus, signature }, "")).toBe(false)
  })

  it("builds the query appended to merchantUrl", () => {
    const query = redirectReturnQuery({ orderNumber, orderStatus }, secret)
    expect(Object.fromEntries(query)).toEqual({ ordernumber: orderNumber, orderstatus: orderStatus, signature })
  })
})

describe("notification signature", () => {
  const { timestamp, body, secret, signature } = NOTIFICATION_VECTOR
  const header = `t=${timestamp},v1=${signature}`

  it("matches the known vector over {t}.{raw body}", () => {
    expect(signNotification(body, secret, timestamp)).toBe(header)
    expect(verifyNotificationSignature(header, body, secret, { now: timestamp + 10 })).toEqual({ valid: true, timestamp })
    expect(verifyNotificationSignature(header, Buffer.from(body), secret, { now: timestamp })).toEqual({ valid: true, timestamp })
  })

  it("refuses a tampered body, timestamp or signature", () => {
    const now = { now: timestamp }
    expect(verifyNotificationSignature(header, body.replace("n1", "n2"), secret, now)).toEqual({ valid: false, reason: "signature_mismatch" })
    expect(verifyNotificationSignature(`t=${timestamp + 1},v1=${signature}`, body, secret, now).valid).toBe(false)
    expect(verifyNotificationSignature(`t=${timestamp},v1=${"0".repeat(64)}`, body, secret, now).valid).toBe(false)
    expect(verifyNotificationSignature(header, body, "other-secret", now).valid).toBe(false)
    // Re-serialised JSON is a different body: the raw bytes are what is signed.
    expect(verifyNotificationSignature(header, JSON.stringify(JSON.parse(body), null, 2), secret, now).valid).toBe(false)
  })

  it("refuses old and far-future timestamps, and honours the tolerance", () => {
    expect(verifyNotificationSignature(header, body, secret, { now: timestamp + 301 })).toEqual({
      valid: false,
      reason: "timestamp_out_of_tolerance",
    })
    expect(verifyNotificationSignature(header, body, secret, { now: timestamp - 301 }).valid).toBe(false)
    expect(verifyNotificationSignature(header, body, secret, { now: timestamp + 3600, toleranceSeconds: 7200 }).valid).toBe(true)
    expect(verifyNotificationSignature(header, body, secret, { now: timestamp + 10 ** 6, toleranceSeconds: 0 }).valid).toBe(true)
  })

  it("refuses missing and malformed headers", () => {
    expect(verifyNotificationSignature(undefined, body, secret)).toEqual({ valid: false, reason: "missing_header" })
    for (const bad of [`v1=${signature}`, `t=abc,v1=${signature}`, `t=${timestamp}`, "garbage"]) {
      expect(verifyNotificationSignature(bad, body, secret, { now: timestamp })).toEqual({ valid: false, reason: "malformed_header" })
    }
  })

  it("accepts any of several v1 values (secret rotation) and spaces after commas", () => {
    const rotated = `t=${timestamp}, v1=${"a".repeat(64)}, v1=${signature}`
    expect(parseSignatureHeader(rotated)).toEqual({ timestamp, signatures: ["a".repeat(64), signature] })
    expect(verifyNotificationSignature(rotated, body, secret, { now: timestamp }).valid).toBe(true)
  })

  it("signs with the current time by default", () => {
    const before = Math.floor(Date.now() / 1000)
    const parsed = parseSignatureHeader(signNotification(body, secret))!
    expect(parsed.timestamp).toBeGreaterThanOrEqual(before)
    expect(verifyNotificationSignature(signNotification(body, secret), body, secret).valid).toBe(true)
  })
})

describe("hexDigestsEqual", () => {
  it("compares 64-hex digests only", () => {
    const a = "ab".repeat(32)
    expect(hexDigestsEqual(a, a)).toBe(true)
    expect(hexDigestsEqual(a, "ab".repeat(31))).toBe(false)
    expect(hexDigestsEqual("xy".repeat(32), "xy".repeat(32))).toBe(false)
  })
})
