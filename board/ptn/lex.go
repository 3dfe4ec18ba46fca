package ptn

import "strings"

// tokenKind is what a lexed token is.
type tokenKind uint8

const (
	tagToken     tokenKind = iota // [Name "value"]
	commentToken                  // {text}
	wordToken                     // anything else between blanks: a move number, a ply, "--", a result
)

type token struct {
	kind tokenKind
	name string // tag name
	text string // tag value, comment text or word
	line int    // line the token starts on (1-based)
}

// lexer splits PTN text into tokens, counting lines.
type lexer struct {
	s    string
	i    int
	line int
}

func newLexer(s string) *lexer {
	return &lexer{s: strings.TrimPrefix(s, "\ufeff"), line: 1}
}

func isBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// next returns the next token; ok is false at the end of the text.
func (lx *lexer) next() (t token, ok bool, err error) {
	for lx.i < len(lx.s) && isBlank(lx.s[lx.i]) {
		if lx.s[lx.i] == '\n' {
			lx.line++
		}
		lx.i++
	}
	if lx.i >= len(lx.s) {
		return t, false, nil
	}
	t.line = lx.line
	switch lx.s[lx.i] {
	case '[':
		t.kind = tagToken
		err = lx.tag(&t)
	case '{':
		t.kind = commentToken
		err = lx.comment(&t)
	default:
		t.kind = wordToken
		j := lx.i
		for j < len(lx.s) && !isBlank(lx.s[j]) && lx.s[j] != '{' && lx.s[j] != '[' {
			j++
		}
		t.text = lx.s[lx.i:j]
		lx.i = j
	}
	return t, err == nil, err
}

// skipSpaces skips spaces and tabs inside a tag (a tag stays on one line).
func (lx *lexer) skipSpaces() {
	for lx.i < len(lx.s) && (lx.s[lx.i] == ' ' || lx.s[lx.i] == '\t') {
		lx.i++
	}
}

// tag reads [Name "value"], with \" and \\ escapes in the value.
func (lx *lexer) tag(t *token) error {
	lx.i++ // [
	lx.skipSpaces()
	j := lx.i
	for j < len(lx.s) && isNameByte(lx.s[j]) {
		j++
	}
	if j == lx.i {
		return errorf(lx.line, "a tag must start with a name of letters, digits or _ after [")
	}
	t.name = lx.s[lx.i:j]
	lx.i = j
	lx.skipSpaces()
	if lx.i >= len(lx.s) || lx.s[lx.i] != '"' {
		return errorf(lx.line, "tag %s: the value must be in double quotes", t.name)
	}
	lx.i++
	var v strings.Builder
	for {
		if lx.i >= len(lx.s) || lx.s[lx.i] == '\n' {
			return errorf(lx.line, "tag %s: the value has no closing quote on its line", t.name)
		}
		c := lx.s[lx.i]
		lx.i++
		if c == '"' {
			break
		}
		if c == '\\' && lx.i < len(lx.s) && (lx.s[lx.i] == '"' || lx.s[lx.i] == '\\') {
			c = lx.s[lx.i]
			lx.i++
		}
		v.WriteByte(c)
	}
	t.text = v.String()
	lx.skipSpaces()
	if lx.i >= len(lx.s) || lx.s[lx.i] != ']' {
		return errorf(lx.line, "tag %s: expected ] after the value", t.name)
	}
	lx.i++
	return nil
}

// comment reads {text}, which may run over several lines.
func (lx *lexer) comment(t *token) error {
	end := strings.IndexByte(lx.s[lx.i:], '}')
	if end < 0 {
		return errorf(lx.line, "a comment { is never closed with }")
	}
	text := lx.s[lx.i+1 : lx.i+end]
	lx.line += strings.Count(text, "\n")
	lx.i += end + 1
	t.text = strings.TrimSpace(text)
	return nil
}
