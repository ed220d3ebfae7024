"""How to earn a title, per statistic and language: ``(one, many)`` sentences, ``{n}``
the threshold (``one`` is used when the threshold is 1; empty when a title never has 1).

One sentence per statistic keeps every title's line true to its condition. French uses
"vous" as the seed's own title lines do ("Gagnez 35 parties d'affilée…"); German, Spanish
and Italian the familiar form the rest of the app uses.
"""

from __future__ import annotations

Lines = dict[str, tuple[str, str]]
#: A catalogue row: id, statistic key, threshold, names in en, fr, de, es, it.
Row = tuple[str, str, int, str, str, str, str, str]

_PLAYED: Lines = {
    "en": ("Finish your first game.", "Finish {n} games."),
    "fr": ("Terminez votre première partie.", "Terminez {n} parties."),
    "de": ("Beende dein erstes Spiel.", "Beende {n} Spiele."),
    "es": ("Termina tu primera partida.", "Termina {n} partidas."),
    "it": ("Finisci la tua prima partita.", "Finisci {n} partite."),
}
_WON: Lines = {
    "en": ("Win a game.", "Win {n} games."),
    "fr": ("Gagnez une partie.", "Gagnez {n} parties."),
    "de": ("Gewinne ein Spiel.", "Gewinne {n} Spiele."),
    "es": ("Gana una partida.", "Gana {n} partidas."),
    "it": ("Vinci una partita.", "Vinci {n} partite."),
}
_STREAK: Lines = {
    "en": ("", "Win {n} games in a row."),
    "fr": ("", "Gagnez {n} parties d'affilée."),
    "de": ("", "Gewinne {n} Spiele in Folge."),
    "es": ("", "Gana {n} partidas seguidas."),
    "it": ("", "Vinci {n} partite di fila."),
}


def _as(role: dict[str, str], verb: str) -> Lines:
    """"Win/Play a game as <role>" in each language."""
    if verb == "won":
        return {
            "en": (f"Win a game as {role['en']}.", f"Win {{n}} games as {role['en']}."),
            "fr": (f"Gagnez une partie en {role['fr']}.",
                   f"Gagnez {{n}} parties en {role['fr']}."),
            "de": (f"Gewinne ein Spiel als {role['de']}.",
                   f"Gewinne {{n}} Spiele als {role['de']}."),
            "es": (f"Gana una partida como {role['es']}.",
                   f"Gana {{n}} partidas como {role['es']}."),
            "it": (f"Vinci una partita da {role['it']}.",
                   f"Vinci {{n}} partite da {role['it']}."),
        }
    return {
        "en": (f"Play a game as {role['en']}.", f"Play {{n}} games as {role['en']}."),
        "fr": (f"Jouez une partie en {role['fr']}.", f"Jouez {{n}} parties en {role['fr']}."),
        "de": (f"Spiele ein Spiel als {role['de']}.", f"Spiele {{n}} Spiele als {role['de']}."),
        "es": (f"Juega una partida como {role['es']}.",
               f"Juega {{n}} partidas como {role['es']}."),
        "it": (f"Gioca una partita da {role['it']}.", f"Gioca {{n}} partite da {role['it']}."),
    }


_CITIZEN = {"en": "a citizen", "fr": "citoyen", "de": "Bürger", "es": "ciudadano",
            "it": "cittadino"}
_SPY = {"en": "a spy", "fr": "espion", "de": "Spion", "es": "espía", "it": "spia"}
_GHOST = {"en": "the ghost", "fr": "fantôme", "de": "Geist", "es": "fantasma",
          "it": "fantasma"}
_SPYMASTER = {"en": "spymaster", "fr": "maître-espion", "de": "Geheimdienstchef",
              "es": "jefe de espías", "it": "capo spia"}
_GUESSER = {"en": "a guesser", "fr": "agent", "de": "Ermittler", "es": "agente",
            "it": "agente"}

