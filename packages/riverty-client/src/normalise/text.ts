/**
 * Cuts `value` to at most `max` UTF-16 code units (the unit zod and the service count), never
 * splitting a surrogate pair so the result stays valid Unicode.
 */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value
  let end = max
  const last = value.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return value.slice(0, end)
}
