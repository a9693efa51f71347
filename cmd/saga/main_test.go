package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/sagatools/saga/internal/golden"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/solver"
)

// cliCases are whole command lines; each one's stdout, stderr and exit code
// are kept in testdata/NAME.golden.
var cliCases = []struct {
	name  string
	args  []string
	exit  int
	stdin string
}{
	{"score-full-act", []string{"score", "../../puzzles/rulebook/full-act-example.toml"}, exitOK, ""},
	{"score-ascii", []string{"score", "--ascii", "../../puzzles/rulebook/scoring-example.toml"}, exitOK, ""},
	{"score-json", []string{"score", "--json", "../../puzzles/rulebook/scoring-example.toml"}, exitOK, ""},
	{"verify-ok", []string{"verify", "../../puzzles/rulebook/full-act-example.toml"}, exitOK, ""},
	{"verify-differs", []string{"verify", "testdata/wrong-claims.toml"}, exitDisagrees, ""},
	{"verify-differs-json", []string{"verify", "--json", "--ascii", "testdata/wrong-claims.toml"}, exitDisagrees, ""},
	{"verify-no-claims", []string{"verify", "testdata/no-claims.toml"}, exitBadInput, ""},
	{"verify-many", []string{"verify", "../../puzzles/rulebook/scoring-example.toml", "testdata/wrong-claims.toml", "testdata/no-claims.toml", "../../puzzles/rulebook/full-act-example.toml"}, exitBadInput, ""},
	{"verify-many-differ", []string{"verify", "--ascii", "../../puzzles/rulebook/scoring-example.toml", "testdata/wrong-claims.toml"}, exitDisagrees, ""},
	{"verify-folder", []string{"verify", "../../puzzles/rulebook"}, exitOK, ""},
	{"verify-many-json", []string{"verify", "--json", "../../puzzles/rulebook/scoring-example.toml", "testdata/no-claims.toml"}, exitBadInput, ""},
	{"bad-position", []string{"score", "testdata/bad-position.toml"}, exitBadInput, ""},
	{"missing-file", []string{"score", "testdata/no-such-file.toml"}, exitBadInput, ""},
	{"no-args", []string{"score"}, exitBadInput, ""},
	{"unknown-command", []string{"scroe"}, exitBadInput, ""},
	{"play", []string{"play", "--players", "3", "--seed", "7"}, exitOK, ""},
	{"play-json", []string{"play", "--ruleset", "kingdoms", "--players", "2", "--ai", "random,greedy", "--seed", "3", "--json"}, exitOK, ""},
	{"play-bad-ai", []string{"play", "--ai", "greedy,grumpy"}, exitBadInput, ""},
	{"play-oracle-human", []string{"play", "--ai", "human,oracle"}, exitBadInput, ""},
	{"play-too-many", []string{"play", "--players", "5"}, exitBadInput, ""},
	{"play-over-ruleset", []string{"play", "--ruleset", "../../rulesets/testdata/valid/shield.toml", "--players", "2", "--record", "../../rulesets/testdata/valid/shield.toml"}, exitBadInput, ""},
	{"generate-over-base", []string{"generate", "--ruleset", "../../rulesets/testdata/valid/replace-then-remove.toml", "-o", "../../rulesets/testdata/valid/every-play.toml"}, exitBadInput, ""},
	{"play-reserved-name", []string{"play", "--players", "2", "--names", "brown,seed"}, exitBadInput, ""},
	{"play-human-quits", []string{"play", "--ruleset", "kingdoms", "--players", "2", "--ai", "human,greedy", "--seed", "2"}, exitBadInput, "xyz\n999\nC4@A1\nq\n"},
	{"move", []string{"move", "testdata/move/beowulf-2p.toml", "--ai", "rival"}, exitOK, ""},
	{"move-json", []string{"move", "testdata/move/kingdoms-2p.toml", "--ai", "greedy", "--json"}, exitOK, ""},
	{"move-oracle", []string{"move", "testdata/move/beowulf-3p.toml", "--ai", "oracle"}, exitOK, ""},
	{"move-search-json", []string{"move", "testdata/move/beowulf-3p-redealt.toml", "--ai", "search", "--seed", "5", "--json"}, exitOK, ""},
	{"move-human", []string{"move", "testdata/move/beowulf-2p.toml", "--ai", "human"}, exitBadInput, ""},
	{"move-near-ai", []string{"move", "testdata/move/beowulf-2p.toml", "--ai", "rivel"}, exitBadInput, ""},
	{"move-bad-position", []string{"move", "testdata/bad-position.toml"}, exitBadInput, ""},
	{"play-human", []string{"play", "--players", "2", "--ai", "human,greedy", "--seed", "7"}, exitBadInput, "?\nxyz\nB@Z1\nB@A1\n+6@C3\nT@A1\ndraw\nL@C3\n+5@C3\n-2@C3\nG5\nT@B1\nT@E4\n1\nq\n"},
	{"play-human-game", []string{"play", "--ruleset", "kingdoms", "--players", "2", "--ai", "human,rival", "--seed", "4"}, exitOK, strings.Repeat("1\ndraw\n1\n", 200)},
	{"play-human-colour", []string{"play", "--players", "2", "--ai", "human,greedy", "--seed", "7", "--color", "always"}, exitBadInput, "draw\n-2@C3\nq\n"},
	{"play-human-json", []string{"play", "--ruleset", "kingdoms", "--players", "2", "--ai", "greedy,human", "--seed", "3", "--json"}, exitBadInput, "C1@A1\nq\n"},
	{"play-bad-colour", []string{"play", "--players", "2", "--ai", "human,greedy", "--color", "sometimes"}, exitBadInput, ""},
	{"play-human-long-line", []string{"play", "--ruleset", "kingdoms", "--players", "2", "--ai", "human,greedy", "--seed", "2"}, exitBadInput, strings.Repeat("\x00", 5000)},
	{"simulate", []string{"simulate", "--games", "30"}, exitOK, ""},
	{"simulate-json", []string{"simulate", "--ruleset", "kingdoms", "--players", "2", "--ai", "greedy,random", "--games", "12", "--json"}, exitOK, ""},
	{"simulate-compare", []string{"simulate", "--ruleset", "beowulf", "--ruleset", "../../rulesets/testdata/valid/shield.toml", "--players", "2", "--games", "20", "--first", "green", "--ascii"}, exitOK, ""},
	{"simulate-human", []string{"simulate", "--ai", "greedy,human"}, exitBadInput, ""},
	{"simulate-strengths", []string{"simulate", "--strengths", "greedy,rival", "--games", "30", "--players", "2", "--workers", "1"}, exitOK, ""},
	{"simulate-strengths-json", []string{"simulate", "--strengths", "greedy,rival", "--games", "12", "--players", "2", "--json"}, exitOK, ""},
	{"simulate-strengths-ai", []string{"simulate", "--strengths", "greedy,rival", "--ai", "search"}, exitBadInput, ""},
	{"simulate-strengths-one", []string{"simulate", "--strengths", "rival"}, exitBadInput, ""},
	{"simulate-shard-no-out", []string{"simulate", "--shard", "1/4"}, exitBadInput, ""},
	{"simulate-shard-csv", []string{"simulate", "--shard", "1/4", "--out", "part.json", "--csv", "x.csv"}, exitBadInput, ""},
	{"simulate-shard-zero", []string{"simulate", "--shard", "0/4", "--out", "part.json"}, exitBadInput, ""},
	{"simulate-out-no-shard", []string{"simulate", "--out", "part.json"}, exitBadInput, ""},
	{"merge-missing", []string{"merge", "testdata/parts/part-1.json", "testdata/parts/part-3.json"}, exitBadInput, ""},
	{"merge-twice", []string{"merge", "testdata/parts/part-1.json", "testdata/parts/part-1.json", "testdata/parts/part-2.json"}, exitBadInput, ""},
	{"merge-other-run", []string{"merge", "testdata/parts/part-1.json", "testdata/parts/part-2.json", "testdata/parts/other-3.json"}, exitBadInput, ""},
	{"merge-not-a-part", []string{"merge", "testdata/game.txt"}, exitBadInput, ""},
	{"merge", []string{"merge", "--ascii", "testdata/parts/part-1.json", "testdata/parts/part-2.json", "testdata/parts/part-3.json"}, exitOK, ""},
	{"rate", []string{"rate", "--ai", "random,greedy,rival", "--games", "10"}, exitOK, ""},
	{"rate-json", []string{"rate", "--ruleset", "kingdoms", "--players", "3", "--ai", "random,greedy,rival,search", "--games", "3", "--json"}, exitOK, ""},
	{"rate-oracle", []string{"rate", "--ai", "rival,search,oracle", "--games", "2", "--ascii"}, exitOK, ""},
	{"rate-three", []string{"rate", "--players", "3", "--ai", "random,greedy,rival", "--ascii"}, exitOK, ""},
	{"rate-human", []string{"rate", "--ai", "random,human"}, exitBadInput, ""},
	{"rate-twice", []string{"rate", "--ai", "random,greedy,random"}, exitBadInput, ""},
	{"rate-odd-games", []string{"rate", "--games", "5"}, exitBadInput, ""},
	{"rate-too-few", []string{"rate", "--players", "3", "--ai", "random,greedy"}, exitBadInput, ""},
	{"rate-too-many-players", []string{"rate", "--players", "5"}, exitBadInput, ""},
	{"rate-near-ai", []string{"rate", "--ai", "random,rivel"}, exitBadInput, ""},
	{"rate-plot-format", []string{"rate", "--plot", "ratings.txt"}, exitBadInput, ""},
	{"rate-shard-no-out", []string{"rate", "--shard", "1/2"}, exitBadInput, ""},
	{"rate-over-ruleset", []string{"rate", "--ruleset", "../../rulesets/testdata/valid/shield.toml", "--csv", "../../rulesets/testdata/valid/shield.toml"}, exitBadInput, ""},
	{"unknown-command-far", []string{"bogus"}, exitBadInput, ""},
	{"rulesets-check-json", []string{"rulesets", "check", "--json", "../../rulesets/testdata/invalid/act-gap.toml", "../../rulesets/testdata/valid/minimal.toml"}, exitBadInput, ""},
	{"rulesets-diff", []string{"rulesets", "diff", "beowulf", "../../rulesets/testdata/valid/shield.toml"}, exitOK, ""},
	{"rulesets-diff-same", []string{"rulesets", "diff", "beowulf", "beowulf"}, exitOK, ""},
	{"rulesets-diff-json", []string{"rulesets", "diff", "--json", "beowulf", "kingdoms"}, exitOK, ""},
	{"rulesets-diff-bad", []string{"rulesets", "diff", "beowulf", "beowolf"}, exitBadInput, ""},
	{"rulesets-show-file", []string{"rulesets", "show", "../../rulesets/testdata/valid/shield.toml"}, exitOK, ""},
	{"rulesets-show-bad-file", []string{"rulesets", "show", "../../rulesets/testdata/invalid/unknown-enum.toml"}, exitBadInput, ""},
	{"simulate-twice", []string{"simulate", "--ruleset", "beowulf", "--ruleset", "beowulf"}, exitBadInput, ""},
	{"simulate-same-name", []string{"simulate", "--ruleset", "../../rulesets/testdata/valid/shield.toml", "--ruleset", "testdata/shield-copy.toml", "--players", "2", "--games", "4", "--ascii"}, exitOK, ""},
	{"simulate-near-ai", []string{"simulate", "--ai", "greedy,randon"}, exitBadInput, ""},
	{"simulate-negative-time", []string{"simulate", "--time", "-1s"}, exitBadInput, ""},
	{"simulate-bad-games", []string{"simulate", "--games", "1e3"}, exitBadInput, ""},
	{"simulate-bad-time", []string{"simulate", "--time", "5"}, exitBadInput, ""},
	{"simulate-near-flag", []string{"simulate", "--game", "3"}, exitBadInput, ""},
	{"simulate-no-games", []string{"simulate", "--games", "0"}, exitBadInput, ""},
	{"simulate-unknown-ruleset", []string{"simulate", "--ruleset", "beowolf"}, exitBadInput, ""},
	{"simulate-plot-format", []string{"simulate", "--plot", "spread.txt"}, exitBadInput, ""},
	{"simulate-same-outputs", []string{"simulate", "--csv", "out.svg", "--plot", "out.svg"}, exitBadInput, ""},
	{"simulate-no-folder", []string{"simulate", "--plot", "no-such-folder/spread.svg"}, exitBadInput, ""},
	{"simulate-seed-overflow", []string{"simulate", "--seed", "18446744073709551615", "--games", "3"}, exitBadInput, ""},
	{"simulate-over-input", []string{"simulate", "--ruleset", "../../rulesets/testdata/valid/shield.toml", "--csv", "../../rulesets/testdata/valid/shield.toml"}, exitBadInput, ""},
	{"simulate-over-base", []string{"simulate", "--ruleset", "../../rulesets/testdata/valid/replace-then-remove.toml", "--csv", "../../rulesets/testdata/valid/every-play.toml"}, exitBadInput, ""},
	{"replay", []string{"replay", "testdata/game.txt"}, exitOK, ""},
	{"replay-json", []string{"replay", "--json", "testdata/game.txt"}, exitOK, ""},
	{"replay-unfinished", []string{"replay", "testdata/game-unfinished.txt"}, exitOK, ""},
	{"replay-at", []string{"replay", "testdata/game.txt", "--at", "16"}, exitOK, ""},
	{"replay-at-mid-turn", []string{"replay", "testdata/game.txt", "--at", "20"}, exitBadInput, ""},
	{"replay-illegal", []string{"replay", "../../record/testdata/records/bad/illegal-move.txt"}, exitBadInput, ""},
	{"solve", []string{"solve", "--workers", "1", "../../puzzles/bench/beowulf-2p-det-04.toml"}, exitOK, ""},
	{"solve-chance-json", []string{"solve", "--workers", "1", "--json", "../../puzzles/bench/kingdoms-2p-chance-04.toml"}, exitOK, ""},
	{"solve-solo", []string{"solve", "--workers", "1", "--ascii", "../../puzzles/bench/kingdoms-solo-det-06.toml"}, exitOK, ""},
	{"solve-limit", []string{"solve", "--workers", "1", "--nodes", "2000", "../../puzzles/bench/beowulf-2p-det-08.toml"}, exitOK, ""},
	{"solve-maxn-limit", []string{"solve", "--workers", "1", "--nodes", "3000", "../../puzzles/bench/kingdoms-3p-det-06.toml"}, exitOK, ""},
	{"solve-limit-json", []string{"solve", "--workers", "1", "--json", "--nodes", "5000", "../../puzzles/bench/kingdoms-2p-chance-08.toml"}, exitOK, ""},
	{"solve-line", []string{"solve", "--workers", "1", "--line", "draw, drew D, D@A4", "../../puzzles/bench/kingdoms-2p-chance-04.toml"}, exitOK, ""},
	{"solve-line-json", []string{"solve", "--workers", "1", "--json", "--line", "L@A5, -6@E4", "../../puzzles/bench/beowulf-2p-det-04.toml"}, exitOK, ""},
	{"solve-line-illegal", []string{"solve", "--line", "draw, drew +3", "../../puzzles/bench/kingdoms-2p-chance-04.toml"}, exitBadInput, ""},
	{"solve-bad-puzzle", []string{"solve", "../../position/testdata/badpuzzles/mover-cannot-move.toml"}, exitBadInput, ""},
	{"solve-answer-differs", []string{"solve", "--workers", "1", "testdata/wrong-answer.toml"}, exitDisagrees, ""},
	{"solve-answer-differs-json", []string{"solve", "--workers", "1", "--json", "testdata/wrong-answer.toml"}, exitDisagrees, ""},
	{"solve-write-answer-top", []string{"solve", "--write-answer", "--top", "1", "testdata/wrong-answer.toml"}, exitBadInput, ""},
	{"solve-mem-zero", []string{"solve", "--mem", "0", "../../puzzles/bench/beowulf-2p-det-04.toml"}, exitBadInput, ""},
	{"solve-mem-small", []string{"solve", "--mem", "47", "../../puzzles/bench/beowulf-2p-det-04.toml"}, exitBadInput, ""},
	{"solve-mem-overflow", []string{"solve", "--mem", "9000000000000", "../../puzzles/bench/beowulf-2p-det-04.toml"}, exitBadInput, ""},
	{"solve-mem-not-a-number", []string{"solve", "--mem", "99999999999999999999", "../../puzzles/bench/beowulf-2p-det-04.toml"}, exitBadInput, ""},
	{"solve-answer-agrees", []string{"solve", "--workers", "1", "../../puzzles/library/kingdoms-2p-08.toml"}, exitOK, ""},
	{"generate", []string{"generate", "--ruleset", "kingdoms", "--players", "3", "--empties", "5", "--pool", "keep"}, exitOK, ""},
	{"generate-unique", []string{"generate", "--empties", "6", "--seed", "101", "--unique", "--lead", "5"}, exitOK, ""},
	{"generate-theme", []string{"generate", "--empties", "6", "--seed", "44", "--theme", "split", "--answer"}, exitOK, ""},
	{"generate-rating", []string{"generate", "--empties", "6", "--seed", "1", "--unique", "--lead", "3", "--rating", "800-1000"}, exitOK, ""},
	{"generate-theme-unknown", []string{"generate", "--theme", "peril,cashh"}, exitBadInput, ""},
	{"generate-rating-reversed", []string{"generate", "--rating", "1200-800"}, exitBadInput, ""},
	{"generate-rating-not-a-number", []string{"generate", "--rating", "easy"}, exitBadInput, ""},
	{"generate-rating-ruleset-file", []string{"generate", "--ruleset", "../../rulesets/beowulf.toml", "--rating", "800-"}, exitBadInput, ""},
	{"generate-unique-solo", []string{"generate", "--objective", "solo", "--unique"}, exitBadInput, ""},
	{"generate-search", []string{"generate", "--ai", "search,greedy", "--empties", "6", "--answer"}, exitOK, ""},
	{"generate-margin-3p", []string{"generate", "--objective", "margin", "--players", "3"}, exitBadInput, ""},
	{"generate-lead-alone", []string{"generate", "--lead", "3"}, exitBadInput, ""},
	{"generate-human", []string{"generate", "--ai", "human"}, exitBadInput, ""},
	{"generate-count-no-dir", []string{"generate", "--count", "3"}, exitBadInput, ""},
	{"generate-json-no-dir", []string{"generate", "--json"}, exitBadInput, ""},
	{"generate-seeds-no-dir", []string{"generate", "--seeds", "5"}, exitBadInput, ""},
	{"generate-seeds-zero", []string{"generate", "--seeds", "0", "--dir", "no-such-folder"}, exitBadInput, ""},
	{"generate-seeds-count", []string{"generate", "--seeds", "5", "--count", "2", "--dir", "no-such-folder"}, exitBadInput, ""},
	{"generate-seeds-tries", []string{"generate", "--seeds", "5", "--unique", "--tries", "2", "--dir", "no-such-folder"}, exitBadInput, ""},
	{"generate-seeds-overflow", []string{"generate", "--seeds", "5", "--seed", "18446744073709551613", "--dir", "no-such-folder"}, exitBadInput, ""},
	{"generate-shard-no-seeds", []string{"generate", "--shard", "1/2", "--out", "part.json"}, exitBadInput, ""},
	{"generate-shard-no-out", []string{"generate", "--seeds", "5", "--shard", "1/2"}, exitBadInput, ""},
	{"generate-shard-dir", []string{"generate", "--seeds", "5", "--shard", "1/2", "--out", "part.json", "--dir", "no-such-folder"}, exitBadInput, ""},
	{"generate-count-too-many", []string{"generate", "--count", "10001", "--dir", "no-such-folder"}, exitBadInput, ""},
	{"check", []string{"check", "../../puzzles/library/beowulf-2p-06.toml", "../../puzzles/library/kingdoms-2p-chance-05.toml", "../../puzzles/library/kingdoms-solo-10.toml"}, exitOK, ""},
	{"check-differs", []string{"check", "../../puzzles/library/beowulf-2p-06.toml", "testdata/wrong-answer.toml"}, exitDisagrees, ""},
	{"check-unique", []string{"check", "--unique", "--lead", "8", "../../puzzles/library/beowulf-2p-06.toml", "../../puzzles/library/beowulf-2p-08.toml", "../../puzzles/library/kingdoms-solo-10.toml"}, exitDisagrees, ""},
	{"check-bad", []string{"check", "--workers", "1", "--json", "testdata/wrong-answer.toml", "testdata/bad-position.toml", "../../position/testdata/badpuzzles/mover-cannot-move.toml"}, exitBadInput, ""},
	{"check-unsolved", []string{"check", "--time", "1ms", "../../puzzles/bench/beowulf-2p-chance-08.toml"}, exitDisagrees, ""},
	{"score-figures-beyond-owned", []string{"score", "../../position/testdata/score/k3-castles-beyond-owned.toml"}, exitOK, ""},
	{"verify-figures-beyond-owned", []string{"verify", "../../position/testdata/score/k3-castles-beyond-owned.toml"}, exitOK, ""},
	{"solve-figures-beyond-owned", []string{"solve", "../../position/testdata/score/k3-castles-beyond-owned.toml"}, exitBadInput, ""},
	{"check-figures-beyond-owned", []string{"check", "../../position/testdata/score/k3-castles-beyond-owned.toml"}, exitBadInput, ""},
	{"diagram-figures-beyond-owned", []string{"diagram", "--answer", "../../position/testdata/score/k3-castles-beyond-owned.toml"}, exitBadInput, ""},
	{"check-refused", []string{"check", "../../puzzles/rulebook/full-act-example.toml", "testdata/bad-position.toml"}, exitBadInput, ""},
	{"diagram", []string{"diagram", "../../puzzles/bench/kingdoms-2p-det-04.toml"}, exitOK, ""},
	{"diagram-solved", []string{"diagram", "--answer", "../../puzzles/bench/kingdoms-2p-det-04.toml"}, exitOK, ""},
	{"diagram-over-input", []string{"diagram", "-o", "testdata/wrong-answer.toml", "testdata/wrong-answer.toml"}, exitBadInput, ""},
	{"diagram-many-no-dir", []string{"diagram", "../../puzzles/bench/kingdoms-2p-det-04.toml", "../../puzzles/bench/kingdoms-2p-det-06.toml"}, exitBadInput, ""},
	{"diagram-book-over-input", []string{"diagram", "--book", "testdata/wrong-answer.toml", "testdata/wrong-answer.toml"}, exitBadInput, ""},
	{"diagram-over-ruleset", []string{"diagram", "-o", "../../rulesets/testdata/valid/shield.toml", "testdata/shield-puzzle.toml"}, exitBadInput, ""},
	{"diagram-title-no-book", []string{"diagram", "--title", "T", "testdata/shield-puzzle.toml"}, exitBadInput, ""},
	{"diagram-book-and-dir", []string{"diagram", "--book", "b.html", "--dir", "pictures", "testdata/wrong-answer.toml"}, exitBadInput, ""},
	{"rulesets", []string{"rulesets"}, exitOK, ""},
	{"rulesets-json", []string{"rulesets", "--json"}, exitOK, ""},
	{"rulesets-check", []string{"rulesets", "check", "../../rulesets/testdata/valid/shield.toml", "../../rulesets/testdata/invalid/unknown-enum.toml"}, exitBadInput, ""},
	{"rulesets-show-unknown", []string{"rulesets", "show", "kingdom"}, exitBadInput, ""},
}

