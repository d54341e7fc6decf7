import proxyaddr from "proxy-addr"

/**
 * The `trustedProxies` option: how many proxy hops in front of the server, or which addresses
 * (CIDR ranges, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`) are proxies. Unset
 * (or 0): none, so the client is the socket's peer and X-Forwarded-For means nothing.
 */
export type TrustedProxies = number | string[]

/** Whether the hop-th address from the server (0: the socket's peer) is a proxy whose X-Forwarded-For counts. */
export type ProxyTrust = (address: string, hop: number) => boolean

const trustNone: ProxyTrust = () => false

/** The trust function of the option; throws on an address proxy-addr cannot read (the options check reports it). */
export function proxyTrustOf(trusted: TrustedProxies | undefined): ProxyTrust {
  if (trusted === undefined || trusted === 0 || (Array.isArray(trusted) && trusted.length === 0)) return trustNone
  if (typeof trusted === "number") return (_address, hop) => hop < trusted
  return proxyaddr.compile(trusted)
}

// One compiled function per option value (the options object lives as long as the module).
const compiled = new WeakMap<object, ProxyTrust>()

/**
 * The client's address of a request: the socket's peer, or, through each trusted proxy, the
 * address that proxy put in X-Forwarded-For. Medusa sets Express's `trust proxy` to 1 for all of
 * its routes, so `req.ip` would believe any X-Forwarded-For of a client that connects directly;
 * the plugin decides with its own option instead.
 */
export function clientAddressOf(req: Parameters<typeof proxyaddr>[0], options: { trustedProxies?: TrustedProxies }): string | undefined {
  let trust = compiled.get(options)
  if (!trust) {
    trust = proxyTrustOf(options.trustedProxies)
    compiled.set(options, trust)
  }
  return proxyaddr(req, trust) || undefined
}
