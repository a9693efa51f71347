package main

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"
)

// --color always and never say so; auto paints a terminal only, and not
// with NO_COLOR set to anything but "" or with TERM=dumb.
func TestUseColour(t *testing.T) {
	for _, c := range []struct {
		mode     string
		terminal bool
		env      map[string]string
		want     bool
	}{
		{"always", false, map[string]string{"NO_COLOR": "1"}, true},
		{"never", true, nil, false},
		{"auto", true, nil, true},
		{"auto", false, nil, false},
		{"auto", true, map[string]string{"NO_COLOR": "1"}, false},
		{"auto", true, map[string]string{"NO_COLOR": ""}, true},
		{"auto", true, map[string]string{"TERM": "dumb"}, false},
		{"auto", true, map[string]string{"TERM": "xterm-256color"}, true},
	} {
		env := func(k string) (string, bool) { v, ok := c.env[k]; return v, ok }
		if got, err := useColour(c.mode, c.terminal, env); err != nil || got != c.want {
			t.Errorf("--color %s, terminal %v, environment %v: %v, %v; want %v", c.mode, c.terminal, c.env, got, err, c.want)
		}
	}
	if _, err := useColour("sometimes", true, os.LookupEnv); err == nil {
		t.Error("--color sometimes is taken")
	}
	// Neither a buffer nor a file that is no terminal is one.
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if isTerminal(&bytes.Buffer{}) || isTerminal(f) {
		t.Error("a buffer or a file is taken for a terminal")
	}
}

// Without --seed, a game with a person gets a new seed, printed first
// with the command line that plays the same game again; a game of
// automatic players alone keeps seed 1.
func TestPlaySeed(t *testing.T) {
	line := regexp.MustCompile(`^seed (\d{6}): saga (play --ruleset kingdoms --players 2 --ai human,greedy --names ann,bob --first bob --seed (\d{6})) plays this game again \(with the same moves\)\n`)
	script := "draw\n1\nC1@F5\nq\n"
	seeds := map[string]bool{}
	for range 4 {
		var out, stderr bytes.Buffer
		args := []string{"play", "--ruleset", "kingdoms", "--players", "2", "--ai", "human,greedy", "--names", "ann,bob", "--first", "bob"}
		if code := run(args, strings.NewReader(script), &out, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), "abandoned") {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		m := line.FindStringSubmatch(out.String())
		if m == nil || m[1] != m[3] {
			t.Fatalf("the output starts\n%.200s\nwithout the seed and the command that plays the game again", out.String())
		}
		seeds[m[1]] = true
		var again bytes.Buffer
		if code := run(strings.Fields(m[2]), strings.NewReader(script), &again, &stderr); code != exitBadInput {
			t.Fatalf("saga %s: exit %d: %s", m[2], code, stderr.String())
		}
		if again.String() != out.String() {
			t.Errorf("saga %s plays another game:\n%s\nthan\n%s", m[2], again.String(), out.String())
		}
	}
	if len(seeds) < 2 {
		t.Errorf("four games got the seeds %v", seeds)
	}
	var out, stderr bytes.Buffer
	if code := run([]string{"play", "--players", "2", "--json"}, nil, &out, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	var rep struct{ Seed uint64 }
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil || rep.Seed != 1 {
		t.Errorf("a game of automatic players alone has seed %d (%v), want 1", rep.Seed, err)
	}
}

// docBlock is the code block of doc that starts with the line start,
// without the line itself when drop is true; it fails the test if there
// is none.
func docBlock(t *testing.T, doc, start string, drop bool) string {
	t.Helper()
	text, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(text), "\n"+start+"\n")
	if i < 0 {
		t.Fatalf("%s has no block starting %q", doc, start)
	}
	block := string(text[i+1:])
	if drop {
		block = block[len(start)+1:]
	}
	return block[:strings.Index(block, "```")]
}

// answers are what a transcript shows typed after its prompts.
func answers(transcript string) string {
	var typed strings.Builder
	for _, line := range strings.Split(transcript, "\n") {
		if _, after, ok := strings.Cut(line, "(? lists the legal moves, q quits): "); ok {
			typed.WriteString(after + "\n")
		}
	}
	return typed.String()
}

// The terminal game in docs/play.md is what saga play shows today: the
// start of a game, given the answers the transcript shows; an act's end,
// from the golden transcript of a whole game; and an after-placement
// action.
func TestPlayDocTranscripts(t *testing.T) {
	const command = "$ saga play --players 2 --ai human,rival --seed 7"
	block := docBlock(t, "../../docs/play.md", command, true)
	var out, stderr bytes.Buffer
	run(strings.Fields(command)[2:], strings.NewReader(answers(block)+"q\n"), &out, &stderr)
	if !strings.HasPrefix(out.String(), block) {
		t.Errorf("docs/play.md's game differs from what saga play shows:\n%s", out.String())
	}

	game, err := os.ReadFile("testdata/play-human-game.golden")
	if err != nil {
		t.Fatal(err)
	}
	for _, start := range []string{"== Epoch 1 is over ==", "Act points: red −35, blue 196"} {
		if block := docBlock(t, "../../docs/play.md", start, false); !strings.Contains(string(game), block) {
			t.Errorf("docs/play.md's block\n%s\nis not in the game of testdata/play-human-game.golden", block)
		}
	}

	// The Temptation's action: answer 1 until it is offered, then ?.
	args := []string{"play", "--players", "3", "--ai", "human,rival", "--seed", "11"}
	out.Reset()
	run(args, strings.NewReader(strings.Repeat("1\n", 400)), &out, &stderr)
	before, _, found := strings.Cut(out.String(), "The Temptation (-2TE) you placed on B5 offers an action")
	if !found {
		t.Fatal("the game of docs/play.md's Temptation example offers no such action")
	}
	out.Reset()
	run(args, strings.NewReader(answers(before)+"?\nq\n"), &out, &stderr)
	if block := docBlock(t, "../../docs/play.md", "The Temptation (-2TE) you placed on B5 offers an action: remove E6, or decline.", false); !strings.Contains(out.String(), block) {
		t.Errorf("docs/play.md's Temptation example\n%s\nis not what saga play shows:\n%s", block, out.String())
	}
}

// Each saga move example in docs/players.md prints what it shows (up to
// its "..." where it is cut short).
func TestMoveDocExamples(t *testing.T) {
	text, err := os.ReadFile("../../docs/players.md")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir("../..") // the examples name files from the repository's root
	examples := regexp.MustCompile("(?m)^\\$ saga move .*\n(?:[^$`].*\n|\n)*").FindAllString(string(text), -1)
	if len(examples) < 6 {
		t.Fatalf("%d examples of saga move in docs/players.md", len(examples))
	}
	for _, ex := range examples {
		command, want, _ := strings.Cut(ex, "\n")
		var out, stderr bytes.Buffer
		if code := run(strings.Fields(command)[2:], nil, &out, &stderr); code != exitOK {
			t.Errorf("%s: exit %d: %s", command, code, stderr.String())
			continue
		}
		got := out.String()
		if cut, ok := strings.CutSuffix(want, "...\n"); ok {
			want, got = cut, got[:min(len(got), len(cut))]
		}
		if got != want {
			t.Errorf("docs/play.md shows\n%s%s\nthe command prints\n%s", command+"\n", want, out.String())
		}
	}
}
