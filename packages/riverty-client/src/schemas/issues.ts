/** What the formatter reads of a zod issue (zod's own, or one carried by another error). */
export type IssueLike = { readonly path: readonly PropertyKey[]; readonly message: string }

/** How a path is written: `items.0.quantity` (dots) or `items[0].quantity` (brackets). */
export type IssuePathStyle = "dots" | "brackets"

/** An issue's path in words; "" for an issue about the whole input. */
export function issuePath(path: readonly PropertyKey[], style: IssuePathStyle = "brackets"): string {
  if (style === "dots") return path.map(String).join(".")
  return path.reduce<string>(
    (out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    "",
  )
}

export type FormatIssuesOptions = {
  /** Written before every path (`payment.`). */
  prefix?: string
  /** Names an issue about the whole input (`(options)`, `body`). */
  root?: string
  style?: IssuePathStyle
}

/**
 * The one formatter of zod issues: `path: message` joined by `; ` (`customer.phone: Invalid input;
 * iban: Required`). Every layer (the client, the connection, the provider, the routes) words its
 * validation failures with it.
 */
export function formatIssues(issues: readonly IssueLike[], options: FormatIssuesOptions = {}): string {
  const { prefix = "", root = "", style = "dots" } = options
  return issues.map((issue) => `${prefix}${issuePath(issue.path, style) || root}: ${issue.message}`).join("; ")
}
