"""The ``pycore`` command line: list instances, simulate and record games, replay them, ask a game's queries.

Errors (an unknown instance, a bad seat spec, a bad pack) are one line on stderr and a
non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Sequence

from pycore.host.replay import (Playback, Recording, ViewPlayback, ViewRecording, open_recorded, random_pads,
                                read_replay, simulate, verify)
from pycore.kernel.session import Seat, parse_seats
from pycore.packs import Pack, PackError, load_pack, practice_pack


class CliError(Exception):
    """A user error the command line reports in one line."""


def _pack(path: "str | None") -> Pack:
    try:
        return load_pack(path) if path else practice_pack()
    except PackError as e:
        raise CliError(f"bad pack: {e}") from None


def _instance(pack: Pack, instance_id: str):
    try:
        return pack.instance(instance_id)
    except KeyError as e:
        raise CliError(str(e.args[0])) from None


def cmd_list(args: argparse.Namespace) -> int:
    pack = _pack(args.pack)
    if args.json:
        print(json.dumps([inst.to_plain() for inst in pack.instances]))
    else:
        for inst in pack.instances:
            print(f"{inst.id:24} {inst.spec.title:14} {inst.name}")
    return 0


def _seats(spec: "str | None", default: int, lo: int, hi: int, title: str) -> list[Seat]:
    try:
        seats = parse_seats(spec) if spec else [Seat.human()] + [Seat.ai("regular") for _ in range(default - 1)]
    except ValueError as e:
        raise CliError(str(e)) from None
    if not lo <= len(seats) <= hi:
        raise CliError(f"{title} seats {lo} to {hi} players, not {len(seats)}")
    return seats


def _pads_seed(spec: str) -> int:
    if spec.startswith("random:"):
        try:
            return int(spec[7:])
        except ValueError:
            pass
    raise CliError(f"bad --pads {spec!r}: expected random:SEED")


def cmd_simulate(args: argparse.Namespace) -> int:
    pack = _pack(args.pack)
    inst = _instance(pack, args.instance)
    seats = _seats(args.seats, inst.config.seats, inst.spec.min_seats, inst.spec.max_seats, inst.spec.title)
    rec = Recording(instance=inst.id, seed=args.seed, seats=[s.spec() for s in seats], pack=args.pack or "")
    session = open_recorded(rec, pack)
    for frame, words, h in simulate(session, random_pads(_pads_seed(args.pads), seats), args.frames, pack):
        rec.pads.append(words)
        rec.hashes.append(h)
        if not args.quiet:
            print(json.dumps({"frame": frame, "state_hash": h}))
    results = session.results()
    rec.results = results.to_plain() if results else None
    print(json.dumps({"finished": session.is_finished(), "frames": len(rec.pads), "results": rec.results}))
    if args.record:
        Path(args.record).write_text(json.dumps(rec.to_plain()))
    return 0


def cmd_query(args: argparse.Namespace) -> int:
    pack = _pack(args.pack)
    inst = _instance(pack, args.instance)
    seats = _seats(args.seats, inst.config.seats, inst.spec.min_seats, inst.spec.max_seats, inst.spec.title)
    rec = Recording(instance=inst.id, seed=args.seed, seats=[s.spec() for s in seats], pack=args.pack or "")
    session = open_recorded(rec, pack)
    ask = getattr(session, "query", None)
    if ask is None:
        raise CliError(f"{inst.spec.title} answers no queries")
    try:
        call_args = json.loads(args.args)
    except ValueError:
        raise CliError(f"bad --args {args.args!r}: expected JSON (a list of arguments)") from None
    for _ in simulate(session, random_pads(_pads_seed(args.pads), seats), args.frames, pack):
        pass
    try:
        print(json.dumps(ask(args.name, call_args)))
    except (ValueError, TypeError) as e:
        raise CliError(str(e)) from None
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        rec = read_replay(json.loads(Path(args.file).read_text(encoding="utf-8")))
    except OSError as e:
        raise CliError(f"cannot read {args.file}: {e.strerror}") from None
    except (ValueError, RecursionError) as e:
        raise CliError(f"{args.file}: {e}") from None
    # a page's replay names its pack by id: the folder of that name under packs/ unless --pack says
    where = args.pack or rec.pack or None
    if where and not args.pack and not Path(where).is_dir() and Path("packs", where).is_dir():
        where = str(Path("packs", where))
    pack = _pack(where)
    _instance(pack, rec.instance)
    if isinstance(rec, ViewRecording):
        return _replay_views(rec, pack, args.seat)
    try:
        mismatch = verify(rec, pack)
    except ValueError as e:   # the replay names what the pack cannot rebuild (a card it lacks)
        raise CliError(f"{args.file}: {e}") from None
    if mismatch:
        frame, want, got = mismatch
        if frame < 0:
            print(f"replay refused: its game was played with another config (hash {want}, the pack gives {got})",
                  file=sys.stderr)
        else:
            print(f"replay diverged at frame {frame}: recorded {want}, replayed {got}", file=sys.stderr)
        return 1
    checks = rec.checks()
    out: dict = {"verified": True, "frames": len(rec.pads), "final_hash": checks[-1][1] if checks else None}
    if args.seat is not None:     # the whole game is recorded: any seat's last view can be shown
        playback = Playback(rec, pack)
        out.update(seat=args.seat, view=_last_view(playback, args.seat))
    print(json.dumps(out))
    return 0


def _last_view(playback: "Playback | ViewPlayback", seat: int) -> "dict | None":
    """Return what seat ``seat`` (counted from 1) sees at the replay's last frame, or raise CliError."""
    if seat < 1:
        raise CliError(f"there is no seat {seat}: seats count from 1")
    refused = playback.show(seat - 1)
    if refused:
        raise CliError(refused)
    playback.seek(playback.frames)
    if isinstance(playback, ViewPlayback):
        table = playback.table()
        return table.get("view") if table else None
    return playback.driver.view(seat - 1)


