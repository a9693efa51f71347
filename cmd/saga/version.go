package main

import (
	"runtime/debug"
	"strings"
)

// version is saga's version as the Go build recorded it in the binary:
// the module version ("v1.2.0" when installed with go install ...@v1.2.0)
// and the commit it was built from, when the build knew it. A build
// from a checkout records "(devel)" or a pseudo-version, and the
// commit, and whether the checkout had uncommitted changes.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown: built without module support)"
	}
	return versionOf(info)
}

// versionOf writes the version info records: "v1.2.0", "(devel), commit
// 0123456789ab", "(devel), commit 0123456789ab with uncommitted
// changes". A pseudo-version names its commit already; it is not named
// twice.
func versionOf(info *debug.BuildInfo) string {
	v := info.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var commit string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			commit = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	commit = commit[:min(len(commit), 12)] // as pseudo-versions write it
	if commit == "" || strings.Contains(v, commit) {
		return v
	}
	v += ", commit " + commit
	if modified {
		v += " with uncommitted changes"
	}
	return v
}
