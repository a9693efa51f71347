package engine

// Cell is what one square holds: nothing, a hole, a placed tile, a printed
// feature or a figure. It is a small integer so that boards copy, compare
// and hash cheaply in search.
//
// Layout: the top two bits give the class (00 empty or hole, 01 placed
// tile, 10 printed feature, 11 figure); tiles and features keep their tile
// kind in the low 14 bits, figures their player in bits 8-13 and their
// figure kind in bits 0-7.
type Cell uint16

const (
	// Empty is an open square.
	Empty Cell = 0
	// Hole is a square that does not exist on a non-rectangular board.
	Hole Cell = 1

	classMask   Cell = 0xC000
	tileClass   Cell = 0x4000
	printClass  Cell = 0x8000
	figureClass Cell = 0xC000
)

// MaxSeats is the most players a game may have; rulesets stay within it.
const MaxSeats = 8

// Limits of the Cell encoding.
const (
	MaxTileKinds   = 0x4000
	MaxFigureKinds = 0x100
	MaxPlayers     = 0x40
)

// MaxTileValue bounds the value of a tile either way, so that the sums of
// a segment's values fit the fields of the scorer's effect words (the
// rulesets package allows far less).
const MaxTileValue = 1 << 16

// TileCell is a placed tile of kind k.
func TileCell(k TileKindID) Cell { return tileClass | Cell(k) }

// PrintedCell is a feature of kind k printed on the board.
func PrintedCell(k TileKindID) Cell { return printClass | Cell(k) }

// FigureCell is a figure of kind f owned by player p (seat index).
func FigureCell(p int, f FigureKindID) Cell { return figureClass | Cell(p)<<8 | Cell(f) }

// IsTile reports whether c holds a placed tile (not a printed feature).
func (c Cell) IsTile() bool { return c&classMask == tileClass }

// IsPrinted reports whether c holds a feature printed on the board.
func (c Cell) IsPrinted() bool { return c&classMask == printClass }

// HasTileKind reports whether c holds a tile or a printed feature, both of
// which score as tiles.
func (c Cell) HasTileKind() bool { return c&classMask == tileClass || c&classMask == printClass }

// IsFigure reports whether c holds a figure.
func (c Cell) IsFigure() bool { return c&classMask == figureClass }

// TileKind is the tile kind of a tile or printed feature.
func (c Cell) TileKind() TileKindID { return TileKindID(c &^ classMask) }

// Player is the owner (seat index) of a figure.
func (c Cell) Player() int { return int(c>>8) & 0x3F }

// FigureKind is the kind of a figure.
func (c Cell) FigureKind() FigureKindID { return FigureKindID(c & 0xFF) }
