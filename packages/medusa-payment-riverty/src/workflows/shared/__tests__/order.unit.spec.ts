import { productIdOf } from "../order"

describe("order lines", () => {
  it("names order lines like the authorize mapping: SKU, variant, line id", () => {
    expect(productIdOf({ id: "ordli_1", variant_sku: "SHIRT-M", variant_id: "variant_1" })).toBe("SHIRT-M")
    expect(productIdOf({ id: "ordli_1", variant_sku: null, variant_id: "variant_1" })).toBe("variant_1")
    expect(productIdOf({ id: "ordli_1" })).toBe("ordli_1")
  })
})
