import { randomBytes } from "node:crypto"
import type { LoaderOptions } from "@medusajs/framework/types"
import checkNotificationSecret from "../loaders/check-notification-secret"

// The riverty module's loader refuses a personalDataKey published in this repository outside
// development, also when the same 32 bytes are written the other way (hex for base64).
const PUBLISHED_BASE64 = "cml2ZXJ0eS1kZXYtcGVyc29uYWwtZGF0YS1rZXktMzI="

describe("the riverty module's published-key check", () => {
  const nodeEnv = process.env.NODE_ENV
  beforeEach(() => {
    process.env.NODE_ENV = "production"
  })
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv
  })
  const load = (options: Record<string, unknown>) =>
    checkNotificationSecret({ container: { resolve: () => ({ modules: [] }) }, options } as unknown as LoaderOptions)

  it("refuses the published key written as base64 or as hex, naming personalDataKey", async () => {
    await expect(load({ personalDataKey: PUBLISHED_BASE64 })).rejects.toThrow(/^Riverty option personalDataKey: the value is published/)
    await expect(load({ personalDataKey: Buffer.from(PUBLISHED_BASE64, "base64").toString("hex") })).rejects.toThrow(/personalDataKey/)
  })

  it("refuses a published notificationSecret and starts with keys of its own", async () => {
    const own = randomBytes(32).toString("base64")
    await expect(load({ personalDataKey: own, notificationSecret: "emulator-notification-secret-for-dev" })).rejects.toThrow(/^Riverty option notificationSecret/)
    await expect(load({ personalDataKey: own, notificationSecret: randomBytes(32).toString("hex") })).resolves.toBeUndefined()
  })
})
