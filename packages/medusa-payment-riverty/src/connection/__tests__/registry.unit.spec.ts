import { findProviderOptions, firstProviderOptions, isRivertyProvider, providerOptionsForOrderNumber } from "../registry"

describe("registry of configured Riverty providers", () => {
  const configModule = {
    modules: {
      payment: {
        options: {
          providers: [
            { id: "stripe", options: {} },
            {
              id: "riverty",
              options: {
                environment: "emulator",
                baseUrl: "http://127.0.0.1:4010",
                apiKeys: { DE: "k" },
                backendUrl: "http://localhost:9000",
                storefrontUrl: "http://localhost:8000",
                capture: "on_shipment",
              },
            },
          ],
        },
      },
    },
  }

  it("finds the options of the entry behind a Riverty provider id", () => {
    expect(findProviderOptions(configModule, "pp_riverty-invoice_riverty")?.capture).toBe("on_shipment")
    expect(findProviderOptions(configModule, "pp_riverty-invoice_other")).toBeUndefined()
    expect(isRivertyProvider("pp_riverty-installments_riverty")).toBe(true)
    expect(isRivertyProvider("pp_stripe_stripe")).toBe(false)
  })

  it("reads the first Riverty entry and the one whose order number prefix is the longest match", () => {
    const entry = (id: string, orderNumberPrefix: string) => ({
      id,
      options: { apiKeys: { DE: "k" }, backendUrl: "http://localhost:9000", storefrontUrl: "http://localhost:8000", orderNumberPrefix },
    })
    const config = { modules: { payment: { options: { providers: [{ id: "stripe", options: { apiKey: "x" } }, entry("a", "SHOP"), entry("b", "SHOP-EU")] } } } }
    expect(firstProviderOptions(config)?.orderNumberPrefix).toBe("SHOP")
    expect(providerOptionsForOrderNumber(config, "SHOP-EU-123")?.orderNumberPrefix).toBe("SHOP-EU")
    expect(providerOptionsForOrderNumber(config, "SHOP123")?.orderNumberPrefix).toBe("SHOP")
    expect(providerOptionsForOrderNumber(config, "OTHER1")).toBeUndefined()
    // Parsed once per entry: the same options object, so the same shared client.
    expect(findProviderOptions(config, "pp_riverty-invoice_a")).toBe(findProviderOptions(config, "pp_riverty-account_a"))
  })

  it("names the invalid option of a Riverty provider entry instead of ignoring it", () => {
    const config = { modules: [{ options: { providers: [{ id: "riverty", options: { apiKeys: { DE: "k" }, backendUrl: "nope", storefrontUrl: "http://x.example" } }] } }] }
    expect(() => findProviderOptions(config, "pp_riverty-invoice_riverty")).toThrow(/Invalid Riverty provider options: backendUrl/)
  })
})
