"""The field rig's switch: one process that joins the machines' network interfaces.

Each machine (a network namespace) has one TAP interface, ``eth0``; this process holds
the other end of every one (it enters each namespace only to attach to its TAP, and has
no socket on any network itself) and forwards Ethernet frames between them as a
learning switch does: a frame to a known address goes to that machine's port, a
broadcast or multicast one (mDNS) to every other port. It does in user space what the
kernel's netem would (this machine's kernel has no netem, nor a VLAN-aware bridge):

- Wi-Fi conditions on a port: each frame to or from it is delayed 30 ms ± 15 ms
  (uniform; frames may overtake each other, as netem's jitter does) and 2 % are lost;
- a pulled cable: nothing reaches or leaves the port until it is plugged back;
- a partition: ports on different islands reach nothing of each other.

Driven by lines on its standard input, each answered ``ok LINE`` on its output once in
force: ``wifi PORT on|off``, ``unplug PORT``, ``plug PORT``, ``island PORT N`` (0: the
whole LAN). ``python -m tests.field.switch SEED NETNS…`` (port i is the i-th namespace).
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import fcntl
import os
import random
import struct
import sys
from dataclasses import dataclass

TUNSETIFF = 0x400454CA
IFF_TAP, IFF_NO_PI = 0x0002, 0x1000
CLONE_NEWNET = 0x40000000
#: The Wi-Fi profile of issue 27: delay 30 ms ± 15 ms, 1-3 % loss (2 % here).
WIFI_DELAY_S, WIFI_JITTER_S, WIFI_LOSS = 0.030, 0.015, 0.02
BROADCAST_BIT = 0x01  # of a MAC address's first byte: broadcast and multicast
FRAME_MAX = 65536


def attach_tap(netns: str, name: str = "eth0") -> int:
    """An open file of the TAP ``name`` of namespace ``netns`` (entered for the attach only)."""
    libc = ctypes.CDLL(None, use_errno=True)
    home = os.open("/proc/self/ns/net", os.O_RDONLY)
    there = os.open(f"/run/netns/{netns}", os.O_RDONLY)
    try:
        if libc.setns(there, CLONE_NEWNET) != 0:
            raise OSError(ctypes.get_errno(), f"setns {netns}")
        try:
            tap = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
            fcntl.ioctl(tap, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TAP | IFF_NO_PI))
        finally:
            if libc.setns(home, CLONE_NEWNET) != 0:
                raise OSError(ctypes.get_errno(), "setns back")
    finally:
        os.close(home)
        os.close(there)
    return tap


@dataclass
class Port:
    tap: int
    wifi: bool = False
    plugged: bool = True
    island: int = 0


class Switch:
    def __init__(self, taps: list[int], seed: int) -> None:
        self.ports = [Port(tap) for tap in taps]
        self.macs: dict[bytes, int] = {}
        self.rng = random.Random(seed)
        self.loop = asyncio.get_running_loop()

    def start(self) -> None:
        for index, port in enumerate(self.ports):
            self.loop.add_reader(port.tap, self._read, index)

    def _read(self, source: int) -> None:
        try:
            frame = os.read(self.ports[source].tap, FRAME_MAX)
        except BlockingIOError:
            return
        if len(frame) < 14:
            return
        self.macs[frame[6:12]] = source
        destination = frame[0:6]
        if destination[0] & BROADCAST_BIT or destination not in self.macs:
            targets = [i for i in range(len(self.ports)) if i != source]
        else:
            targets = [self.macs[destination]]
        for target in targets:
            self._forward(source, target, frame)

    def _forward(self, source: int, target: int, frame: bytes) -> None:
        sender, receiver = self.ports[source], self.ports[target]
        if target == source or not (sender.plugged and receiver.plugged):
            return
        if sender.island != receiver.island:
            return
        if not (sender.wifi or receiver.wifi):
            self._deliver(target, frame)
            return
        if self.rng.random() < WIFI_LOSS:
            return
        delay = WIFI_DELAY_S + self.rng.uniform(-WIFI_JITTER_S, WIFI_JITTER_S)
        self.loop.call_later(delay, self._deliver, target, frame)

    def _deliver(self, target: int, frame: bytes) -> None:
        port = self.ports[target]
        if not port.plugged:  # pulled while the frame was on its way
            return
        with contextlib.suppress(OSError):  # a full queue drops it, as an interface does
            os.write(port.tap, frame)

    def command(self, line: str) -> None:
        words = line.split()
        port = self.ports[int(words[1])]
        if words[0] == "wifi":
            port.wifi = words[2] == "on"
        elif words[0] == "unplug":
            port.plugged = False
        elif words[0] == "plug":
            port.plugged = True
        elif words[0] == "island":
            port.island = int(words[2])
        else:
            raise ValueError(line)


async def main(seed: int, namespaces: list[str]) -> int:
    taps = [attach_tap(netns) for netns in namespaces]
    switch = Switch(taps, seed)
    switch.start()
    print("switch ready", flush=True)
    reader = asyncio.StreamReader()
    loop = asyncio.get_running_loop()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    while line := (await reader.readline()).decode().strip():
        switch.command(line)
        print(f"ok {line}", flush=True)
    return 0  # the rig closed our input: the LAN is being taken down


if __name__ == "__main__":
    sys.exit(asyncio.run(main(int(sys.argv[1]), sys.argv[2:])))
