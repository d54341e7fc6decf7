import { createMedusaContainer, ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { asValue } from "@medusajs/framework/awilix"
import { RivertyApiError, RivertyNotFoundError, RivertyRiskRejectionError } from "riverty-client"
import { parseModuleOptions } from "../../modules/riverty/options"
import { clientFor, clientOptionsFor } from "../client"
import { rivertyClient, rivertyConnection, rivertyProviderConnection, rivertyProviders } from "../riverty-clients"
import { toMedusaError } from "../errors"
import { CONNECTION_KEYS, ConnectionOptionsSchema, formatOptionIssues } from "../options"

const PERSONAL_DATA_KEY = "a".repeat(64)
const pluginOptions = {
  personalDataKey: PERSONAL_DATA_KEY,
  environment: "emulator",
  baseUrl: "http://127.0.0.1:4555",
  apiKeys: { DE: "k" },
  backendUrl: "http://localhost:9000",
  storefrontUrl: "http://localhost:8000",
  accountingBaseUrl: "http://accounting.example",
  businessCode: "BC1",
  oauth: { clientId: "id", clientSecret: "secret" },
  v1ClientId: "1001",
}
const RIVERTY = "./src/providers/riverty"
const providers = [
  { resolve: "@medusajs/medusa/payment-stripe", id: "stripe", options: { apiKey: "sk" } },
  { resolve: RIVERTY, id: "riverty", options: { capture: "on_shipment" } },
  { resolve: "medusa-payment-riverty/providers/riverty", id: "eu", options: { orderNumberPrefix: "EU-" } },
]

function containerWith(plugin: unknown = pluginOptions) {
  const container = createMedusaContainer()
  container.register(ContainerRegistrationKeys.CONFIG_MODULE, asValue({ modules: { payment: { options: { providers } } } }))
  container.register("riverty", asValue({ options: parseModuleOptions(plugin) }))
  return container
}

describe("one connection options schema", () => {
  it("is the plugin module's, so the plugin entry accepts every connection key", () => {
    const plugin = parseModuleOptions(pluginOptions)
    for (const key of CONNECTION_KEYS) {
      expect(Object.keys(ConnectionOptionsSchema.shape)).toContain(key)
    }
    expect(plugin).toMatchObject({ baseUrl: "http://127.0.0.1:4555", environment: "emulator", timeoutMs: 20000, successPath: "/order/confirmed" })
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

describe("the store's Riverty client", () => {
  it("is one client, made from the plugin's options, for the plugin and every provider entry", () => {
    const container = containerWith()
    const client = rivertyClient(container)
    expect(rivertyConnection(container).client).toBe(client)
    expect(rivertyProviderConnection(container, "pp_riverty-invoice_riverty")?.client).toBe(client)
    expect(rivertyProviderConnection(container, "pp_riverty-account_eu")?.client).toBe(client)
    expect(rivertyConnection(container).options).toMatchObject({ businessCode: "BC1", v1ClientId: "1001" })
  })

  it("gives a provider the plugin's connection with its own entry's options, the same object each time", () => {
    const container = containerWith()
    const invoice = rivertyProviderConnection(container, "pp_riverty-invoice_riverty")?.options
    expect(invoice).toMatchObject({ capture: "on_shipment", orderNumberPrefix: "", apiKeys: { DE: "k" }, storefrontUrl: "http://localhost:8000", oauth: { clientId: "id" } })
    expect(rivertyProviderConnection(container, "pp_riverty-account_riverty")?.options).toBe(invoice)
    expect(rivertyProviderConnection(container, "pp_riverty-invoice_eu")?.options).toMatchObject({ capture: "manual", orderNumberPrefix: "EU-" })
    // The module's own options (secrets, retention) are not a provider's.
    expect(invoice).not.toHaveProperty("personalDataKey")
    expect(rivertyProviderConnection(container, "pp_riverty-invoice_other")).toBeUndefined()
    expect(rivertyProviderConnection(container, "pp_stripe_stripe")).toBeUndefined()
  })

  it("finds the provider of an order number by the longest prefix, and lists every Riverty entry", () => {
    const container = containerWith()
    expect(rivertyProviderConnection(container, { orderNumber: "EU-payses_1" })?.options.orderNumberPrefix).toBe("EU-")
    expect(rivertyProviderConnection(container, { orderNumber: "payses_1" })?.options.capture).toBe("on_shipment")
    expect(rivertyProviders(container).map((entry) => entry.id)).toEqual(["riverty", "eu"])
  })

  it("refuses a provider without the plugin's keys and return URLs, naming them", () => {
    const container = containerWith({ personalDataKey: PERSONAL_DATA_KEY, apiKeys: { DE: "k" } })
    expect(() => rivertyProviderConnection(container, "pp_riverty-invoice_riverty")).toThrow(/need the plugin option backendUrl, storefrontUrl/)
  })

  it("says how to reach the riverty module when it is not registered", () => {
    expect(() => rivertyClient(createMedusaContainer())).toThrow(/and "riverty" to the payment module.s dependencies/)
  })

  it("makes one client per options object", () => {
    const options = parseModuleOptions(pluginOptions)
    expect(clientFor(options)).toBe(clientFor(options))
    expect(clientFor(options)).not.toBe(clientFor(parseModuleOptions(pluginOptions)))
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

  it("gives a merchant's failure a stable code for the admin, with Riverty's action code when it gave one", () => {
    expect((toMedusaError(refused, "void", "merchant") as MedusaError).code).toBe("riverty_refused")
    const reEnter = new RivertyApiError("request", "refused", {
      status: 400,
      messages: [{ code: "400.005", message: "Invalid postal code", actionCode: "AskConsumerToReEnterData", fieldReference: "customer.address.postalCode" }],
    })
    expect((toMedusaError(reEnter, "capture", "merchant") as MedusaError).code).toBe("riverty_refused.AskConsumerToReEnterData")
    expect((toMedusaError(new RivertyNotFoundError("gone"), "order lookup", "merchant") as MedusaError).code).toBe("riverty_unknown_record")
    expect((toMedusaError(new RivertyApiError("server", "503", { status: 503 }), "capture", "merchant") as MedusaError).code).toBe("riverty_unreachable")
    // An action code Riverty does not list is not passed on.
    const odd = new RivertyApiError("request", "refused", { status: 400, messages: [{ message: "no", actionCode: "Whatever" }] })
    expect((toMedusaError(odd, "void", "merchant") as MedusaError).code).toBe("riverty_refused")
    // A provider operation's failure is Medusa's to answer: no admin code.
    expect((toMedusaError(refused, "cancel") as MedusaError).code).toBeUndefined()
  })

  it("lets other errors through", () => {
    const medusa = new MedusaError(MedusaError.Types.NOT_ALLOWED, "no")
    expect(toMedusaError(medusa, "capture", "merchant")).toBe(medusa)
    expect(toMedusaError("text", "capture").message).toBe("text")
  })
})
