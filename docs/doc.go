// Package docs holds no code: this folder is the project's documentation
// (RULES.md, the rules as implemented; TEI.md, the protocol dialect with
// every decision; NOTATION.md, moves, TPS and PTN files). Its test checks
// that every Markdown file a Go file names exists in the repository.
package docs
