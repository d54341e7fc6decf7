import { createRivertyStore, installmentTeaser, nextStepOf, safeHttpUrl, type InstallmentPlan } from "../index.js"

// URLs from Riverty reach the storefront's links, images and redirects.
// The storefront kit keeps only http(s) ones, whatever the store route answered.
const UNSAFE = [
  "javascript:alert(document.cookie)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "/relative/terms",
  "//evil.example/x",
  "not a url",
]

const plan = (readMore: unknown): InstallmentPlan => ({
  basketAmount: 120,
  numberOfInstallments: 3,
  installmentAmount: 40,
  installmentProfileNumber: 1,
  interestRate: 0,
  effectiveAnnualPercentageRate: 0,
  totalAmount: 120,
  readMore: readMore as string,
})

describe("only http(s) URLs in the storefront kit", () => {
  it("safeHttpUrl keeps absolute http(s) URLs and nothing else", () => {
    expect(safeHttpUrl("https://docs.riverty.example/terms")).toBe("https://docs.riverty.example/terms")
    expect(safeHttpUrl("http://docs.riverty.example/a?b=c")).toBe("http://docs.riverty.example/a?b=c")
    for (const value of [...UNSAFE, "", undefined, null, 42, {}]) expect(safeHttpUrl(value)).toBeUndefined()
  })

  it("the installment teaser names a readMore link only when it is http(s)", () => {
    const options = { locale: "de-DE", currency: "EUR" }
    const safe = installmentTeaser([plan("https://docs.riverty.example/plan/1")], options)!
    expect(safe.readMore).toBe("https://docs.riverty.example/plan/1")
    expect(safe.legal).toContain("Read more: https://docs.riverty.example/plan/1")
    for (const value of UNSAFE) {
      const teaser = installmentTeaser([plan(value)], options)!
      expect(teaser).not.toHaveProperty("readMore")
      expect(teaser.legal).not.toContain("Read more")
    }
  })

  it("nextStepOf redirects only to an http(s) hosted page; otherwise the shopper retries", () => {
    const pending = (url: string) => ({ status: "requires_more", data: { riverty_outcome: "Pending", redirect_url: url } })
    expect(nextStepOf(pending("https://checkout.riverty.example/page/1"))).toEqual({ kind: "redirect", url: "https://checkout.riverty.example/page/1" })
    for (const value of UNSAFE) expect(nextStepOf(pending(value)).kind).toBe("retry")
  })

  it("the store client drops non-http(s) logos, legal links and plan links from the answers", async () => {
    const answers: Record<string, unknown> = {
      "payment-methods": {
        payment_methods: [
          {
            provider_id: "pp_riverty-installments_riverty",
            method: "installments",
            logo: "javascript:alert(1)",
            legal: { requires_consent: true, terms_url: "https://docs.riverty.example/terms", privacy_url: "data:text/html,x", secci_url: "vbscript:x" },
            installment_plans: [plan("javascript:alert(2)"), plan("https://docs.riverty.example/plan/2")],
          },
          { provider_id: "pp_riverty-invoice_riverty", method: "invoice", logo: "https://cdn.riverty.example/invoice.svg", legal: { requires_consent: false } },
        ],
      },
      "installment-plans": { installment_plans: [plan("data:text/html,x"), plan("https://docs.riverty.example/plan/3")] },
    }
    const store = createRivertyStore({
      baseUrl: "https://shop.example",
      publishableKey: "pk_test",
      fetch: async (url) => ({
        ok: true,
        status: 200,
        headers: { get: () => null },
        text: async () => JSON.stringify(answers[url.replace("https://shop.example/store/riverty/", "")]),
      }),
    })

    const methods = await store.paymentMethods({ cart_id: "cart_1" })
    const [installments, invoice] = methods.payment_methods
    expect(installments).not.toHaveProperty("logo")
    expect(installments.legal).toEqual({ requires_consent: true, terms_url: "https://docs.riverty.example/terms" })
    expect(installments.installment_plans!.map((item) => item.readMore)).toEqual([undefined, "https://docs.riverty.example/plan/2"])
    expect(invoice.logo).toBe("https://cdn.riverty.example/invoice.svg")

    const plans = await store.installmentPlans({ provider_id: "pp_riverty-installments_riverty", amount: 120, currency_code: "eur", country_code: "de" })
    expect(plans.installment_plans.map((item) => item.readMore)).toEqual([undefined, "https://docs.riverty.example/plan/3"])
  })
})
