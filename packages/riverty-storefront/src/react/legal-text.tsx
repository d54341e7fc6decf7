"use client"
import { createElement, useMemo, type ReactNode } from "react"
import { parseLegalHtml, type LegalNode } from "../legal-html.js"

function render(nodes: LegalNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === "string") return node
    if (node.tag === "a") return createElement("a", { key: index, href: node.href, target: "_blank", rel: "noopener noreferrer" }, ...render(node.children))
    return createElement(node.tag, { key: index }, ...(node.tag === "br" ? [] : render(node.children)))
  })
}

export interface RivertyLegalTextProps {
  /** `offer.legal.text`: Riverty's HTML. */
  html: string
  className?: string
}

/**
 * Riverty's legal text, sanitised by the kit's `parseLegalHtml` (emphasis, paragraphs, lists and
 * http(s) links only) and rendered as React elements: no `dangerouslySetInnerHTML`, no DOMPurify,
 * and the same markup on the server as in the browser.
 */
export function RivertyLegalText({ html, className }: RivertyLegalTextProps) {
  const nodes = useMemo(() => render(parseLegalHtml(html)), [html])
  return <div className={className ?? "riverty-legal-text"}>{nodes}</div>
}
