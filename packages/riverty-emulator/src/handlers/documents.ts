import { html, type EmulatorRequest, type EmulatorResponse } from "../core/http-types"
import { fromCents } from "../domain/money"
import type { Runtime } from "../runtime"

/** GET /documents/invoices/{invoiceNumber}: the invoice document linked from invoiceCreated. */
export function invoiceDocument(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  for (const order of Object.values(rt.state.orders)) {
    const capture = order.captures.find((c) => c.invoiceNumber === req.params.invoiceNumber)
    if (!capture) continue
    const rows = capture.items
      .map((i) => `<tr><td>${i.quantity} x ${i.description.replace(/</g, "&lt;")}</td><td>${(i.grossUnitPrice * i.quantity).toFixed(2)}</td></tr>`)
      .join("")
    return html(
      200,
      `<!doctype html><meta charset="utf-8"><title>Invoice ${capture.invoiceNumber}</title><h1>Invoice ${capture.invoiceNumber}</h1><p>Order ${order.orderNumber}</p><table>${rows}</table><p>Total ${fromCents(capture.amountCents).toFixed(2)} ${order.currency}</p>`,
    )
  }
  return html(404, "<!doctype html><title>Not found</title><p>Unknown invoice.</p>")
}
