import { defineMiddlewares } from "@medusajs/framework/http"

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
  ],
})
