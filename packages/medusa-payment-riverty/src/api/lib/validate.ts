import { validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { MedusaError } from "@medusajs/framework/utils"
import { formatIssues, type IssueLike } from "riverty-client"
import { escapeText, unsafeTextProblem, type TextRule } from "../../connection"

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

/** The answer's `code` of a request the validation refused (the admin translates it; the message names each field). */
export const INVALID_REQUEST_CODE = "invalid_request"

/** Steps of a field's name kept in a message; a deeper field is named by its first and last ones. */
const MAX_PATH = 16

/** A field that holds a character no input may hold: where, and what. */
export type UnsafeTextIssue = { path: PropertyKey[]; message: string }

/**
 * Every string of a request (values and keys, at any depth) checked with the plugin's one text
 * rule (connection/unsafe-text.ts): no NUL, no other control character, no lone surrogate. At most
 * `limit` issues, the shallowest first; a key that breaks the rule is named escaped and its value
 * not walked. Iterative, so no nesting depth overflows it.
 */
export function unsafeTextIssues(input: unknown, rule: TextRule = {}, limit = 5): UnsafeTextIssue[] {
  // Each node points to its parent: the path is built only for a finding, so a body nested
  // thousands deep costs memory in its size, not in its depth squared.
  type Node = { value: unknown; key?: PropertyKey; parent?: Node }
  const pathOf = (node: Node, last?: PropertyKey): PropertyKey[] => {
    const path: PropertyKey[] = last === undefined ? [] : [last]
    for (let at: Node | undefined = node; at && at.key !== undefined; at = at.parent) path.push(at.key)
    path.reverse()
    // A name stays readable however deep the field: its first and last steps.
    return path.length > MAX_PATH ? [...path.slice(0, MAX_PATH / 2), "…", ...path.slice(-MAX_PATH / 2)] : path
  }
  const found: UnsafeTextIssue[] = []
  const queue: Node[] = [{ value: input }]
  for (let at = 0; at < queue.length && found.length < limit; at++) {
    const node = queue[at]
    const { value } = node
    if (typeof value === "string") {
      const problem = unsafeTextProblem(value, rule)
      if (problem) found.push({ path: pathOf(node), message: problem })
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => queue.push({ value: item, key: index, parent: node }))
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const problem = unsafeTextProblem(key, rule)
        if (problem) found.push({ path: pathOf(node, escapeText(key)), message: `its name ${problem}` })
        else queue.push({ value: item, key, parent: node })
      }
    }
  }
  return found.slice(0, limit)
}

/** The 400 for input that breaks the text rule, naming each field (`address.address_1: must not …`). */
export function unsafeTextError(issues: readonly UnsafeTextIssue[], root: string): MedusaError {
  return new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid request: ${describeIssues(issues, root)}`, INVALID_REQUEST_CODE)
}

/**
 * `schema` for Medusa's validators, answering with `describeIssues`. Medusa formats issues itself
 * (only three, custom messages without their field, `items, 0, quantity`) and makes object schemas
 * strict; wrapped, a failure reaches it as one issue with our words (Medusa answers it as 400
 * `Invalid request: …`), and only schemas that say so refuse unknown keys.
 */
function namingFields<S extends z.ZodType>(schema: S, root: string): z.ZodType<z.output<S>> {
  return z.unknown().transform(async (input, ctx) => {
    const unsafe = unsafeTextIssues(input)
    if (unsafe.length) {
      ctx.addIssue({ code: "custom", message: describeIssues(unsafe, root) })
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
