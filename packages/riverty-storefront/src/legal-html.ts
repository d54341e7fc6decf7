import { safeHttpUrl } from "./safe-url.js"

/** An element kept from Riverty's legal HTML; text is plain text (a renderer escapes it). */
export type LegalElement = { tag: LegalTag; href?: string; children: LegalNode[] }
export type LegalNode = string | LegalElement
export type LegalTag = (typeof KEPT)[number] | "a"

// The same allow-list as the demo storefront's legal.ts: text, emphasis, paragraphs, lists, links.
const KEPT = ["b", "strong", "i", "em", "br", "p", "span", "ul", "ol", "li"] as const
// Elements whose content is never text for the shopper: dropped with everything inside.
const DROPPED = new Set(["script", "style", "textarea", "title", "template", "noscript", "iframe", "object", "svg", "math", "head"])
const VOID = new Set(["br", "img", "hr", "input", "meta", "link", "wbr", "source", "area", "col", "embed", "param", "track", "base"])

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })

const OPEN = /^<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/
const CLOSE = /^<\/([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g

function hrefOf(attributes: string): string | undefined {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1].toLowerCase() === "href") return safeHttpUrl(decode((match[2] ?? match[3] ?? match[4] ?? "").trim()))
  }
  return undefined
}

/**
 * Riverty's legal text (HTML, a peer's data) as a tree of allowed elements and plain text, without
 * a DOM, so it renders the same on a Next.js server and in the browser: only the tags above and
 * links to http(s) pages survive (a link elsewhere keeps its text), any other element gives up its
 * text, scripts and styles vanish with their content, attributes other than a link's `href` are
 * dropped. A renderer that writes text as text (React does) cannot run anything from it.
 */
export function parseLegalHtml(html: string): LegalNode[] {
  const root: LegalNode[] = []
  // Each open element and where its children go; an element not kept passes them to its parent.
  const stack: { name: string; children: LegalNode[] }[] = [{ name: "#root", children: root }]
  const top = () => stack[stack.length - 1].children
  let rest = html
  while (rest) {
    if (rest.startsWith("<!--")) {
      const end = rest.indexOf("-->", 4)
      rest = end < 0 ? "" : rest.slice(end + 3)
      continue
    }
    if (rest.startsWith("<!") || rest.startsWith("<?")) {
      const end = rest.indexOf(">")
      rest = end < 0 ? "" : rest.slice(end + 1)
      continue
    }
    const close = CLOSE.exec(rest)
    if (close) {
      const name = close[1].toLowerCase()
      const at = stack.map((frame) => frame.name).lastIndexOf(name)
      if (at > 0) stack.length = at
      rest = rest.slice(close[0].length)
      continue
    }
    const open = OPEN.exec(rest)
    if (open) {
      const name = open[1].toLowerCase()
      rest = rest.slice(open[0].length)
      if (DROPPED.has(name)) {
        const end = rest.toLowerCase().indexOf(`</${name}`)
        rest = end < 0 ? "" : rest.slice(rest.indexOf(">", end) + 1 || rest.length)
        continue
      }
      const selfClosing = VOID.has(name) || /\/\s*$/.test(open[2])
      if (name === "br") top().push({ tag: "br", children: [] })
      if (selfClosing) continue
      if (name === "a" || (KEPT as readonly string[]).includes(name)) {
        const href = name === "a" ? hrefOf(open[2]) : undefined
        const element: LegalElement = name === "a" ? (href ? { tag: "a", href, children: [] } : { tag: "span", children: [] }) : { tag: name as LegalTag, children: [] }
        top().push(element)
        stack.push({ name, children: element.children })
      } else {
        stack.push({ name, children: top() })
      }
      continue
    }
    // Text up to the next tag; a "<" that opens no tag is text.
    const next = rest.indexOf("<", 1)
    const text = next < 0 ? rest : rest.slice(0, next)
    rest = next < 0 ? "" : rest.slice(next)
    const children = top()
    const decoded = decode(text)
    if (typeof children[children.length - 1] === "string") children[children.length - 1] += decoded
    else children.push(decoded)
  }
  return root
}
