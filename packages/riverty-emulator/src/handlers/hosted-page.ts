import { html, redirect, type EmulatorRequest, type EmulatorResponse } from "../core/http-types"
import { fromCents, lineGrossCents } from "../domain/money"
import { completeHostedSession } from "../domain/order-lifecycle"
import { answerLanguage } from "../domain/texts/language"
import { browserLanguage, hostedPageTexts, type HostedOutcome, type HostedPageTexts } from "../domain/texts/hosted-page-texts"
import { signRedirectReturn } from "../notifications/signing"
import type { Runtime } from "../runtime"
import { orderKey } from "../state/store"
import type { HostedSession, OrderRecord } from "../state/types"

const ACTIONS = { accept: "accepted", reject: "rejected", cancel: "cancelled" } as const

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function page(texts: HostedPageTexts, title: string, body: string): string {
  return `<!doctype html>
<html lang="${texts.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Riverty emulator</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d1d1b}
h1{font-size:1.4rem}table{width:100%;border-collapse:collapse;margin:1rem 0}td{padding:.3rem 0;border-bottom:1px solid #ddd}
td.amount{text-align:right}form{display:inline}button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem .3rem 0 0;border-radius:.4rem;border:1px solid #1d1d1b;cursor:pointer}
button.primary{background:#2a9d8f;color:#fff;border-color:#2a9d8f}</style></head>
<body><p><strong>Riverty</strong> <small>(emulator)</small></p>${body}</body></html>`
}

/** Where the browser goes back to: merchantUrl + ordernumber, lowercase orderstatus and signature. */
export function returnUrl(rt: Runtime, order: OrderRecord, status: string): string | undefined {
  if (!order.merchantUrl) return undefined
  const url = new URL(order.merchantUrl)
  // Only web addresses: the page links to it, and a javascript: URL would run on this origin.
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined
  url.searchParams.set("ordernumber", order.orderNumber)
  url.searchParams.set("orderstatus", status)
  url.searchParams.set("signature", signRedirectReturn(rt.config.signatureKey, order.orderNumber, status))
  return url.toString()
}

/** The page speaks the order's conversation language, else its country's (as Riverty's other texts do). */
function orderTexts(order: OrderRecord): HostedPageTexts {
  const requested = order.customer.conversationLanguage
  return hostedPageTexts(answerLanguage(typeof requested === "string" ? requested : undefined, order.country))
}

/** A page without an order speaks the browser's language. */
function browserTexts(req: EmulatorRequest): HostedPageTexts {
  const accept = req.headers["accept-language"]
  return hostedPageTexts(browserLanguage(Array.isArray(accept) ? accept[0] : accept))
}

function money(texts: HostedPageTexts, amount: number, currency: string): string {
  return new Intl.NumberFormat(texts.locale, { style: "currency", currency }).format(amount)
}

function finishedPage(rt: Runtime, order: OrderRecord, status: HostedOutcome): EmulatorResponse {
  const back = returnUrl(rt, order, status)
  if (back) return redirect(back)
  const texts = orderTexts(order)
  return html(
    200,
    page(texts, texts.outcome[status], `<h1>${escapeHtml(texts.outcome[status])}</h1><p>${escapeHtml(texts.order)} ${escapeHtml(order.orderNumber)}</p><p>${escapeHtml(texts.closeWindow)}</p>`),
  )
}

function lookup(rt: Runtime, token: string): { session: HostedSession; order: OrderRecord } | undefined {
  const session = rt.state.hostedSessions[token]
  if (!session) return undefined
  const order = rt.state.orders[orderKey(session.orderNumber)]
  return order ? { session, order } : undefined
}

function expireIfAbandoned(rt: Runtime, session: HostedSession): void {
  const now = rt.clock.now()
  if (!session.result && session.expiresAt <= now) completeHostedSession(rt, session, "expired", now)
}

/** GET /hosted-checkout/{token}: the page with Accept, Reject and Cancel. */
export function showHostedPage(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const found = lookup(rt, req.params.token)
  if (!found) return notFoundPage(req)
  const { session, order } = found
  const texts = orderTexts(order)
  expireIfAbandoned(rt, session)
  if (session.result) {
    const back = returnUrl(rt, order, session.result)
    const link = back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(texts.backToShop)}</a></p>` : ""
    const said = texts.outcome[session.result]
    return html(session.result === "expired" ? 410 : 200, page(texts, said, `<h1>${escapeHtml(said)}</h1>${link}`))
  }
  const rows = order.items
    .map(
      (i) =>
        `<tr><td>${escapeHtml(String(i.quantity))} x ${escapeHtml(i.description)}</td><td class="amount">${escapeHtml(money(texts, fromCents(lineGrossCents(i)), order.currency))}</td></tr>`,
    )
    .join("")
  const action = `/hosted-checkout/${encodeURIComponent(session.token)}`
  const button = (name: keyof typeof ACTIONS, label: string, primary = false) =>
    `<form method="post" action="${action}"><input type="hidden" name="action" value="${name}"><button type="submit" name="submit" value="${name}"${
      primary ? ' class="primary"' : ""
    } data-action="${name}">${label}</button></form>`
  return html(
    200,
    page(
      texts,
      texts.title,
      `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.order)} <strong>${escapeHtml(order.orderNumber)}</strong></p>
<table>${rows}<tr><td><strong>${escapeHtml(texts.total)}</strong></td><td class="amount"><strong>${escapeHtml(money(texts, fromCents(order.totalGrossCents), order.currency))}</strong></td></tr></table>
${button("accept", escapeHtml(texts.accept), true)}${button("reject", escapeHtml(texts.reject))}${button("cancel", escapeHtml(texts.cancel))}`,
    ),
  )
}

function notFoundPage(req: EmulatorRequest): EmulatorResponse {
  const texts = browserTexts(req)
  return html(404, page(texts, texts.notFound, `<h1>${escapeHtml(texts.notFound)}</h1>`))
}

/** POST /hosted-checkout/{token} (form field `action`): completes the session and returns the browser. */
export function submitHostedPage(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const found = lookup(rt, req.params.token)
  if (!found) return notFoundPage(req)
  const { session, order } = found
  expireIfAbandoned(rt, session)
  if (session.result) return finishedPage(rt, order, session.result)
  const form = new URLSearchParams(req.rawBody.toString("utf8"))
  const choice = (form.get("action") ?? form.get("submit") ?? "") as keyof typeof ACTIONS
  const result = ACTIONS[choice]
  if (!result) {
    const texts = orderTexts(order)
    return html(400, page(texts, texts.choose, `<h1>${escapeHtml(texts.choose)}</h1>`))
  }
  completeHostedSession(rt, session, result, rt.clock.now())
  return finishedPage(rt, order, result)
}
