"""Issue 31: a setting limits a game to family-friendly or junior content. The packs card
offers every pack, the family-friendly ones, or the junior ones only; the choice is kept
in the settings and a pack it rules out can be neither ticked nor drawn from."""

from __future__ import annotations

from dataclasses import replace

import pytest

from core.packs.limits import ADULT, FAMILY, JUNIOR
from desktop import content
from store.packs import PackLibrary


@pytest.fixture(scope="module")
def packs():
    taboo = PackLibrary.load().packs("taboo", "en")
    # a pack made for adults, beside the shipped ones (none is adult)
    adult = replace(taboo[0], slug="after-dark", title="After dark", audience=ADULT,
                    family_friendly=False)
    return (*taboo, adult)


@pytest.mark.parametrize(("limit", "offered"), [
    ("all", {JUNIOR, FAMILY, ADULT}), ("family", {JUNIOR, FAMILY}), ("junior", {JUNIOR}),
])
def test_the_limit_decides_which_packs_are_offered_and_ticked(packs, limit, offered):
    assert {p.audience for p in packs if content.allowed(p, limit)} == offered
    ticked = [p for p, on in zip(packs, content.ticked_at_first("taboo", packs, limit),
                                 strict=True) if on]
    assert ticked and all(content.allowed(p, limit) for p in ticked)
    # a junior pack is ticked only when the limit asks for children's content
    assert any(p.audience == JUNIOR for p in ticked) is (limit == "junior")


def test_the_packs_card_keeps_the_limit_and_never_draws_a_ruled_out_pack(
        qtbot, app_settings, packs):
    from desktop.screens.setup_parts import PacksCard

    card = PacksCard("taboo", packs, app_settings=app_settings)
    qtbot.addWidget(card)
    card.retranslate_ui()
    assert card.limit_box.isVisibleTo(card) and app_settings.content_limit == "all"
    assert any(p.audience == ADULT for p in card.chosen())
    card.limit_box.setCurrentIndex(card.limit_box.findData("junior"))
    card.limit_box.activated.emit(card.limit_box.currentIndex())
    assert app_settings.content_limit == "junior"
    assert card.chosen() and {p.audience for p in card.chosen()} == {JUNIOR}
    adult_box = card.boxes[-1]
    adult_box.setChecked(True)  # ticked anyway (a stale tick): still not drawn from
    assert not adult_box.isEnabled() and packs[-1] not in card.chosen()
    again = PacksCard("taboo", packs, app_settings=app_settings)  # the next setup
    qtbot.addWidget(again)
    again.retranslate_ui()
    assert again.limit_box.currentData() == "junior"
    assert {p.audience for p in again.chosen()} == {JUNIOR}
