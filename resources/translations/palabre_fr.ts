<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Palabre</source>
        <translation>À propos de Palabre</translation>
    </message>
    <message>
        <source>Palabre</source>
        <translation>Palabre</translation>
    </message>
    <message>
        <source>Version {app} · Qt {qt} · PySide {pyside}</source>
        <translation>Version {app} · Qt {qt} · PySide {pyside}</translation>
    </message>
    <message>
        <source>Word-party games for one screen, a network or a TV: Spy Word, Around the Word and Codenames. Made by the Palabre team; free software under the GPL 3.0 or later.</source>
        <translation>Des jeux de mots pour un écran, un réseau ou une télé : Mot Espion, Autour du mot et Codenames. Créé par l'équipe Palabre ; logiciel libre sous licence GPL 3.0 ou ultérieure.</translation>
    </message>
    <message>
        <source>Pictures: &lt;a href="{url}"&gt;OpenMoji&lt;/a&gt;, the open-source emoji and icon project.</source>
        <translation>Images : &lt;a href="{url}"&gt;OpenMoji&lt;/a&gt;, le projet libre d'emoji et d'icônes.</translation>
    </message>
    <message>
        <source>Licence of the pictures: {licence} ({url})</source>
        <translation>Licence des images : {licence} ({url})</translation>
    </message>
