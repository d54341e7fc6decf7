// proxy-addr (Express's own X-Forwarded-For reader) ships no types; the two calls the plugin uses.
declare module "proxy-addr" {
  import type { IncomingMessage } from "node:http"

  type Trust = (address: string, hop: number) => boolean
  function proxyaddr(req: IncomingMessage, trust: Trust): string
  namespace proxyaddr {
    /** A trust function of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal; throws on an invalid one. */
    function compile(value: string | string[]): Trust
  }
  export = proxyaddr
}
