package exact

import "github.com/sagatools/saga/engine"

// Gains are expected point gains per seat, from a state to the end of its
// act: points cashed on the way plus the act's scoring.
type Gains [engine.MaxSeats]Value