</context>
<context>
    <name>FallbackTableWidget</name>
    <message>
        <source>Palabre</source>
        <translation>Palabre</translation>
    </message>
    <message>
        <source>The game will show here once it starts.</source>
        <translation>La partie s'affichera ici dès qu'elle commencera.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Spy Word</source>
        <extracomment>lupdate reads ``translate("Context", "text")`` calls: keep both literal.</extracomment>
        <translation>Mot Espion</translation>
    </message>
    <message>
        <source>Around the Word</source>
        <translation>Autour du mot</translation>
    </message>
    <message>
        <source>Codenames</source>
        <translation>Codenames</translation>
    </message>
    <message>
        <source>Your word is different? You are the spy.</source>
        <translation>Ton mot est différent ? Tu es l'espion.</translation>
    </message>
    <message>
        <source>Say anything, except the forbidden words.</source>
        <translation>Dis tout, sauf les mots interdits.</translation>
    </message>
    <message>
        <source>One word, several meanings: lead your team to its agents.</source>
        <translation>Un mot, plusieurs sens : guide ton équipe vers ses agents.</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low} à {high} joueurs</translation>
    </message>
    <message>
        <source>about {minutes} min</source>
        <translation>environ {minutes} min</translation>
    </message>
    <message>
        <source>{low}–{high} min</source>
        <translation>{low} à {high} min</translation>
    </message>
    <message>
        <source>Classic (two teams)</source>
        <translation>Classique (deux équipes)</translation>
    </message>
    <message>
        <source>Two players, together</source>
        <translation>Deux joueurs, ensemble</translation>
    </message>
    <message>
        <source>Three players, together</source>
        <translation>Trois joueurs, ensemble</translation>
    </message>
    <message>
        <source>Three players: two spymasters, one guesser</source>
        <translation>Trois joueurs : deux maîtres-espions, un agent</translation>
    </message>
    <message>
        <source>Everyone gets a secret word with its picture. The spies get a slightly different word and usually do not know it; the ghost gets no word at all.</source>
        <translation>Chacun reçoit un mot secret avec son image. Les espions reçoivent un mot un peu différent et, en général, ne le savent pas ; le fantôme ne reçoit aucun mot.</translation>
    </message>
    <message>
        <source>Each round, everyone gives one clue about their word, in turn. Then the table talks it over and votes one player out.</source>
        <translation>À chaque manche, chacun donne à son tour un indice sur son mot. Puis la table en discute et vote pour éliminer un joueur.</translation>
    </message>
    <message>
        <source>Citizens win when no spy and no ghost is left. Spies and ghost win together when only one citizen remains. An eliminated ghost who guesses the citizens' word wins alone.</source>
        <translation>Les citoyens gagnent quand il ne reste ni espion ni fantôme. Espions et fantôme gagnent ensemble quand il ne reste qu'un citoyen. Un fantôme éliminé qui devine le mot des citoyens gagne seul.</translation>
    </message>
    <message>
        <source>On one computer, pass it around: each player reveals their own card behind a privacy screen, then hides it again.</source>
        <translation>Sur un seul ordinateur, faites-le passer : chacun découvre sa carte derrière un écran de confidentialité, puis la cache à nouveau.</translation>
    </message>
    <message>
        <source>Two teams take turns. The clue-giver has one minute to make their team guess as many words as possible.</source>
        <translation>Deux équipes jouent à tour de rôle. Celui qui fait deviner a une minute pour faire trouver à son équipe le plus de mots possible.</translation>
    </message>
    <message>
        <source>Never say the word, part of it, or any of the five forbidden words on the card. The other team watches the card and presses Buzz! when you slip.</source>
        <translation>Ne dis jamais le mot, une partie du mot, ni aucun des cinq mots interdits de la carte. L'autre équipe surveille la carte et appuie sur Buzz ! au moindre faux pas.</translation>
    </message>
    <message>
        <source>Found: one point. Buzz!: one point off. You may pass up to three cards a turn.</source>
        <translation>Trouvé : un point. Buzz ! : un point en moins. Tu peux passer jusqu'à trois cartes par tour.</translation>
    </message>
    <message>
        <source>When both decks are used up, the team with more points wins.</source>
        <translation>Quand les deux paquets sont épuisés, l'équipe qui a le plus de points gagne.</translation>
    </message>
    <message>
        <source>Two teams, each with a spymaster who sees the secret key of the 25-word grid.</source>
        <translation>Deux équipes, chacune avec un maître-espion qui voit la carte secrète de la grille de 25 mots.</translation>
    </message>
    <message>
        <source>The spymaster gives one word and a number. Their team picks the words they think are theirs: a right guess lets them go on, a wrong one ends the turn.</source>
        <translation>Le maître-espion donne un mot et un nombre. Son équipe désigne les mots qu'elle croit être les siens : une bonne réponse permet de continuer, une erreur termine le tour.</translation>
    </message>
    <message>
        <source>The first team to find all its words wins; the team that finds the assassin loses at once.</source>
        <translation>La première équipe qui trouve tous ses mots gagne ; l'équipe qui tombe sur l'assassin perd aussitôt.</translation>
    </message>
    <message>
        <source>Variants: two or three players can play together against the key, or three players with two rival spymasters.</source>
        <translation>Variantes : à deux ou trois, on peut jouer ensemble contre la carte, ou à trois avec deux maîtres-espions rivaux.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play {game}</source>
        <translation>Comment jouer à {game}</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Palabre</source>
        <extracomment>OpenMoji pictures standing for each game on its card.</extracomment>
        <translation>Palabre</translation>
    </message>
    <message>
        <source>Word games for the whole table</source>
        <translation>Des jeux de mots pour toute la tablée</translation>
    </message>
    <message>
        <source>{players} · {duration}</source>
        <translation>{players} · {duration}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>Jouer à {game}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>Comment jouer à {game}</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Text &amp;size</source>
        <translation>Taille du te&amp;xte</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>Vue de table</translation>
    </message>
    <message>
        <source>A second window for a TV or projector, showing only public information</source>
        <translation>Une seconde fenêtre pour une télé ou un projecteur, qui n'affiche que les informations publiques</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Palabre: {game}</source>
        <translation>Palabre : {game}</translation>
    </message>
    <message>
        <source>Palabre</source>
        <translation>Palabre</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Back to the &amp;home screen</source>
        <translation>Retour à l'&amp;accueil</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Open the &amp;table view window</source>
        <translation>Ouvrir la fenêtre de &amp;vue de table</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;About Palabre</source>
        <translation>À &amp;propos de Palabre</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Pas permis pour l'instant.</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Quitter la partie ?</translation>
    </message>
    <message>
        <source>The game in progress will be lost. Leave it?</source>
        <translation>La partie en cours sera perdue. La quitter ?</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Passe à {name}</translation>
    </message>
    <message>
        <source>Only {name} should look. Click or press Space to reveal.</source>
        <translation>Seul·e {name} doit regarder. Clique ou appuie sur Espace pour afficher.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Reveal the secret screen of {name}</source>
        <translation>Afficher l'écran secret de {name}</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Cacher</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Retour à la liste des jeux</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>New player's name</source>
        <translation>Nom du nouveau joueur</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Retirer la sélection</translation>
    </message>
    <message>
        <source>Double-click a name (or press F2) to rename.</source>
        <translation>Double-clique sur un nom (ou appuie sur F2) pour le renommer.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Word packs</source>
        <translation>Paquets de mots</translation>
    </message>
    <message>
        <source>Choose one pack.</source>
        <translation>Choisis un paquet.</translation>
    </message>
    <message>
        <source>Tick one or more packs.</source>
        <translation>Coche un ou plusieurs paquets.</translation>
    </message>
    <message>
        <source>No pack in this language.</source>
        <translation>Aucun paquet dans cette langue.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation>Durée estimée : {duration}</translation>
    </message>
    <message>
        <source>This game's screens are not ready yet: it cannot be played in this version.</source>
        <translation>Les écrans de ce jeu ne sont pas encore prêts : il ne peut pas être joué dans cette version.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Rôles</translation>
    </message>
    <message>
        <source>Click a name to move that player to the other team.</source>
        <translation>Clique sur un nom pour faire passer ce joueur dans l'autre équipe.</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Mélanger les équipes</translation>
    </message>
    <message>
        <source>The other player guesses for both spymasters.</source>
        <translation>L'autre joueur devine pour les deux maîtres-espions.</translation>
    </message>
    <message>
        <source>{name} (spymaster)</source>
        <translation>{name} (maître-espion)</translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation>Faire passer {name} dans l'{team}</translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation>Maître-espion</translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation>Maître-espion de l'{team}</translation>
    </message>
