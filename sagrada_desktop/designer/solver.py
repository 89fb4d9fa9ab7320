"""Can a window be filled whole? One complete legal fill, found by search, or the spaces that
block every fill, and why.

A complete fill gives every space a die, as the rulebook's placement restrictions allow: a
printed colour or value is matched, no two spaces sharing an edge hold the same colour or the
same value, and the dice go in one by one, each after the first touching (edge or corner) an
earlier one. A player drafts 24 dice in a game (12 rounds, 2 turns each), so a window of more
spaces can never be filled whole; an orange space needs a window tool that makes orange, used
once for each such space.

Colours and values never constrain each other (every rule about them is "the same colour" or
"the same value"), so the search is two searches: a colour for every space and a value for
every space, each a colouring of the spaces' edge graph where the printed spaces come
coloured. Each is a backtracking search that takes the space with the fewest choices left
first and narrows its neighbours' choices at every step (forward checking).

When no fill exists, the restrictions that block it are found by deletion: each printed
restriction is set aside in turn and left out if the rest still cannot be filled, so what
remains is a smallest set that cannot be met together (each of them is needed). That set is
named, its restrictions set aside, and the search run again, until what is left can be filled:
every independent block is named.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, TypeVar

from attrs import frozen

from ..engine import ROUNDS, STANDARD_COLORS, Color, Die, Window
from ..engine.window import neighbour_tables

DICE_PER_GAME = 2 * ROUNDS  # each player's dice in a game: the most spaces a window can fill
VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)

BlockKind = Literal["colours", "values", "orange", "cut-off", "too-many"]
Cell = tuple[int, int]
T = TypeVar("T")


@frozen
class Block:
    """Spaces that stop every complete fill: printed colours (or values) that can never be
    met together; orange spaces beyond what the window's tools can make (`count`: the tools'
    uses); spaces cut off from the rest of the shape; more spaces than dice (`count`: the
    spaces)."""

    kind: BlockKind
    spaces: tuple[Cell, ...]
    count: int = 0


@frozen
class Verdict:
    """A complete legal fill (`fill`, every space holding a die, and an `order` to fill them
    in), or None and the `blocks` that stop every one."""

    fill: Window | None
    order: tuple[Cell, ...] = ()
    blocks: tuple[Block, ...] = ()

    @property
    def completable(self) -> bool:
        return self.fill is not None


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def _narrowed(domains: list[int], edges: Sequence[Sequence[int]], start: Sequence[int]
              ) -> bool:
    """Each space of one choice left takes that choice from its neighbours, spreading; False
    when some space is left no choice."""
    todo = [v for v in start if domains[v] and domains[v] & (domains[v] - 1) == 0]
    done: set[int] = set()
    while todo:
        v = todo.pop()
        if v in done:
            continue
        done.add(v)
        bit = domains[v]
        for u in edges[v]:
            if domains[u] & bit:
                domains[u] &= ~bit
                if not domains[u]:
                    return False
                if domains[u] & (domains[u] - 1) == 0:
                    todo.append(u)
    return all(domains)


def colouring(domains: Sequence[int], edges: Sequence[Sequence[int]]) -> list[int] | None:
    """One choice (a single bit of its domain) for every vertex, no two joined by an edge
    alike; None when there is none. `edges[v]`: the vertices sharing an edge with v."""
    start = list(domains)
    if not _narrowed(start, edges, range(len(start))):
        return None
    return _search(start, edges)


def _search(domains: list[int], edges: Sequence[Sequence[int]]) -> list[int] | None:
    open_ = [v for v, d in enumerate(domains) if d & (d - 1)]
    if not open_:
        return domains
    # the most constrained space first: fewest choices, then most neighbours still open
    v = min(open_, key=lambda u: (bin(domains[u]).count("1"),
                                  -sum(1 for w in edges[u] if domains[w] & (domains[w] - 1))))
    choices = _bits(domains[v])
    turn = (3 * v) % len(choices)  # from a different choice space by space: a varied fill
    for bit in choices[turn:] + choices[:turn]:
        trial = list(domains)
        trial[v] = bit
        if _narrowed(trial, edges, [v]):
            found = _search(trial, edges)
            if found is not None:
                return found
    return None


class _Graph:
    """The spaces of a pattern as vertices 0..n-1 and their edge neighbours."""

    def __init__(self, pattern: Window) -> None:
        self.pattern = pattern
        self.cells = [i for i, s in enumerate(pattern.spaces) if s.exists]
        at = {i: v for v, i in enumerate(self.cells)}
        orth, adj = neighbour_tables(pattern.rows, pattern.cols)
        self.edges = [tuple(at[j] for j in orth[i] if j in at) for i in self.cells]
        self.touching = [tuple(at[j] for j in adj[i] if j in at) for i in self.cells]

    def cell(self, v: int) -> Cell:
        return divmod(self.cells[v], self.pattern.cols)


def _minimal_blocks(universe: Sequence[T], printed: Sequence[T | None], free: Sequence[T],
                    edges: Sequence[Sequence[int]]) -> tuple[list[T] | None, list[list[int]]]:
    """A choice from `universe` for every vertex (`printed[v]` when given, else one of
    `free`), no two joined by an edge alike; when there is none, None and the smallest
    blocking sets of printed vertices, each set aside in turn until a choice exists."""
    bit = {item: 1 << k for k, item in enumerate(universe)}
    any_free = sum(bit[item] for item in set(free))

    def domains(kept: set[int]) -> list[int]:
        return [bit[p] if p is not None and v in kept else any_free
                for v, p in enumerate(printed)]

    kept = {v for v, p in enumerate(printed) if p is not None}
    blocks: list[list[int]] = []
    found = colouring(domains(kept), edges)
    while found is None:
        core = set(kept)
        for v in sorted(kept):
            trial = core - {v}
            if colouring(domains(trial), edges) is None:
                core = trial
        blocks.append(sorted(core))
        kept -= core
        found = colouring(domains(kept), edges)
    if blocks:
        return None, blocks
    return [universe[b.bit_length() - 1] for b in found], blocks


def _pieces(graph: _Graph) -> list[list[int]]:
    """The shape's pieces: spaces joined edge or corner, largest first (then top-left first)."""
    seen: set[int] = set()
    pieces: list[list[int]] = []
    for v in range(len(graph.cells)):
        if v in seen:
            continue
        piece, todo = [], [v]
        seen.add(v)
        while todo:
            u = todo.pop()
            piece.append(u)
            for w in graph.touching[u]:
                if w not in seen:
                    seen.add(w)
                    todo.append(w)
        pieces.append(sorted(piece))
    return sorted(pieces, key=lambda p: (-len(p), p[0]))


