"use strict"
// The request bodies the emulator figures send: a German invoice order of three lines.
const ITEMS = [
  { productId: "JACKET", description: "Rain jacket", grossUnitPrice: 119, netUnitPrice: 100, vatPercent: 19, vatAmount: 19, quantity: 1 },
  { productId: "SOCKS", description: "Wool socks", grossUnitPrice: 10.7, netUnitPrice: 10, vatPercent: 7, vatAmount: 0.7, quantity: 3 },
  { productId: "SHIP", description: "Shipping", type: "ShippingFee", grossUnitPrice: 4.9, netUnitPrice: 4.12, vatPercent: 19, vatAmount: 0.78, quantity: 1 },
]

function authorizeBody(number) {
  return {
    payment: { type: "Invoice" },
    customer: {
      customerCategory: "Person",
      firstName: "Astrid",
      lastName: "Svensson",
      birthDate: "1999-01-02",
      email: "astrid@example.com",
      address: { street: "Gütersloher Straße", streetNumber: "123", postalCode: "33415", postalPlace: "Verl", countryCode: "DE" },
    },
    order: { number, totalGrossAmount: 156, totalNetAmount: 134.12, currency: "EUR", items: ITEMS },
  }
}

function captureBody() {
  return { orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 } }
}

const QUIET = { info() {}, warn() {}, error() {}, debug() {} }

module.exports = { ITEMS, authorizeBody, captureBody, QUIET }
