// The spec's two wire formats: dates `yyyy-MM-dd` and date-times `yyyy-MM-ddTHH:mm:ss.fffffffzzz`.

const pad = (n: number, width = 2): string => String(n).padStart(width, "0")

/**
 * `yyyy-MM-dd`. A Date is read in UTC, because calendar dates (birth dates, return dates) are
 * stored as UTC midnight; strings that already carry a date keep it verbatim.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === "string") {
    const match = /^(\d{4}-\d{2}-\d{2})/.exec(value)
    if (match) return match[1]
    value = new Date(value)
  }
  if (Number.isNaN(value.getTime())) throw new RangeError("formatDate: invalid date")
  return `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`
}

/** `yyyy-MM-ddTHH:mm:ss.fffffff+00:00`, in UTC with the seven fractional digits the spec shows. */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value
  if (Number.isNaN(date.getTime())) throw new RangeError("formatDateTime: invalid date")
  const day = formatDate(date)
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  return `${day}T${time}.${pad(date.getUTCMilliseconds(), 3)}0000+00:00`
}
