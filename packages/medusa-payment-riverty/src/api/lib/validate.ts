import { validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { formatIssues, type IssueLike } from "riverty-client"

/** What the formatter reads of a zod issue (zod's own, or one carried by another error). */
type Issue = IssueLike & { code?: string; keys?: readonly string[] }

/**
 * Zod issues in words, each naming its field (`items[0].quantity: Too small: …`, `amount: not an
 * accepted field`); an issue about the whole input names `root` instead. Request validation's
 * wording of the client's `formatIssues`: routes never format zod errors themselves.
 */
export function describeIssues(issues: readonly Issue[], root: string): string {
  const named = issues.flatMap((issue): IssueLike[] =>
    issue.code === "unrecognized_keys" && issue.keys
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: "not an accepted field" }))
      : [issue],
  )
  return formatIssues(named, { root, style: "brackets" })
}

/**
 * Where a request holds a NUL character (in a value or a key): PostgreSQL stores it in neither
 * text nor JSON, so a route that records what it was given (a cache, a lookup, a note) would fail
 * with a 500. At most `limit` paths, the shallowest first.
 */
export function nulPaths(input: unknown, limit = 5): PropertyKey[][] {
  const found: PropertyKey[][] = []
  const queue: Array<[unknown, PropertyKey[]]> = [[input, []]]
  for (let next = queue.shift(); next && found.length < limit; next = queue.shift()) {
    const [value, path] = next
    if (typeof value === "string") {
      if (value.includes("\u0000")) found.push(path)
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => queue.push([item, [...path, index]]))
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\u0000")) found.push([...path, key])
        else queue.push([item, [...path, key]])
      }
    }
  }
  return found.slice(0, limit)
}

/**
 * `schema` for Medusa's validators, answering with `describeIssues`. Medusa formats issues itself
 * (only three, custom messages without their field, `items, 0, quantity`) and makes object schemas
 * strict; wrapped, a failure reaches it as one issue with our words (Medusa answers it as 400
 * `Invalid request: …`), and only schemas that say so refuse unknown keys.
 */
function namingFields<S extends z.ZodType>(schema: S, root: string): z.ZodType<z.output<S>> {
  return z.unknown().transform(async (input, ctx) => {
    const withNul = nulPaths(input)
    if (withNul.length) {
      ctx.addIssue({ code: "custom", message: describeIssues(withNul.map((path) => ({ path, message: "must not contain a NUL character" })), root) })
      return z.NEVER
    }
    const parsed = await schema.safeParseAsync(input ?? {})
    if (parsed.success) return parsed.data
    ctx.addIssue({ code: "custom", message: describeIssues(parsed.error.issues, root) })
    return z.NEVER
  })
}

/** Middleware for `middlewares.ts`: the body checked by `schema` as `req.validatedBody`, or a 400 naming each wrong field. */
export const validateBody = (schema: z.ZodType) => validateAndTransformBody(namingFields(schema, "body"))

/** Middleware for `middlewares.ts`: the query checked by `schema` as `req.validatedQuery`, or a 400 naming each wrong field. */
export const validateQuery = (schema: z.ZodType) => validateAndTransformQuery(namingFields(schema, "query"), {})
