// Where the development store and the demo listen: 127.0.0.1 unless HOST (Medusa's own variable
// for `medusa start` / `medusa develop`) names another address, e.g. HOST=0.0.0.0 to reach them
// from other machines. Medusa reads HOST when its command line is parsed, before medusa-config.ts
// is loaded; so the config sets it for the server process `medusa develop` forks, and refuses a
// `medusa start` of this store that was given no HOST (it would already be bound to every interface).

/** Hosts only this machine can reach: the loopback addresses and `localhost`. */
function isLoopback(host) {
  const h = String(host).trim().toLowerCase().replace(/^\[(.*)\]$/, "$1")
  return h === "localhost" || h === "::1" || h === "::ffff:127.0.0.1" || /^127(\.\d{1,3}){3}$/.test(h)
}

const DEFAULT_HOST = "127.0.0.1"

/**
 * `{ address, loopback }`: HOST when set, else 127.0.0.1 (written to `env.HOST` so the server
 * process `medusa develop` starts inherits it). Throws in a `medusa start` process without HOST.
 */
function listenHost({ env = process.env, argv = process.argv } = {}) {
  const flag = hostFlagOf(argv)
  if (flag !== undefined) env.HOST = flag
  if (!env.HOST?.trim()) {
    if (argv[2] === "start") {
      throw new Error(
        "The development store listens on loopback unless told otherwise, but `medusa start` reads its address before this config: " +
          `run it with HOST=${DEFAULT_HOST} (or HOST=0.0.0.0 to open it to the network), or use \`medusa develop\`.`
      )
    }
    env.HOST = DEFAULT_HOST
  }
  const address = env.HOST.trim()
  return { address, loopback: isLoopback(address) }
}

/** The value of `-H <host>`, `--host <host>` or `--host=<host>` on a medusa command line. */
function hostFlagOf(argv) {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "-H" || argv[i] === "--host") return argv[i + 1]
    if (argv[i].startsWith("--host=")) return argv[i].slice("--host=".length)
  }
  return undefined
}

module.exports = { listenHost, isLoopback, DEFAULT_HOST }