// slowUnderRace are the cases that solve within a time limit a puzzle
// that the race detector makes too slow for it: CI's run with -short
// (under the race detector) leaves them out, and its run without checks
// them.
var slowUnderRace = map[string]bool{"check": true}

// timings matches the times a solve reports, which vary from run to run.
var timings = regexp.MustCompile(`(nodes in |"seconds": )[0-9.]+( s)?`)

// rateTimes matches the times rate measures, with the spaces that align
// them in a table, and JSON's seconds.
var rateTimes = regexp.MustCompile(`( +[0-9.]+ (ns|µs|ms|s)\b|("seconds_per_(move|game)": )[0-9.e+-]+)`)

// maskRateTimes writes each time rate measured as TIME.
func maskRateTimes(s string) string {
	return rateTimes.ReplaceAllStringFunc(s, func(m string) string {
		if i := strings.Index(m, ": "); i >= 0 {
			return m[:i+2] + "TIME"
		}
		return "  TIME"
	})
}

func TestCLI(t *testing.T) {
	t.Setenv("NO_COLOR", "1") // as a user who wants none: only --color always paints
	named := map[string]bool{}
	for _, tc := range cliCases {
		if named[tc.name] {
			t.Fatalf("two cases are named %q and would share a golden file", tc.name)
		}
		named[tc.name] = true
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && slowUnderRace[tc.name] {
				t.Skip("a solve within a time limit the race detector overruns; checked without -short")
			}
			var stdout, stderr bytes.Buffer
			code := run(tc.args, strings.NewReader(tc.stdin), &stdout, &stderr)
			if code != tc.exit {
				t.Errorf("exit %d, want %d\nstderr: %s", code, tc.exit, stderr.String())
			}
			got := fmt.Sprintf("$ saga %s\n%s--- stderr\n%s--- exit %d\n", strings.Join(tc.args, " "), stdout.String(), stderr.String(), code)
			got = timings.ReplaceAllString(got, "${1}TIME")
			if strings.HasPrefix(tc.name, "rate") {
				got = maskRateTimes(got)
			}
			golden.Check(t, filepath.Join("testdata", tc.name+".golden"), []byte(got))
		})
	}
}

