package tomlfile

// The scanner describes a document as a tree of nodes shaped like the values
// BurntSushi decodes, so that the two can be walked side by side.

type nodeKind int

const (
	scalarNode nodeKind = iota
	tableNode
	arrayNode
)

// node records where one value and its key are written.
type node struct {
	kind   nodeKind
	keyOff int // where the key is written
	off    int // where the value starts

	str      span // string content, if the value is a string
	strOK    bool
	strBasic bool

	keys   []string // table keys in source order
	fields map[string]*node
	elems  []*node // array elements, including each [[header]] of an array of tables

	// implicit tables were created as the parent of a [a.b] header and take
	// the position of their own header if one turns up later.
	implicit bool
}

type span struct{ start, end int }

func newTable(keyOff, off int) *node {
	return &node{kind: tableNode, keyOff: keyOff, off: off, fields: map[string]*node{}}
}

// field returns the child called key; safe on nil and non-table nodes.
func (n *node) field(key string) *node {
	if n == nil {
		return nil
	}
	return n.fields[key]
}

// elem returns the i-th element; safe on nil and non-array nodes.
func (n *node) elem(i int) *node {
	if n == nil || i < 0 || i >= len(n.elems) {
		return nil
	}
	return n.elems[i]
}

func (n *node) set(key string, child *node) {
	if n.fields == nil {
		return
	}
	if _, ok := n.fields[key]; !ok {
		n.keys = append(n.keys, key)
	}
	n.fields[key] = child
}
