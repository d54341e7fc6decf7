import { defineMiddlewares } from "@medusajs/framework/http"
import { STORE_ROUTES, limitStoreRoute } from "./store/riverty/lib"
import { verifyPaymentHookOnReceipt } from "./hooks/payment/verify-on-receipt"

// Route-level middlewares of the plugin. Each feature adds its routes' validators here.
export default defineMiddlewares({
  routes: [
    {
      // Notification signatures are computed over the exact bytes Riverty sent, and a body that
      // is not JSON must still be verified and kept for diagnosis: the route reads the body itself.
      matcher: "/riverty/notifications",
      methods: ["POST"],
      bodyParser: false,
    },
    {
      // Medusa's payment webhook path: Riverty signatures are checked when received, not when
      // Medusa gets round to processing the event (see verify-on-receipt.ts).
      matcher: "/hooks/payment/:provider",
      methods: ["POST"],
      bodyParser: { preserveRawBody: true },
      middlewares: [verifyPaymentHookOnReceipt],
    },
    {
      // Store routes that call Riverty with the merchant's key: limited per client (see lib/).
      matcher: "/store/riverty/installment-plans",
      methods: ["POST"],
      middlewares: [limitStoreRoute(STORE_ROUTES.installmentPlans)],
    },
  ],
})