// The built-in ruleset printed by "rulesets show" is the embedded file.
func TestRulesetsShow(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"rulesets", "show", "beowulf"}, nil, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	want, err := os.ReadFile("../../rulesets/beowulf.toml")
	if err != nil {
		t.Fatal(err)
	}
	if stdout.String() != string(want) {
		t.Error("rulesets show beowulf differs from rulesets/beowulf.toml")
	}
}

// saga completion writes each shell's completion script, and the
// completions it offers are saga's own commands and flags.
func TestCompletion(t *testing.T) {
	for shell, start := range map[string]string{
		"bash":       "# bash completion V2 for saga",
		"zsh":        "#compdef saga",
		"fish":       "# fish completion for saga",
		"powershell": "# powershell completion for saga",
	} {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"completion", shell}, nil, &stdout, &stderr); code != exitOK {
			t.Errorf("completion %s: exit %d: %s", shell, code, stderr.String())
			continue
		}
		if !strings.HasPrefix(stdout.String(), start) || stdout.Len() < 1000 {
			t.Errorf("completion %s wrote %d bytes starting %.60q, want a script starting %q", shell, stdout.Len(), stdout.String(), start)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"__complete", "rul"}, "rulesets\tList, show and check rulesets"},
		{[]string{"__complete", "solve", "--wri"}, "--write-answer\t"},
		{[]string{"__complete", "rulesets", "d"}, "diff\t"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(c.args, nil, &stdout, &stderr); code != exitOK || !strings.Contains(stdout.String(), c.want) {
			t.Errorf("saga %s: exit %d, offered\n%s\nwant %q", strings.Join(c.args, " "), code, stdout.String(), c.want)
		}
	}
}

