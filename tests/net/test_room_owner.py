"""The runtime owns the lobby (issue 24): once a `RoomRuntime` holds a room, nothing else
changes it. Every other module reaches the room only as ``<something>.room``, so a change
made that way — a lobby method called on it, or an assignment into it — is the mistake
this test looks for. A module may still build a `Room` of its own before handing it to a
runtime (the host's constructor, a journal's restore, gallery samples): that is a local
variable, not ``.room``."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: The room itself and its one owner.
OWNERS = {ROOT / "net" / "room.py", ROOT / "net" / "runtime.py"}
#: `net.room.Room`'s methods that change it.
MUTATORS = {"join", "vacate", "set_settings", "set_ready", "set_connected", "lock", "start",
            "end_game", "shuffle_teams", "arrange", "choose_team", "append", "remove",
            "pop", "insert", "clear", "update", "setdefault"}


def _through_room(node: ast.expr) -> bool:
    """``node`` is reached through an attribute named ``room`` (``x.room``, ``x.room.seats``,
    ``x.room.seats[0]``, ``x.room.seat(4)``)."""
    while isinstance(node, ast.Attribute | ast.Subscript | ast.Call):
        if isinstance(node, ast.Attribute) and node.attr == "room":
            return True
        node = node.func if isinstance(node, ast.Call) else node.value
    return False


def room_changes(source: str) -> list[int]:
    """Lines of ``source`` that change a room reached as ``.room``."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in MUTATORS and _through_room(node.func.value):
            lines.append(node.lineno)
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = node.targets
        lines += [node.lineno for target in targets
                  if isinstance(target, ast.Attribute | ast.Subscript)
                  and _through_room(target.value)]
    return lines


def test_nothing_outside_the_runtime_changes_its_room():
    found = []
    for top in ("store", "net", "desktop"):
        for path in sorted((ROOT / top).rglob("*.py")):
            if path in OWNERS:
                continue
            found += [f"{path.relative_to(ROOT)}:{line}"
                      for line in room_changes(path.read_text(encoding="utf-8"))]
    assert found == []


def test_the_check_finds_each_kind_of_change():
    caught = ["self.runtime.room.lock(True)", "host.room.seats.append(seat)",
              "self.runtime.room.locked = True", "runtime.room.seats[2].name = 'x'",
              "self.room.host_seat += 1", "del host.runtime.room.seats[0]",
              "runtime.room.seat(4).ready = True"]
    for sample in caught:
        assert room_changes(sample) == [1], sample
    fine = "room = Room('taboo', 'x', 'en')\nroom.join('Ann')\nroom.locked = True\n" \
           "seats = runtime.room.seats\nname = host.room.seats[0].name\nlobby = room.lobby()\n"
    assert room_changes(fine) == []
