package tomlfile

// BurntSushi/toml validates and decodes, but does not say where keys and
// values are. The scanner below walks the (already validated) text once more
// and records byte offsets in a tree of nodes shaped like the document. It
// understands just enough TOML to find where things start and end, and on text
// it does not understand it skips ahead rather than failing: it must never
// panic, and a missing node only costs precision, since the tree builder falls
// back to the enclosing position.

// keyPart is one part of a dotted key and where it is written.
type keyPart struct {
	name string
	off  int
}

type scanner struct {
	src []byte
	i   int
	// redefined is the first key given a value where its table already
	// has that key: invalid TOML that BurntSushi accepts when the key was
	// first a dotted key's table ("c.a = 1" then "c = 2"), dropping the
	// second value.
	redefined *keyPart
}

// scan returns the node tree of the top-level table of src.
func scan(src []byte) *node {
	root, _ := scanKeys(src)
	return root
}

// scanKeys is scan that also returns the first key defined twice, if any.
func scanKeys(src []byte) (*node, *keyPart) {
	s := &scanner{src: src}
	root := s.run()
	return root, s.redefined
}

func (s *scanner) run() *node {
	s.i = bomLen(s.src)
	root := newTable(0, 0)
	cur := root
	for {
		s.skipBlank()
		if s.eof() {
			return root
		}
		if s.peek() == '[' {
			cur = s.header(root)
			if cur == nil { // lost track: keep the keys that follow out of the tree
				cur = newTable(s.i, s.i)
			}
		} else {
			s.keyValue(cur)
		}
		s.skipLine()
	}
}

func (s *scanner) eof() bool { return s.i >= len(s.src) }

func (s *scanner) at(k int) byte {
	if s.i+k < len(s.src) {
		return s.src[s.i+k]
	}
	return 0
}

func (s *scanner) peek() byte { return s.at(0) }

func (s *scanner) advance(n int) { s.i = min(s.i+n, len(s.src)) }

func (s *scanner) skipSpace() {
	for !s.eof() && (s.peek() == ' ' || s.peek() == '\t') {
		s.i++
	}
}

// skipBlank skips whitespace, newlines and comments.
func (s *scanner) skipBlank() {
	for !s.eof() {
		switch s.peek() {
		case ' ', '\t', '\r', '\n':
			s.i++
		case '#':
			s.skipComment()
		default:
			return
		}
	}
}

func (s *scanner) skipComment() {
	for !s.eof() && s.peek() != '\n' {
		s.i++
	}
}

// skipLine moves past the rest of the line: trailing spaces and comment, or
// whatever the scanner did not understand.
func (s *scanner) skipLine() {
	for !s.eof() && s.peek() != '\n' {
		s.i++
	}
	s.advance(1)
}

// header reads a [table] or [[array]] header and returns the table that the
// following keys go into.
func (s *scanner) header(root *node) *node {
	at := s.i
	double := s.at(1) == '['
	if double {
		s.advance(2)
	} else {
		s.advance(1)
	}
	parts := s.key()
	if len(parts) == 0 {
		return nil
	}
	t := root
	for _, p := range parts[:len(parts)-1] {
		child := t.field(p.name)
		if child == nil {
			child = newTable(p.off, at)
			child.implicit = true
			t.set(p.name, child)
		}
		// A header below an array of tables extends its latest element.
		if child.kind == arrayNode {
			child = child.elem(len(child.elems) - 1)
		}
		if child == nil || child.kind != tableNode {
			return nil
		}
		t = child
	}
	last := parts[len(parts)-1]
	child := t.field(last.name)
	if double {
		if child == nil {
			child = &node{kind: arrayNode, keyOff: last.off, off: at}
			t.set(last.name, child)
		}
		if child.kind != arrayNode {
			return nil
		}
		elem := newTable(at, at)
		child.elems = append(child.elems, elem)
		return elem
	}
	switch {
	case child == nil:
		child = newTable(last.off, at)
		t.set(last.name, child)
	case child.kind == tableNode && child.implicit:
		child.keyOff, child.off, child.implicit = last.off, at, false
	case child.kind != tableNode:
		return nil
	}
	return child
}

// key reads a possibly dotted key, such as `a."b c".'d'`.
func (s *scanner) key() []keyPart {
	var parts []keyPart
	for {
		s.skipSpace()
		off := s.i
		name, ok := s.keyPart()
		if !ok {
			return nil
		}
		parts = append(parts, keyPart{name, off})
		s.skipSpace()
		if s.peek() != '.' {
			return parts
		}
		s.advance(1)
	}
}

