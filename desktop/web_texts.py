"""The phone page's texts, made from the app's own translations (PX-I18N-1).

One source: each text the page shows is a ``translate(context, source)`` call of the
desktop app (the very strings its screens use, in the same contexts, so a term reads the
same on the phone and on the computer), plus a few the page alone needs (context
``WebPage``, translated in the same ``.ts`` files). ``python -m desktop.web_texts``
writes them, for every language, to ``net/web_client/texts.json``, the file the host
serves; a test checks that the file is what this table makes now, so the page never
drifts from the app. Placeholders stay ``{name}``: the page fills them in.

A count the desktop says with Qt's plural forms (``%n``, ``translate(context, source,
None, PLURAL)``) becomes a map of CLDR plural categories to forms (``{"one": ...,
"other": ...}``) with ``{count}`` for the number: the page picks the category with the
browser's ``Intl.PluralRules`` and falls back to ``"other"`` for one the map lacks (recent
CLDR has a ``"many"`` for French, Spanish and Italian millions, where Qt says the plural).

Titles are page texts too (``title.<id>``, from `desktop.title_texts`): the page names a
player's title in its own language.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from desktop import title_texts
from desktop.i18n import LANGUAGES, ts_path
from store.resources import web_client_dir

#: (context, source) -> translation of the language being built (`_language`): a text,
#: or the plural forms of a ``%n`` text.
_table: dict[tuple[str, str], str | list[str]] = {}
# Qt's plural forms of a language, in Qt's order, as the CLDR categories the browser's
# ``Intl.PluralRules`` names them (Qt: ``QTranslator`` numerus forms; a language with
# more forms, as Polish's "one, few, many", lists them here). Plain ``#`` comments: lupdate
# copies ``#:`` ones into the .ts files as translators' notes.
PLURAL_CATEGORIES: dict[str, tuple[str, ...]] = {
    "en": ("one", "other"), "fr": ("one", "other"), "de": ("one", "other"),
    "es": ("one", "other"), "it": ("one", "other"),
}
_categories: list[tuple[str, ...]] = [PLURAL_CATEGORIES["en"]]
#: The last argument of a plural text's `translate` call (lupdate reads the call as Qt's).
PLURAL = 2
Text = str | dict[str, str]


def translate(context: str, source: str, disambiguation: None = None,
              n: int = -1) -> Text:
    """``QCoreApplication.translate``'s shape (lupdate reads these calls), looked up in
    the ``.ts`` file of the language being built: no translator is installed, so
    building never changes the running app's language. With ``n``: the plural forms."""
    found = _table.get((context, source)) or source
    if n < 0:
        return found if isinstance(found, str) else found[-1]
    categories = _categories[0]
    forms = [found] * len(categories) if isinstance(found, str) else found
    if len(forms) != len(categories):
        raise ValueError(f"{context!r} {source!r}: {len(forms)} plural forms, the language "
                         f"has {len(categories)} (PLURAL_CATEGORIES)")
    return {category: form.replace("%n", "{count}")
            for category, form in zip(categories, forms, strict=True)}


def _title(source: str) -> Callable[[], Text]:
    """A title's name (`desktop.title_texts.NAMES`: the English source of context Titles)."""
    return lambda: translate("Titles", source)


TEXTS_FILE = web_client_dir() / "texts.json"

