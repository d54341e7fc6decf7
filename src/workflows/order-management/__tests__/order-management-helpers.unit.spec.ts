import type { RivertyLine } from "../../../providers/riverty/operations/line-allocation"
import { productIdOf } from "../order-data"
import { returnedByCapture } from "../return-lines"
import { carrierOf, shippingDetailsOf } from "../steps/prepare-shipment-capture"

const article = (productId: string, quantity: number, grossUnitCents: number): RivertyLine => ({
  productId,
  description: productId,
  type: "PhysicalArticle",
  quantity,
  grossUnitCents,
  netUnitCents: Math.round(grossUnitCents / 1.19),
  vatPercent: 19,
})

describe("returned lines by capture", () => {
  it("takes returned quantities from the captures that invoiced them, oldest first", () => {
    const captures = [
      { captureNumber: "C1", items: [article("SHIRT", 1, 1000), { ...article("discount", 1, -100), type: "Discount" as const }] },
      { captureNumber: "C2", items: [article("SHIRT", 2, 1000), article("BOOK", 1, 500)] },
    ]
    const out = returnedByCapture(captures, [
      { productId: "SHIRT", quantity: 2 },
      { productId: "BOOK", quantity: 3 },
      { productId: "discount", quantity: 1 },
    ])
    expect(out.get("C1")?.map((l) => [l.line.productId, l.quantity, l.cents])).toEqual([["SHIRT", 1, 1000]])
    expect(out.get("C2")?.map((l) => [l.line.productId, l.quantity, l.cents])).toEqual([
      ["SHIRT", 1, 1000],
      ["BOOK", 1, 500],
    ])
  })
})

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

describe("provider lookup", () => {
  it("names order lines like the authorize mapping: SKU, variant, line id", () => {
    expect(productIdOf({ id: "ordli_1", variant_sku: "SHIRT-M", variant_id: "variant_1" })).toBe("SHIRT-M")
    expect(productIdOf({ id: "ordli_1", variant_sku: null, variant_id: "variant_1" })).toBe("variant_1")
    expect(productIdOf({ id: "ordli_1" })).toBe("ordli_1")
  })
})
