import { createHmac } from "node:crypto"
import { verifyNotificationSignature } from "../signatures"

// While a secret is rotated Riverty sends one `v1` per secret, and any one that
// matches accepts the notification, wherever it stands in the header; none matching refuses it.
// The expected digest is computed here with node:crypto, not with the module under test.

const body = '{"id":"rotation","type":"payment/authorized"}'
const secret = "rotation-secret-of-at-least-32-characters!"
const oldSecret = "the-secret-before-rotation-32-characters!!"
const t = 1_760_000_000
const digest = (key: string) => createHmac("sha256", key).update(`${t}.${body}`).digest("hex")
const valid = digest(secret)
const other = digest(oldSecret)
const verify = (header: string) => verifyNotificationSignature(header, body, secret, { now: t })

describe("Riverty-Signature with several v1 values (secret rotation)", () => {
  it("accepts the matching value when it comes first", () => {
    expect(verify(`t=${t},v1=${valid},v1=${other}`)).toEqual({ valid: true, timestamp: t })
  })

  it("accepts the matching value when it comes last", () => {
    expect(verify(`t=${t},v1=${other},v1=${valid}`)).toEqual({ valid: true, timestamp: t })
  })

  it("accepts the matching value between two others", () => {
    expect(verify(`t=${t},v1=${other},v1=${valid},v1=${"b".repeat(64)}`)).toEqual({ valid: true, timestamp: t })
  })

  it("refuses when no value matches, however many there are", () => {
    expect(verify(`t=${t},v1=${other},v1=${"a".repeat(64)}`)).toEqual({ valid: false, reason: "signature_mismatch" })
    expect(verify(`t=${t},v1=${other}`)).toEqual({ valid: false, reason: "signature_mismatch" })
  })
})
