import type { RunningEmulator } from "riverty-emulator"
import { control, emulator } from "./helpers/emulator"
import { itControl, itEmulatorOnly } from "./helpers/target"
import { authorizeBody } from "./helpers/fixtures"
import { raw } from "./helpers/raw"
import { choose } from "./helpers/hosted-page"
import { redirectSignature } from "./helpers/hmac"

const SIGNATURE_KEY = "redirect-signature-key-for-tests"
let emu: RunningEmulator

beforeAll(async () => {
  emu = await emulator({ signatureKey: SIGNATURE_KEY, redirectTtlMs: 10 * 60 * 1000 })
})
afterAll(() => emu.stop())

const wire = () => raw(emu)
const orderPath = (number: string) => `/api/v3/orders/${encodeURIComponent(number)}`
const authorize = (body: unknown) => wire().post("checkout", "/api/v3/checkout/authorize", body)

/** orderDetails.status as GET /api/v3/orders/{orderNumber} answers it on the wire. */
async function statusOf(number: string): Promise<string> {
  const res = await wire().get("checkout", orderPath(number))
  expect(res.status).toBe(200)
  return res.body.orderDetails.status
}

async function pending(extra: Parameters<typeof authorizeBody>[0] = {}): Promise<{ number: string; redirectUrl: string }> {
  const body = authorizeBody({ extra: { merchantUrl: "https://shop.example/riverty/return?session_id=abc", hostedCheckout: {} }, ...extra })
  const res = await authorize(body)
  expect([res.status, res.body.outcome]).toEqual([200, "Pending"])
  return { number: String(body.order?.number), redirectUrl: String(res.body.redirectUrl) }
}

function returned(location: string | undefined): { url: URL; values: { orderNumber: string; orderStatus: string; signature: string } } {
  const url = new URL(String(location))
  return {
    url,
    values: {
      orderNumber: String(url.searchParams.get("ordernumber")),
      orderStatus: String(url.searchParams.get("orderstatus")),
      signature: String(url.searchParams.get("signature")),
    },
  }
}

describe("redirect flow through the hosted page", () => {
  itEmulatorOnly("Accept returns the browser to merchantUrl with a verifiable signature; the order is Accepted", async () => {
    const { number, redirectUrl } = await pending()
    expect(await statusOf(number)).toBe("Pending")
    const captureEarly = await wire().post("checkout", `${orderPath(number)}/captures`, { orderDetails: { totalGrossAmount: 1, totalNetAmount: 0.84 } })
    expect(captureEarly.status).toBe(400)

    const result = await choose(redirectUrl, "accept")
    expect(result.status).toBe(303)
    const { url, values } = returned(result.location)
    expect(`${url.origin}${url.pathname}`).toBe("https://shop.example/riverty/return")
    expect(url.searchParams.get("session_id")).toBe("abc")
    expect(values).toMatchObject({ orderNumber: number, orderStatus: "accepted" })
    expect(values.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(values.signature).toBe(redirectSignature(number, "accepted", SIGNATURE_KEY))
    expect(values.signature).not.toBe(redirectSignature(number, "rejected", SIGNATURE_KEY))
    expect(values.signature).not.toBe(redirectSignature(number, "accepted", "another-key-entirely"))

    expect(await statusOf(number)).toBe("Accepted")
    const cap = await wire().post("checkout", `${orderPath(number)}/captures`, { orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 } })
    expect([cap.status, cap.body.capturedAmount]).toEqual([200, 156])

    // A reload of the finished page sends the browser back with the same, final outcome.
    const again = await fetch(redirectUrl, { method: "POST", body: "action=reject", headers: { "content-type": "application/x-www-form-urlencoded" }, redirect: "manual" })
    expect(returned(again.headers.get("location") ?? undefined).values.orderStatus).toBe("accepted")
  })

  itEmulatorOnly("Reject and Cancel end the order as Rejected and Cancelled", async () => {
    const a = await pending()
    const rejected = returned((await choose(a.redirectUrl, "reject")).location)
    expect(rejected.values.orderStatus).toBe("rejected")
    expect(rejected.values.signature).toBe(redirectSignature(a.number, "rejected", SIGNATURE_KEY))
    expect(await statusOf(a.number)).toBe("Rejected")

    const b = await pending()
    const cancelled = returned((await choose(b.redirectUrl, "cancel")).location)
    expect(cancelled.values.orderStatus).toBe("cancelled")
    expect(await statusOf(b.number)).toBe("Cancelled")
  })

  itEmulatorOnly("hostedCheckout: {} without merchantUrl shows the outcome instead of redirecting", async () => {
    const body = authorizeBody({ extra: { hostedCheckout: {} } })
    const res = await authorize(body)
    expect(res.body.outcome).toBe("Pending")
    const result = await choose(String(res.body.redirectUrl), "accept")
    expect(result.status).toBe(200)
    // A German address without a conversation language: the page speaks German, as Riverty's texts do.
    expect(result.html).toContain("Deine Zahlung wurde angenommen.")
  })

  itEmulatorOnly("the SCA persona is redirected too, and the page lists the order lines", async () => {
    const body = authorizeBody({ firstName: "StrongCustomerAuthentication", extra: { merchantUrl: "https://shop.example/r" } })
    const res = await authorize(body)
    expect(res.body.outcome).toBe("Pending")
    const page = await (await fetch(String(res.body.redirectUrl))).text()
    expect(page).toContain("Rain jacket")
    expect(page).toContain("156,00\u00a0€")
  })

  itControl("an abandoned page expires: the order becomes Expired and the page answers 410", async () => {
    const { number, redirectUrl } = await pending()
    await control(emu).post("/clock/advance", { minutes: 11 })
    expect(await statusOf(number)).toBe("Expired")
    const page = await fetch(redirectUrl)
    expect(page.status).toBe(410)
    const html = await page.text()
    const back = /href="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, "&")
    expect(returned(back).values.orderStatus).toBe("expired")
  })

  itEmulatorOnly("an unknown page is 404", async () => {
    expect((await fetch(`${emu.url}/hosted-checkout/nope`)).status).toBe(404)
  })
})