def _order(graph: _Graph) -> tuple[Cell, ...]:
    """An order of filling, each space after the first touching an earlier one (row by row
    through the first piece, every next space one touching those before)."""
    if not graph.cells:
        return ()
    order, placed = [0], {0}
    frontier = sorted(graph.touching[0])
    while frontier:
        v = frontier.pop(0)
        if v in placed:
            continue
        placed.add(v)
        order.append(v)
        frontier = sorted({*frontier, *(w for w in graph.touching[v] if w not in placed)})
    return tuple(graph.cell(v) for v in order)


def solve(pattern: Window, *, orange_uses: int = 0,
          colours: Sequence[Color] = STANDARD_COLORS,
          values: Sequence[int] = VALUES) -> Verdict:
    """One complete legal fill of `pattern`'s printed restrictions, or what blocks every one.

    `orange_uses`: how many times the window's tools can make a die orange (each orange space
    takes one use). `colours` and `values`: the dice (the five standard colours and 1 to 6; the
    tests try smaller sets against a brute force)."""
    graph = _Graph(pattern)
    spaces = [pattern.spaces[i] for i in graph.cells]
    blocks: list[Block] = []
    if len(spaces) > DICE_PER_GAME:
        blocks.append(Block("too-many", (), len(spaces)))  # no space more than another
    pieces = _pieces(graph)
    for piece in pieces[1:]:
        blocks.append(Block("cut-off", tuple(graph.cell(v) for v in piece)))
    orange = [v for v, s in enumerate(spaces) if s.color is Color.ORANGE]
    if len(orange) > orange_uses:
        blocks.append(Block("orange", tuple(graph.cell(v) for v in orange), orange_uses))
    colour_items = list(dict.fromkeys([*colours, *(s.color for s in spaces if s.color)]))
    value_items = list(dict.fromkeys([*values, *(s.value for s in spaces if s.value)]))
    dice_colours, colour_blocks = _minimal_blocks(
        colour_items, [s.color for s in spaces], colours, graph.edges)
    dice_values, value_blocks = _minimal_blocks(
        value_items, [s.value for s in spaces], values, graph.edges)
    blocks += [Block("colours", tuple(graph.cell(v) for v in core)) for core in colour_blocks]
    blocks += [Block("values", tuple(graph.cell(v) for v in core)) for core in value_blocks]
    if blocks or dice_colours is None or dice_values is None:
        return Verdict(None, blocks=tuple(blocks))
    fill = pattern
    for v, (colour, value) in enumerate(zip(dice_colours, dice_values, strict=True)):
        fill = fill.with_die_at(graph.cells[v], Die(colour, value))
    return Verdict(fill, _order(graph))
