import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"

/** The request body checked by `schema`, or a 400 naming each wrong field and why. */
export function parseStoreBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {})
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => {
    const at = issue.path.join(".")
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => `${at ? `${at}.` : ""}${key}: not an accepted field`).join("; ")
    }
    return `${at || "body"}: ${issue.message}`
  })
  throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid request: ${problems.join("; ")}`)
}
