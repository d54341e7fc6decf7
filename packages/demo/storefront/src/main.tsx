// The demo storefront's pages by path: the shop (product and cart), the checkout, the confirmation.
import "./styles.css"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { CheckoutPage } from "./checkout-page"
import { ConfirmationPage } from "./confirmation-page"
import { ShopPage } from "./shop-page"

const PAGES: Record<string, () => JSX.Element> = {
  "/": ShopPage,
  "/checkout": CheckoutPage,
  "/order/confirmed": ConfirmationPage,
}

function NotFound() {
  return (
    <div className="card">
      <p>Page not found.</p>
      <a href="/">Back to the shop</a>
    </div>
  )
}

const Page = PAGES[window.location.pathname.replace(/\/+$/, "") || "/"] ?? NotFound
createRoot(document.getElementById("app") as HTMLElement).render(
  <StrictMode>
    <Page />
  </StrictMode>,
)
