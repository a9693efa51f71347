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
