"""Sound cues (Buzz!, time up, turn change, vote reveal, game end) with a volume setting.

`SoundPlayer.follow(view)` is given every new public view of the game; it asks
`sound_cues.cues_between` what changed and plays those cues at the settings' volume
(``sound/volume``: 0 is off). Playback goes through an output with one method,
``play(cue, pcm, rate)``:

* `MiniaudioOutput`: the machine's sound device through miniaudio (a 3.6 MB wheel with
  cffi; QtMultimedia would need PySide6-Addons, +414 MB). With no sound device it stays
  silent (a `MiniaudioError` is caught, once) and the game goes on.
* `RecordingOutput`: keeps what was played; the tests' seam.

The cues are WAV files made by `desktop.make_sounds` (sine tones: no licence to credit),
read once, scaled by the volume, and played one at a time: a new cue cuts the last one.
The device is stopped when a cue has finished, so an idle app uses no CPU for sound.
"""

from __future__ import annotations

import array
import wave
from collections.abc import Generator
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer

from desktop.settings import AppSettings
from desktop.sound_cues import cues_between
from store.resources import sounds_dir

CUES = ("buzz", "time_up", "turn", "vote_reveal", "game_end")
SOUNDS_DIR = sounds_dir()
STOP_AFTER_MS = 150  # past a cue's end, then the device stops
MS_PER_S = 1000


@cache
def cue_samples(cue: str) -> tuple[array.array[int], int]:
    """The cue's 16-bit mono samples and their rate, read from its WAV file once."""
    if cue not in CUES:
        raise ValueError(f"unknown sound cue {cue!r}")
    with wave.open(str(SOUNDS_DIR / f"{cue}.wav"), "rb") as source:
        if source.getsampwidth() != 2 or source.getnchannels() != 1:
            raise ValueError(f"{cue}.wav: 16-bit mono expected")
        samples = array.array("h", source.readframes(source.getnframes()))
        return samples, source.getframerate()


def scaled(samples: array.array[int], volume: int) -> array.array[int]:
    """``samples`` at ``volume`` percent."""
    return array.array("h", (value * volume // 100 for value in samples))


class Output(Protocol):
    def play(self, cue: str, pcm: array.array[int], rate: int) -> None: ...
    def stop(self) -> None: ...


@dataclass
class Played:
    cue: str
    peak: int  # the loudest sample sent: follows the volume


class RecordingOutput:
    """Keeps every cue played (tests, and a machine with sound turned off)."""

    def __init__(self) -> None:
        self.played: list[Played] = []
        self.stops = 0

    def play(self, cue: str, pcm: array.array[int], rate: int) -> None:
        self.played.append(Played(cue, max((abs(v) for v in pcm), default=0)))

    def stop(self) -> None:
        self.stops += 1

    @property
    def cues(self) -> list[str]:
        return [played.cue for played in self.played]


def _stream(pcm: array.array[int]) -> Generator[array.array[int], int, None]:
    """miniaudio's feed: the cue, then silence until the device is stopped."""
    frames = yield array.array("h")
    position = 0
    while True:
        chunk = pcm[position:position + frames]
        position += frames
        if len(chunk) < frames:
            chunk.extend([0] * (frames - len(chunk)))
        frames = yield chunk


class MiniaudioOutput:
    """The sound device, opened at the first cue; silent for good if there is none."""

    def __init__(self, backends: list[Any] | None = None) -> None:
        self.backends = backends
        self.device: Any = None
        self.failed = False

    def play(self, cue: str, pcm: array.array[int], rate: int) -> None:
        if self.failed:
            return
        import miniaudio

        try:
            if self.device is None or self.device.sample_rate != rate:
                self.close()
                self.device = miniaudio.PlaybackDevice(
                    output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                    sample_rate=rate, backends=self.backends, app_name="Palabre")
            else:
                self.device.stop()
            feed = _stream(pcm)
            next(feed)
            self.device.start(feed)
        except miniaudio.MiniaudioError:
            self.failed = True  # no sound device: the game goes on in silence
            self.close()

    def stop(self) -> None:
        if self.device is not None:
            self.device.stop()

    def close(self) -> None:
        if self.device is not None:
            self.device.close()
            self.device = None


class SoundPlayer(QObject):
    def __init__(self, app_settings: AppSettings, output: Output | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.app_settings = app_settings
        self.output: Output = output if output is not None else MiniaudioOutput()
        self._last: dict[str, Any] | None = None
        self._stopper = QTimer(self)
        self._stopper.setSingleShot(True)
        self._stopper.timeout.connect(self.output.stop)

    def follow(self, view: dict[str, Any] | None) -> None:
        """A new public view of the game (None: no game any more)."""
        if view is not None:
            for cue in cues_between(self._last, view):
                self.play(cue)
        self._last = view

    def play(self, cue: str) -> None:
        volume = self.app_settings.sound_volume
        if volume == 0:
            return  # muted
        samples, rate = cue_samples(cue)
        self.output.play(cue, scaled(samples, volume), rate)
        self._stopper.start(len(samples) * MS_PER_S // rate + STOP_AFTER_MS)
