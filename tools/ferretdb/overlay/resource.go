// Package resource replaces FerretDB 1.24's internal/util/resource when tools/ferretdb is built
// (go build -overlay, written by tools/db/ferretdb.cjs): the same API, with lifetime tracking left out.
//
// Why: upstream, Track adds every tracked object to a pprof profile (a stack trace captured with
// runtime.Callers) and sets a finalizer that panics if the object was never closed. FerretDB tracks
// each document and array iterator this way, so on the clinic's data that bookkeeping was 15 % of
// FerretDB's CPU (docs/benchmarks.md). It is a leak detector for FerretDB's own development, and
// a leaked iterator in FerretDB is not something this project can act on. FerretDB 1.x takes no
// more changes (2.x is built on PostgreSQL's DocumentDB extension instead).
package resource

// Token should be a field of a tracked object.
//
// The underlying type is not struct{}, as upstream: distinct zero-size variables may share an address.
type Token byte

// NewToken returns a new Token.
func NewToken() *Token {
	return new(Token)
}

// Track did track the lifetime of obj until Untrack; here it does nothing.
func Track(obj any, token *Token) {}

// Untrack did stop tracking the lifetime of obj; here it does nothing.
func Untrack(obj any, token *Token) {}
