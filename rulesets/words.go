package rulesets

import (
	"sort"
	"strconv"

	"github.com/sagatools/saga/engine"
)

// words names the values of one engine setting as a ruleset file writes
// them. Reading a file looks a word up; describing a ruleset (Changes)
// finds the word of a value.
type words map[string]int

// name is the word for v.
func (w words) name(v int) string {
	for word, x := range w {
		if x == v {
			return word
		}
	}
	return strconv.Itoa(v)
}

// list is the words in order, for messages.
func (w words) list() []string {
	names := make([]string, 0, len(w))
	for name := range w {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

func drawWords() words {
	return words{"then-any": int(engine.DrawThenAny), "then-drawn": int(engine.DrawThenDrawn)}
}

func handPlayWords() words {
	return words{"when-pool-empty": int(engine.HandWhenPoolEmpty), "always": int(engine.HandAlways)}
}

func nextActFirstWords() words {
	return words{"after-ender": int(engine.AfterEnder), "richest": int(engine.Richest)}
}

func tieBreakWords() words {
	return words{"unused-rank": int(engine.UnusedRank), "shared": int(engine.SharedWin)}
}

func afterActWords() words {
	return words{"supply": int(engine.BackToSupply), "out": int(engine.OutOfGame)}
}

func cancelValueWords() words {
	return words{"positive": int(engine.Positive), "negative": int(engine.Negative), "all": int(engine.AnyValue)}
}

func cancelScopeWords() words {
	return words{"board": int(engine.CancelBoard), "line": int(engine.CancelLine)}
}

func rankScopeWords() words {
	return words{"lines": int(engine.RankLines), "adjacent": int(engine.RankAdjacent)}
}

func playWords() words {
	return words{"place": int(engine.PlacePlay), "cash": int(engine.CashPlay), "replace": int(engine.ReplacePlay), "move-figure": int(engine.MoveFigurePlay)}
}

func afterWords() words {
	return words{"remove": int(engine.RemoveAfter), "swap": int(engine.SwapAfter)}
}