def _replay_views(rec: ViewRecording, pack: Pack, seat: "int | None") -> int:
    """Report a hosted guest's view-only replay: nothing to verify, only its own seat to show."""
    playback = ViewPlayback(rec, pack)
    out: dict = {"verified": False, "kind": "views", "frames": rec.frames, "views": len(rec.changes),
                 "seat": rec.seat + 1, "note": playback.status()["note"]}
    if seat is not None:
        out["view"] = _last_view(playback, seat)
    print(json.dumps(out))
    return 0


def cmd_golden(args: argparse.Namespace) -> int:
    from pycore.host import golden

    changed = golden.write_all(Path(args.dir)) if args.write else golden.check_all(Path(args.dir))
    for line in changed:
        print(line)
    return 1 if changed and not args.write else 0


def _read(path: str) -> str:
    try:
        return sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except OSError as e:
        raise CliError(f"cannot read {path}: {e.strerror}") from None


def _viewer(text: str):
    return int(text) if text.lstrip("-").isdigit() else text


def cmd_table(args: argparse.Namespace) -> int:
    from pycore.kitchen import decks as kdecks
    from pycore.kitchen.game import Refusal, fingerprint
    from pycore.kitchen.table import Table, read_log, replay

    if args.replay:
        try:
            start, events = read_log(json.loads(_read(args.replay)))
            moments = replay(start, events)
        except (ValueError, Refusal) as e:
            raise CliError(f"{args.replay}: {e}") from None
        for n, game in enumerate(moments):
            print(json.dumps({"moment": n, "fingerprint": fingerprint(game)}))
        return 0
    if not args.deck:
        raise CliError("deal a table with --deck FILE for each player (or --replay FILE)")
    try:
        data = kdecks.parse_card_data(_read(args.data)) if args.data else {}
        names = args.names.split(",") if args.names else []
        players = [{"name": names[i] if i < len(names) else "", "deck": _read(d)} for i, d in enumerate(args.deck)]
        config = {"format": args.format, "variant": args.variant, "players": players, "seed": args.seed}
        table = Table(config, data, args.mode)
    except ValueError as e:
        raise CliError(str(e)) from None
    if args.intents:
        for number, line in enumerate(_read(args.intents).splitlines(), 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except ValueError:
                raise CliError(f"intents line {number}: not JSON") from None
            if not isinstance(row, dict):
                raise CliError(f"intents line {number}: expected an object with a seat and a kind")
            if "intent" in row:      # {"by": seat, "intent": {...}}: the intent keeps its own fields, seat included
                if sorted(row) != ["by", "intent"]:
                    raise CliError(f'intents line {number}: expected {{"by": seat, "intent": {{...}}}}')
                seat, row = row["by"], row["intent"]
            else:                    # the short form {"seat": actor, "kind": ...}, for intents without a seat field
                seat = row.pop("seat", None)
            for event in table.command(seat, row):
                shown = {k: v for k, v in event.items() if k != "game"}
                print(json.dumps(shown))
    for viewer in args.view or []:
        try:
            print(json.dumps(table.view(_viewer(viewer))))
        except Refusal as e:
            raise CliError(str(e)) from None
    print(json.dumps({"fingerprint": table.fingerprint(), "seq": table.game["seq"]}))
    if args.log:
        Path(args.log).write_text(json.dumps(table.save()))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pycore", description="Parlor's rules from the command line.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("list", help="list the instances of a pack (the practice set by default)")
    p.add_argument("--pack", metavar="DIR")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_list)
    p = sub.add_parser("simulate", help="run a game with random pads; one JSON line per frame")
    p.add_argument("instance")
    p.add_argument("--pack", metavar="DIR")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--frames", type=int, default=10_000, help="upper bound; stops when the game finishes")
    p.add_argument("--seats", help="e.g. human,ai:expert (default: one human, regular AI for the rest)")
    p.add_argument("--pads", default="random:1", help="random:SEED drives the human seats")
    p.add_argument("--record", metavar="FILE", help="write a replay file")
    p.add_argument("--quiet", action="store_true", help="print only the closing line")
    p.set_defaults(run=cmd_simulate)
    p = sub.add_parser("query", help="play some frames, then print the answer of one of the game's own queries")
    p.add_argument("instance")
    p.add_argument("name", help="e.g. snapshot, tile_info, hit_chance")
    p.add_argument("--args", default="[]", help="the query's arguments as a JSON list, e.g. [3, 4]")
    p.add_argument("--pack", metavar="DIR")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--frames", type=int, default=0, help="frames to play first (it stops early if the game ends)")
    p.add_argument("--seats", help="e.g. ai:expert (default: one human, regular AI for the rest)")
    p.add_argument("--pads", default="random:1", help="random:SEED drives the human seats")
    p.set_defaults(run=cmd_query)
    p = sub.add_parser("replay", help="verify a recorded game against its hashes (a hosted guest's view-only "
                                      "replay has none: it is read and described)")
    p.add_argument("file")
    p.add_argument("--pack", help="the pack folder the game was played from (default: the one the file names)")
    p.add_argument("--seat", type=int, metavar="N", help="also print seat N's view (from 1) at the last frame: any "
                                                          "seat of a whole game, only its own of a view-only replay")
    p.set_defaults(run=cmd_replay)
    p = sub.add_parser("table", help="the kitchen table: deal from decklists, apply intents, print views, replay a log")
    p.add_argument("--deck", action="append", metavar="FILE", help="a decklist, once per player in seat order")
    p.add_argument("--data", metavar="FILE", help="the card data file (JSON)")
    p.add_argument("--names", help="players' names, comma-separated")
    p.add_argument("--format", default="free", help="commander, constructed, limited or free")
    p.add_argument("--variant", default="none", help="none, two_headed_giant, archenemy or planechase")
    p.add_argument("--mode", default="local", help="solitaire, local or online (the undo rules)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--intents", metavar="FILE", help='JSON lines {"by": 0, "intent": {"kind": ...}} (or the short {"seat": 0, "kind": ...}); "-" reads stdin')
    p.add_argument("--view", action="append", metavar="VIEWER", help="print a view: a seat, spectator or all")
    p.add_argument("--log", metavar="FILE", help="write the log (replayable with --replay)")
    p.add_argument("--replay", metavar="FILE", help="replay a saved log and print every moment's fingerprint")
    p.set_defaults(run=cmd_table)
    p = sub.add_parser("golden", help="check (or --write) the golden playthroughs")
    p.add_argument("--write", action="store_true")
    p.add_argument("--dir", default="tests/golden")
    p.set_defaults(run=cmd_golden)
    return parser


def main(argv: "Sequence[str] | None" = None) -> int:
    """Run the command line; return the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except CliError as e:
        print(f"pycore: {e}", file=sys.stderr)
        return 2
