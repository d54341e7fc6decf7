import { randomBytes } from "node:crypto"
import { PUBLISHED_SECRETS } from "riverty-client"
import { checkPublishedSecrets, publishedSecretOptions, publishedSecretsTolerated, resetPublishedSecretWarnings } from "../published-secrets"

const PUBLISHED = "emulator-notification-secret-for-dev"

describe("published secrets of the plugin's options", () => {
  beforeEach(() => resetPublishedSecretWarnings())

  it("names the options whose value is in the list, and no other", () => {
    expect(PUBLISHED_SECRETS).toContain(PUBLISHED)
    const options = { notificationSecret: PUBLISHED, signatureKey: randomBytes(32).toString("hex"), personalDataKey: undefined }
    expect(publishedSecretOptions(options, ["notificationSecret", "signatureKey", "personalDataKey"])).toEqual(["notificationSecret"])
  })

  it.each(["production", "staging", undefined])("refuses with NODE_ENV=%s, naming the option and not the value", (nodeEnv) => {
    const warn = jest.fn()
    const check = () => checkPublishedSecrets(["signatureKey"], { env: { NODE_ENV: nodeEnv }, warn })
    expect(check).toThrow(/Riverty option signatureKey: the value is published/)
    expect(check).not.toThrow(new RegExp(PUBLISHED))
    expect(warn).not.toHaveBeenCalled()
  })

  it("refuses in development when HOST opens the server beyond loopback", () => {
    expect(publishedSecretsTolerated({ NODE_ENV: "development", HOST: "0.0.0.0" })).toBe(false)
    expect(() => checkPublishedSecrets(["personalDataKey"], { env: { NODE_ENV: "development", HOST: "0.0.0.0" }, warn: jest.fn() })).toThrow(/personalDataKey/)
    expect(publishedSecretsTolerated({ NODE_ENV: "development", HOST: "127.0.0.1" })).toBe(true)
    expect(publishedSecretsTolerated({ NODE_ENV: "test", HOST: "localhost" })).toBe(true)
  })

  it("warns once per option in development, naming it and never printing the value", () => {
    const warn = jest.fn()
    const env = { NODE_ENV: "development" }
    checkPublishedSecrets(["notificationSecret"], { env, warn })
    checkPublishedSecrets(["notificationSecret", "signatureKey"], { env, warn })
    checkPublishedSecrets(["signatureKey"], { env, warn })
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0][0]).toMatch(/^Riverty option notificationSecret: the value is published/)
    expect(warn.mock.calls[1][0]).toMatch(/^Riverty option signatureKey/)
    for (const [message] of warn.mock.calls) expect(message).not.toContain(PUBLISHED)
  })

  it("does nothing for values of the store's own", () => {
    const warn = jest.fn()
    expect(() => checkPublishedSecrets([], { env: { NODE_ENV: "production" }, warn })).not.toThrow()
    expect(warn).not.toHaveBeenCalled()
  })
})
