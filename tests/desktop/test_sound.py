"""Sound cues (finding 8): Buzz!, time up, turn change, vote reveal, game end, played
through a seam that records them, at the settings' volume, never when muted; the WAV
files are the ones `desktop.make_sounds` makes; the real device path runs on miniaudio's
null backend."""

import wave

import miniaudio
import pytest

from desktop import make_sounds
from desktop.settings import VOLUME_CHOICES
from desktop.sound import (
    CUES,
    SOUNDS_DIR,
    MiniaudioOutput,
    RecordingOutput,
    SoundPlayer,
    cue_samples,
)
from desktop.sound_cues import cues_between
from tests.desktop.codenames.drive import start as start_codenames
from tests.desktop.support import FakeClock, play_to_end
from tests.desktop.taboo.support import start_controller as start_taboo

MAX_CUE_S = 1.5


def test_every_cue_is_a_short_committed_wav_made_by_the_script(tmp_path):
    assert set(make_sounds.CUES) == set(CUES)
    make_sounds.main([str(tmp_path)])
    for cue in CUES:
        made = (tmp_path / f"{cue}.wav").read_bytes()
        assert made == (SOUNDS_DIR / f"{cue}.wav").read_bytes()  # committed = generated
        with wave.open(str(SOUNDS_DIR / f"{cue}.wav"), "rb") as source:
            assert source.getnframes() / source.getframerate() < MAX_CUE_S
        samples, _ = cue_samples(cue)
        assert max(abs(v) for v in samples) > 10_000  # audible, not silence


def follow_game(controller, clock, app_settings, seed=3, avoid=()):
    """A random game to its end, a `SoundPlayer` following it as the main window does.
    Returns the cues, the action types sent and the last view before the end (the cue
    of the step that ends a game is the game end)."""
    output = RecordingOutput()
    player = SoundPlayer(app_settings, output)
    emitted, live = [], []

    def follow():
        view = controller.device_views().table
        if view["phase"] != "over":
            live.append(view)
        player.follow(view)

    def emit(seat, action):
        emitted.append(action["type"])
        controller.act(seat, action)

    controller.views_changed.connect(follow)
    follow()
    play_to_end(controller, clock, emit, seed=seed, avoid=avoid)
    return output.cues, emitted, live[0], live[-1]


def test_a_taboo_game_buzzes_rings_time_up_and_ends(qtbot, tmp_path, app_settings):
    clock = FakeClock()
    controller = start_taboo(clock, tmp_path)
    cues, emitted, _, _ = follow_game(controller, clock, app_settings,
                                      avoid=("pause", "resume", "correct"))
    assert cues.count("buzz") == emitted.count("buzz") > 0
    assert cues.count("time_up") >= 2 and cues.count("turn") >= 1
    assert cues[-1] == "game_end" and cues.count("game_end") == 1


def test_a_codenames_game_marks_each_turn_change(qtbot, app_settings):
    clock = FakeClock()
    controller = start_codenames("classic", 4, None, clock)
    cues, _, first, last = follow_game(controller, clock, app_settings)
    assert cues.count("turn") == last["turn"] - first["turn"] > 0
    assert cues[-1] == "game_end" and cues.count("game_end") == 1


def test_spy_word_reveals_each_vote(qtbot, tmp_path, app_settings):
    from desktop.controller import GameStart, LocalController
    from desktop.gallery_support import sample_start

    clock = FakeClock()
    seats, settings, drawn = sample_start("spyword")
    controller = LocalController.start(GameStart("spyword", tuple(seats), settings, drawn, 9),
                                       clock=clock, records_dir=tmp_path)
    cues, _, _, last = follow_game(controller, clock, app_settings)
    assert cues.count("vote_reveal") == len(last["history"]) > 0
    assert "turn" in cues and cues[-1] == "game_end"


@pytest.mark.parametrize("volume", VOLUME_CHOICES)
def test_volume_and_mute(qtbot, app_settings, volume):
    app_settings.sound_volume = volume
    output = RecordingOutput()
    SoundPlayer(app_settings, output).play("buzz")
    if volume == 0:
        assert output.played == []  # muted: nothing reaches the device
    else:
        peak = max(abs(v) for v in cue_samples("buzz")[0])
        assert output.played[0].peak == peak * volume // 100


def test_no_cue_without_a_change_and_none_on_a_new_game():
    view = {"game": "taboo", "phase": "playing", "turn": {"number": 1, "buzzed": 0}}
    assert cues_between(None, view) == []
    assert cues_between(view, view) == []
    assert cues_between(view, {**view, "game": "codenames"}) == []


def test_the_device_path_plays_on_the_null_backend(qtbot, app_settings):
    output = MiniaudioOutput(backends=[miniaudio.Backend.NULL])
    player = SoundPlayer(app_settings, output)
    player.play("turn")
    assert not output.failed and output.device is not None
    player.play("buzz")  # a new cue cuts the last one
    output.stop()
    output.close()
    assert output.device is None