TEXTS: dict[str, Callable[[], Text]] = {
    # Joining, the lobby, the connection
    "join.title": lambda: translate("JoinScreen", "Join this room"),
    "join.name": lambda: translate("JoinScreen", "Your name"),
    "join.connecting": lambda: translate("ConnectionBanner", "Connecting to the room…"),
    "lobby.players": lambda: translate("LobbyScreen", "Players"),
    "lobby.team": lambda: translate("LobbyScreen", "Your team:"),
    "lobby.role": lambda: translate("LobbyScreen", "Your role:"),
    "lobby.spymaster": lambda: translate("LobbyScreen", "Spymaster"),
    "lobby.guesser": lambda: translate("LobbyScreen", "Guesser"),
    "lobby.you": lambda: translate("LobbyScreen", "{name} (you)"),
    "lobby.ready_mark": lambda: translate("LobbyScreen", "ready"),
    "lobby.away": lambda: translate("LobbyScreen", "disconnected, seat kept"),
    "lobby.leave": lambda: translate("LobbyScreen", "Leave the room"),
    "lobby.join_code": lambda: translate("LobbyScreen", "Join code"),
    "web.ready": lambda: translate("WebPage", "I'm ready"),
    "web.not_ready": lambda: translate("WebPage", "Not ready after all"),
    "web.wait_start": lambda: translate("WebPage", "Waiting for the host to start the game."),
    "web.left": lambda: translate("NetTexts", "You left the room."),
    "web.again": lambda: translate("WebPage", "Join again"),
    "web.profile": lambda: translate("ProfileChoice", "Your profile"),
    "web.profile_hint": lambda: translate(
        "WebPage", "Kept on the host's computer: your XP and titles grow with each game."),
    "web.profile_new": lambda: translate("WebPage", "A new profile with this picture:"),
    "web.picture": lambda: translate("ProfileEditor", "Picture {number}"),
    "web.code_title": lambda: translate("WebPage", "Room code"),
    "web.code_hint": lambda: translate(
        "WebPage", "Type the four letters shown on the host's screen"),
    "web.code_go": lambda: translate("WebPage", "Next"),
    "web.code_unknown": lambda: translate(
        "WebPage", "No room here has the code {code}. Check the letters on the host's screen."),
    "web.rooms_here": lambda: translate("WebPage", "Rooms on this computer"),
    "team.red": lambda: translate("Teams", "Red team"),
    "team.blue": lambda: translate("Teams", "Blue team"),
    "side.red": lambda: translate("Teams", "Red team"),
    "side.blue": lambda: translate("Teams", "Blue team"),
    "side.neutral": lambda: translate("Teams", "Bystander"),
    "side.assassin": lambda: translate("Teams", "Assassin"),
    "game.spyword": lambda: translate("Games", "Spy Word"),
    "game.taboo": lambda: translate("Games", "Around the Word"),
    "game.codenames": lambda: translate("Games", "Codenames"),
    "game.over": lambda: translate("Refusals", "The game is over."),
    "error.any": lambda: translate("Refusals", "Not allowed now."),
    "fmt.pair": lambda: translate("History", "{name}: {clue}"),
    # Refusals and why a connection ended (desktop.net_texts)
    "code.protocol.version_mismatch": lambda: translate(
        "NetTexts", "This room was made by another version of Palabre: both computers "
        "need the same version."),
    "code.room.full": lambda: translate("NetTexts", "This room is full."),
    "code.room.locked": lambda: translate(
        "NetTexts", "The host has locked this room: no new players can join."),
    "code.room.started": lambda: translate(
        "NetTexts", "A game is already being played in this room. Join when it is over."),
    "code.room.busy": lambda: translate(
        "NetTexts", "The room is busy with other players joining. Try again."),
    "code.join.name_taken": lambda: translate(
        "NetTexts", "Someone in this room already has this name. Choose another one."),
    "code.join.bad_name": lambda: translate(
        "NetTexts", "Your name needs at least one letter or digit."),
    "code.join.name_marks": lambda: translate(
        "NetTexts", "Your name has a letter with more than three accents or marks. Remove some."),
    "code.join.bad_token": lambda: translate(
        "NetTexts", "Your seat in this room is no longer kept. Join again."),
    "code.room.closed": lambda: translate("NetTexts", "The host closed the room."),
    "code.room.kicked": lambda: translate("NetTexts", "You were removed from the room."),
    "code.room.replaced": lambda: translate(
        "NetTexts", "Your seat was taken up from another window or computer."),
    "code.room.unproven": lambda: translate(
        "WebPage", "The computer taking over could not prove that the host chose it: you stay "
        "here."),
    "code.room.rate_limited": lambda: translate("NetTexts", "Too fast: wait a moment."),
    "code.room.internal": lambda: translate("NetTexts", "The host ran into a problem."),
    "code.room.profile.taken": lambda: translate(
        "NetTexts", "Another player in this room plays with this profile."),
    "code.room.profiles.failed": lambda: translate(
        "NetTexts", "The host could not save the profiles."),
    "code.profile.name.taken": lambda: translate(
        "ProfileTexts", "Another profile has this name."),
    "code.profile.avatar.unknown": lambda: translate("ProfileTexts", "Pick a picture."),
    "code.profile.unknown": lambda: translate(
        "ProfileTexts", "This profile no longer exists."),
    "code.lost": lambda: translate("NetTexts", "The connection to the room was lost."),
    # Spy Word
    "sw.hold": lambda: translate("HoldToSee", "My word (press and hold)"),
    "sw.hidden": lambda: translate("HoldToSee", "Your card is hidden"),
    "sw.your_word": lambda: translate("SpyCard", "{name}, your word is"),
    "sw.no_word": lambda: translate("SpyCard", "{name}, you have no word"),
    "sw.ghost": lambda: translate("SpyCard", "You are the ghost"),
    "sw.spy": lambda: translate("SpyCard", "You are a spy"),
    "sw.got_it": lambda: translate("SpyRevealPage", "Got it"),
    "sw.cards_seen": lambda: translate("SpyRevealPage", "Cards: {seen} of {total} seen"),
    "sw.round": lambda: translate("SpyRoundPage", "Round {round} · {phase}"),
    "sw.your_turn": lambda: translate("SpyRoundPage", "Your turn: give your clue"),
    "sw.gives_clue": lambda: translate("SpyRoundPage", "{name} gives a clue"),
    "sw.clue_given": lambda: translate("SpyRoundPage", "Clue given"),
    "sw.go_to_vote": lambda: translate("SpyRoundPage", "Go to vote"),
    "sw.out_watch": lambda: translate("SpyRoundPage", "You are out: you watch until the end."),
    "sw.vote_who": lambda: translate("SpyVotePage", "Who do you vote out?"),
    "sw.send_vote": lambda: translate("SpyVotePage", "Send my vote"),
    "sw.pass": lambda: translate("SpyVotePage", "Pass"),
    "sw.voted_of": lambda: translate("SpyVotePage", "Vote: %n of {total} voted", None, PLURAL),
    "sw.vote_sent": lambda: translate("SpyWordTexts", "Vote sent, waiting for %n other player(s)",
                                      None, PLURAL),
    "sw.no_vote": lambda: translate("SpyWaitPage", "You do not vote this time."),
    "sw.private_of": lambda: translate("SpyWaitPage", "{name} is on a private screen"),
    "sw.guess_label": lambda: translate("SpyPrivatePage", "Your guess of the citizens' word"),
    "sw.guess_send": lambda: translate("SpyPrivatePage", "Send my guess"),
    "sw.were_ghost": lambda: translate("SpyPrivatePage", "You were the ghost"),
    "sw.you_out": lambda: translate("SpyPrivatePage", "You are out"),
    "sw.hide_ok": lambda: translate("SpyPrivatePage", "OK, hide it"),
    "sw.citizens_word": lambda: translate("SpyEndPage", "The citizens' word"),
    "sw.spies_word": lambda: translate("SpyEndPage", "The spies' word"),
    "sw.is_out": lambda: translate("SpyWordTexts", "{name} is out."),
    "sw.role.citizen": lambda: translate("SpyWordTexts", "Citizen"),
    "sw.role.spy": lambda: translate("SpyWordTexts", "Spy"),
    "sw.role.ghost": lambda: translate("SpyWordTexts", "Ghost"),
    "sw.phase.reveal": lambda: translate("SpyWordTexts", "Everyone looks at their card"),
    "sw.phase.clues": lambda: translate("SpyWordTexts", "Clues"),
    "sw.phase.discussion": lambda: translate("SpyWordTexts", "Discussion"),
    "sw.phase.vote": lambda: translate("SpyWordTexts", "Vote"),
    "sw.phase.duel_clues": lambda: translate("SpyWordTexts", "Duel: one more clue"),
    "sw.phase.duel_vote": lambda: translate("SpyWordTexts", "Duel vote"),
    "sw.phase.private": lambda: translate("SpyWordTexts", "Private screen"),
    "sw.phase.over": lambda: translate("SpyWordTexts", "Game over"),
    "sw.win.citizens": lambda: translate("SpyWordTexts", "The citizens win!"),
    "sw.win.spies": lambda: translate("SpyWordTexts", "The spies and the ghost win!"),
    "sw.win.ghost": lambda: translate("SpyWordTexts", "The ghost wins alone!"),
    "sw.win.none": lambda: translate("SpyWordTexts", "Nobody wins"),
    # Taboo
    "tb.turn": lambda: translate("TabooReadyPage", "Turn {number}"),
    "tb.plays": lambda: translate("Taboo", "{team} plays"),
    "tb.gives": lambda: translate("Taboo", "{name} gives the clues"),
    "tb.you_give": lambda: translate("TabooPlayPage", "You give the clues"),
    "tb.go": lambda: translate("TabooReadyPage", "Go!"),
    "tb.get_ready": lambda: translate("TabooCountdownPage", "Get ready…"),
    "tb.listen": lambda: translate("TabooCountdownPage", "Listen and guess aloud!"),
    "tb.watch": lambda: translate(
        "TabooCountdownPage", "Watch the card and press Buzz! on a forbidden word."),
    "tb.guess_aloud": lambda: translate("TabooPlayPage", "Guess aloud!"),
    "tb.forbidden": lambda: translate("TabooPlayPage", "Forbidden words"),
    "tb.found": lambda: translate("TabooPlayPage", "Found"),
    "tb.pass": lambda: translate("TabooPlayPage", "Pass"),
    "tb.buzz": lambda: translate("TabooPlayPage", "Buzz!"),
    "tb.press_buzz": lambda: translate(
        "TabooPlayPage", "Press Buzz! as soon as {name} says a forbidden word."),
    "tb.returning": lambda: translate(
        "TabooPlayPage", "This card is coming back: passing it again discards it."),
    "tb.passes_left": lambda: translate("Taboo", "Passes left: {left} of {total}"),
    "tb.no_passes": lambda: translate("Taboo", "No passes left"),
    "tb.result": lambda: translate("TabooResultPage", "Turn result: {team}"),
    "tb.confirm": lambda: translate("TabooResultPage", "Confirm"),
    "tb.wait_confirm": lambda: translate(
        "TabooResultPage", "Waiting for {name} to check the cards and confirm."),
    "tb.no_cards": lambda: translate("TabooResultPage", "No card was played in this turn."),
    "tb.r.found": lambda: translate("Taboo", "Found"),
    "tb.r.buzzed": lambda: translate("Taboo", "Buzzed"),
    "tb.r.passed": lambda: translate("Taboo", "Passed"),
    "tb.r.discarded": lambda: translate("Taboo", "Discarded"),
    "tb.points": lambda: translate("Taboo", "%n point(s)", None, PLURAL),
    "tb.wins": lambda: translate("Taboo", "{team} wins!"),
    "tb.draw": lambda: translate("Taboo", "It's a draw!"),
    "tb.no_winner": lambda: translate("Taboo", "Game over: no winner"),
    # Codenames
    "cn.show_key": lambda: translate("CodenamesScreen", "Show the key (spymaster)"),
    "cn.hide_key": lambda: translate("CodenamesScreen", "Hide the key"),
    "cn.guess_word": lambda: translate("WebPage", "Guess: {word}"),
    "cn.pick_card": lambda: translate("WebPage", "Tap a word, then confirm here"),
    "cn.your_clue": lambda: translate("ClueEntry", "Your clue"),
    "cn.clue_word": lambda: translate("ClueEntry", "Clue word"),
    "cn.clue_number": lambda: translate("ClueEntry", "Number of words"),
    "cn.give_clue": lambda: translate("ClueEntry", "Give the clue"),
    "cn.clue_hint": lambda: translate(
        "CodenamesScreen", "Your turn: give a clue, one word and a number."),
    "cn.clue": lambda: translate("ClueStatus", "Clue"),
    "cn.wait_clue": lambda: translate("CodenamesScreen", "Waiting for the spymaster's clue…"),
    "cn.guesses_left": lambda: translate("ClueStatus", "Guesses left: %n", None, PLURAL),
    "cn.unlimited": lambda: translate("ClueStatus", "Guesses: unlimited while right"),
    "cn.end_turn": lambda: translate("CodenamesScreen", "End the turn"),
    "cn.turn_of": lambda: translate("CodenamesScreen", "{team}: {name}'s turn"),
    "cn.agents_left": lambda: translate("AgentsLeft", "{team}: %n agent(s) left", None, PLURAL),
    "cn.cover": lambda: translate("CoverPanel", "Cover one word of the other team"),
    "cn.wait_others": lambda: translate("CodenamesScreen", "Waiting for the other players…"),
    "cn.win_team": lambda: translate("CodenamesTexts", "{team} wins!"),
    "cn.win_coop": lambda: translate("CodenamesTexts", "You win: every agent found!"),
    "cn.lose_coop": lambda: translate("CodenamesTexts", "The key wins this time."),
    "cn.no_winner": lambda: translate("CodenamesTexts", "The game ends with no winner."),
    "cn.assassin": lambda: translate("CodenamesTexts", "The assassin was revealed."),
    # Titles (a lobby shows a player's chosen title under the name)
    **{f"title.{title_id}": _title(source) for title_id, source in title_texts.NAMES.items()},
}


