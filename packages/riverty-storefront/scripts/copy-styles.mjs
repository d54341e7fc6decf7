#!/usr/bin/env node
// The optional stylesheet goes beside the compiled code, where `riverty-storefront/styles.css`
// points (package.json `exports`); tsc copies no CSS.
import { copyFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
copyFileSync(path.join(root, "src", "styles.css"), path.join(root, "dist", "styles.css"))
