import { isRivertyProvider, providerEntryForOrderNumber, providerEntryOf, rivertyProviderEntries } from "../registry"

describe("registry of configured Riverty providers", () => {
  const entry = (id: string, options: Record<string, unknown>, resolve = "medusa-payment-riverty/providers/riverty") => ({ resolve, id, options })
  const config = {
    modules: {
      payment: {
        options: {
          providers: [
            entry("stripe", { apiKey: "x" }, "@medusajs/medusa/payment-stripe"),
            // Not a Riverty entry, though its options would pass a Riverty entry's schema.
            entry("manual", {}, "./src/providers/manual"),
            entry("a", { orderNumberPrefix: "SHOP", capture: "on_shipment" }, "./src/providers/riverty"),
            entry("b", { orderNumberPrefix: "SHOP-EU" }),
          ],
        },
      },
    },
  }

  it("finds the options of the Riverty entry behind a provider id", () => {
    expect(providerEntryOf(config, "pp_riverty-invoice_a")?.capture).toBe("on_shipment")
    expect(providerEntryOf(config, "pp_riverty-invoice_manual")).toBeUndefined()
    expect(providerEntryOf(config, "pp_riverty-invoice_other")).toBeUndefined()
    expect(isRivertyProvider("pp_riverty-installments_riverty")).toBe(true)
    expect(isRivertyProvider("pp_stripe_stripe")).toBe(false)
  })

  it("lists the Riverty entries only, and finds the one whose order number prefix is the longest match", () => {
    expect(rivertyProviderEntries(config).map((e) => e.id)).toEqual(["a", "b"])
    expect(providerEntryForOrderNumber(config, "SHOP-EU-123")?.orderNumberPrefix).toBe("SHOP-EU")
    expect(providerEntryForOrderNumber(config, "SHOP123")?.orderNumberPrefix).toBe("SHOP")
    expect(providerEntryForOrderNumber(config, "OTHER1")).toBeUndefined()
    // Parsed once per entry: the same options object each time.
    expect(providerEntryOf(config, "pp_riverty-invoice_a")).toBe(providerEntryOf(config, "pp_riverty-account_a"))
  })

  it("names the invalid option of a Riverty provider entry instead of ignoring it", () => {
    const invalid = { modules: [{ options: { providers: [entry("riverty", { capture: "later" })] } }] }
    expect(() => providerEntryOf(invalid, "pp_riverty-invoice_riverty")).toThrow(/Invalid Riverty provider options: capture/)
  })
})
