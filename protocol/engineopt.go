package protocol

import "github.com/takengine/takengine/search"

// WithEngine makes the handler build its search engines with newEngine
// (given the Hash option in MB) instead of search.NewEngine, for engine
// variants in matches (other weights, search switches).
func WithEngine(newEngine func(hashMB int) *search.Engine) Option {
	return func(h *Handler) {
		h.newEngine = func(mb int) searcher { return newEngine(mb) }
	}
}
