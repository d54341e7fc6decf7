// What a process tree listens on, read from Linux's /proc: every listening TCP socket of the
// process and its descendants (the demo's `medusa develop`, the server it forks, the admin's
// hot-reload socket, the emulator and the storefront), with its address. Elsewhere: null.
const fs = require("node:fs")
const net = require("node:net")
const os = require("node:os")

/** Pids of `root` and every process below it. */
function processTree(root) {
  const children = new Map()
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    let stat
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
    } catch {
      continue
    }
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
    if (!children.has(ppid)) children.set(ppid, [])
    children.get(ppid).push(Number(entry))
  }
  const tree = [root]
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []))
  return tree
}

function socketInodes(pid) {
  const inodes = new Set()
  let fds = []
  try {
    fds = fs.readdirSync(`/proc/${pid}/fd`)
  } catch {
    return inodes
  }
  for (const fd of fds) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))
      if (match) inodes.add(match[1])
    } catch {
      // closed meanwhile
    }
  }
  return inodes
}

/** The address of /proc/net/tcp's hex form (IPv4 little-endian words; IPv6 four of them). */
function addressOf(hex) {
  const words = hex.match(/.{8}/g).map((word) => Buffer.from(word, "hex").reverse())
  if (words.length === 1) return [...words[0]].join(".")
  const bytes = Buffer.concat(words)
  const groups = []
  for (let i = 0; i < 16; i += 2) groups.push(bytes.readUInt16BE(i).toString(16))
  const text = groups.join(":")
  if (text === "0:0:0:0:0:ffff:7f00:1") return "::ffff:127.0.0.1"
  return text === "0:0:0:0:0:0:0:1" ? "::1" : text === "0:0:0:0:0:0:0:0" ? "::" : text
}

/** `[{ address, port }]` of every listening TCP socket of `root`'s process tree; null without /proc. */
function listeningSockets(root) {
  if (!fs.existsSync("/proc/net/tcp")) return null
  const inodes = new Set(processTree(root).flatMap((pid) => [...socketInodes(pid)]))
  const sockets = []
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(file)) continue
    for (const line of fs.readFileSync(file, "utf8").trim().split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/)
      const [local, , state] = fields.slice(1, 4)
      if (state !== "0A" || !inodes.has(fields[9])) continue
      const [hex, port] = local.split(":")
      sockets.push({ address: addressOf(hex), port: parseInt(port, 16) })
    }
  }
  return sockets
}

const isLoopbackAddress = (address) => address === "::1" || address === "::ffff:127.0.0.1" || /^127\./.test(address)

/** An IPv4 address of this machine other computers can reach, or undefined. */
function externalIPv4() {
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const entry of addresses ?? []) if (entry.family === "IPv4" && !entry.internal) return entry.address
  }
  return undefined
}

/** "connected", or the error code of a TCP connection to host:port. */
function connectOutcome(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    const done = (outcome) => {
      socket.destroy()
      resolve(outcome)
    }
    socket.once("connect", () => done("connected"))
    socket.once("error", (error) => done(error.code))
    socket.setTimeout(5000, () => done("ETIMEDOUT"))
  })
}

module.exports = { listeningSockets, isLoopbackAddress, externalIPv4, connectOutcome }
