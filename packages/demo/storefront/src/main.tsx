// The demo storefront's pages by path: the shop (product and cart), the checkout, the confirmation;
// all in the language of the shopper's country (./i18n/texts.tsx).
import "./styles.css"
import { StrictMode, useEffect } from "react"
import { createRoot } from "react-dom/client"
import { CheckoutPage } from "./checkout-page"
import { ConfirmationPage } from "./confirmation-page"
import { DemoLocale, useTexts } from "./i18n/texts"
import { ShopPage } from "./shop-page"

const PAGES: Record<string, () => JSX.Element> = {
  "/": ShopPage,
  "/checkout": CheckoutPage,
  "/order/confirmed": ConfirmationPage,
}

function Header() {
  const { t } = useTexts()
  useEffect(() => {
    document.title = t("page.title")
  }, [t])
  return (
    <header className="top">
      <a className="brand" href="/">
        {t("page.title")}
      </a>
      <span className="hint">{t("page.hint")}</span>
    </header>
  )
}

function NotFound() {
  const { t } = useTexts()
  return (
    <div className="card">
      <p>{t("page.notFound")}</p>
      <a href="/">{t("page.backToShop")}</a>
    </div>
  )
}

const Page = PAGES[window.location.pathname.replace(/\/+$/, "") || "/"] ?? NotFound
createRoot(document.getElementById("app") as HTMLElement).render(
  <StrictMode>
    <DemoLocale>
      <Header />
      <main aria-live="polite">
        <Page />
      </main>
    </DemoLocale>
  </StrictMode>,
)
