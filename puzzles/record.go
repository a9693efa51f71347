package puzzles

import (
	"bufio"
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/inputfile"
	"github.com/sagatools/saga/internal/tomlfile"
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
	Seed    string
	First   int
	Moves   []RecordMove
}

// RecordMove is one move line.
type RecordMove struct {
	Line   int    // line number in the file
	Player string // "" for "next act"
	Text   string // the move in square notation
}

// ParseRecord reads a game record's header and move lines. The moves are
// checked against the rules by Replay.
func ParseRecord(file string, src []byte) (*Record, error) {
	rec := &Record{File: file, First: -1}
	first, firstLine := "", 0
	src = bytes.TrimPrefix(src, []byte("\ufeff")) // a byte-order mark some editors write
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		at := func(format string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", file, n, fmt.Sprintf(format, args...))
		}
		if len(rec.Moves) == 0 {
			done, err := rec.header(fields, &first)
			if err != nil {
				return nil, at("%v", err)
			}
			if done {
				if fields[0] == "first" {
					firstLine = n
				}
				continue
			}
			if near := tomlfile.Suggest(fields[0], headerKeys()); near != "" && !slices.Contains(rec.Players, fields[0]) {
				return nil, at("unknown header line %q; did you mean %q?", fields[0], near)
			}
			if rec.Ruleset == "" || len(rec.Players) == 0 {
				return nil, at("the header must give \"ruleset\" and \"players\" before the first move")
			}
		} else if slices.Contains(headerKeys(), fields[0]) {
			return nil, at("the header line %q must come before the first move", fields[0])
		}
		if len(fields) == 2 && fields[0] == "next" && fields[1] == "act" {
			rec.Moves = append(rec.Moves, RecordMove{Line: n, Text: "next act"})
			continue
		}
		if len(fields) < 2 {
			return nil, at("a move line is the player's name and a move, such as \"brown L@B3\"; found %q", strings.TrimSpace(line))
		}
		rec.Moves = append(rec.Moves, RecordMove{Line: n, Player: fields[0], Text: strings.Join(fields[1:], " ")})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if rec.Ruleset == "" || len(rec.Players) == 0 {
		return nil, fmt.Errorf("%s: not a game record: the header must give \"ruleset\" and \"players\"", file)
	}
	rec.First = 0
	if first != "" {
		i, err := exactPlayer(rec.Players, first)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: first: %w", file, firstLine, err)
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

// header reads one header line; it reports false when the line is not a
// header line (the moves begin).
func (rec *Record) header(f []string, first *string) (bool, error) {
	switch f[0] {
	case "ruleset":
		if len(f) != 2 {
			return true, fmt.Errorf("\"ruleset\" takes one name or path")
		}
		rec.Ruleset = f[1]
	case "players":
		if len(f) < 2 {
			return true, fmt.Errorf("\"players\" names the players in seat order")
		}
		for i, name := range f[1:] {
			if slices.Contains(f[1:i+1], name) {
				return true, fmt.Errorf("\"players\" names %q twice", name)
			}
		}
		rec.Players = f[1:]
	case "ai":
		rec.AI = f[1:]
	case "seed":
		rec.Seed = strings.Join(f[1:], " ")
	case "first":
		if len(f) != 2 {
			return true, fmt.Errorf("\"first\" takes one player's name")
		}
		*first = f[1]
	default:
		return false, nil
	}
	return true, nil
}

// RecordWriter writes a game record as the game is played: call Observe
// before each move is applied and Finish at the end.
type RecordWriter struct {
	names   []string
	b       bytes.Buffer
	lastAct int // the act whose heading was written last
}

// NewRecordWriter starts a record with its header. ai and seed may be
// empty.
func NewRecordWriter(ruleset string, names, ai []string, seed string, first int) *RecordWriter {
	w := &RecordWriter{names: names, lastAct: -1}
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
func (w *RecordWriter) Observe(s *engine.State, m engine.Move) {
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
func (w *RecordWriter) actResult(s *engine.State) {
	parts := make([]string, len(w.names))
	for p, name := range w.names {
		gained := s.ActPoints[s.Act][p] + s.Cashed[s.Act][p]
		parts[p] = fmt.Sprintf("%s %+d (%d)", name, gained, s.Points[p])
	}
	fmt.Fprintf(&w.b, "# %s over: %s\n", s.Rules.Acts[s.Act].Name, strings.Join(parts, ", "))
}

// Finish writes the final result as a comment and returns the record.
func (w *RecordWriter) Finish(s *engine.State) []byte {
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
		return nil, fmt.Errorf("%s: %w", rec.File, err)
	}
	for i, rm := range rec.Moves {
		if upTo >= 0 && i == upTo {
			break
		}
		at := func(format string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", rec.File, rm.Line, fmt.Sprintf(format, args...))
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
			return nil, at("%v", err)
		}
		s.Apply(m)
	}
	if upTo > len(rec.Moves) {
		return nil, fmt.Errorf("%s: the record has %d moves, not %d", rec.File, len(rec.Moves), upTo)
	}
	return s, nil
}

// ReadRecordFile reads a game record from a file.
func ReadRecordFile(path string) (*Record, error) {
	src, err := inputfile.Read(path, "a game record", maxRecordBytes)
	if err != nil {
		return nil, err
	}
	return ParseRecord(path, src)
}
