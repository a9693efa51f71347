package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sagatools/saga/internal/textdiff"
)

// saga rate --shard I/N --out PART for every shard, then saga merge,
// prints what the unsharded run prints (the times aside), as text and
// JSON, and writes the same CSV (the seconds aside).
func TestRateShardsMerge(t *testing.T) {
	dir := t.TempDir()
	args := []string{"rate", "--ruleset", "kingdoms", "--ai", "random,greedy,rival", "--games", "6", "--seed", "4"}
	var whole, wholeJSON, stderr bytes.Buffer
	wholeCSV := filepath.Join(dir, "whole.csv")
	if code := run(append(args, "--csv", wholeCSV), nil, &whole, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if code := run(append(args, "--json"), nil, &wholeJSON, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	var parts []string
	for _, s := range []string{"1/4", "2/4", "3/4", "4/4"} {
		part := filepath.Join(dir, "part-"+s[:1]+".json")
		stderr.Reset()
		if code := run(append(args, "--shard", s, "--out", part), nil, &bytes.Buffer{}, &stderr); code != exitOK {
			t.Fatalf("shard %s: exit %d: %s", s, code, stderr.String())
		}
		if !strings.Contains(stderr.String(), "shard "+s+": ") {
			t.Errorf("shard %s says %q", s, stderr.String())
		}
		parts = append(parts, part)
	}
	var merged, mergedJSON bytes.Buffer
	mergedCSV := filepath.Join(dir, "merged.csv")
	if code := run(append([]string{"merge", "--csv", mergedCSV}, parts...), nil, &merged, &stderr); code != exitOK {
		t.Fatalf("merge: exit %d: %s", code, stderr.String())
	}
	if code := run(append([]string{"merge", "--json"}, parts...), nil, &mergedJSON, &stderr); code != exitOK {
		t.Fatalf("merge --json: exit %d: %s", code, stderr.String())
	}
	if a, b := maskRateTimes(whole.String()), maskRateTimes(merged.String()); a != b {
		t.Errorf("merged:\n%s\nunsharded:\n%s", b, a)
	}
	if a, b := maskRateTimes(wholeJSON.String()), maskRateTimes(mergedJSON.String()); a != b {
		t.Errorf("merged JSON differs from the unsharded run's")
	}
	a, b := csvWithoutSeconds(t, wholeCSV), csvWithoutSeconds(t, mergedCSV)
	if a != b || strings.Count(a, "\n") != 19 {
		t.Errorf("merged CSV:\n%s\nunsharded:\n%s", b, a)
	}
	// Parts of a run merged with a part of another are refused.
	other := filepath.Join(dir, "other.json")
	if code := run([]string{"rate", "--ruleset", "kingdoms", "--ai", "random,greedy,rival", "--games", "6", "--seed", "5", "--shard", "4/4", "--out", other}, nil, &bytes.Buffer{}, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	stderr.Reset()
	if code := run(append([]string{"merge"}, parts[0], parts[1], parts[2], other), nil, &bytes.Buffer{}, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), "parts of different runs") {
		t.Errorf("a part of another run: exit %d, %s", code, stderr.String())
	}
}

// csvWithoutSeconds is a CSV file without its seconds columns.
func csvWithoutSeconds(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, row := range rows {
		for i, cell := range row {
			if !strings.HasSuffix(rows[0][i], " seconds") {
				b.WriteString(cell + ",")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// Each row of rate --csv is a game that saga play plays again with the
// row's seed and players in seat order: the same points and winners.
// --plot draws the ratings.
func TestRateCSVGamesReplay(t *testing.T) {
	dir := t.TempDir()
	csvPath, plotPath := filepath.Join(dir, "games.csv"), filepath.Join(dir, "ratings.svg")
	var stdout, stderr bytes.Buffer
	args := []string{"rate", "--ruleset", "beowulf", "--players", "3", "--ai", "random,greedy,rival", "--games", "3", "--seed", "8", "--csv", csvPath, "--plot", plotPath}
	if code := run(args, nil, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(csvPath)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 4 || strings.Join(rows[0][:11], ",") != "ruleset,game,deal,seed,seat1,seat2,seat3,seat1 points,seat2 points,seat3 points,winners" {
		t.Fatalf("CSV:\n%s", data)
	}
	for _, row := range rows[1:] {
		var out bytes.Buffer
		play := []string{"play", "--ruleset", "beowulf", "--players", "3", "--ai", strings.Join(row[4:7], ","), "--seed", row[3], "--json"}
		if code := run(play, nil, &out, &stderr); code != exitOK {
			t.Fatalf("%v: exit %d: %s", play, code, stderr.String())
		}
		var game struct {
			Final   map[string]int
			Winners []string
		}
		if err := json.Unmarshal(out.Bytes(), &game); err != nil {
			t.Fatal(err)
		}
		colours := []string{"brown", "green", "gray"}
		var final, winners []string
		for s, c := range colours {
			final = append(final, strconv.Itoa(game.Final[c]))
			for _, w := range game.Winners {
				if w == c {
					winners = append(winners, row[4+s])
				}
			}
		}
		if strings.Join(final, ",") != strings.Join(row[7:10], ",") || strings.Join(winners, "+") != row[10] {
			t.Errorf("game %s: the CSV says %v won by %s; saga play %v gives %v won by %v", row[1], row[7:10], row[10], play, final, winners)
		}
	}
	svg, err := os.ReadFile(plotPath)
	if err != nil || !bytes.Contains(svg, []byte("<svg")) || !bytes.Contains(svg, []byte("rival")) {
		t.Errorf("the plot is not an SVG of the ratings: %v %.80q", err, svg)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("%d files in the output folder, want 2", len(entries))
	}
}

// Ctrl-C stops rate cleanly: the games under way finish, and the
// ratings of the deals finished whole are printed.
func TestRateStopsOnCtrlC(t *testing.T) {
	code, out, errs := ctrlC(t, "rate", "--ai", "greedy,search", "--games", "400", "--workers", "2")
	if code != exitOK || !strings.Contains(out, "Stopped after ") || !strings.Contains(out, " of the 400 games") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
	if !strings.Contains(errs, "interrupted: finishing the games under way") {
		t.Errorf("standard error: %q", errs)
	}
}

// docExample is the output docs/rate.md shows after "$ saga COMMAND".
func docExample(t *testing.T, command string) string {
	t.Helper()
	text, err := os.ReadFile("../../docs/rate.md")
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(text), "$ saga "+command+"\n")
	if i < 0 {
		t.Fatalf("docs/rate.md has no example of saga %s", command)
	}
	block := string(text[i+len("$ saga "+command+"\n"):])
	return block[:strings.Index(block, "```")]
}

// The first run docs/rate.md shows is what the command prints today, but
// for the times.
func TestRateDocExample(t *testing.T) {
	const command = "rate --ruleset kingdoms --ai random,greedy,rival --games 100"
	var stdout, stderr bytes.Buffer
	if code := run(strings.Fields(command), nil, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if got, want := maskRateTimes(stdout.String()), maskRateTimes(docExample(t, command)); got != want {
		t.Errorf("docs/rate.md's first run differs from what rate prints:\n%s", textdiff.Lines(want, got))
	}
}

// The measured ladders in docs/rate.md, Beowulf's and Kingdoms', are what
// the command prints (but for the times). They play 4000 games, minutes
// of work: run them with SAGA_LONG_TESTS=1.
func TestRateDocLadder(t *testing.T) {
	if os.Getenv("SAGA_LONG_TESTS") != "1" {
		t.Skip("plays 4000 games; set SAGA_LONG_TESTS=1 to run it")
	}
	for _, ruleset := range []string{"beowulf", "kingdoms"} {
		command := "rate --ruleset " + ruleset + " --players 2 --ai random,greedy,rival,search,oracle --games 200"
		var stdout, stderr bytes.Buffer
		if code := run(strings.Fields(command), nil, &stdout, &stderr); code != exitOK {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		if got, want := maskRateTimes(stdout.String()), maskRateTimes(docExample(t, command)); got != want {
			t.Errorf("docs/rate.md's %s ladder differs from what rate prints:\n%s", ruleset, textdiff.Lines(want, got))
		}
	}
}
