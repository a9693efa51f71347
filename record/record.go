package record

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/inputfile"
	"github.com/sagatools/saga/internal/tomlfile"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/rulesets"
)

// A game record is plain text, one line per move, that a person can read
// and edit:
//
//	# saga game record
//	ruleset beowulf
//	players brown green gray
//	ai greedy random greedy
//	seed 42
//	first brown
//
//	brown deal +3
//	...
//	brown L@B3
//	green draw
//	green drew +5
//	green +5@C4
//	next act
//
// Header lines name the ruleset (a built-in name or a path relative to
// the record), the players in seat order and the first player; "ai" and
// "seed" say how the game was made and are not needed to replay it,
// because every draw is written down. Each move line is the mover's name
// and the move in square notation; "next act" starts the next act.
// Everything after "#" is a comment.

// Record is a parsed game record.
type Record struct {
	File    string
	Ruleset string
	Players []string
	AI      []string
	Seed    string // "" or a number from 0 to 2^64−1
	First   int
	Moves   []Move
	// firstName is the player the first line names.
	firstName string
	// header is where each header line is written, by its first word,
	// and headerArg where the word after it is.
	header, headerArg map[string]tomlfile.Pos
}

// Move is one move line.
type Move struct {
	Line   int    // line number in the file
	Col    int    // column of the line's first word
	TextAt int    // column of the move
	Player string // "" for "next act"
	Text   string // the move in square notation
}

// recordWord is a word of a record line and the column it starts at.
type recordWord struct {
	text string
	col  int
}

// recordWords splits a line into words, with their columns counted in
// characters, as editors show them.
func recordWords(line string) []recordWord {
	var words []recordWord
	col, counted := 1, 0 // the column of byte counted
	for i := 0; i < len(line); {
		for i < len(line) && isRecordSpace(line[i]) {
			i++
		}
		start := i
		for i < len(line) && !isRecordSpace(line[i]) {
			i++
		}
		if i > start {
			col += utf8.RuneCountInString(line[counted:start])
			counted = start
			words = append(words, recordWord{line[start:i], col})
		}
	}
	return words
}

func isRecordSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' }

// Parse reads a game record's header and move lines. The moves are
// checked against the rules by Replay. Mistakes are reported as
// file:line:col.
func Parse(file string, src []byte) (*Record, error) {
	rec := &Record{File: file, First: -1, header: map[string]tomlfile.Pos{}, headerArg: map[string]tomlfile.Pos{}}
	src = bytes.TrimPrefix(src, []byte("\ufeff")) // a byte-order mark some editors write
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 64*1024), maxRecordBytes+1)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if !utf8.ValidString(line) {
			// Names and moves are echoed in messages: no bytes that are
			// not text.
			bad := 0
			for bad < len(line) {
				r, size := utf8.DecodeRuneInString(line[bad:])
				if r == utf8.RuneError && size == 1 {
					break
				}
				bad += size
			}
			return nil, &tomlfile.Error{Pos: tomlfile.Pos{File: file, Line: n, Col: utf8.RuneCountInString(line[:bad]) + 1}, Msg: fmt.Sprintf("byte %#02x is not UTF-8 text", line[bad])}
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		words := recordWords(line)
		if len(words) == 0 {
			continue
		}
		fields := make([]string, len(words))
		for i, w := range words {
			fields[i] = w.text
		}
		at := func(word int, format string, args ...any) error {
			return &tomlfile.Error{Pos: tomlfile.Pos{File: file, Line: n, Col: words[min(word, len(words)-1)].col}, Msg: fmt.Sprintf(format, args...)}
		}
		if len(rec.Moves) == 0 {
			if was, twice := rec.header[fields[0]]; twice {
				return nil, at(0, "the header gives %q twice (first on line %d)", fields[0], was.Line)
			}
			done, word, err := rec.readHeader(fields)
			if err != nil {
				return nil, at(word, "%v", err)
			}
			if done {
				rec.header[fields[0]] = tomlfile.Pos{File: file, Line: n, Col: words[0].col}
				rec.headerArg[fields[0]] = tomlfile.Pos{File: file, Line: n, Col: words[min(1, len(words)-1)].col}
				continue
			}
			if near := tomlfile.Suggest(fields[0], headerKeys()); near != "" && !slices.Contains(rec.Players, fields[0]) {
				return nil, at(0, "unknown header line %q; did you mean %q?", fields[0], near)
			}
			if rec.Ruleset == "" || len(rec.Players) == 0 {
				return nil, at(0, "the header must give \"ruleset\" and \"players\" before the first move")
			}
		} else if slices.Contains(headerKeys(), fields[0]) {
			return nil, at(0, "the header line %q must come before the first move", fields[0])
		}
		if len(fields) == 2 && fields[0] == "next" && fields[1] == "act" {
			rec.Moves = append(rec.Moves, Move{Line: n, Col: words[0].col, TextAt: words[0].col, Text: "next act"})
			continue
		}
		if len(fields) < 2 {
			return nil, at(0, "a move line is the player's name and a move, such as \"brown L@B3\"; found %q", strings.TrimSpace(line))
		}
		text := strings.Join(fields[1:], " ")
		if len(text) > maxMoveText {
			return nil, at(1, "a move of %d characters: moves are written in a few, such as \"L@B3\" or \"drew +5\"", utf8.RuneCountInString(text))
		}
		rec.Moves = append(rec.Moves, Move{Line: n, Col: words[0].col, TextAt: words[1].col, Player: fields[0], Text: text})
	}
	if err := sc.Err(); err != nil {
		return nil, &tomlfile.Error{Pos: tomlfile.Pos{File: file}, Msg: err.Error()}
	}
	if rec.Ruleset == "" || len(rec.Players) == 0 {
		return nil, &tomlfile.Error{Pos: tomlfile.Pos{File: file}, Msg: "not a game record: the header must give \"ruleset\" and \"players\""}
	}
	// The ai line may come before the players line: it is checked once
	// both are read.
	if ai, ok := rec.header["ai"]; ok && len(rec.AI) != len(rec.Players) {
		return nil, &tomlfile.Error{Pos: ai, Msg: fmt.Sprintf("\"ai\" names %d %s for %d %s: one for each seat, in seat order", len(rec.AI), plural(len(rec.AI), "player kind"), len(rec.Players), plural(len(rec.Players), "player"))}
	}
	rec.First = 0
	if _, ok := rec.header["first"]; ok {
		i, err := position.PlayerIndex(rec.Players, rec.firstName)
		if err != nil {
			return nil, &tomlfile.Error{Pos: rec.headerArg["first"], Msg: "first: " + err.Error()}
		}
		rec.First = i
	}
	return rec, nil
}