HOW_LINES: dict[str, Lines] = {
    "spyword.played": _PLAYED,
    "spyword.won": _WON,
    "spyword.best_streak": {  # the seed's own line (SW-PROG-1)
        "en": ("", "Win {n} games in a row, whatever your role."),
        "fr": ("", "Gagnez {n} parties d'affilée, quel que soit votre rôle."),
        "de": ("", "Gewinne {n} Spiele in Folge, egal in welcher Rolle."),
        "es": ("", "Gana {n} partidas seguidas, sea cual sea tu rol."),
        "it": ("", "Vinci {n} partite di fila, qualunque sia il tuo ruolo."),
    },
    "spyword.won.citizen": _as(_CITIZEN, "won"),
    "spyword.won.spy": _as(_SPY, "won"),
    "spyword.won.ghost": _as(_GHOST, "won"),
    "spyword.played.spy": _as(_SPY, "played"),
    "spyword.played.ghost": _as(_GHOST, "played"),
    "spyword.ghost_guessed": {
        "en": ("As the ghost, guess the citizens' word.",
               "As the ghost, guess the citizens' word {n} times."),
        "fr": ("En fantôme, devinez le mot des citoyens.",
               "En fantôme, devinez {n} fois le mot des citoyens."),
        "de": ("Errate als Geist das Wort der Bürger.",
               "Errate als Geist {n}-mal das Wort der Bürger."),
        "es": ("Como fantasma, adivina la palabra de los ciudadanos.",
               "Como fantasma, adivina {n} veces la palabra de los ciudadanos."),
        "it": ("Da fantasma, indovina la parola dei cittadini.",
               "Da fantasma, indovina {n} volte la parola dei cittadini."),
    },
    "spyword.spy_unseen": {
        "en": ("Win as a spy without being eliminated.",
               "Win {n} games as a spy without being eliminated."),
        "fr": ("Gagnez en espion sans être éliminé.",
               "Gagnez {n} parties en espion sans être éliminé."),
        "de": ("Gewinne als Spion, ohne auszuscheiden.",
               "Gewinne {n} Spiele als Spion, ohne auszuscheiden."),
        "es": ("Gana como espía sin que te eliminen.",
               "Gana {n} partidas como espía sin que te eliminen."),
        "it": ("Vinci da spia senza essere eliminato.",
               "Vinci {n} partite da spia senza essere eliminato."),
    },
    "spyword.survived": {
        "en": ("Win a game without being eliminated.",
               "Win {n} games without being eliminated."),
        "fr": ("Gagnez une partie sans être éliminé.", "Gagnez {n} parties sans être éliminé."),
        "de": ("Gewinne ein Spiel, ohne auszuscheiden.",
               "Gewinne {n} Spiele, ohne auszuscheiden."),
        "es": ("Gana una partida sin que te eliminen.",
               "Gana {n} partidas sin que te eliminen."),
        "it": ("Vinci una partita senza essere eliminato.",
               "Vinci {n} partite senza essere eliminato."),
    },
    "spyword.spies_caught": {
        "en": ("As a citizen, vote out a spy or the ghost.",
               "As a citizen, vote out a spy or the ghost {n} times."),
        "fr": ("En citoyen, faites éliminer un espion ou le fantôme par votre vote.",
               "En citoyen, faites éliminer {n} fois un espion ou le fantôme par votre vote."),
        "de": ("Wähle als Bürger einen Spion oder den Geist raus.",
               "Wähle als Bürger {n}-mal einen Spion oder den Geist raus."),
        "es": ("Como ciudadano, elimina con tu voto a un espía o al fantasma.",
               "Como ciudadano, elimina con tu voto a un espía o al fantasma {n} veces."),
        "it": ("Da cittadino, elimina col tuo voto una spia o il fantasma.",
               "Da cittadino, elimina col tuo voto una spia o il fantasma {n} volte."),
    },
    "spyword.quick_win": {  # facts.QUICK_WIN_ROUNDS
        "en": ("Win a game that ends within two rounds.",
               "Win {n} games that end within two rounds."),
        "fr": ("Gagnez une partie terminée en deux manches au plus.",
               "Gagnez {n} parties terminées en deux manches au plus."),
        "de": ("Gewinne ein Spiel, das nach höchstens zwei Runden endet.",
               "Gewinne {n} Spiele, die nach höchstens zwei Runden enden."),
        "es": ("Gana una partida que termine en dos rondas o menos.",
               "Gana {n} partidas que terminen en dos rondas o menos."),
        "it": ("Vinci una partita che finisce entro due manche.",
               "Vinci {n} partite che finiscono entro due manche."),
    },
    "taboo.played": _PLAYED,
    "taboo.won": _WON,
    "taboo.best_streak": _STREAK,
    "taboo.cards_found": {
        "en": ("Give clues that make your team find a card.",
               "Give clues that make your team find {n} cards."),
        "fr": ("Faites deviner une carte à votre équipe.",
               "Faites deviner {n} cartes à votre équipe."),
        "de": ("Lass dein Team eine Karte erraten.", "Lass dein Team {n} Karten erraten."),
        "es": ("Haz que tu equipo adivine una carta.",
               "Haz que tu equipo adivine {n} cartas."),
        "it": ("Fai indovinare una carta alla tua squadra.",
               "Fai indovinare {n} carte alla tua squadra."),
    },
    "taboo.best_turn": {
        "en": ("", "Make your team find {n} cards in one turn."),
        "fr": ("", "Faites deviner {n} cartes à votre équipe en un seul tour."),
        "de": ("", "Lass dein Team in einer Runde {n} Karten erraten."),
        "es": ("", "Haz que tu equipo adivine {n} cartas en un solo turno."),
        "it": ("", "Fai indovinare {n} carte alla tua squadra in un solo turno."),
    },
    "taboo.clean_turns": {  # facts.CLEAN_TURN_MIN_FOUND
        "en": ("Give clues for a turn with 3 or more cards found and no Buzz!",
               "Give clues for {n} turns with 3 or more cards found and no Buzz!"),
        "fr": ("Faites deviner au moins 3 cartes en un tour sans aucun Buzz !",
               "Faites deviner au moins 3 cartes sans aucun Buzz ! pendant {n} tours."),
        "de": ("Lass in einer Runde mindestens 3 Karten erraten, ganz ohne Buzz!",
               "Lass in {n} Runden mindestens 3 Karten erraten, ganz ohne Buzz!"),
        "es": ("Haz adivinar al menos 3 cartas en un turno sin ningún ¡Buzz!",
               "Haz adivinar al menos 3 cartas sin ningún ¡Buzz! en {n} turnos."),
        "it": ("Fai indovinare almeno 3 carte in un turno senza nessun Buzz!",
               "Fai indovinare almeno 3 carte senza nessun Buzz! in {n} turni."),
    },
    "taboo.buzzes_caught": {
        "en": ("Catch a forbidden word while the other team plays.",
               "Catch {n} forbidden words while the other team plays."),
        "fr": ("Repérez un mot interdit quand l'autre équipe joue.",
               "Repérez {n} mots interdits quand l'autre équipe joue."),
        "de": ("Ertappe ein verbotenes Wort, während das andere Team spielt.",
               "Ertappe {n} verbotene Wörter, während das andere Team spielt."),
        "es": ("Pilla una palabra prohibida mientras juega el otro equipo.",
               "Pilla {n} palabras prohibidas mientras juega el otro equipo."),
        "it": ("Scopri una parola vietata mentre gioca l'altra squadra.",
               "Scopri {n} parole vietate mentre gioca l'altra squadra."),
    },
    "taboo.big_win": {  # facts.BIG_WIN_MARGIN
        "en": ("Win a game by 5 points or more.", "Win {n} games by 5 points or more."),
        "fr": ("Gagnez une partie avec 5 points d'avance ou plus.",
               "Gagnez {n} parties avec 5 points d'avance ou plus."),
        "de": ("Gewinne ein Spiel mit mindestens 5 Punkten Vorsprung.",
               "Gewinne {n} Spiele mit mindestens 5 Punkten Vorsprung."),
        "es": ("Gana una partida por 5 puntos o más.", "Gana {n} partidas por 5 puntos o más."),
        "it": ("Vinci una partita con almeno 5 punti di vantaggio.",
               "Vinci {n} partite con almeno 5 punti di vantaggio."),
    },
    "taboo.photo_finish": {
        "en": ("Win a game tied on points, by the shorter play time.",
               "Win {n} games tied on points, by the shorter play time."),
        "fr": ("Gagnez une partie à égalité de points, au temps de jeu.",
               "Gagnez {n} parties à égalité de points, au temps de jeu."),
        "de": ("Gewinne ein Spiel bei Punktgleichstand durch die kürzere Spielzeit.",
               "Gewinne {n} Spiele bei Punktgleichstand durch die kürzere Spielzeit."),
        "es": ("Gana una partida empatada a puntos, por tener menos tiempo de juego.",
               "Gana {n} partidas empatadas a puntos, por tener menos tiempo de juego."),
        "it": ("Vinci una partita in parità di punti, per il tempo di gioco più breve.",
               "Vinci {n} partite in parità di punti, per il tempo di gioco più breve."),
    },
    "codenames.played": _PLAYED,
    "codenames.won": _WON,
    "codenames.best_streak": _STREAK,
    "codenames.won.spymaster": _as(_SPYMASTER, "won"),
    "codenames.won.guesser": _as(_GUESSER, "won"),
    "codenames.clues_4plus": {  # facts.BIG_CLUE_WORDS
        "en": ("Give a clue on which your team finds 4 or more of its words.",
               "Give {n} clues on which your team finds 4 or more of its words."),
        "fr": ("Donnez un indice qui fait trouver 4 mots ou plus à votre équipe.",
               "Donnez {n} indices qui font trouver 4 mots ou plus à votre équipe."),
        "de": ("Gib einen Hinweis, mit dem dein Team 4 oder mehr seiner Wörter findet.",
               "Gib {n} Hinweise, mit denen dein Team 4 oder mehr seiner Wörter findet."),
        "es": ("Da una pista con la que tu equipo encuentre 4 o más de sus palabras.",
               "Da {n} pistas con las que tu equipo encuentre 4 o más de sus palabras."),
        "it": ("Dai un indizio con cui la tua squadra trova 4 o più delle sue parole.",
               "Dai {n} indizi con cui la tua squadra trova 4 o più delle sue parole."),
    },
    "codenames.correct_guesses": {
        "en": ("Find one of your team's words.", "Find {n} of your team's words."),
        "fr": ("Trouvez un mot de votre équipe.", "Trouvez {n} mots de votre équipe."),
        "de": ("Finde ein Wort deines Teams.", "Finde {n} Wörter deines Teams."),
        "es": ("Encuentra una palabra de tu equipo.", "Encuentra {n} palabras de tu equipo."),
        "it": ("Trova una parola della tua squadra.", "Trova {n} parole della tua squadra."),
    },
    "codenames.clean_sweep": {
        "en": ("Win a game in which your team never picks a wrong card.",
               "Win {n} games in which your team never picks a wrong card."),
        "fr": ("Gagnez une partie sans que votre équipe touche une mauvaise carte.",
               "Gagnez {n} parties sans que votre équipe touche une mauvaise carte."),
        "de": ("Gewinne ein Spiel, in dem dein Team nie eine falsche Karte wählt.",
               "Gewinne {n} Spiele, in denen dein Team nie eine falsche Karte wählt."),
        "es": ("Gana una partida sin que tu equipo elija ninguna carta equivocada.",
               "Gana {n} partidas sin que tu equipo elija ninguna carta equivocada."),
        "it": ("Vinci una partita in cui la tua squadra non sceglie mai una carta sbagliata.",
               "Vinci {n} partite in cui la tua squadra non sceglie mai una carta sbagliata."),
    },
    "all.played": {
        "en": ("Finish a game of any kind.", "Finish {n} games, of any kind."),
        "fr": ("Terminez une partie, tous jeux confondus.",
               "Terminez {n} parties, tous jeux confondus."),
        "de": ("Beende ein Spiel, egal welches.", "Beende {n} Spiele, egal welche."),
        "es": ("Termina una partida de cualquier juego.",
               "Termina {n} partidas de cualquier juego."),
        "it": ("Finisci una partita di qualsiasi gioco.",
               "Finisci {n} partite di qualsiasi gioco."),
    },
    "all.won": {
        "en": ("Win a game of any kind.", "Win {n} games, of any kind."),
        "fr": ("Gagnez une partie, tous jeux confondus.",
               "Gagnez {n} parties, tous jeux confondus."),
        "de": ("Gewinne ein Spiel, egal welches.", "Gewinne {n} Spiele, egal welche."),
        "es": ("Gana una partida de cualquier juego.", "Gana {n} partidas de cualquier juego."),
        "it": ("Vinci una partita di qualsiasi gioco.", "Vinci {n} partite di qualsiasi gioco."),
    },
    "all.best_streak": {
        "en": ("", "Win {n} games in a row, whichever games they are."),
        "fr": ("", "Gagnez {n} parties d'affilée, tous jeux confondus."),
        "de": ("", "Gewinne {n} Spiele in Folge, egal welche."),
        "es": ("", "Gana {n} partidas seguidas, sean del juego que sean."),
        "it": ("", "Vinci {n} partite di fila, di qualsiasi gioco."),
    },
    "all.games_tried": {
        "en": ("", "Finish a game of each of the {n} games."),
        "fr": ("", "Terminez une partie de chacun des {n} jeux."),
        "de": ("", "Beende ein Spiel von jedem der {n} Spiele."),
        "es": ("", "Termina una partida de cada uno de los {n} juegos."),
        "it": ("", "Finisci una partita di ciascuno dei {n} giochi."),
    },
    "all.games_won_in": {
        "en": ("", "Win at least once in each of the {n} games."),
        "fr": ("", "Gagnez au moins une fois à chacun des {n} jeux."),
        "de": ("", "Gewinne mindestens einmal in jedem der {n} Spiele."),
        "es": ("", "Gana al menos una vez en cada uno de los {n} juegos."),
        "it": ("", "Vinci almeno una volta in ciascuno dei {n} giochi."),
    },
    "all.best_day": {
        "en": ("", "Finish {n} games on the same day."),
        "fr": ("", "Terminez {n} parties le même jour."),
        "de": ("", "Beende {n} Spiele an einem Tag."),
        "es": ("", "Termina {n} partidas el mismo día."),
        "it": ("", "Finisci {n} partite nello stesso giorno."),
    },
    "level": {
        "en": ("", "Reach level {n}."),
        "fr": ("", "Atteignez le niveau {n}."),
        "de": ("", "Erreiche Level {n}."),
        "es": ("", "Alcanza el nivel {n}."),
        "it": ("", "Raggiungi il livello {n}."),
    },
}
