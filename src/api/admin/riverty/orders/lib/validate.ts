import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"

/** Parses a request body; a 400 names every offending field (`items[1].quantity: …`). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {})
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => {
    const path = issue.path.reduce<string>(
      (out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
      "",
    )
    return `${path || "body"}: ${issue.message}`
  })
  throw new MedusaError(MedusaError.Types.INVALID_DATA, problems.join("; "))
}