// play --record writes a record that replay reads back to the same scores
// and the same seed, the largest there is here.
func TestPlayRecordReplay(t *testing.T) {
	record := filepath.Join(t.TempDir(), "game.txt")
	var played, replayed, stderr bytes.Buffer
	args := []string{"play", "--ruleset", "kingdoms", "--players", "4", "--ai", "greedy,random", "--seed", "18446744073709551615", "--json", "--record", record}
	if code := run(args, nil, &played, &stderr); code != exitOK {
		t.Fatalf("play: exit %d: %s", code, stderr.String())
	}
	if code := run([]string{"replay", "--json", record}, nil, &replayed, &stderr); code != exitOK {
		t.Fatalf("replay: exit %d: %s", code, stderr.String())
	}
	var a, b map[string]any
	for data, v := range map[*bytes.Buffer]*map[string]any{&played: &a, &replayed: &b} {
		dec := json.NewDecoder(data)
		dec.UseNumber() // the seed, exactly
		if err := dec.Decode(v); err != nil {
			t.Fatal(err)
		}
	}
	if a["seed"] != json.Number("18446744073709551615") {
		t.Errorf("play --json gives seed %v", a["seed"])
	}
	for _, key := range []string{"acts", "final", "winners", "moves", "seed", "players"} {
		if !reflect.DeepEqual(a[key], b[key]) {
			t.Errorf("%s: played %v, replayed %v", key, a[key], b[key])
		}
	}
	leftovers, _ := filepath.Glob(filepath.Join(filepath.Dir(record), ".*"))
	if len(leftovers) > 0 {
		t.Errorf("temporary files left behind: %v", leftovers)
	}
}

