"use strict"
/** A positive integer from the environment (a size knob of the benchmark), else the default. */
function intFromEnv(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${raw}`)
  return value
}

module.exports = { intFromEnv }
