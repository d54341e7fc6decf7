import { hexDigestsEqual, parseSignatureHeader, signNotification, signRedirectReturn, verifyNotificationSignature, verifyRedirectReturn } from "../signatures"

// The edges of Riverty-Signature: how the header is split, which values count, and the exact
// bounds of the age check.

const secret = "whsec_edges"
const body = '{"id":"n9"}'
const t = 1_790_000_000
const signed = signNotification(body, secret, t)
const sig = signed.split("v1=")[1]

describe("parseSignatureHeader", () => {
  it("trims keys and values, and skips parts without '=' and unknown keys", () => {
    expect(parseSignatureHeader(` t = ${t} , junk , v0=abc, v1 = ${sig} `)).toEqual({ timestamp: t, signatures: [sig] })
  })
  it("takes the timestamp from t only, not from another key with a number", () => {
    expect(parseSignatureHeader(`t=${t},x=5,v1=${sig}`)).toEqual({ timestamp: t, signatures: [sig] })
  })
  it("refuses a timestamp that is not all digits", () => {
    expect(parseSignatureHeader(`t=${t}x,v1=${sig}`)).toBeUndefined()
    expect(parseSignatureHeader(`t=x${t},v1=${sig}`)).toBeUndefined()
    expect(parseSignatureHeader(`t=-5,v1=${sig}`)).toBeUndefined()
  })
  it("takes the value after the first '=' only and ignores an empty v1", () => {
    expect(parseSignatureHeader(`t=${t},v1=,v1=a=b`)).toEqual({ timestamp: t, signatures: ["a=b"] })
    expect(parseSignatureHeader(`t=${t},v1=`)).toBeUndefined()
  })
  it("does not read a part without '=' as a key", () => {
    // "v1x" and "t5" have no '=': neither is a v1 value "v1x" nor a timestamp.
    expect(parseSignatureHeader(`t=${t},v1x`)).toBeUndefined()
    expect(parseSignatureHeader(`t5,v1=${sig}`)).toBeUndefined()
  })
  it("refuses an empty header", () => {
    expect(parseSignatureHeader("")).toBeUndefined()
    expect(parseSignatureHeader(null)).toBeUndefined()
  })
})

describe("verifyNotificationSignature", () => {
  it("accepts the valid value wherever it stands among several (secret rotation)", () => {
    const other = "b".repeat(64)
    expect(verifyNotificationSignature(`t=${t},v1=${sig},v1=${other}`, body, secret, { now: t })).toEqual({ valid: true, timestamp: t })
    expect(verifyNotificationSignature(`t=${t},v1=${other},v1=${sig}`, body, secret, { now: t })).toEqual({ valid: true, timestamp: t })
    expect(verifyNotificationSignature(`t=${t},v1=${other},v1=${other}`, body, secret, { now: t })).toEqual({
      valid: false,
      reason: "signature_mismatch",
    })
  })

  it("answers malformed_header for a header without secret to check it", () => {
    expect(verifyNotificationSignature(signed, body, "", { now: t })).toEqual({ valid: false, reason: "malformed_header" })
  })

  it("accepts an age of exactly the tolerance and refuses one second more, both ways", () => {
    expect(verifyNotificationSignature(signed, body, secret, { now: t + 300 }).valid).toBe(true)
    expect(verifyNotificationSignature(signed, body, secret, { now: t - 300 }).valid).toBe(true)
    expect(verifyNotificationSignature(signed, body, secret, { now: t + 301 })).toEqual({ valid: false, reason: "timestamp_out_of_tolerance" })
    expect(verifyNotificationSignature(signed, body, secret, { now: t + 11, toleranceSeconds: 10 })).toEqual({
      valid: false,
      reason: "timestamp_out_of_tolerance",
    })
    expect(verifyNotificationSignature(signed, body, secret, { now: t + 10, toleranceSeconds: 10 }).valid).toBe(true)
  })

  it("checks the age against the current time when no clock is given", () => {
    expect(verifyNotificationSignature(signed, body, secret)).toEqual({ valid: false, reason: "timestamp_out_of_tolerance" })
  })

  it("checks the signature before the age: a forged old header is a mismatch", () => {
    expect(verifyNotificationSignature(`t=${t},v1=${"c".repeat(64)}`, body, secret, { now: t + 10_000 })).toEqual({
      valid: false,
      reason: "signature_mismatch",
    })
  })
})

describe("hexDigestsEqual", () => {
  it("needs exactly 64 hex characters on both sides", () => {
    expect(hexDigestsEqual(sig, sig)).toBe(true)
    expect(hexDigestsEqual(sig, `${sig}0`)).toBe(false)
    expect(hexDigestsEqual(`${sig}0`, `${sig}0`)).toBe(false)
    expect(hexDigestsEqual(`x${sig.slice(1)}`, sig)).toBe(false)
    expect(hexDigestsEqual(sig, `${sig.slice(0, 63)}g`)).toBe(false)
    expect(hexDigestsEqual(sig.toUpperCase(), sig)).toBe(true)
  })
  it("is false for two valid digests that differ", () => {
    expect(hexDigestsEqual("a".repeat(64), "b".repeat(64))).toBe(false)
  })
})

describe("verifyRedirectReturn", () => {
  it("refuses even a correct HMAC when no secret is configured", () => {
    const values = { orderNumber: "payses_1", orderStatus: "accepted" }
    expect(verifyRedirectReturn({ ...values, signature: signRedirectReturn(values, "") }, "")).toBe(false)
  })
})