// A record names a ruleset file by its path from the record's folder,
// where replay looks for it.
func TestRecordRulesetPath(t *testing.T) {
	for _, c := range []struct{ ruleset, record, want string }{
		{"beowulf", "out/game.txt", "beowulf"},
		{"variants/v.toml", "out/game.txt", "../variants/v.toml"},
		{"v.toml", "game.txt", "v.toml"},
		{"v.toml", "", "v.toml"},
	} {
		if got := recordRuleset(c.ruleset, c.record); got != c.want {
			t.Errorf("recordRuleset(%q, %q) = %q, want %q", c.ruleset, c.record, got, c.want)
		}
	}
}

// simulate --csv and --plot write their files, each whole: a row per game
// and a picture in the format the name asks for.
func TestSimulateWritesFiles(t *testing.T) {
	dir := t.TempDir()
	csvPath, plotPath := filepath.Join(dir, "games.csv"), filepath.Join(dir, "spread.svg")
	var stdout, stderr bytes.Buffer
	args := []string{"simulate", "--ruleset", "kingdoms", "--players", "2", "--games", "7", "--csv", csvPath, "--plot", plotPath}
	if code := run(args, nil, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(csvPath)
	if err != nil {
		t.Fatal(err)
	}
	if lines := strings.Count(string(data), "\n"); lines != 8 {
		t.Errorf("CSV has %d lines, want a header and 7 games", lines)
	}
	svg, err := os.ReadFile(plotPath)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(svg, []byte("<svg")) {
		t.Errorf("plot is not an SVG: %.80q", svg)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("%d files in the output folder, want 2 (no temporary files left)", len(entries))
	}
}

// generate --count --dir writes one file per puzzle, each the same as
// the command in its first line writes, lists them, and writes nothing
// when a file is already there.
func TestGenerateFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "book")
	var stdout, stderr bytes.Buffer
	args := []string{"generate", "--empties", "6", "--unique", "--lead", "4", "--count", "2", "--dir", dir, "--json"}
	if code := run(args, nil, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	var listed []struct {
		File string
		Seed uint64
		Best []string
		Lead float64
	}
	if err := json.Unmarshal(stdout.Bytes(), &listed); err != nil {
		t.Fatal(err)
	}
	if len(listed) != 2 || listed[0].Seed != 1 || listed[1].Seed != 3 {
		t.Fatalf("listed %+v, want the puzzles of seeds 1 and 3 (seed 2 leads by 3)", listed)
	}
	if !strings.Contains(stderr.String(), "seed 2: the best move leads by 3 only") {
		t.Errorf("stderr does not say why seed 2 was passed over:\n%s", stderr.String())
	}
	for _, item := range listed {
		data, err := os.ReadFile(item.File)
		if err != nil {
			t.Fatal(err)
		}
		if len(item.Best) != 1 || item.Lead < 4 || !strings.Contains(string(data), fmt.Sprintf("best = [%q]", item.Best[0])) {
			t.Errorf("%s: listed best %v leading by %v; file has\n%s", item.File, item.Best, item.Lead, data)
		}
		head, _, _ := strings.Cut(string(data), "\n")
		again := strings.Fields(strings.TrimPrefix(head, "# Generated by saga "))
		var one bytes.Buffer
		if code := run(again, nil, &one, &stderr); code != exitOK {
			t.Fatalf("%s: exit %d: %s", head, code, stderr.String())
		}
		if one.String() != string(data) {
			t.Errorf("%s differs from what its first line writes", item.File)
		}
	}
	stdout.Reset()
	args = []string{"generate", "--empties", "6", "--count", "2", "--dir", dir}
	if code := run(args, nil, &stdout, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), "already exists") {
		t.Errorf("a second series into the same folder: exit %d, stderr %s", code, stderr.String())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("%d files in the folder after a refused series, want the first 2 (nothing half-written)", len(entries))
	}
	// From seed 2, whose name is free, to seed 3, whose name is taken:
	// the series stops there, and writes the one puzzle found before.
	stdout.Reset()
	stderr.Reset()
	args = []string{"generate", "--empties", "6", "--count", "2", "--seed", "2", "--dir", dir}
	if code := run(args, nil, &stdout, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), "stopped after 1 of 2 puzzles, which are written") {
		t.Errorf("a series that meets a taken name: exit %d, stderr %s", code, stderr.String())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 3 {
		t.Errorf("%d files in the folder, want the first 2 and seed 2's", len(entries))
	}
}

