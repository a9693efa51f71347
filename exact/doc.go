// Package exact holds the exact rational numbers saga reports expected
// points in: Value, a fraction of two 64-bit integers that refuses to
// round (an operation that would overflow panics with OverflowError,
// which a search recovers with RecoverOverflow), and Gains, one Value per
// seat.
package exact
