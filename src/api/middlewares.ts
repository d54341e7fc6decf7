import { defineMiddlewares } from "@medusajs/framework/http"
import { STORE_ROUTES, limitStoreRoute } from "./store/riverty/lib"

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
      // Store routes that call Riverty with the merchant's key: limited per client (see lib/).
      matcher: "/store/riverty/installment-plans",
      methods: ["POST"],
      middlewares: [limitStoreRoute(STORE_ROUTES.installmentPlans)],
    },
  ],
})