// generate --dir names a ruleset file by its path from the puzzles'
// folder, so that they can be read where they are; its list gives each
// puzzle's best move; a series that fails part way writes the puzzles
// found before it failed.
func TestGenerateFolderRulesetFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "book")
	ruleset := "../../rulesets/testdata/valid/shield.toml"
	var stdout, stderr bytes.Buffer
	args := []string{"generate", "--ruleset", ruleset, "--empties", "6", "--count", "3", "--unique", "--lead", "5", "--tries", "1", "--dir", dir}
	if code := run(args, nil, &stdout, &stderr); code != exitBadInput {
		t.Fatalf("exit %d, want %d: %s", code, exitBadInput, stderr.String())
	}
	if !strings.Contains(stderr.String(), "stopped after 1 of 3 puzzles, which are written: none of the 1 puzzles") {
		t.Errorf("stderr does not say the series stopped:\n%s", stderr.String())
	}
	lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	files, _ := filepath.Glob(filepath.Join(dir, "*.toml"))
	if len(lines) != 1 || len(files) != 1 {
		t.Fatalf("listed %q and wrote %v, want the one puzzle found", lines, files)
	}
	line := regexp.MustCompile(`^(.*/shield-act1-2p-margin-det-06-seed\d+\.toml) \(seed \d+\): \S+@\S+, ahead of the next by \d+(; [a-z-]+(, [a-z-]+)*)?$`).FindStringSubmatch(lines[0])
	if line == nil || line[1] != files[0] {
		t.Fatalf("list line %q, want the file %s, its seed, best move and lead", lines[0], files[0])
	}
	stdout.Reset()
	if code := run([]string{"score", files[0]}, nil, &stdout, &stderr); code != exitOK {
		t.Errorf("score %s: exit %d: %s", files[0], code, stderr.String())
	}
}

