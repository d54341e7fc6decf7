import { randomBytes } from "node:crypto"
import { PUBLISHED_SECRETS, estimatedSecretBits, isGuessableSecret, isPublishedSecret, secretFlaw } from "../published-secrets"

// A secret written in this repository, or one a person could guess, is no secret: refused by the
// plugin, the emulator and the demo wherever a store could be reached with it.
describe("published and guessable secrets", () => {
  it("finds a published value with spaces around it", () => {
    for (const value of PUBLISHED_SECRETS) {
      expect(isPublishedSecret(`${value} `)).toBe(true)
      expect(isPublishedSecret(`\t${value}\n`)).toBe(true)
    }
    expect(isPublishedSecret(randomBytes(32).toString("hex"))).toBe(false)
    expect(isPublishedSecret(undefined)).toBe(false)
  })

  it("lists the secrets of the client's and the emulator's tests", () => {
    expect(secretFlaw("rotation-secret-of-at-least-32-characters!")).toBe("published")
    expect(secretFlaw("the-callback-secret-of-this-test-0123456789 ")).toBe("published")
  })

  it.each([
    "my-own-notification-secret-for-the-shop-2026",
    "CorrectHorseBatteryStapleForRiverty",
    "s3cret-of-at-least-thirty-two-chars-long",
    "x".repeat(80),
    "abababababababababababababababababababab",
    "0123456789012345678901234567890123456789",
    "Kx9#mQ2vL",
    "deadbeefdeadbeefdeadbeef",
  ])("calls %j guessable", (value) => {
    expect(isGuessableSecret(value)).toBe(true)
    expect(secretFlaw(value)).toBe("guessable")
  })

  it("passes random keys of 32 bytes, as the development store and `openssl rand` make them", () => {
    for (let i = 0; i < 300; i++) {
      for (const value of [randomBytes(32).toString("hex"), randomBytes(32).toString("base64"), randomBytes(32).toString("base64url"), randomBytes(16).toString("hex")]) {
        expect([value, secretFlaw(value)]).toEqual([value, undefined])
      }
    }
  })

  it("estimates the bits from the length and the classes of characters used", () => {
    expect(estimatedSecretBits("ab")).toBeCloseTo(2 * Math.log2(26))
    expect(estimatedSecretBits("aB3-")).toBeCloseTo(4 * Math.log2(95))
    expect(estimatedSecretBits("")).toBe(0)
  })
})
