import { rawTarget, v3, type RawTarget } from "./helpers/keyed-target"

// A payment method's logo is an address a storefront can show: it answers an image. Asserted the
// same way against the real service.
let t: RawTarget
beforeAll(async () => {
  t = await rawTarget()
})
afterAll(() => t.stop())

describe("payment method logos", () => {
  it("point at images that load", async () => {
    const res = await v3<{ paymentMethods: { type: string; logo?: string }[] }>(t, "DE", "POST", "/checkout/payment-methods", {
      order: { country: "DE", totalGrossAmount: 185, totalNetAmount: 155.46, currency: "EUR" },
    })
    expect(res.status).toBe(200)
    const logos = res.body.paymentMethods.map((method) => method.logo)
    expect(logos.length).toBeGreaterThan(1)
    for (const logo of logos) {
      expect(logo).toMatch(/^https?:\/\//)
      const image = await fetch(logo!)
      expect({ logo, status: image.status, type: image.headers.get("content-type") }).toEqual({ logo, status: 200, type: expect.stringMatching(/^image\//) })
    }
  })
})
