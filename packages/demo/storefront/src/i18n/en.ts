// The demo's own texts in English: the keys, and what each other language says. What the kit's
// catalogue already has (field labels, the place-order button, the methods' names) is taken from
// the kit (`t` in ./texts.ts looks there for every key not here).
export const en = {
  "page.title": "Riverty demo webshop",
  "page.hint": "A Medusa store paying with Riverty (emulator)",
  "page.loading": "Loading…",
  "page.notFound": "Page not found.",
  "page.backToShop": "Back to the shop",
  "shop.deliverTo": "Deliver to",
  "shop.variant": "Variant",
  "shop.addToCart": "Add to cart",
  "shop.added": "Added to your cart.",
  "cart.title": "Your cart",
  "cart.empty": "Your cart is empty.",
  "cart.checkout": "Go to checkout",
  "summary.title": "Your order",
  "summary.shipping": "Shipping",
  "summary.total": "Total",
  "checkout.address": "1. Address",
  "checkout.shipping": "2. Shipping",
  "checkout.payment": "3. Payment with Riverty",
  "checkout.change": "Change",
  "form.email": "E-mail",
  "form.firstName": "First name",
  "form.lastName": "Last name",
  "form.street": "Street and house number",
  "form.line2": "Address line 2",
  "form.city": "City",
  "form.country": "Country",
  "form.toShipping": "Continue to shipping",
  "shipping.none": "No shipping option delivers to this address.",
  "shipping.toPayment": "Continue to payment",
  "payment.buyingAs": "I am buying as",
  "payment.person": "Private person",
  "payment.company": "Company",
  "payment.tracking": "Riverty may recognise this device (profile tracking) to protect this payment against fraud.",
  "confirmation.title": "Thank you for your order!",
  "confirmation.order": "Order",
  "confirmation.placed": "placed on {date}",
  "confirmation.email": "A confirmation goes to {email}.",
  "confirmation.paid": "Paid with Riverty ({method}). Riverty will send you the payment details.",
  "confirmation.noOrder": "No order given.",
  "confirmation.continue": "Continue shopping",
} as const

export type DemoMessageKey = keyof typeof en
/** One language's texts: every key. */
export type DemoMessages = Readonly<Record<DemoMessageKey, string>>
