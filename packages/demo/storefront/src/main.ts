// The demo storefront's pages by path: the shop (product and cart), the checkout, the confirmation.
import "./styles.css"
import { h, messageOf, notice, replace } from "./dom"
import { renderShop } from "./cart"
import { renderCheckout } from "./checkout"
import { renderConfirmation } from "./confirmation"

const PAGES: Record<string, (app: HTMLElement) => Promise<void>> = {
  "/": renderShop,
  "/checkout": renderCheckout,
  "/order/confirmed": renderConfirmation,
}

const app = document.getElementById("app") as HTMLElement
const page = PAGES[window.location.pathname.replace(/\/+$/, "") || "/"]
if (!page) replace(app, h("div", { class: "card" }, h("p", {}, "Page not found."), h("a", { href: "/" }, "Back to the shop")))
else page(app).catch((error) => replace(app, notice("error", messageOf(error), "page-error")))
