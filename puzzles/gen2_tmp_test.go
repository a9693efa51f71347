package puzzles

import (
	"fmt"
	"os"
	"testing"
	"strconv"

	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/solver"
)

func TestGenOne(t *testing.T) {
	rs := os.Getenv("RS")
	e, _ := strconv.Atoi(os.Getenv("E"))
	pl, _ := strconv.Atoi(os.Getenv("P"))
	det := os.Getenv("DET") == "1"
	obj, _ := solver.ParseObjective(os.Getenv("OBJ"))
	r, _ := rulesets.Load(rs)
	p, seed, err := Endgame(EndgameSpec{Ruleset: rs, Rules: r, Players: pl, Act: 0, Empties: e, EmptyPool: det, Seed: 1, Question: solver.Question{Objective: obj}})
	if err != nil {
		t.Fatal(err)
	}
	name := os.Getenv("OUT")
	os.WriteFile(name, Format(p), 0o644)
	fmt.Println(name, seed)
}
