import { carrierOf, shippingDetailsOf } from "../steps/prepare-shipment-capture"

describe("shipping details of a fulfillment", () => {
  it("one Shipment per tracked label, with the carrier from metadata, data or the provider", () => {
    const fulfillment = {
      provider_id: "manual_manual",
      metadata: { carrier: "DHL" },
      labels: [
        { tracking_number: "00340434161094042557", tracking_url: "https://track.example/1" },
        { tracking_number: "", tracking_url: "" },
        { tracking_number: "JJD0099", tracking_url: "not a url" },
      ],
    }
    expect(shippingDetailsOf(fulfillment)).toEqual([
      { type: "Shipment", shippingCompany: "DHL", trackingId: "00340434161094042557", trackingUrl: "https://track.example/1" },
      { type: "Shipment", shippingCompany: "DHL", trackingId: "JJD0099" },
    ])
    expect(carrierOf({ provider_id: "manual_manual", data: { carrier: "UPS" } })).toBe("UPS")
    expect(carrierOf({ provider_id: "manual_manual" })).toBe("manual_manual")
  })
})