// headerKeys are the words that start a record's header lines: the
// words no player may be named, but "next", which starts "next act".
func headerKeys() []string {
	return slices.DeleteFunc(rulesets.ReservedPlayerNames(), func(w string) bool { return w == "next" })
}

// readHeader reads one header line; it reports false when the line is not
// a header line (the moves begin), and with a mistake the word it is in.
func (rec *Record) readHeader(f []string) (bool, int, error) {
	switch f[0] {
	case "ruleset":
		if len(f) != 2 {
			return true, 0, fmt.Errorf("\"ruleset\" takes one name or path")
		}
		rec.Ruleset = f[1]
	case "players":
		if len(f) < 2 {
			return true, 0, fmt.Errorf("\"players\" names the players in seat order")
		}
		if len(f)-1 > engine.MaxSeats {
			return true, engine.MaxSeats + 1, fmt.Errorf("\"players\" names %d players; a game has at most %d", len(f)-1, engine.MaxSeats)
		}
		for i, name := range f[1:] {
			switch {
			case slices.Contains(f[1:i+1], name):
				return true, i + 1, fmt.Errorf("\"players\" names %q twice", name)
			case strings.ContainsAny(name, ":[]#."):
				return true, i + 1, fmt.Errorf("player name %q must be free of the characters : [ ] # .", name)
			case slices.Contains(rulesets.ReservedPlayerNames(), name):
				return true, i + 1, fmt.Errorf("player name %q is a word game records use", name)
			}
		}
		rec.Players = f[1:]
	case "ai":
		if len(f) > engine.MaxSeats+1 {
			return true, engine.MaxSeats + 1, fmt.Errorf("\"ai\" names %d player kinds; a game has at most %d players", len(f)-1, engine.MaxSeats)
		}
		rec.AI = f[1:]
	case "seed":
		// The seed is for people's information, but it is what they
		// would play the game again with: it must be one that play takes.
		if len(f) != 2 {
			return true, min(len(f)-1, 2), fmt.Errorf("\"seed\" takes one number, the seed the game was played with")
		}
		if _, err := strconv.ParseUint(f[1], 10, 64); err != nil {
			return true, 1, fmt.Errorf("seed %q must be a whole number from 0 to %d", f[1], uint64(math.MaxUint64))
		}
		rec.Seed = f[1]
	case "first":
		if len(f) != 2 {
			return true, 0, fmt.Errorf("\"first\" takes one player's name")
		}
		rec.firstName = f[1]
	default:
		return false, 0, nil
	}
	return true, 0, nil
}

// Writer writes a game record as the game is played: call Observe
// before each move is applied and Finish at the end.
type Writer struct {
	names   []string
	b       bytes.Buffer
	lastAct int // the act whose heading was written last
}

// NewWriter starts a record with its header. ai and seed may be
// empty.
func NewWriter(ruleset string, names, ai []string, seed string, first int) *Writer {
	w := &Writer{names: names, lastAct: -1}
	fmt.Fprintf(&w.b, "# saga game record\nruleset %s\nplayers %s\n", ruleset, strings.Join(names, " "))
	if len(ai) > 0 {
		fmt.Fprintf(&w.b, "ai %s\n", strings.Join(ai, " "))
	}
	if seed != "" {
		fmt.Fprintf(&w.b, "seed %s\n", seed)
	}
	fmt.Fprintf(&w.b, "first %s\n", names[first])
	return w
}

