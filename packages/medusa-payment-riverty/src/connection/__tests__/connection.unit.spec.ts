import { createMedusaContainer, ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { asValue } from "@medusajs/framework/awilix"
import { RivertyApiError, RivertyNotFoundError, RivertyRiskRejectionError } from "riverty-client"
import { parseModuleOptions } from "../../modules/riverty/options"
import { parseProviderOptions } from "../provider-options"
import { clientFor, clientOptionsFor } from "../client"
import { rivertyConnection } from "../connection"
import { toMedusaError } from "../errors"
import { CONNECTION_KEYS, ConnectionOptionsSchema, formatOptionIssues } from "../options"

const PERSONAL_DATA_KEY = "a".repeat(64)
const providerEntry = {
  environment: "emulator",
  baseUrl: "http://127.0.0.1:4555",
  apiKeys: { DE: "k" },
  backendUrl: "http://localhost:9000",
  storefrontUrl: "http://localhost:8000",
  capture: "on_shipment",
}
const pluginOptions = {
  personalDataKey: PERSONAL_DATA_KEY,
  environment: "emulator",
  baseUrl: "http://127.0.0.1:4555",
  apiKeys: { DE: "k" },
  accountingBaseUrl: "http://accounting.example",
  businessCode: "BC1",
  oauth: { clientId: "id", clientSecret: "secret" },
  v1ClientId: "1001",
}

function containerWith(plugin: unknown = pluginOptions) {
  const container = createMedusaContainer()
  container.register(ContainerRegistrationKeys.CONFIG_MODULE, asValue({ modules: { payment: { options: { providers: [{ id: "riverty", options: providerEntry }] } } } }))
  container.register("riverty", asValue({ options: parseModuleOptions(plugin) }))
  return container
}

describe("one connection options schema", () => {
  it("is extended by the provider's and the plugin module's options, so both accept every connection key", () => {
    const provider = parseProviderOptions({ ...providerEntry, accountingBaseUrl: "http://accounting.example", businessCode: "BC1" })
    const plugin = parseModuleOptions(pluginOptions)
    for (const key of CONNECTION_KEYS) {
      expect(Object.keys(ConnectionOptionsSchema.shape)).toContain(key)
    }
    expect(provider).toMatchObject({ baseUrl: "http://127.0.0.1:4555", accountingBaseUrl: "http://accounting.example", timeoutMs: 20000 })
    expect(plugin).toMatchObject({ baseUrl: "http://127.0.0.1:4555", environment: "emulator", timeoutMs: 20000 })
  })

  it("refuses a v1 client id that is not an integer, naming the option", () => {
    expect(ConnectionOptionsSchema.safeParse({ v1ClientId: 1001 }).success).toBe(true)
    const refused = ConnectionOptionsSchema.safeParse({ v1ClientId: "client-a" })
    expect(refused.success).toBe(false)
    expect(formatOptionIssues(refused.error?.issues ?? [])).toContain("v1ClientId")
  })

  it("formats zod issues as `path: message; ...`, the whole options as (options)", () => {
    expect(formatOptionIssues([{ path: ["apiKeys", "DE"], message: "bad" }, { path: [], message: "worse" }])).toBe("apiKeys.DE: bad; (options): worse")
    expect(() => parseModuleOptions({ personalDataKey: PERSONAL_DATA_KEY, baseUrl: "no url" })).toThrow(/Invalid riverty module options: baseUrl: /)
  })

  it("baseUrl is the emulator with environment emulator, the checkout host otherwise", () => {
    expect(clientOptionsFor({ environment: "emulator", baseUrl: "http://127.0.0.1:4555" })).toMatchObject({ emulatorUrl: "http://127.0.0.1:4555", baseUrls: {} })
    expect(clientOptionsFor({ environment: "sandbox", baseUrl: "https://checkout.example" })).toMatchObject({
      emulatorUrl: undefined,
      baseUrls: { checkout: "https://checkout.example" },
    })
  })
})

describe("rivertyConnection", () => {
  it("hands out the provider's options, completed by the plugin's accounting host, business code and OAuth client, with one shared client", () => {
    const container = containerWith()
    const first = rivertyConnection(container, "pp_riverty-invoice_riverty")
    expect(first?.options).toMatchObject({ capture: "on_shipment", accountingBaseUrl: "http://accounting.example", businessCode: "BC1", oauth: { clientId: "id" }, v1ClientId: "1001" })
    expect(rivertyConnection(container, "pp_riverty-account_riverty")?.client).toBe(first?.client)
    expect(rivertyConnection(container, "pp_riverty-invoice_other")).toBeUndefined()
    expect(rivertyConnection(container, "pp_stripe_stripe")).toBeUndefined()
  })

  it("without a provider id gives the plugin-level connection", () => {
    const container = containerWith()
    const plugin = rivertyConnection(container)
    expect(plugin.options).toMatchObject({ businessCode: "BC1", baseUrl: "http://127.0.0.1:4555" })
    expect(rivertyConnection(container).client).toBe(plugin.client)
    expect(plugin.client).not.toBe(rivertyConnection(container, "pp_riverty-invoice_riverty")?.client)
  })

  it("finds the provider of an order number", () => {
    expect(rivertyConnection(containerWith(), { orderNumber: "anything" })?.options.capture).toBe("on_shipment")
  })

  it("makes one client per options object", () => {
    const options = parseProviderOptions(providerEntry)
    expect(clientFor(options)).toBe(clientFor(options))
    expect(clientFor(options)).not.toBe(clientFor(parseProviderOptions(providerEntry)))
  })
})

describe("one Riverty error -> MedusaError mapper", () => {
  const refused = new RivertyApiError("request", "refused", { status: 400, messages: [{ code: "400.116", message: "Void not allowed" }] })

  it("classifies a risk rejection as a refusal (400) for every caller", () => {
    const rejection = new RivertyRiskRejectionError([{ code: "200.101", message: "Rejected" }])
    expect((toMedusaError(rejection, "update order") as MedusaError).type).toBe(MedusaError.Types.INVALID_DATA)
    expect((toMedusaError(rejection, "capture", "merchant") as MedusaError).type).toBe(MedusaError.Types.INVALID_DATA)
  })

  it("words an operation's failure and a merchant's refusal as their readers expect, keeping the cause", () => {
    const operation = toMedusaError(refused, "cancel")
    expect(operation.message).toBe("Riverty cancel failed (request: 400.116 Void not allowed)")
    expect((operation as Error & { cause?: unknown }).cause).toBe(refused)
    expect(toMedusaError(refused, "void", "merchant").message).toBe("Riverty refused the void: Void not allowed [400.116]")
    expect(toMedusaError(new RivertyNotFoundError("gone"), "order lookup", "merchant")).toMatchObject({
      type: MedusaError.Types.NOT_FOUND,
      message: "Riverty does not know this order (order lookup)",
    })
    // Records other than orders are named in the merchant's words.
    expect(toMedusaError(new RivertyNotFoundError("gone"), "claim invoices", "merchant", "claim CLM-1").message).toBe("Riverty does not know claim CLM-1 (claim invoices)")
    const down = new RivertyApiError("server", "503", { status: 503 })
    expect(toMedusaError(down, "capture", "merchant")).toMatchObject({ type: MedusaError.Types.UNEXPECTED_STATE, message: "Riverty could not be reached for the capture: 503" })
  })

  it("lets other errors through", () => {
    const medusa = new MedusaError(MedusaError.Types.NOT_ALLOWED, "no")
    expect(toMedusaError(medusa, "capture", "merchant")).toBe(medusa)
    expect(toMedusaError("text", "capture").message).toBe("text")
  })
})
