/**
 * Whether a parsed JSON value nests arrays or objects deeper than `max` levels. Iterative: the
 * point is to refuse a body whose depth would overflow the stack of a recursive walk (zod, JSON
 * serialisation when storing it), so this walk must not recurse itself.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }]
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!
    if (!current || typeof current !== "object") continue
    if (depth + 1 > max) return true
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child && typeof child === "object") stack.push({ value: child, depth: depth + 1 })
    }
  }
  return false
}