</context>
<context>
    <name>SetupTexts</name>
    <message>
        <source>Spies</source>
        <extracomment>lupdate reads ``translate("Context", "text")`` calls: keep both literal.</extracomment>
        <translation>Espions</translation>
    </message>
    <message>
        <source>Ghost (a player with no word)</source>
        <translation>Fantôme (un joueur sans mot)</translation>
    </message>
    <message>
        <source>Spies know they are spies</source>
        <translation>Les espions savent qu'ils sont espions</translation>
    </message>
    <message>
        <source>Show the role of eliminated players</source>
        <translation>Révéler le rôle des joueurs éliminés</translation>
    </message>
    <message>
        <source>Vote results</source>
        <translation>Résultats des votes</translation>
    </message>
    <message>
        <source>Allow "Pass" in votes</source>
        <translation>Autoriser « Passer » lors des votes</translation>
    </message>
    <message>
        <source>Each clue is</source>
        <translation>Chaque indice est</translation>
    </message>
    <message>
        <source>Discussion time</source>
        <translation>Temps de discussion</translation>
    </message>
    <message>
        <source>On a tie</source>
        <translation>En cas d'égalité</translation>
    </message>
    <message>
        <source>Cards per team</source>
        <translation>Cartes par équipe</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Temps par tour</translation>
    </message>
    <message>
        <source>Who voted for whom</source>
        <translation>Qui a voté pour qui</translation>
    </message>
    <message>
        <source>Totals only</source>
        <translation>Totaux seulement</translation>
    </message>
    <message>
        <source>One word</source>
        <translation>Un mot</translation>
    </message>
    <message>
        <source>One sentence</source>
        <translation>Une phrase</translation>
    </message>
    <message>
        <source>A duel between the tied players</source>
        <translation>Un duel entre les ex æquo</translation>
    </message>
    <message>
        <source>A random draw</source>
        <translation>Un tirage au sort</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Illimité</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Sans limite de temps</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{cards} cards (about {minutes} min)</source>
        <translation>{cards} cartes (environ {minutes} min)</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two players are called {name}: give them different names.</source>
        <translation>Deux joueurs s'appellent {name} : donne-leur des noms différents.</translation>
    </message>
    <message>
        <source>Tick at least one pack.</source>
        <translation>Coche au moins un paquet.</translation>
    </message>
    <message>
        <source>Choose exactly one pack.</source>
        <translation>Choisis exactement un paquet.</translation>
    </message>
    <message>
        <source>Spy Word needs {min} to {max} players.</source>
        <translation>Mot Espion se joue de {min} à {max} joueurs.</translation>
    </message>
    <message>
        <source>With this many players, there can be at most {max} spies.</source>
        <translation>Avec ce nombre de joueurs, il peut y avoir au plus {max} espions.</translation>
    </message>
    <message>
        <source>The ghost needs at least 5 players.</source>
        <translation>Le fantôme demande au moins 5 joueurs.</translation>
    </message>
    <message>
        <source>Too many spies and ghost: the citizens must outnumber them.</source>
        <translation>Trop d'espions et de fantôme : les citoyens doivent être plus nombreux.</translation>
    </message>
    <message>
        <source>The chosen packs have no word pairs.</source>
        <translation>Les paquets choisis n'ont aucune paire de mots.</translation>
    </message>
    <message>
        <source>Around the Word needs 4 to 10 players.</source>
        <translation>Autour du mot se joue de 4 à 10 joueurs.</translation>
    </message>
    <message>
        <source>Each team needs at least 2 players: move someone to the {team}.</source>
        <translation>Chaque équipe doit avoir au moins 2 joueurs : fais passer quelqu'un dans l'{team}.</translation>
    </message>
    <message>
        <source>This variant is for exactly {expected} players.</source>
        <translation>Cette variante se joue à {expected} exactement.</translation>
    </message>
    <message>
        <source>The {team} needs exactly one spymaster.</source>
        <translation>L'{team} doit avoir exactement un maître-espion.</translation>
    </message>
    <message>
        <source>The {team} needs at least one player to guess.</source>
        <translation>L'{team} doit avoir au moins un joueur qui devine.</translation>
    </message>
    <message>
        <source>In this variant everyone plays in the same team.</source>
        <translation>Dans cette variante, tout le monde joue dans la même équipe.</translation>
    </message>
    <message>
        <source>The chosen packs have fewer than 25 different words.</source>
        <translation>Les paquets choisis ont moins de 25 mots différents.</translation>
    </message>
    <message>
        <source>These settings cannot be used ({code}).</source>
        <translation>Ces réglages ne peuvent pas être utilisés ({code}).</translation>
    </message>
    <message>
        <source>{count} players (this game is for {low})</source>
        <translation>{count} joueurs (ce jeu se joue à {low})</translation>
    </message>
    <message>
        <source>{count} players ({low}–{high})</source>
        <translation>{count} joueurs ({low} à {high})</translation>
    </message>
    <message>
        <source>{game}: new game</source>
        <translation>{game} : nouvelle partie</translation>
    </message>
</context>
<context>
    <name>TableViewWindow</name>
    <message>
        <source>Palabre: table view</source>
        <translation>Palabre : vue de table</translation>
    </message>
    <message>
        <source>&amp;Screen</source>
        <translation>É&amp;cran</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Fenêtre</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <source>&amp;Close the table view</source>
        <translation>&amp;Fermer la vue de table</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Red team</source>
        <translation>équipe rouge</translation>
    </message>
    <message>
        <source>Blue team</source>
        <translation>équipe bleue</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>civil</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>assassin</translation>
    </message>
    <message>
        <source>No team</source>
        <translation>sans équipe</translation>
    </message>
</context>
</TS>