func (s *scanner) keyPart() (string, bool) {
	switch s.peek() {
	case '"', '\'':
		sp, basic, ok := s.str()
		if !ok {
			return "", false
		}
		raw := s.src[sp.start:sp.end]
		if basic {
			return unescape(raw), true
		}
		return string(raw), true
	}
	start := s.i
	for !s.eof() && isBareKeyChar(s.peek()) {
		s.i++
	}
	return string(s.src[start:s.i]), s.i > start
}

func isBareKeyChar(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-'
}

// keyValue reads `key = value` into table t.
func (s *scanner) keyValue(t *node) {
	parts := s.key()
	if len(parts) == 0 {
		return
	}
	s.skipSpace()
	if s.peek() != '=' {
		return
	}
	s.advance(1)
	s.skipSpace()
	for _, p := range parts[:len(parts)-1] {
		child := t.field(p.name)
		if child == nil {
			child = newTable(p.off, p.off)
			t.set(p.name, child)
		}
		if child.kind != tableNode {
			return
		}
		t = child
	}
	last := parts[len(parts)-1]
	if t.field(last.name) != nil && s.redefined == nil {
		s.redefined = &last
	}
	n := &node{keyOff: last.off}
	s.value(n)
	t.set(last.name, n)
}

func (s *scanner) value(n *node) {
	n.off = s.i
	switch s.peek() {
	case '"', '\'':
		n.str, n.strBasic, n.strOK = s.str()
	case '[':
		n.kind = arrayNode
		s.advance(1)
		for {
			s.skipBlank()
			if s.eof() || s.peek() == ']' {
				s.advance(1)
				return
			}
			before := s.i
			elem := &node{keyOff: s.i}
			s.value(elem)
			if s.i == before {
				return
			}
			n.elems = append(n.elems, elem)
			s.skipBlank()
			if s.peek() == ',' {
				s.advance(1)
			}
		}
	case '{':
		n.kind, n.fields = tableNode, map[string]*node{}
		s.advance(1)
		for {
			s.skipBlank() // TOML 1.1 allows newlines and comments here
			if s.eof() || s.peek() == '}' {
				s.advance(1)
				return
			}
			before := s.i
			s.keyValue(n)
			if s.i == before {
				return
			}
			s.skipBlank()
			if s.peek() == ',' {
				s.advance(1)
			}
		}
	default:
		s.scalar()
	}
}

// scalar skips a number, boolean or date-time.
func (s *scanner) scalar() {
	start := s.i
	s.token()
	// A date and a time may be separated by a space: 1979-05-27 07:32:00.
	if s.i-start == len("1979-05-27") && s.src[start+4] == '-' &&
		s.peek() == ' ' && '0' <= s.at(1) && s.at(1) <= '9' {
		s.advance(1)
		s.token()
	}
}

func (s *scanner) token() {
	for !s.eof() {
		switch s.peek() {
		case ' ', '\t', '\r', '\n', ',', ']', '}', '#':
			return
		}
		s.i++
	}
}

// str reads a string in any of its four forms and returns the span of its
// content, without the newline TOML trims after an opening triple quote.
func (s *scanner) str() (content span, basic, ok bool) {
	q := s.peek()
	basic = q == '"'
	if s.at(1) == q && s.at(2) == q {
		s.advance(3)
		if s.peek() == '\n' {
			s.advance(1)
		} else if s.peek() == '\r' && s.at(1) == '\n' {
			s.advance(2)
		}
		start := s.i
		for !s.eof() {
			switch {
			case basic && s.peek() == '\\':
				s.advance(2)
			case s.peek() == q && s.at(1) == q && s.at(2) == q:
				// Up to two quotes just before the closing ones are content.
				run := 3
				for run < 5 && s.at(run) == q {
					run++
				}
				end := s.i + run - 3
				s.advance(run)
				return span{start, end}, basic, true
			default:
				s.i++
			}
		}
		return span{start, s.i}, basic, false
	}
	s.advance(1)
	start := s.i
	for !s.eof() && s.peek() != '\n' {
		switch {
		case basic && s.peek() == '\\':
			s.advance(2)
		case s.peek() == q:
			end := s.i
			s.advance(1)
			return span{start, end}, basic, true
		default:
			s.i++
		}
	}
	return span{start, s.i}, basic, false
}
