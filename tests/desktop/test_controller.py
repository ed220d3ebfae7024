"""LocalController: intents to actions, one single-shot timer at the next deadline,
views pushed after every change, the record saved at the end (PX-MODE-4, PX-PROF-5)."""

from core.record import GameRecord
from desktop.controller import GameStart, LocalController
from desktop.gallery_support import sample_start
from store import records
from tests.desktop.support import FakeClock, play_to_end


def start(game, clock, tmp_path=None, settings=None):
    seats, defaults, content = sample_start(game)
    return LocalController.start(
        GameStart(game, tuple(seats), {**defaults, **(settings or {})}, content, seed=11),
        clock=clock, records_dir=tmp_path)


def test_an_accepted_action_emits_views_changed(qtbot):
    clock = FakeClock()
    controller = start("spyword", clock)
    with qtbot.assertNotEmitted(controller.refused), qtbot.waitSignal(controller.views_changed):
        controller.act(0, {"type": "got_it"})
    assert controller.device_views().seats[0]["seats"][0]["seen_card"] is True


def test_a_refused_action_emits_its_code_and_changes_nothing(qtbot):
    clock = FakeClock()
    controller = start("spyword", clock)
    before = controller.session.game.snapshot()
    with qtbot.waitSignal(controller.refused) as refused:
        action_id = controller.act(0, {"type": "no_such_action"})
    assert refused.args == [action_id, "action.unknown_type"]  # the refusal names its action
    assert controller.session.game.snapshot() == before


def test_one_timer_aims_at_the_next_deadline_and_feeds_the_timeout(qtbot):
    clock = FakeClock()
    controller = start("taboo", clock)  # Taboo: "Go!" starts a timed countdown
    assert not controller.scheduler.timer.isActive()
    giver = controller.table_view()["turn"]["clue_giver"]
    controller.act(giver, {"type": "go"})
    deadline = controller.deadline_ms
    assert deadline is not None and controller.scheduler.timer.isActive()
    assert controller.scheduler.timer.remainingTime() <= deadline - clock.now
    clock.now = deadline
    with qtbot.waitSignal(controller.views_changed):
        controller.scheduler.timer.timeout.emit()
    assert controller.table_view()["phase"] != "countdown"


def test_an_early_wake_up_only_aims_again(qtbot):
    clock = FakeClock()
    controller = start("taboo", clock)
    giver = controller.table_view()["turn"]["clue_giver"]
    controller.act(giver, {"type": "go"})
    phase = controller.table_view()["phase"]
    controller.scheduler.timer.timeout.emit()  # the clock has not reached the deadline
    assert controller.table_view()["phase"] == phase and controller.scheduler.timer.isActive()


def test_the_finished_game_is_saved_once(qtbot, tmp_path):  # PX-PROF-5
    clock = FakeClock()
    controller = start("spyword", clock, tmp_path)
    with qtbot.waitSignal(controller.finished):
        play_to_end(controller, clock, controller.act)
    saved = list(tmp_path.glob("spyword-*.json"))
    assert saved == [controller.saved_path]
    record = records.load(saved[0])
    assert isinstance(record, GameRecord) and record.actions == controller.session.record.actions
    assert not controller.scheduler.timer.isActive()


def test_records_go_to_the_user_data_folder_by_default(qtbot, tmp_path):
    clock = FakeClock()
    controller = start("codenames", clock)
    play_to_end(controller, clock, controller.act)
    assert controller.saved_path is not None
    assert str(controller.saved_path).startswith(str(tmp_path / "data" / "games"))
