// The puzzle page's script. The puzzles, solved by saga, are in the JSON
// above: for each, its diagram (the board's squares carry data-square),
// the pieces the mover may play and every legal first move (its piece,
// the squares picked after it, whether it is best, what it loses, and
// the line after it). The script only shows them; it works nothing out.
"use strict";

const puzzles = JSON.parse(document.getElementById("puzzles").textContent);
const $ = (id) => document.getElementById(id);

// How each puzzle went: "right" or "wrong" at the first try, "shown"
// when the answer was revealed before any try, or null.
const results = puzzles.map(() => null);
let current = 0;
let picked = null; // the label of the piece picked, or null
let clicks = []; // the squares picked after it
let cursor = { row: 0, col: 0 }; // the keyboard's square on the board

const puzzle = () => puzzles[current];

function element(tag, text, className) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (className) e.className = className;
  return e;
}

function show(i) {
  current = i;
  const p = puzzle();
  $("section").textContent = p.section || "";
  $("heading").textContent = `Puzzle ${p.number} · ${p.title}`;
  const meta = [];
  if (p.rating !== undefined) meta.push(`Rating ${Math.round(p.rating)}`);
  if (p.themes) meta.push(`Themes: ${p.themes.join(", ")}`);
  $("meta").textContent = meta.join(" · ");
  $("question").textContent = p.question;
  $("board").innerHTML = p.svg;
  $("pieces").replaceChildren(...p.pieces.map((piece) => {
    const b = element("button", piece.label, "pz-piece");
    b.type = "button";
    b.dataset.piece = piece.label;
    if (piece.name) b.title = piece.name;
    b.addEventListener("click", () => pick(piece.label));
    return b;
  }));
  $("feedback").replaceChildren();
  $("answer").hidden = true;
  $("retry").hidden = true;
  $("prev").disabled = i === 0;
  $("next").disabled = i === puzzles.length - 1;
  $("move").value = "";
  cursor = { row: 0, col: 0 };
  reset();
  showScore();
}

// reset forgets the piece and squares picked.
function reset() {
  picked = null;
  clicks = [];
  pressPiece(null);
  mark();
  $("prompt").textContent = `${puzzle().mover} to play: pick a piece, then its square.`;
}

// candidates are the moves that agree with what is picked so far.
function candidates() {
  return puzzle().choices.filter((c) =>
    c.piece === picked && clicks.every((sq, i) => c.squares[i] === sq));
}

function pick(label) {
  picked = label;
  clicks = [];
  const moves = candidates();
  if (moves.length === 1 && moves[0].squares.length === 0) return play(moves[0]);
  mark();
  pressPiece(label);
  $("prompt").textContent = `${label}: pick its square.`;
  // A move with no square (cashing a tile) gets a button of its own.
  const alone = moves.filter((c) => c.squares.length === 0);
  for (const c of alone) {
    const b = element("button", c.move, "pz-option");
    b.type = "button";
    b.addEventListener("click", () => play(c));
    $("prompt").append(" Or: ", b);
  }
}

// pressPiece shows which piece is picked (none for null).
function pressPiece(label) {
  for (const b of $("pieces").querySelectorAll(".pz-piece")) {
    b.setAttribute("aria-pressed", b.dataset.piece === label);
  }
}

function pickSquare(name) {
  if (picked === null) {
    $("prompt").textContent = "Pick a piece first: a tile, a figure or the draw.";
    return;
  }
  const next = candidates().filter((c) => c.squares[clicks.length] === name);
  if (next.length === 0) {
    $("prompt").textContent = `${picked} cannot go to ${name}. The squares it can go to are outlined.`;
    return;
  }
  clicks.push(name);
  const whole = next.find((c) => c.squares.length === clicks.length);
  if (whole) return play(whole);
  mark();
  $("prompt").textContent = `${picked} from ${name}: now pick where to.`;
}

// normalize writes a move as the page compares it: lower case, one minus
// sign, no spaces, and a tile's value signed ("6@c2" is "+6@c2").
function normalize(text) {
  let t = text.toLowerCase().replace(/\u2212/g, "-").replace(/\s+/g, " ").trim();
  t = t.replace(/ ?([@>]) ?/g, "$1");
  return /^\d/.test(t) ? "+" + t : t;
}

function typed(event) {
  event.preventDefault();
  const text = $("move").value;
  const c = puzzle().choices.find((c) => normalize(c.move) === normalize(text));
  if (!c) {
    const examples = puzzle().choices.slice(0, 3).map((c) => c.move).join(", ");
    $("prompt").textContent = `“${text}” is not a legal move here. Moves are written like ${examples}.`;
    return;
  }
  play(c);
}

