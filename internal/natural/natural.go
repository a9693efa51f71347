// Package natural orders names as a person reads them: the digits in a
// name count as a number, so that "seed2" comes before "seed12".
package natural

import "strings"

// Compare orders a and b naturally: runs of digits by their number,
// everything else byte by byte. It returns -1, 0 or +1 as a sorts
// before, with or after b. Names equal as numbers but written
// differently ("seed08", "seed8") fall back to byte order, so that the
// order is total and the same on every machine.
func Compare(a, b string) int {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if isDigit(a[i]) && isDigit(b[j]) {
			na, nb := digits(a[i:]), digits(b[j:])
			if c := compareNumbers(na, nb); c != 0 {
				return c
			}
			i, j = i+len(na), j+len(nb)
			continue
		}
		if a[i] != b[j] {
			if a[i] < b[j] {
				return -1
			}
			return 1
		}
		i, j = i+1, j+1
	}
	switch {
	case len(a)-i < len(b)-j:
		return -1
	case len(a)-i > len(b)-j:
		return 1
	}
	return strings.Compare(a, b)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// digits is the run of digits s starts with.
func digits(s string) string {
	n := 0
	for n < len(s) && isDigit(s[n]) {
		n++
	}
	return s[:n]
}

// compareNumbers compares two runs of digits by their value, however
// long: leading zeros dropped, the longer is the larger, and runs of one
// length compare digit by digit.
func compareNumbers(a, b string) int {
	a, b = strings.TrimLeft(a, "0"), strings.TrimLeft(b, "0")
	if len(a) != len(b) {
		if len(a) < len(b) {
			return -1
		}
		return 1
	}
	return strings.Compare(a, b)
}
