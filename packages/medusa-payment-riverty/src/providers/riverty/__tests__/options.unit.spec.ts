import { parseProviderOptions } from "../../../connection"
import { RivertyBaseProvider } from "../base-provider"
import { ALL_PROVIDER_IDS, providerId } from "../payment-methods"

const valid = {
  apiKeys: { DE: "key-de" },
  backendUrl: "https://shop.example/api",
  storefrontUrl: "https://shop.example",
}

describe("Riverty provider options", () => {
  it("fills documented defaults", () => {
    const options = parseProviderOptions(valid)
    expect(options).toMatchObject({
      environment: "sandbox",
      capture: "manual",
      successPath: "/order/confirmed",
      checkoutPath: "/checkout",
      orderNumberPrefix: "",
      checkoutDeadlineMs: 15000,
      riskData: { ipAddress: true, userAgent: true, customerHistory: true, profileTrackingId: true },
    })
    expect(parseProviderOptions({ ...valid, riskData: { ipAddress: false } }).riskData).toEqual({
      ipAddress: false,
      userAgent: true,
      customerHistory: true,
      profileTrackingId: true,
    })
  })

  it.each([
    [{ ...valid, apiKeys: {} }, "apiKeys"],
    [{ ...valid, apiKeys: { XX: "k" } }, "apiKeys"],
    [{ ...valid, backendUrl: "not a url" }, "backendUrl"],
    [{ ...valid, capture: "later" }, "capture"],
    [{ ...valid, orderNumberPrefix: "bad prefix!" }, "orderNumberPrefix"],
    [{ ...valid, signatureKey: "short" }, "signatureKey"],
    [{ ...valid, riskData: { ipAdress: false } }, "riskData"],
    [{ ...valid, riskData: { userAgent: "no" } }, "riskData.userAgent"],
    [{ ...valid, notificationSecret: "short" }, "notificationSecret"],
    [{ ...valid, unknownOption: true }, "unknownOption"],
    [{ ...valid, checkoutDeadlineMs: 0 }, "checkoutDeadlineMs"],
    [{ ...valid, checkoutDeadlineMs: "15s" }, "checkoutDeadlineMs"],
  ])("refuses %j naming %s", (options, name) => {
    expect(() => parseProviderOptions(options)).toThrow(new RegExp(`Invalid Riverty provider options: .*${name}`))
  })

  it("is what validateOptions runs at load time", () => {
    expect(() => RivertyBaseProvider.validateOptions({ ...valid, storefrontUrl: undefined })).toThrow(
      /storefrontUrl/
    )
    expect(() => RivertyBaseProvider.validateOptions(valid)).not.toThrow()
  })

  it("derives one provider id per Riverty payment type", () => {
    expect(providerId("invoice")).toBe("pp_riverty-invoice_riverty")
    expect(new Set(ALL_PROVIDER_IDS).size).toBe(6)
  })

  it("refuses amountLimits for a method that does not exist, at load time", () => {
    expect(() => RivertyBaseProvider.validateOptions({ ...valid, amountLimits: { DE: { methods: { instalments: { min: 50 } } } } })).toThrow(
      /amountLimits methods instalments are not Riverty methods \(invoice, installments/,
    )
    expect(() => RivertyBaseProvider.validateOptions({ ...valid, amountLimits: { DE: { max: 5000, methods: { installments: { min: 50 } } } } })).not.toThrow()
  })
})
