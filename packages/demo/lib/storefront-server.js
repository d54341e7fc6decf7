// The demo storefront (packages/demo/storefront) built with Vite into a temporary folder and served by a
// small static server. The page learns the store's URL and publishable key from a JSON block the
// server puts into index.html, so one build serves any store. Building outside the repository keeps
// `medusa develop` (which reloads on new files in the project) from restarting.
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const http = require("node:http")
const { execFile } = require("node:child_process")

const CONFIG_MARK = "<!-- demo-config -->"

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".map": "application/json",
}

function buildPage(outDir) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(__dirname, "build-storefront.mjs"), outDir], { cwd: path.join(__dirname, ".."), env: { ...process.env, NODE_OPTIONS: "" } }, (error, stdout, stderr) => {
      if (error) reject(new Error(`The demo storefront did not build:\n${stderr || stdout || error.message}`))
      else resolve()
    })
  })
}

/** index.html with the config block: `</` is escaped so no value can end the script element. */
function pageWithConfig(html, config) {
  const json = JSON.stringify(config).replace(/</g, "\\u003c")
  const block = `<script id="demo-config" type="application/json">${json}</script>`
  if (!html.includes(CONFIG_MARK)) throw new Error(`packages/demo/storefront/index.html lacks ${CONFIG_MARK}`)
  return html.replace(CONFIG_MARK, block)
}

function fileOf(outDir, pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const file = path.resolve(outDir, `.${path.posix.normalize(decoded)}`)
  // Never outside the build folder, whatever the path says.
  if (!file.startsWith(outDir + path.sep)) return undefined
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined
}

/**
 * Builds the page and serves it. `port` 0 picks a free port; `url` is the address the server
 * really listens on. The page's routes (/, /checkout, /order/confirmed) all answer index.html.
 * `regions` (optional) limits the page to these regions: ids, or the seed's region objects ({ id, … });
 * without it the page offers every region of the store.
 */
async function startStorefrontServer({ port = 0, host = "127.0.0.1", storeUrl, publishableKey, regions } = {}) {
  if (!storeUrl) throw new Error("startStorefrontServer needs storeUrl")
  if (!publishableKey) throw new Error("startStorefrontServer needs publishableKey")
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "riverty-demo-storefront-"))
  const removeBuild = () => fs.rmSync(outDir, { recursive: true, force: true })
  let index
  try {
    await buildPage(outDir)
    const regionIds = regions?.map((region) => (typeof region === "string" ? region : region.id))
    const config = { storeUrl: storeUrl.replace(/\/+$/, ""), publishableKey, ...(regionIds ? { regions: regionIds } : {}) }
    index = pageWithConfig(fs.readFileSync(path.join(outDir, "index.html"), "utf8"), config)
  } catch (error) {
    removeBuild()
    throw error
  }

  const server = http.createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end()
      return
    }
    const { pathname } = new URL(req.url ?? "/", "http://storefront")
    const file = pathname.startsWith("/assets/") ? fileOf(outDir, pathname) : undefined
    if (pathname.startsWith("/assets/") && !file) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found")
      return
    }
    if (file) {
      res.writeHead(200, {
        "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
        "cache-control": "public, max-age=31536000, immutable",
      })
      if (req.method === "HEAD") res.end()
      else fs.createReadStream(file).pipe(res)
      return
    }
    res.writeHead(200, { "content-type": TYPES[".html"], "cache-control": "no-store" })
    res.end(req.method === "HEAD" ? undefined : index)
  })
  const sockets = new Set()
  server.on("connection", (socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  try {
    await new Promise((resolve, reject) => {
      server.once("error", reject)
      server.listen(port, host, () => {
        server.off("error", reject)
        resolve()
      })
    })
  } catch (error) {
    removeBuild()
    throw error
  }
  const address = server.address()
  // The address the server really listens on. The store's STOREFRONT_URL (where the return route
  // sends the browser) must be this same origin: the cart sits in the origin's local storage, so
  // 127.0.0.1 and localhost would be two shops.
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`
  let stopped
  const stop = () => {
    stopped ??= new Promise((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => {
        removeBuild()
        resolve()
      })
    })
    return stopped
  }
  return { url, port: address.port, stop }
}

module.exports = { startStorefrontServer }
