package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sagatools/saga/internal/golden"
)

// cliCases are whole command lines; each one's stdout, stderr and exit code
// are kept in testdata/NAME.golden.
var cliCases = []struct {
	name string
	args []string
	exit int
}{
	{"score-full-act", []string{"score", "../../puzzles/rulebook/full-act-example.toml"}, exitOK},
	{"score-ascii", []string{"score", "--ascii", "../../puzzles/rulebook/scoring-example.toml"}, exitOK},
	{"score-json", []string{"score", "--json", "../../puzzles/rulebook/scoring-example.toml"}, exitOK},
	{"verify-ok", []string{"verify", "../../puzzles/rulebook/full-act-example.toml"}, exitOK},
	{"verify-differs", []string{"verify", "testdata/wrong-claims.toml"}, exitDisagrees},
	{"verify-differs-json", []string{"verify", "--json", "--ascii", "testdata/wrong-claims.toml"}, exitDisagrees},
	{"verify-no-claims", []string{"verify", "testdata/no-claims.toml"}, exitBadInput},
	{"bad-position", []string{"score", "testdata/bad-position.toml"}, exitBadInput},
	{"missing-file", []string{"score", "testdata/no-such-file.toml"}, exitBadInput},
	{"no-args", []string{"score"}, exitBadInput},
	{"unknown-command", []string{"scroe"}, exitBadInput},
	{"rulesets", []string{"rulesets"}, exitOK},
	{"rulesets-json", []string{"rulesets", "--json"}, exitOK},
	{"rulesets-check", []string{"rulesets", "check", "../../rulesets/testdata/valid/shield.toml", "../../rulesets/testdata/invalid/unknown-enum.toml"}, exitBadInput},
	{"rulesets-show-unknown", []string{"rulesets", "show", "kingdom"}, exitBadInput},
}

func TestCLI(t *testing.T) {
	for _, tc := range cliCases {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tc.args, strings.NewReader(""), &stdout, &stderr)
			if code != tc.exit {
				t.Errorf("exit %d, want %d\nstderr: %s", code, tc.exit, stderr.String())
			}
			got := fmt.Sprintf("$ saga %s\n%s--- stderr\n%s--- exit %d\n", strings.Join(tc.args, " "), stdout.String(), stderr.String(), code)
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

// docs/cli is generated from the commands; it must be current.
// Regenerate with: go run ./cmd/saga gen-docs docs/cli
func TestCLIDocsCurrent(t *testing.T) {
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"gen-docs", dir}, nil, &stdout, &stderr); code != exitOK {
		t.Fatalf("gen-docs: exit %d: %s", code, stderr.String())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.md"))
	if len(files) == 0 {
		t.Fatal("gen-docs wrote nothing")
	}
	for _, f := range files {
		got, _ := os.ReadFile(f)
		golden.Check(t, filepath.Join("../../docs/cli", filepath.Base(f)), got)
	}
	committed, _ := filepath.Glob("../../docs/cli/*.md")
	if len(committed) != len(files) {
		t.Errorf("docs/cli has %d files, the commands give %d: regenerate it", len(committed), len(files))
	}
}