// Observe writes move m, about to be applied to s.
func (w *Writer) Observe(s *engine.State, m engine.Move) {
	if s.Act != w.lastAct && m.Kind != engine.NextAct {
		fmt.Fprintf(&w.b, "\n# %s\n", s.Rules.Acts[s.Act].Name)
		w.lastAct = s.Act
	}
	switch m.Kind {
	case engine.NextAct:
		w.actResult(s)
		w.b.WriteString("next act\n")
		return
	case engine.Deal:
		w.b.WriteString(w.names[s.DealTo])
	default:
		w.b.WriteString(w.names[s.ToMove])
	}
	w.b.WriteString(" " + s.Notation(m) + "\n")
}

// actResult writes the finished act's points as a comment.
func (w *Writer) actResult(s *engine.State) {
	parts := make([]string, len(w.names))
	for p, name := range w.names {
		gained := s.ActPoints[s.Act][p] + s.Cashed[s.Act][p]
		parts[p] = fmt.Sprintf("%s %+d (%d)", name, gained, s.Points[p])
	}
	fmt.Fprintf(&w.b, "# %s over: %s\n", s.Rules.Acts[s.Act].Name, strings.Join(parts, ", "))
}

// Finish writes the final result as a comment and returns the record.
func (w *Writer) Finish(s *engine.State) []byte {
	if s.Phase == engine.PhaseGameOver {
		w.actResult(s)
		var winners []string
		for _, p := range s.Winners() {
			winners = append(winners, w.names[p])
		}
		fmt.Fprintf(&w.b, "# winner: %s\n", strings.Join(winners, ", "))
	} else {
		w.b.WriteString("# the game stopped here\n")
	}
	return w.b.Bytes()
}

// Replay plays the record's moves from the start of the game and returns
// the state after the first upTo moves (all of them if upTo < 0). An
// illegal move is reported with its line number.
func Replay(rec *Record, rules *engine.Rules, upTo int) (*engine.State, error) {
	s, err := engine.NewGame(rules, len(rec.Players), rec.First)
	if err != nil {
		if at, ok := rec.header["players"]; ok {
			return nil, &tomlfile.Error{Pos: at, Msg: err.Error()}
		}
		return nil, fmt.Errorf("%s: %w", rec.File, err)
	}
	for i, rm := range rec.Moves {
		if upTo >= 0 && i == upTo {
			break
		}
		at := func(format string, args ...any) error {
			return &tomlfile.Error{Pos: tomlfile.Pos{File: rec.File, Line: rm.Line, Col: rm.Col}, Msg: fmt.Sprintf(format, args...)}
		}
		if s.Phase == engine.PhaseGameOver {
			return nil, at("the game is over; no move can follow")
		}
		want := ""
		switch s.Phase {
		case engine.PhaseDeal:
			want = rec.Players[s.DealTo]
		case engine.PhaseActOver:
		default:
			want = rec.Players[s.ToMove]
		}
		if rm.Player != want {
			switch {
			case want == "":
				return nil, at("the act is over: the next line must be \"next act\"")
			case rm.Player == "":
				return nil, at("\"next act\" comes only once an act is over; it is %s's move", want)
			}
			if s.Phase == engine.PhaseDeal {
				return nil, at("the line names %q, but %s is dealt a tile first (is a deal line missing?)", rm.Player, want)
			}
			return nil, at("the line names %q, but it is %s's move", rm.Player, want)
		}
		m, err := s.ParseMove(rm.Text)
		if err != nil {
			return nil, &tomlfile.Error{Pos: tomlfile.Pos{File: rec.File, Line: rm.Line, Col: rm.TextAt}, Msg: err.Error()}
		}
		s.Apply(m)
	}
	if upTo > len(rec.Moves) {
		return nil, fmt.Errorf("%s: the record has %d moves, not %d", rec.File, len(rec.Moves), upTo)
	}
	return s, nil
}

// LoadRules loads the ruleset the record names: a built-in one, or a file
// whose path is relative to the record's folder. A ruleset file that
// cannot be read is blamed on the record's ruleset line; mistakes inside
// it are reported where they are.
func (rec *Record) LoadRules() (*engine.Rules, error) {
	ref := rec.Ruleset
	if !rulesets.IsBuiltinRef(ref) && !filepath.IsAbs(ref) {
		ref = filepath.Join(filepath.Dir(rec.File), ref)
	}
	r, err := rulesets.Load(ref)
	var inFile tomlfile.Errors
	var one *tomlfile.Error
	if err != nil && !errors.As(err, &inFile) && !errors.As(err, &one) {
		if at, ok := rec.headerArg["ruleset"]; ok {
			return nil, &tomlfile.Error{Pos: at, Msg: err.Error()}
		}
	}
	return r, err
}

// ReadFile reads a game record from a file.
func ReadFile(path string) (*Record, error) {
	src, err := inputfile.Read(path, "a game record", maxRecordBytes)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

// plural is noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}