def ts_entries(path: Path) -> dict[tuple[str, str], str | list[str]]:
    """(context, source) -> translation of a ``.ts`` file (unfinished ones left out); a
    plural entry (``numerus="yes"``) gives its forms."""
    entries: dict[tuple[str, str], str | list[str]] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            node = message.find("translation")
            if node is None or node.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            key = (name, message.findtext("source") or "")
            forms = [form.text or "" for form in node.iter("numerusform")]
            entries[key] = forms if message.get("numerus") == "yes" else node.text or ""
    return entries


@contextmanager
def _language(language: str) -> Iterator[None]:
    _table.clear()
    _table.update(ts_entries(ts_path(language)))
    _categories[0] = PLURAL_CATEGORIES[language]
    try:
        yield
    finally:
        _table.clear()
        _categories[0] = PLURAL_CATEGORIES["en"]


def build() -> dict[str, dict[str, Text]]:
    """Every text in every language: {language: {key: text}}."""
    out: dict[str, dict[str, Text]] = {}
    for language in LANGUAGES:
        with _language(language):
            out[language] = {key: make() for key, make in TEXTS.items()}
    return out


def render(texts: dict[str, dict[str, Text]]) -> str:
    return json.dumps(texts, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def main(argv: list[str] | None = None) -> int:
    TEXTS_FILE.write_text(render(build()), encoding="utf-8")
    print(f"wrote {TEXTS_FILE} ({len(TEXTS)} texts)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
