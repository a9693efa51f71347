package main

import (
	"bytes"
	"runtime/debug"
	"testing"
)

// The version names the module version and, when the build recorded it,
// the commit and whether the checkout had uncommitted changes.
func TestVersionOf(t *testing.T) {
	const commit = "0123456789abcdef0123456789abcdef01234567"
	vcs := func(modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: commit}, {Key: "vcs.modified", Value: modified}}
	}
	for _, c := range []struct {
		name     string
		version  string
		settings []debug.BuildSetting
		want     string
	}{
		{"go install ...@v1.2.0", "v1.2.0", nil, "v1.2.0"},
		{"go run, no VCS stamp", "(devel)", nil, "(devel)"},
		{"a checkout", "(devel)", vcs("false"), "(devel), commit 0123456789ab"},
		{"a checkout with changes", "(devel)", vcs("true"), "(devel), commit 0123456789ab with uncommitted changes"},
		{"a pseudo-version names its commit", "v0.0.0-20261125132116-0123456789ab+dirty", vcs("true"), "v0.0.0-20261125132116-0123456789ab+dirty"},
		{"no version at all", "", nil, "(devel)"},
	} {
		info := &debug.BuildInfo{Main: debug.Module{Path: "github.com/sagatools/saga", Version: c.version}, Settings: c.settings}
		if got := versionOf(info); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// saga --version (or -v) prints the version and nothing else.
func TestVersionFlag(t *testing.T) {
	for _, flag := range []string{"--version", "-v"} {
		var stdout, stderr bytes.Buffer
		if code := run([]string{flag}, nil, &stdout, &stderr); code != exitOK || stderr.Len() > 0 {
			t.Fatalf("%s: exit %d: %s", flag, code, stderr.String())
		}
		if want := "saga version " + version() + "\n"; stdout.String() != want {
			t.Errorf("%s printed %q, want %q", flag, stdout.String(), want)
		}
	}
}
