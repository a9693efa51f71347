package puzzle

import (
	"testing"

	"github.com/sagatools/saga/position"
)

func mustRead(t *testing.T, path string) (*position.Position, []position.Warning) {
	t.Helper()
	p, w, err := position.ReadFile(path)
	if err != nil {
		t.Fatalf("%v", err)
	}
	return p, w
}
