package puzzle

import (
	"context"
	"fmt"
	"math"

	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/shard"
)

// MineSpec says which seeds Mine tries.
type MineSpec struct {
	// Seeds is how many seeds the run tries, from EndgameSpec.Seed on;
	// Shard says which of them this process tries (all: the zero Shard).
	Seeds int
	Shard shard.Shard
	// Accept, if set, is asked about each new puzzle's seed before it is
	// solved: an error stops the run with it.
	Accept func(seed uint64) error
	// PassedOver, if set, is told of each seed tried that gives no puzzle
	// kept, and why: its game skipped the count, its puzzle was refused,
	// was the same as an earlier seed's, or did not fit the AnswerSpec.
	PassedOver func(seed uint64, why string)
}

// Mine tries each of m.Seeds seeds from spec.Seed on that m.Shard owns
// (seed spec.Seed+i when m.Shard.Owns(i)), in order, once: the game of
// each is cut as Endgame cuts one, but a game that skips the count or
// gives a puzzle Position.Puzzle refuses gives nothing, and no later seed
// is tried in its place. A puzzle that is the same position as one from
// an earlier seed is passed over. With want, each puzzle is solved, and
// kept, with its answer, only if it fits want (want.Tries and
// want.PassedOver are not used: every seed is solved once, and m tells
// of those passed over). found is called with each puzzle kept, in seed
// order, Solved being 1 when it was solved. Cancelling ctx stops the run
// with ErrInterrupted.
//
// So the puzzles the shards of a run keep, put together in seed order
// with the later of two same positions left out (MergeMined), are those
// the unsharded run keeps: what each seed gives depends on that seed
// alone.
func Mine(ctx context.Context, spec EndgameSpec, want *AnswerSpec, m MineSpec, found func(Cut)) error {
	if m.Seeds < 1 {
		return fmt.Errorf("no seed to try: the number of seeds must be at least 1, not %d", m.Seeds)
	}
	if spec.Seed > math.MaxUint64-uint64(m.Seeds-1) {
		return fmt.Errorf("the seeds from %d on run past the last seed there is (%d) before %d are tried; start from a lower seed", spec.Seed, uint64(math.MaxUint64), m.Seeds)
	}
	passedOver := func(seed uint64, why string) {
		if m.PassedOver != nil {
			m.PassedOver(seed, why)
		}
	}
	seen := map[string]uint64{} // the puzzles cut so far, as their files, and their seeds
	for j := range m.Shard.Size(m.Seeds) {
		if ctx.Err() != nil {
			return ErrInterrupted
		}
		seed := spec.Seed + uint64(m.Shard.Item(j))
		p, refused, err := cutAt(spec, seed)
		switch {
		case err != nil:
			return err
		case refused != nil:
			passedOver(seed, fmt.Sprintf("its puzzle was refused: %v", refused))
			continue
		case p == nil:
			passedOver(seed, fmt.Sprintf("its game skipped %d empty squares in %s", spec.Empties, spec.Rules.Acts[spec.Act].Name))
			continue
		}
		key := string(position.Format(p))
		if earlier, ok := seen[key]; ok {
			passedOver(seed, fmt.Sprintf("the same puzzle as seed %d's", earlier))
			continue
		}
		seen[key] = seed
		if m.Accept != nil {
			if err := m.Accept(seed); err != nil {
				return err
			}
		}
		if want == nil {
			found(Cut{Puzzle: p, Seed: seed})
			continue
		}
		res, why, err := answer(ctx, p, *want)
		if err != nil {
			return err
		}
		if why != "" {
			passedOver(seed, why)
			continue
		}
		found(Cut{Puzzle: p, Seed: seed, Solved: 1, Result: res})
	}
	return nil
}
