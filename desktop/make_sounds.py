"""``python -m desktop.make_sounds``: write the sound cues into ``resources/sounds/``.

The cues are made here, from sine tones with soft attacks and decays (no recording, no
licence to credit): a short list of notes per cue, mono 16-bit at `RATE`. Run it again
after changing a cue; the WAV files are committed so the app needs no build step.
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path

from store.resources import sounds_dir

RATE = 22_050
SOUNDS_DIR = sounds_dir()
PEAK = 0.6  # of full scale: headroom for the volume setting and the mix

# A cue: (frequency Hz, start s, length s, level 0..1, harmonics) notes.
Note = tuple[float, float, float, float, tuple[float, ...]]
CUES: dict[str, tuple[Note, ...]] = {
    # Buzz!: a low, rough double buzz (odd harmonics: a buzzer, not a bell).
    "buzz": ((146.8, 0.0, 0.22, 1.0, (1, 0.5, 0.33, 0.25)),
             (146.8, 0.26, 0.3, 1.0, (1, 0.5, 0.33, 0.25))),
    # Time is up: three falling notes.
    "time_up": ((784.0, 0.0, 0.18, 0.8, (1, 0.3)), (659.3, 0.2, 0.18, 0.8, (1, 0.3)),
                (523.3, 0.4, 0.45, 0.9, (1, 0.3))),
    # Your turn / next speaker: two rising notes, soft.
    "turn": ((587.3, 0.0, 0.14, 0.6, (1, 0.2)), (880.0, 0.15, 0.25, 0.6, (1, 0.2))),
    # The votes are revealed: a quick drum-like roll up to a bright note.
    "vote_reveal": ((392.0, 0.0, 0.08, 0.5, (1,)), (440.0, 0.09, 0.08, 0.5, (1,)),
                    (493.9, 0.18, 0.08, 0.5, (1,)), (784.0, 0.28, 0.4, 0.8, (1, 0.4, 0.2))),
    # The game ends: a major arpeggio.
    "game_end": ((523.3, 0.0, 0.5, 0.7, (1, 0.3)), (659.3, 0.12, 0.5, 0.7, (1, 0.3)),
                 (784.0, 0.24, 0.5, 0.7, (1, 0.3)), (1046.5, 0.36, 0.7, 0.8, (1, 0.3))),
}
ATTACK_S = 0.01
RELEASE_SHARE = 0.35  # of each note's length: the time constant of its fade


def samples(notes: tuple[Note, ...]) -> list[float]:
    length = max(start + duration for _, start, duration, _, _ in notes) + 0.05
    out = [0.0] * int(length * RATE)
    for frequency, start, duration, level, harmonics in notes:
        first = int(start * RATE)
        count = int(duration * RATE)
        weight = sum(harmonics)
        for i in range(count):
            t = i / RATE
            attack = min(1.0, t / ATTACK_S)
            fade = math.exp(-t / (duration * RELEASE_SHARE))
            value = sum(h * math.sin(2 * math.pi * frequency * (n + 1) * t)
                        for n, h in enumerate(harmonics)) / weight
            out[first + i] += value * level * attack * fade
    top = max(abs(v) for v in out) or 1.0
    return [v / top * PEAK for v in out]


def write(name: str, values: list[float], folder: Path) -> Path:
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(v * 32767)) for v in values))
    return path


def main(argv: list[str] | None = None) -> int:
    folder = Path(argv[0]) if argv else SOUNDS_DIR
    folder.mkdir(parents=True, exist_ok=True)
    for name, notes in CUES.items():
        print(write(name, samples(notes), folder))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
