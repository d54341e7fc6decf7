#!/usr/bin/env node
// The kit's components with styles.css as a shopper sees them, in Chromium: bundles
// scripts/screenshots-page.tsx against the built kit (run `npm run build` first), puts it on a page
// with the stylesheet and, after it as the README advises, a storefront's CSS: STOREFRONT_CSS (a
// file, e.g. a starter's compiled Tailwind output), else Tailwind's reset (preflight, the base of
// Medusa's starters) when installed. Plays the shopper's clicks and writes one PNG per section.
//   node scripts/screenshots.mjs <folder> [section ...]
// CHROMIUM_PATH (default /usr/bin/chromium), SCALE (device pixels per CSS pixel, default 1),
// WIDTH (the window's width in CSS pixels, default 1024; 390 shows a phone's layout).
// The docs' images (docs/images/kit-styles-*.png) are sections of it.
import { build } from "esbuild"
import { chromium } from "playwright-core"
import { createRequire } from "node:module"
import { mkdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const [outDir, ...only] = process.argv.slice(2)
if (!outDir) {
  console.error("usage: node scripts/screenshots.mjs <folder> [section ...]")
  process.exit(2)
}
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const require = createRequire(import.meta.url)

function storefrontCss() {
  if (process.env.STOREFRONT_CSS) return readFileSync(process.env.STOREFRONT_CSS, "utf8")
  try {
    // theme() is Tailwind's build step; the values it falls back to are what a starter gets.
    return readFileSync(require.resolve("tailwindcss/src/css/preflight.css"), "utf8").replace(/theme\('[^']*',\s*([^;]*)\);/g, "$1;")
  } catch {
    console.warn("tailwindcss is not installed: the page has the browser's own styles, no starter reset")
    return ""
  }
}

const bundle = await build({
  entryPoints: [path.join(root, "scripts", "screenshots-page.tsx")],
  bundle: true,
  write: false,
  format: "iife",
  platform: "browser",
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "error",
})

// The starter's checkout column: white, Inter or the system's sans-serif.
const FRAME = `
body { margin: 0; background: #fff; font-family: Inter, -apple-system, "Segoe UI", Roboto, "Liberation Sans", sans-serif; color: #18181b; }
.frame { box-sizing: border-box; width: min(560px, 100vw); padding: 16px; }
`
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<style>${readFileSync(path.join(root, "dist", "styles.css"), "utf8")}</style><style>${storefrontCss()}</style><style>${FRAME}</style>
</head><body><div id="root"></div></body></html>`

// What the shopper does in a section before it is taken.
const STEPS = {
  installments: async (section) => section.getByText("6 × ", { exact: false }).click(),
  "direct-debit": async (section) => section.locator("input[name=bic]").focus(),
  "place-order-busy": async (section) => section.getByRole("button").click(),
  "place-order-error": async (section) => {
    await section.getByRole("button").click()
    await section.getByRole("alert").waitFor()
  },
  lookup: async (section) => {
    await section.getByRole("textbox").fill("19850412-1234")
    await section.getByRole("button").click()
    await section.getByText("Storgatan", { exact: false }).waitFor()
  },
  address: async (section) => section.getByRole("group").waitFor(),
  "address-unchecked": async (section) => section.getByRole("status").waitFor(),
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
})
try {
  const page = await browser.newPage({ viewport: { width: Number(process.env.WIDTH || 1024), height: 900 }, deviceScaleFactor: Number(process.env.SCALE || 1) })
  const problems = []
  page.on("pageerror", (error) => problems.push(error.message))
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()))
  await page.setContent(html)
  await page.addScriptTag({ content: bundle.outputFiles[0].text })
  await page.locator(".frame").first().waitFor()
  mkdirSync(outDir, { recursive: true })
  const ids = await page.locator(".frame").evaluateAll((sections) => sections.map((section) => section.id))
  for (const id of ids.filter((name) => only.length === 0 || only.includes(name))) {
    const section = page.locator(`#${id}`)
    await STEPS[id]?.(section)
    await page.mouse.move(0, 0) // no hover left on what was clicked
    const file = path.join(outDir, `${id}.png`)
    // The component and the frame's padding around it: a card's ring lies outside its box.
    await section.screenshot({ path: file, animations: "disabled" })
    console.log(file)
  }
  if (problems.length) throw new Error(`the page reported:\n${problems.join("\n")}`)
} finally {
  await browser.close()
}