// The run shown in docs/simulate.md and the README is what the command
// prints today.
func TestSimulateDocExample(t *testing.T) {
	if testing.Short() {
		t.Skip("the doc's 2,000 games; the simulate goldens run the same code on fewer")
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"simulate", "--games", "2000"}, nil, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	out := stdout.String()
	for _, doc := range []string{"../../docs/simulate.md", "../../README.md"} {
		text, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		i := strings.Index(string(text), "$ saga simulate --games 2000\n")
		if i < 0 {
			t.Fatalf("%s has no example of saga simulate --games 2000", doc)
		}
		block := string(text[i+len("$ saga simulate --games 2000\n"):])
		block = block[:strings.Index(block, "```")]
		block = strings.TrimSuffix(block, "...\n") // the README shows the start only
		if !strings.HasPrefix(out, block) {
			t.Errorf("%s's example differs from the command's output:\n%s", doc, out)
		}
	}
}

// docs/simulate.md's --strengths example ends as the command's output
// does (the doc leaves out the summaries before it).
func TestSimulateStrengthsDocExample(t *testing.T) {
	if testing.Short() {
		t.Skip("the doc's 2,000 games twice; the simulate-strengths goldens run the same code on fewer")
	}
	const command = "$ saga simulate --strengths greedy,rival --games 2000\n...\n"
	text, err := os.ReadFile("../../docs/simulate.md")
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(text), command)
	if i < 0 {
		t.Fatal("docs/simulate.md has no example of saga simulate --strengths greedy,rival --games 2000")
	}
	block := string(text[i+len(command):])
	block = block[:strings.Index(block, "```")]
	var stdout, stderr bytes.Buffer
	if code := run([]string{"simulate", "--strengths", "greedy,rival", "--games", "2000", "--quiet"}, nil, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.HasSuffix(stdout.String(), block) {
		t.Errorf("docs/simulate.md's example differs from the end of the command's output:\n%s", stdout.String())
	}
}

// A generated puzzle's file is named after what it is: ruleset, act,
// players, objective, pool, empty squares, the self-play's players when
// not greedy, and seed.
func TestGeneratedFileName(t *testing.T) {
	for _, c := range []struct {
		ruleset string
		ai      []string
		keep    bool
		want    string
	}{
		{"beowulf", nil, false, "beowulf-act2-3p-maxn-det-07-seed9.toml"},
		{"variants/my.toml", []string{"greedy", "greedy", "greedy"}, true, "my-act2-3p-maxn-chance-07-seed9.toml"},
		{"beowulf", []string{"rival", "rival", "rival"}, false, "beowulf-act2-3p-maxn-det-07-rival-seed9.toml"},
		{"beowulf", []string{"search", "greedy", "greedy"}, false, "beowulf-act2-3p-maxn-det-07-search-greedy-greedy-seed9.toml"},
	} {
		g := generation{ruleset: c.ruleset, spec: puzzle.EndgameSpec{Players: 3, Act: 1, Empties: 7, EmptyPool: !c.keep, AI: c.ai, Make: players.Make, Question: solver.Question{Objective: solver.MaxN}}}
		if got := g.fileName(9); got != c.want {
			t.Errorf("%s %v: %s, want %s", c.ruleset, c.ai, got, c.want)
		}
	}
}

