import { randomBytes } from "node:crypto"
import { PUBLISHED_SECRETS } from "riverty-client"
import { checkPublishedSecrets, publishedSecretOptions, publishedSecretsTolerated, resetPublishedSecretWarnings } from "../published-secrets"

const PUBLISHED = "emulator-notification-secret-for-dev"

describe("published secrets of the plugin's options", () => {
  beforeEach(() => resetPublishedSecretWarnings())

  it("names the options whose value is in the list, and no other", () => {
    expect(PUBLISHED_SECRETS).toContain(PUBLISHED)
    const options = { notificationSecret: PUBLISHED, signatureKey: randomBytes(32).toString("hex"), personalDataKey: undefined }
    expect(publishedSecretOptions(options, ["notificationSecret", "signatureKey", "personalDataKey"])).toEqual([{ option: "notificationSecret", flaw: "published" }])
  })

  it("names a published value with spaces around it, and a value written in a test of the client or the emulator", () => {
    const options = { notificationSecret: ` ${PUBLISHED} `, signatureKey: "the-callback-secret-of-this-test-0123456789" }
    expect(publishedSecretOptions(options, ["notificationSecret", "signatureKey"])).toEqual([
      { option: "notificationSecret", flaw: "published" },
      { option: "signatureKey", flaw: "published" },
    ])
  })

  it("names a value not random enough to be a key, and passes random keys", () => {
    const options = { notificationSecret: "my-very-own-notification-secret-for-the-shop", signatureKey: "Kx9#mQ2" }
    expect(publishedSecretOptions(options, ["notificationSecret", "signatureKey"])).toEqual([
      { option: "notificationSecret", flaw: "guessable" },
      { option: "signatureKey", flaw: "guessable" },
    ])
    const random = { notificationSecret: randomBytes(32).toString("hex"), signatureKey: randomBytes(32).toString("base64url") }
    expect(publishedSecretOptions(random, ["notificationSecret", "signatureKey"])).toEqual([])
  })

  const SERVER = ["node", "/store/node_modules/@medusajs/cli/cli.js", "start"]
  const EXEC = ["node", "/store/node_modules/.bin/medusa", "exec", "./seed.ts"]
  const USER = ["node", "/store/node_modules/.bin/medusa", "user", "-e", "admin@example.com"]

  it.each(["production", "staging"])("refuses with NODE_ENV=%s, naming the option and not the value", (nodeEnv) => {
    const warn = jest.fn()
    const check = () => checkPublishedSecrets([{ option: "signatureKey", flaw: "published" }], { env: { NODE_ENV: nodeEnv }, argv: SERVER, warn })
    expect(check).toThrow(/Riverty option signatureKey: the value is published/)
    expect(check).not.toThrow(new RegExp(PUBLISHED))
    expect(warn).not.toHaveBeenCalled()
    expect(publishedSecretsTolerated({ NODE_ENV: nodeEnv }, EXEC)).toBe(false)
  })

  it("refuses in production beyond loopback, as in production on loopback", () => {
    for (const HOST of ["0.0.0.0", "192.0.2.10", "::"]) {
      expect(publishedSecretsTolerated({ NODE_ENV: "production", HOST }, SERVER)).toBe(false)
      expect(() => checkPublishedSecrets([{ option: "notificationSecret", flaw: "published" }], { env: { NODE_ENV: "production", HOST }, argv: SERVER, warn: jest.fn() })).toThrow(
        /notificationSecret/,
      )
    }
    expect(publishedSecretsTolerated({ NODE_ENV: "production" }, [...SERVER, "--host", "0.0.0.0"])).toBe(false)
  })

  it("refuses in a server beyond loopback (HOST or --host), whatever NODE_ENV short of production says", () => {
    for (const NODE_ENV of ["development", "test", undefined]) {
      expect(publishedSecretsTolerated({ NODE_ENV, HOST: "0.0.0.0" }, SERVER)).toBe(false)
      expect(publishedSecretsTolerated({ NODE_ENV }, [...SERVER, "-H", "0.0.0.0"])).toBe(false)
      expect(publishedSecretsTolerated({ NODE_ENV, HOST: "127.0.0.1" }, SERVER)).toBe(true)
    }
    expect(() => checkPublishedSecrets([{ option: "personalDataKey", flaw: "guessable" }], { env: { NODE_ENV: "development", HOST: "0.0.0.0" }, argv: SERVER, warn: jest.fn() })).toThrow(
      /Riverty option personalDataKey: the value is not random enough to be a key/,
    )
    expect(publishedSecretsTolerated({ NODE_ENV: "test", HOST: "localhost" }, SERVER)).toBe(true)
  })

  it("warns in a command that listens nowhere (medusa exec, medusa user) outside production, HOST or not", () => {
    for (const argv of [EXEC, USER, ["node", "/store/node_modules/.bin/medusa", "db:migrate"]]) {
      expect(publishedSecretsTolerated({}, argv)).toBe(true)
      expect(publishedSecretsTolerated({ HOST: "0.0.0.0" }, argv)).toBe(true)
    }
    const warn = jest.fn()
    expect(() => checkPublishedSecrets([{ option: "signatureKey", flaw: "published" }], { env: {}, argv: EXEC, warn })).not.toThrow()
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Riverty option signatureKey: the value is published/))
  })

  it("warns once per option in development, naming it and never printing the value", () => {
    const warn = jest.fn()
    const env = { NODE_ENV: "development" }
    const notificationSecret = { option: "notificationSecret", flaw: "published" } as const
    const signatureKey = { option: "signatureKey", flaw: "guessable" } as const
    checkPublishedSecrets([notificationSecret], { env, warn })
    checkPublishedSecrets([notificationSecret, signatureKey], { env, warn })
    checkPublishedSecrets([signatureKey], { env, warn })
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0][0]).toMatch(/^Riverty option notificationSecret: the value is published/)
    expect(warn.mock.calls[1][0]).toMatch(/^Riverty option signatureKey: the value is not random enough/)
    for (const [message] of warn.mock.calls) expect(message).not.toContain(PUBLISHED)
  })

  it("does nothing for values of the store's own", () => {
    const warn = jest.fn()
    expect(() => checkPublishedSecrets([], { env: { NODE_ENV: "production" }, argv: SERVER, warn })).not.toThrow()
    expect(warn).not.toHaveBeenCalled()
  })
})
