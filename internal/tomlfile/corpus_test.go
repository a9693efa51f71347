package tomlfile

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// TestTOMLTestSuite runs the scanner over the valid documents of the
// toml-test suite that BurntSushi/toml ships, to catch TOML forms the
// hand-written cases above forget.
func TestTOMLTestSuite(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/BurntSushi/toml").Output()
	if err != nil {
		t.Skipf("cannot locate BurntSushi/toml: %v", err)
	}
	dir := filepath.Join(strings.TrimSpace(string(out)), "internal", "toml-test", "tests", "valid")
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.toml"))
	top, _ := filepath.Glob(filepath.Join(dir, "*.toml"))
	files = append(files, top...)
	if len(files) == 0 {
		t.Skipf("no toml-test documents in %s", dir)
	}
	for _, f := range files {
		name, _ := filepath.Rel(dir, f)
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			tbl, err := Parse(name, src)
			if err != nil {
				t.Fatal(err)
			}
			checkTable(t, string(src), tbl)
			var m map[string]any
			if _, err := toml.Decode(string(src), &m); err != nil {
				t.Fatal(err)
			}
			b := builder{src: newSource(name, src)}
			b.table(m, scan(src), Pos{})
			if b.lost > 0 {
				t.Errorf("scanner missed %d values", b.lost)
			}
		})
	}
}