// A file's first line quotes a ruleset path that a shell would split.
func TestShellWord(t *testing.T) {
	for in, want := range map[string]string{
		"beowulf":             "beowulf",
		"../rules/my-v2.toml": "../rules/my-v2.toml",
		"my rules.toml":       "'my rules.toml'",
		"it's.toml":           `'it'\''s.toml'`,
		"":                    "''",
		"red,blue":            "red,blue",
		"a=b:c+d_E9":          "a=b:c+d_E9",
		"$HOME/r.toml":        "'$HOME/r.toml'",
		"a*b":                 "'a*b'",
		"é.toml":              "'é.toml'",
		"~/r.toml":            "'~/r.toml'",
	} {
		if got := shellWord(in); got != want {
			t.Errorf("shellWord(%q) = %s, want %s", in, got, want)
		}
	}
}

// A folder among the files stands for the .toml files in it, in name
// order; a folder with none is refused, and anything else is passed on
// to be read.
func TestPositionFiles(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"b.toml", "a.toml", "notes.txt", "._a.toml"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "sub.toml"), 0o755); err != nil {
		t.Fatal(err)
	}
	got, err := positionFiles([]string{"x.toml", dir, "missing"})
	want := []string{"x.toml", filepath.Join(dir, "a.toml"), filepath.Join(dir, "b.toml"), "missing"}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("positionFiles = %v, %v; want %v", got, err, want)
	}
	if _, err := positionFiles([]string{filepath.Join(dir, "sub.toml")}); err == nil || !strings.Contains(err.Error(), "holds no .toml files") {
		t.Errorf("a folder with no .toml files: %v", err)
	}
	glob := filepath.Join(dir, "fold[1]") // a name Glob would take for a pattern
	if err := os.Mkdir(glob, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(glob, "p.toml"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := positionFiles([]string{glob}); err != nil || len(got) != 1 {
		t.Errorf("a folder named %s: %v, %v", glob, got, err)
	}
}

// solve --write-answer puts the rules' answer into the file in place of a
// wrong one, changes no other line, and then solve agrees with the file.
func TestSolveWriteAnswer(t *testing.T) {
	orig, err := os.ReadFile("testdata/wrong-answer.toml")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "puzzle.toml")
	if err := os.WriteFile(file, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"solve", "--workers", "1", "--write-answer", file}, nil, &stdout, &stderr); code != exitOK || !strings.Contains(stderr.String(), "wrote the answer into") {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	was, now := strings.Split(string(orig), "\n"), strings.Split(string(data), "\n")
	var changed []string
	for i := range min(len(was), len(now)) {
		if was[i] != now[i] {
			changed = append(changed, now[i])
		}
	}
	want := []string{`best = ["L@F4"]`, `values = { brown = 34, green = -34 }`}
	if len(was) != len(now) || !reflect.DeepEqual(changed, want) {
		t.Errorf("changed lines %q (%d lines, was %d), want %q", changed, len(now), len(was), want)
	}
	stderr.Reset()
	if code := run([]string{"solve", "--workers", "1", file}, nil, &stdout, &stderr); code != exitOK {
		t.Errorf("solve after --write-answer: exit %d: %s", code, stderr.String())
	}
	if code := run([]string{"solve", "--workers", "1", "--write-answer", file}, nil, &stdout, &stderr); code != exitOK || !strings.Contains(stderr.String(), "already") {
		t.Errorf("a second --write-answer: exit %d: %s", code, stderr.String())
	}

	// An answer written its own way but right is left alone; one that no
	// longer fits the position (an illegal move) is replaced.
	for _, c := range []struct{ name, from, to, says string }{
		{"right, as decimals", "values = { brown = 34, green = -34 }", `values = { brown = "34.00", green = "-34.0" }`, "already agrees"},
		{"an illegal best move", `best = ["L@F4"]`, `best = ["L@A1"]`, "does not fit the position"},
	} {
		edited := strings.Replace(string(data), c.from, c.to, 1)
		if err := os.WriteFile(file, []byte(edited), 0o644); err != nil {
			t.Fatal(err)
		}
		stderr.Reset()
		if code := run([]string{"solve", "--workers", "1", "--write-answer", file}, nil, &stdout, &stderr); code != exitOK || !strings.Contains(stderr.String(), c.says) {
			t.Errorf("%s: exit %d: %s", c.name, code, stderr.String())
		}
		after, _ := os.ReadFile(file)
		if want := map[bool]string{true: edited, false: string(data)}[c.says == "already agrees"]; string(after) != want {
			t.Errorf("%s: the file reads\n%s\nwant\n%s", c.name, after, want)
		}
	}
}

// Writing a file in place keeps its permissions, and writes through a
// symbolic link to the file it names.
func TestWriteFileAtomicKeepsFile(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "puzzle.toml")
	link := filepath.Join(dir, "link.toml")
	if err := os.WriteFile(target, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("puzzle.toml", link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if err := writeFileAtomic(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link is no longer a link: %v", err)
	}
	data, _ := os.ReadFile(target)
	fi, _ := os.Stat(target)
	if string(data) != "new" || fi.Mode().Perm() != 0o600 {
		t.Errorf("the file reads %q with mode %v, want \"new\" and 0600", data, fi.Mode().Perm())
	}
}

// An unlimited solve of a position beyond minutes' work is warned about;
// the bench puzzles the solver finishes quickly are not.
func TestLongSolveNote(t *testing.T) {
	for file, warned := range map[string]bool{
		"../../puzzles/bench/kingdoms-2p-chance-08.toml": true,
		"../../puzzles/bench/kingdoms-2p-chance-06.toml": false,
		"../../puzzles/bench/beowulf-2p-det-12.toml":     false,
		"../../puzzles/rulebook/scoring-example.toml":    true,
	} {
		p, _, err := position.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		s, _, err := p.Puzzle()
		if err != nil {
			t.Fatal(err)
		}
		if got := longSolveNote(s) != ""; got != warned {
			t.Errorf("%s: warned %v, want %v", file, got, warned)
		}
	}
}