function play(choice) {
  const p = puzzle();
  if (results[current] === null) results[current] = choice.best ? "right" : "wrong";
  picked = null;
  clicks = [];
  pressPiece(null);
  mark(choice.squares, choice.best ? "pz-best" : "pz-wrong");
  const f = $("feedback");
  f.replaceChildren();
  const best = p.choices.filter((c) => c.best);
  if (choice.best) {
    const tied = best.length > 1 ? ` (one of ${best.length} moves as good)` : "";
    f.append(element("p", `✓ ${choice.move} is the best move${tied}.`, "pz-verdict pz-right"));
    f.append(element("p", `With best play, ${sentence(choice.outcome)}.`));
    $("prompt").textContent = results[current] === "right" ? "Solved at the first try." : "Solved.";
    $("retry").hidden = true;
    answer();
  } else {
    f.append(element("p", `✗ ${choice.move} is not the best move: it loses ${choice.loses}.`, "pz-verdict pz-wrong"));
    if (choice.move === p.tempting) f.append(element("p", "It is the tempting mistake: many players choose it."));
    if (choice.line) {
      f.append(element("p", `The refutation, best play after ${choice.move}:`));
      f.append(lineList(choice.line));
    }
    f.append(element("p", `Then ${sentence(choice.outcome)}.`));
    $("prompt").textContent = "Try again, or show the answer.";
    $("retry").hidden = false;
  }
  showScore();
}

// answer reveals the best moves and the best line.
function answer() {
  const p = puzzle();
  if (results[current] === null) results[current] = "shown";
  const best = p.choices.filter((c) => c.best);
  const a = $("answer");
  const word = best.length > 1 ? "Best moves, all as good: " : "Best move: ";
  a.replaceChildren(element("p", word + best.map((c) => c.move).join(", "), "pz-best-moves"));
  a.append(element("p", `With best play, ${sentence(p.outcome)}.`));
  const head = p.chance ? "Best play to the end of the act (at a draw, the likeliest tile):" : "Best play to the end of the act:";
  a.append(element("p", head), lineList(p.line));
  a.hidden = false;
  if (!$("feedback").hasChildNodes()) mark(best.flatMap((c) => c.squares), "pz-best");
  showScore();
}

function lineList(steps) {
  const ol = element("ol", undefined, "pz-line");
  for (const s of steps) {
    ol.append(element("li", s.drew ? `${s.player} draws ${s.drew} (a ${s.odds} chance)` : `${s.player} ${s.move}`));
  }
  return ol;
}

// sentence lets an outcome ("Green gains…", "By the end…") follow "With
// best play, ".
function sentence(text) {
  return text.startsWith("By ") ? "by" + text.slice(2) : text;
}

// mark outlines the squares the picked piece can go to next, the cursor,
// and the squares of a move played (class cls).
function mark(played = [], cls = "") {
  const targets = new Set(candidates().map((c) => c.squares[clicks.length]));
  for (const r of $("board").querySelectorAll("rect[data-square]")) {
    const sq = r.dataset.square;
    r.classList.toggle("pz-target", picked !== null && targets.has(sq));
    r.classList.toggle("pz-picked", clicks.includes(sq));
    r.classList.toggle("pz-cursor", +r.dataset.row === cursor.row && +r.dataset.col === cursor.col && document.activeElement === $("board"));
    r.classList.remove("pz-best", "pz-wrong");
    if (played.includes(sq)) r.classList.add(cls);
  }
}

function showScore() {
  const right = results.filter((r) => r === "right").length;
  const tried = results.filter((r) => r !== null).length;
  $("score").textContent = `Score: ${right} of ${puzzles.length} solved at the first try · ${puzzles.length - tried} to go`;
  $("list").replaceChildren(...puzzles.map((p, i) => {
    const mark = { right: " ✓", wrong: " ✗", shown: " ·" }[results[i]] || "";
    const b = element("button", `${p.number}${mark}`, "pz-nav");
    b.type = "button";
    if (i === current) b.setAttribute("aria-current", "true");
    b.addEventListener("click", () => show(i));
    return b;
  }));
}

// The board's keyboard: arrows move the cursor, Enter or space picks its
// square, Escape lets go of the piece.
function boardKey(event) {
  const squares = [...$("board").querySelectorAll("rect[data-square]")];
  const rows = Math.max(...squares.map((r) => +r.dataset.row)) + 1;
  const cols = Math.max(...squares.map((r) => +r.dataset.col)) + 1;
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (event.key in moves) {
    const [dr, dc] = moves[event.key];
    cursor = { row: (cursor.row + dr + rows) % rows, col: (cursor.col + dc + cols) % cols };
  } else if (event.key === "Enter" || event.key === " ") {
    const r = squares.find((r) => +r.dataset.row === cursor.row && +r.dataset.col === cursor.col);
    if (r) pickSquare(r.dataset.square);
  } else if (event.key === "Escape") {
    reset();
  } else {
    return;
  }
  event.preventDefault();
  refreshCursor();
}

function refreshCursor() {
  for (const r of $("board").querySelectorAll("rect[data-square]")) {
    r.classList.toggle("pz-cursor", +r.dataset.row === cursor.row && +r.dataset.col === cursor.col && document.activeElement === $("board"));
  }
}

$("board").addEventListener("click", (event) => {
  const r = event.target.closest("rect[data-square]");
  if (r) pickSquare(r.dataset.square);
});
$("board").addEventListener("keydown", boardKey);
$("board").addEventListener("focus", refreshCursor);
$("board").addEventListener("blur", refreshCursor);
$("typed").addEventListener("submit", typed);
$("retry").addEventListener("click", () => { $("feedback").replaceChildren(); $("retry").hidden = true; reset(); });
$("reveal").addEventListener("click", answer);
$("prev").addEventListener("click", () => show(current - 1));
$("next").addEventListener("click", () => show(current + 1));
show(0);
