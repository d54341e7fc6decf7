// Riverty's legal texts arrive as HTML. Only text, emphasis, line breaks and http(s) links are kept:
// whatever else the markup holds (scripts, handlers, styles) never reaches the page.
import { h } from "./dom"

const KEEP = new Set(["B", "STRONG", "I", "EM", "BR", "P", "SPAN", "UL", "OL", "LI"])

function copy(node: Node, into: Node): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(document.createTextNode(child.textContent ?? ""))
    } else if (child instanceof Element) {
      if (child.tagName === "A") {
        const href = child.getAttribute("href") ?? ""
        const link = /^https?:\/\//i.test(href) ? h("a", { href, target: "_blank", rel: "noopener noreferrer" }) : h("span")
        copy(child, link)
        into.appendChild(link)
      } else if (KEEP.has(child.tagName)) {
        const kept = document.createElement(child.tagName.toLowerCase())
        copy(child, kept)
        into.appendChild(kept)
      } else if (child.tagName !== "SCRIPT" && child.tagName !== "STYLE") {
        copy(child, into)
      }
    }
  }
}

export function legalText(html: string): HTMLElement {
  const box = h("div", { class: "legal", "data-testid": "riverty-legal" })
  copy(new DOMParser().parseFromString(html, "text/html").body, box)
  return box
}
