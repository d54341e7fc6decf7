import { parseProviderEntry } from "../../../connection"
import { RivertyBaseProvider } from "../base-provider"
import { ALL_PROVIDER_IDS, providerId } from "../payment-methods"

describe("Riverty provider entry options", () => {
  it("fills documented defaults, with nothing required", () => {
    expect(parseProviderEntry({})).toEqual({
      capture: "manual",
      orderNumberPrefix: "",
      decimalQuantities: false,
      riskData: { ipAddress: true, userAgent: true, customerHistory: true, profileTrackingId: true },
      amountLimits: undefined,
    })
    expect(parseProviderEntry({ riskData: { ipAddress: false } }).riskData).toEqual({
      ipAddress: false,
      userAgent: true,
      customerHistory: true,
      profileTrackingId: true,
    })
  })

  it.each([
    [{ capture: "later" }, "capture"],
    [{ orderNumberPrefix: "bad prefix!" }, "orderNumberPrefix"],
    [{ riskData: { ipAdress: false } }, "riskData"],
    [{ riskData: { userAgent: "no" } }, "riskData.userAgent"],
    [{ decimalQuantities: "yes" }, "decimalQuantities"],
  ])("refuses %j naming %s", (options, name) => {
    expect(() => parseProviderEntry(options)).toThrow(new RegExp(`Invalid Riverty provider options: ${name.replace(".", "\\.")}: `))
  })

  it.each(["environment", "baseUrl", "apiKeys", "backendUrl", "storefrontUrl", "successPath", "signatureKey", "oauth", "timeoutMs", "checkoutDeadlineMs", "notificationSecret", "personalDataKey"])(
    "refuses the plugin option %s in a provider entry, saying to move it to the plugin entry",
    (name) => {
      expect(() => parseProviderEntry({ capture: "manual", [name]: "x" })).toThrow(
        new RegExp(`Invalid Riverty provider options: ${name}: a plugin option: move it to the plugin entry's options`),
      )
    },
  )

  it("refuses an unknown option, listing what a provider entry holds", () => {
    expect(() => parseProviderEntry({ captur: "manual" })).toThrow(
      /captur: not a provider option \(a provider entry holds only capture, orderNumberPrefix, decimalQuantities, riskData, amountLimits;/,
    )
  })

  it("takes a key left undefined (an unset environment variable) as not written", () => {
    expect(() => parseProviderEntry({ capture: "manual", notificationSecret: undefined })).not.toThrow()
  })

  it("names every misplaced option at once", () => {
    expect(() => parseProviderEntry({ apiKeys: {}, backendUrl: "x" })).toThrow(/apiKeys: a plugin option.*; backendUrl: a plugin option/)
  })

  it("is what validateOptions runs at load time", () => {
    expect(() => RivertyBaseProvider.validateOptions({ storefrontUrl: "https://shop.example" })).toThrow(/storefrontUrl: a plugin option/)
    expect(() => RivertyBaseProvider.validateOptions({ capture: "on_shipment" })).not.toThrow()
  })

  it("derives one provider id per Riverty payment type", () => {
    expect(providerId("invoice")).toBe("pp_riverty-invoice_riverty")
    expect(new Set(ALL_PROVIDER_IDS).size).toBe(6)
  })

  it("refuses amountLimits for a method that does not exist, at load time", () => {
    expect(() => RivertyBaseProvider.validateOptions({ amountLimits: { DE: { methods: { instalments: { min: 50 } } } } })).toThrow(
      /amountLimits methods instalments are not Riverty methods \(invoice, installments/,
    )
    expect(() => RivertyBaseProvider.validateOptions({ amountLimits: { DE: { max: 5000, methods: { installments: { min: 50 } } } } })).not.toThrow()
  })
})
