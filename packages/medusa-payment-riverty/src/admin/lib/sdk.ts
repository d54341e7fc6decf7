import Medusa from "@medusajs/js-sdk"

// The admin is served by the Medusa backend itself, so "/" reaches the API with the session cookie.
export const sdk = new Medusa({
  baseUrl: import.meta.env.VITE_BACKEND_URL || "/",
  debug: import.meta.env.DEV,
  auth: { type: "session" },
})
