export { truncate } from "./text"
export { formatDate, formatDateTime } from "./dates"
export { normalisePhone, PHONE_MAX_LENGTH } from "./phone"
export { roundAmount, sumAmounts } from "./amounts"
