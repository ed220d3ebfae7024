"""The one coded-error base class (core/errors.py, issue 24): every refusal with a stable
code is a `CodedError`, keeps its own class name, code, details and message, and code that
catches the old classes (or `ValueError` for the value errors) still catches them."""

from __future__ import annotations

import pytest

from core.errors import CodedError, InvalidAction, RuleError, SetupError
from core.packs.problems import PACK_UNUSABLE, PackError, PackProblem
from core.progress.facts import ProgressError
from core.record import RECORD_UNREADABLE, GameRecord, RecordError, RulesVersionError
from net.client import ClientError
from net.discovery import DiscoveryError
from net.joincode import JoinTargetError, parse_join_target
from net.journal import JournalError
from net.protocol import ProtocolError
from net.room import RoomError
from store.profile_db import ProfilesError
from store.profiles import ProfileError

CODE_AND_DETAILS = [RuleError, SetupError, InvalidAction, RoomError, ProtocolError,
                    ClientError, DiscoveryError, JoinTargetError]


def test_the_message_is_the_code_then_the_details():
    plain, detailed = CodedError("a.b"), CodedError("a.b", seat=2, max=9)
    assert (plain.code, plain.details, str(plain)) == ("a.b", {}, "a.b")
    assert (detailed.code, detailed.details) == ("a.b", {"seat": 2, "max": 9})
    assert str(detailed) == "a.b {'seat': 2, 'max': 9}"


@pytest.mark.parametrize("cls", CODE_AND_DETAILS)
def test_coded_classes_share_the_base_and_keep_their_shape(cls):
    err = cls("some.code", seat=3)
    assert isinstance(err, CodedError) and type(err).__name__ == cls.__name__
    assert (err.code, err.details, str(err)) == ("some.code", {"seat": 3},
                                                 "some.code {'seat': 3}")
    with pytest.raises(CodedError):
        raise err


def test_classes_with_a_message_of_their_own_keep_it():
    journal = JournalError("journal.damaged", "line 3 is not JSON")
    assert (journal.code, journal.why, str(journal)) == (
        "journal.damaged", "line 3 is not JSON", "journal.damaged: line 3 is not JSON")
    profiles = ProfilesError("profiles.damaged", "profiles.sqlite: damaged")
    assert (profiles.code, str(profiles)) == ("profiles.damaged", "profiles.sqlite: damaged")
    record = RecordError("record: not JSON")
    assert (record.code, str(record)) == (RECORD_UNREADABLE, "record: not JSON")
    rules = RulesVersionError("taboo", "1", "2")
    assert rules.code == "record.rules_version" and isinstance(rules, RecordError)
    problem = PackProblem("p.json", "card 1", "pack.no_word", "no word")
    pack = PackError((problem,))
    assert (pack.code, pack.problems, str(pack)) == (PACK_UNUSABLE, (problem,), str(problem))
    for err in (journal, profiles, record, rules, pack, ProfileError("profile.x"),
                ProgressError("progress.bad_facts")):
        assert isinstance(err, CodedError)


def test_value_errors_are_still_value_errors():
    for err in (RecordError("x"), ProfileError("p"), ProgressError("q"), PackError(()),
                JoinTargetError("joincode.empty")):
        assert isinstance(err, ValueError) and isinstance(err, CodedError)
    with pytest.raises(ValueError):
        GameRecord.from_dict([])
    with pytest.raises(JoinTargetError) as err:
        parse_join_target("")
    assert isinstance(err.value, CodedError) and err.value.code.endswith("empty")
