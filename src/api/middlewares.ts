import { defineMiddlewares } from "@medusajs/framework/http"

// Route-level middlewares of the plugin. Each feature adds its routes' validators here.
export default defineMiddlewares({
  routes: [
    {
      // Notification signatures are computed over the exact bytes Riverty sent.
      matcher: "/riverty/notifications",
      methods: ["POST"],
      bodyParser: { preserveRawBody: true },
    },
  ],
})
