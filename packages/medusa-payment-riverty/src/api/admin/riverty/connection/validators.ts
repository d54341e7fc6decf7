import { z } from "@medusajs/framework/zod"

/** POST /admin/riverty/connection/test: all connections, or the one of `provider_id` (`plugin` or a provider entry's id). */
export const TestConnectionBody = z
  .object({
    provider_id: z.string().min(1, { error: "provider_id must not be empty" }).optional(),
  })
  .strict()
export type TestConnectionBodyType = z.output<typeof TestConnectionBody>

/** GET /admin/riverty/connection takes no query. */
export const ConnectionSummaryQuery = z.object({}).strict()
