import { productIdOf } from "../order"
import { findProviderOptions as providerOptionsFor, isRivertyProvider } from "../../../connection"

describe("provider lookup", () => {
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
    expect(providerOptionsFor(configModule, "pp_riverty-invoice_riverty")?.capture).toBe("on_shipment")
    expect(providerOptionsFor(configModule, "pp_riverty-invoice_other")).toBeUndefined()
    expect(isRivertyProvider("pp_riverty-installments_riverty")).toBe(true)
    expect(isRivertyProvider("pp_stripe_stripe")).toBe(false)
  })

  it("names order lines like the authorize mapping: SKU, variant, line id", () => {
    expect(productIdOf({ id: "ordli_1", variant_sku: "SHIRT-M", variant_id: "variant_1" })).toBe("SHIRT-M")
    expect(productIdOf({ id: "ordli_1", variant_sku: null, variant_id: "variant_1" })).toBe("variant_1")
    expect(productIdOf({ id: "ordli_1" })).toBe("ordli_1")
  })
})
