import { randomBytes } from "node:crypto"
import type { LoaderOptions } from "@medusajs/framework/types"
import checkPluginOptions from "../loaders/check-plugin-options"

// The riverty module's loader refuses a secret published in this repository outside development
// (the personalDataKey also when the same 32 bytes are written the other way, hex for base64), and
// a plugin entry without what the store's Riverty payment providers need.
const PUBLISHED_BASE64 = "cml2ZXJ0eS1kZXYtcGVyc29uYWwtZGF0YS1rZXktMzI="

describe("the riverty module's check of the plugin options", () => {
  const nodeEnv = process.env.NODE_ENV
  beforeEach(() => {
    process.env.NODE_ENV = "production"
  })
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv
  })
  const load = (options: Record<string, unknown>, providers: unknown[] = []) =>
    checkPluginOptions({ container: { resolve: () => ({ modules: [{ options: { providers } }] }) }, options } as unknown as LoaderOptions)
  const own = () => randomBytes(32).toString("base64")

  it("refuses the published key written as base64 or as hex, naming personalDataKey", async () => {
    await expect(load({ personalDataKey: PUBLISHED_BASE64 })).rejects.toThrow(/^Riverty option personalDataKey: the value is published/)
    await expect(load({ personalDataKey: Buffer.from(PUBLISHED_BASE64, "base64").toString("hex") })).rejects.toThrow(/personalDataKey/)
  })

  it("refuses a key whose 32 bytes are words, naming personalDataKey and why", async () => {
    const words = Buffer.from("our-shop-personal-data-key-2026!", "latin1").toString("base64")
    await expect(load({ personalDataKey: words })).rejects.toThrow(/^Riverty option personalDataKey: the value is not random enough to be a key/)
  })

  it("refuses a published notificationSecret and starts with keys of its own", async () => {
    const own = randomBytes(32).toString("base64")
    await expect(load({ personalDataKey: own, notificationSecret: "emulator-notification-secret-for-dev" })).rejects.toThrow(/^Riverty option notificationSecret/)
    await expect(load({ personalDataKey: own, notificationSecret: randomBytes(32).toString("hex") })).resolves.toBeUndefined()
  })

  it("refuses a published signatureKey, now a plugin option", async () => {
    await expect(load({ personalDataKey: own(), signatureKey: "emulator-signature-key" })).rejects.toThrow(/^Riverty option signatureKey: the value is published/)
    await expect(load({ personalDataKey: own(), signatureKey: randomBytes(16).toString("hex") })).resolves.toBeUndefined()
  })

  const provider = { resolve: "medusa-payment-riverty/providers/riverty", id: "riverty", options: { capture: "on_shipment" } }
  const connection = { apiKeys: { DE: "key" }, backendUrl: "https://shop.example/api", storefrontUrl: "https://shop.example" }

  it("refuses a plugin entry without the keys and URLs its Riverty providers need, naming each", async () => {
    await expect(load({ personalDataKey: own(), apiKeys: { DE: "key" } }, [provider])).rejects.toThrow(
      /Riverty payment providers \(riverty\) need backendUrl, storefrontUrl in the plugin entry's options/,
    )
    await expect(load({ personalDataKey: own(), ...connection, apiKeys: {} }, [provider])).rejects.toThrow(/need apiKeys \(at least one country\)/)
    await expect(load({ personalDataKey: own(), ...connection }, [provider])).resolves.toBeUndefined()
    // Without Riverty providers the module asks nothing of them.
    await expect(load({ personalDataKey: own() }, [{ resolve: "@medusajs/medusa/payment-stripe", id: "stripe", options: { apiKey: "k" } }])).resolves.toBeUndefined()
  })

  it("refuses a provider entry holding a shared option, naming it and where it goes", async () => {
    await expect(load({ personalDataKey: own(), ...connection }, [{ ...provider, options: { apiKeys: { DE: "key" } } }])).rejects.toThrow(
      /apiKeys: a plugin option: move it to the plugin entry's options/,
    )
  })
})
