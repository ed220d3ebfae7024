"""The field rig (issue 27): a LAN of separate machines made of Linux network namespaces.

`Field(n)` makes n "machines" (namespaces ``<tag>m0``…), each with one interface,
``eth0`` (a TAP), and its own address (10.77.0.10, .11…/24), all plugged into one switch:
`tests.field.switch`, a process holding the other end of every ``eth0``, which forwards
frames between them, multicast included (zeroconf browses and advertises across the
machines as on a real LAN). No machine has any other way out: the rig's traffic never
touches this computer's own network. The switch also plays the network's conditions
(this kernel has no netem): `Machine.wifi` (delay 30 ms ± 15 ms and 2 % loss on each
frame to or from that machine), `Field.unplug` / `Field.plug` (a cable pulled and put
back), `Field.partition` / `Field.heal` (two islands that cannot reach each other).

Processes run on a machine with `Machine.run` (``ip netns exec NAME python -m …``, output
read line by line: `tests.helpers.processes.Running`). Everything is made by the test
and removed by `Field.close` (a context manager: also on failure); names carry the pid
and a random part, so parallel runs never meet. Root, ``ip`` and TAP devices are needed:
`unavailable()` says why not, and the tests skip with that reason.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import subprocess
from dataclasses import dataclass, field

from tests.helpers.processes import Running

SUBNET = "10.77.0"
FIRST_HOST = 10
#: A command of the rig that needs longer than this is stuck.
COMMAND_TIMEOUT_S = 10.0


def unavailable() -> str | None:
    """Why the rig cannot run here (None: it can)."""
    if os.geteuid() != 0:
        return "the field rig needs root (network namespaces and TAP interfaces)"
    if shutil.which("ip") is None:
        return "the field rig needs the 'ip' command (iproute2)"
    if not os.path.exists("/dev/net/tun"):
        return "the field rig needs /dev/net/tun (TAP interfaces)"
    probe = f"pfprobe{os.getpid()}"
    made = subprocess.run(["ip", "netns", "add", probe], capture_output=True, text=True,
                          timeout=COMMAND_TIMEOUT_S)
    if made.returncode != 0:
        return f"cannot make a network namespace: {made.stderr.strip()}"
    subprocess.run(["ip", "netns", "delete", probe], capture_output=True,
                   timeout=COMMAND_TIMEOUT_S)
    return None


def sh(*args: str) -> str:
    """Run one rig command; its failure is the test's failure, with its message."""
    done = subprocess.run(args, capture_output=True, text=True, timeout=COMMAND_TIMEOUT_S)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(args)}: {done.stderr.strip()}")
    return done.stdout


@dataclass
class Machine:
    """One computer of the LAN: a namespace, its address, its port on the switch."""

    netns: str
    address: str
    port: int
    lan: Field
    processes: list[Running] = field(default_factory=list)

    def run(self, module: str, *args: str) -> Running:
        """``python -m module args`` on this machine, stopped by `Field.close` at the latest."""
        running = Running(*args, module=module, prefix=["ip", "netns", "exec", self.netns])
        self.processes.append(running)
        return running

    def wifi(self, on: bool = True) -> None:
        self.lan.command(f"wifi {self.port} {'on' if on else 'off'}")


class Field:
    """A LAN of ``machines`` namespaces on one switch; ``wifi``: every machine on Wi-Fi."""

    def __init__(self, machines: int, *, wifi: bool = False, seed: int = 0) -> None:
        self.tag = f"pf{os.getpid() % 100000}{secrets.token_hex(2)}"
        self.machines: list[Machine] = []
        self._netns: list[str] = []
        self._switch: Running | None = None
        try:
            self._make(machines, seed)
            if wifi:
                for machine in self.machines:
                    machine.wifi(True)
        except BaseException:
            self.close()
            raise

    def _make(self, count: int, seed: int) -> None:
        for index in range(count):
            netns = f"{self.tag}m{index}"
            sh("ip", "netns", "add", netns)
            self._netns.append(netns)
            on = ["ip", "-n", netns]
            sh(*on, "tuntap", "add", "dev", "eth0", "mode", "tap")
            self.machines.append(Machine(netns, f"{SUBNET}.{FIRST_HOST + index}", index, self))
        self._switch = Running(str(seed), *self._netns, module="tests.field.switch",
                               stdin=True)
        self._switch.wait_for("switch ready")
        for machine in self.machines:
            on = ["ip", "-n", machine.netns]
            sh(*on, "addr", "add", f"{machine.address}/24", "dev", "eth0")
            sh(*on, "link", "set", "lo", "up")
            sh(*on, "link", "set", "eth0", "up")
            # mDNS is sent to 224.0.0.251: with no default route it needs this one.
            sh(*on, "route", "add", "224.0.0.0/4", "dev", "eth0")

    def command(self, line: str) -> None:
        """One line to the switch, back once it is in force."""
        assert self._switch is not None
        seen = len(self._switch.lines)
        self._switch.send(line)
        self._switch.wait_for(f"^ok {line}$", after=seen)

    # -- Conditions --------------------------------------------------------------------------
    def unplug(self, machine: Machine) -> None:
        self.command(f"unplug {machine.port}")

    def plug(self, machine: Machine) -> None:
        self.command(f"plug {machine.port}")

    def partition(self, island: list[Machine]) -> None:
        """``island`` reaches only itself from now on, the other machines only each other."""
        for machine in island:
            self.command(f"island {machine.port} 1")

    def heal(self, island: list[Machine]) -> None:
        for machine in island:
            self.command(f"island {machine.port} 0")

    # -- Cleaning up -------------------------------------------------------------------------
    def close(self) -> None:
        """Stop every process the machines run and the switch, then remove every
        namespace (their interfaces go with them)."""
        for machine in self.machines:
            for running in machine.processes:
                running.stop()
        if self._switch is not None:
            self._switch.stop()
            self._switch = None
        for netns in reversed(self._netns):
            with contextlib.suppress(RuntimeError, subprocess.TimeoutExpired):
                sh("ip", "netns", "delete", netns)
        self._netns.clear()

    def __enter__(self) -> Field:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