describe("the hosted page in the order's conversation language", () => {
  /** The page of a pending order of that country, the customer's conversationLanguage given. */
  async function pageOf(country: "DE" | "NL" | "SE", conversationLanguage: string): Promise<{ html: string; redirectUrl: string }> {
    const body = authorizeBody({ country, extra: { hostedCheckout: {} } })
    const customer = { ...body.customer, conversationLanguage } as typeof body.customer
    const res = await wire().post("checkout", "/api/v3/checkout/authorize", { ...body, customer }, { country })
    expect([res.status, res.body.outcome]).toEqual([200, "Pending"])
    const redirectUrl = String(res.body.redirectUrl)
    return { html: await (await fetch(redirectUrl)).text(), redirectUrl }
  }

  const texts = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, "").replace(/<[^>]+>/g, " ")

  itEmulatorOnly("German: Riverty's words, money as de-DE writes it, lang de, and the outcome in German", async () => {
    const { html, redirectUrl } = await pageOf("DE", "DE")
    expect(html).toContain('<html lang="de">')
    for (const word of ["Bestätige deine Zahlung", "Bestellung", "Gesamtbetrag", "Akzeptieren", "Ablehnen", "Abbrechen", "156,00\u00a0€"]) expect(texts(html)).toContain(word)
    for (const english of ["Confirm", "Accept", "Reject", "Cancel", "Total", "Order "]) expect(texts(html)).not.toContain(english)
    expect((await choose(redirectUrl, "reject")).html).toContain("Deine Zahlung wurde abgelehnt.")
  })

  itEmulatorOnly("Dutch: Riverty's words, money as nl-NL writes it, lang nl", async () => {
    const { html, redirectUrl } = await pageOf("NL", "NL")
    expect(html).toContain('<html lang="nl">')
    for (const word of ["Bevestig je betaling", "Bestelling", "Totaal", "Accepteren", "Weigeren", "Annuleren", "€\u00a0156,00"]) expect(texts(html)).toContain(word)
    for (const english of ["Confirm", "Accept ", "Reject", "Cancel", "Total "]) expect(texts(html)).not.toContain(english)
    expect((await choose(redirectUrl, "cancel")).html).toContain("Je betaling is geannuleerd.")
  })

  itEmulatorOnly("Swedish: Riverty's words, kronor as sv-SE writes them, lang sv", async () => {
    const { html, redirectUrl } = await pageOf("SE", "SV")
    expect(html).toContain('<html lang="sv">')
    for (const word of ["Bekräfta din betalning", "Totalt", "Godkänn", "Avvisa", "Avbryt", "156,00\u00a0kr"]) expect(texts(html)).toContain(word)
    for (const english of ["Confirm", "Accept", "Reject", "Cancel", "Total "]) expect(texts(html)).not.toContain(english)
    expect((await choose(redirectUrl, "accept")).html).toContain("Din betalning har godkänts.")
  })

  itEmulatorOnly("the conversation language wins over the country: a German address asking for Dutch gets Dutch", async () => {
    const { html } = await pageOf("DE", "NL")
    expect(html).toContain('<html lang="nl">')
    expect(texts(html)).toContain("Bevestig je betaling")
  })

  itEmulatorOnly("an unknown page speaks the browser's language", async () => {
    const res = await fetch(`${emu.url}/hosted-checkout/nope`, { headers: { "accept-language": "sv-SE,sv;q=0.9,en;q=0.5" } })
    expect(res.status).toBe(404)
    expect(await res.text()).toContain("Den här betalningssidan finns inte.")
  })
})
