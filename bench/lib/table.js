"use strict"
// The printed form of the results: one line per figure with subject, baseline, ratio and target.

function printTable(rows) {
  const header = ["#", "figure", "subject", "baseline", "ratio", "measured", "target", "met"]
  const lines = rows.map((r) => [
    String(r.figure),
    r.name,
    r.subject,
    r.baseline,
    Number.isFinite(r.ratio) ? `${r.ratio.toFixed(2)}x` : "-",
    r.measured,
    r.target,
    r.met ? "yes" : "NO",
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const format = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join(" | ")
  console.log(format(header))
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"))
  for (const line of lines) console.log(format(line))
}

module.exports = { printTable }
