<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
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
        <translation>Des jeux de mots pour un écran, un réseau ou une télé&#xa0;: Mot espion, Autour du mot et Codenames. Créé par l&apos;équipe Palabre&#x202f;; logiciel libre sous licence GPL 3.0 ou ultérieure.</translation>
    </message>
    <message>
        <source>Pictures: &lt;a href=&quot;{url}&quot;&gt;OpenMoji&lt;/a&gt;, the open-source emoji and icon project.</source>
        <translation>Images&#xa0;: &lt;a href=&quot;{url}&quot;&gt;OpenMoji&lt;/a&gt;, le projet libre d&apos;emoji et d&apos;icônes.</translation>
    </message>
    <message>
        <source>Licence of the pictures: {licence} ({url})</source>
        <translation>Licence des images&#xa0;: {licence} ({url})</translation>
    </message>
</context>
<context>
    <name>AbsentPlayersBar</name>
    <message>
        <source>{name} lost the connection. Their seat waits for them; meanwhile the game goes on by its rules.</source>
        <translation>{name} a perdu la connexion. Sa place l’attend&#x202f;; en attendant, la partie continue selon ses règles.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Retirer {name}</translation>
    </message>
    <message>
        <source>{name} then counts as having left the game, by its rules.</source>
        <translation>{name} compte alors comme ayant quitté la partie, selon ses règles.</translation>
    </message>
    <message>
        <source>Remove {name} from the game</source>
        <translation>Retirer {name} de la partie</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>Retirer {name}&#x202f;?</translation>
    </message>
    <message>
        <source>{name} then counts as having left the game, by its rules, and cannot join this room again.</source>
        <translation>{name} compte alors comme ayant quitté la partie, selon ses règles, et ne pourra plus rejoindre cette salle.</translation>
    </message>
</context>
<context>
    <name>AgentsLeft</name>
    <message numerus="yes">
        <source>{team}: %n agent(s) left</source>
        <translation>
            <numerusform>{team}&#xa0;: encore %n agent</numerusform>
            <numerusform>{team}&#xa0;: encore %n agents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{team} (opponent): %n left</source>
        <translation>
            <numerusform>{team} (adversaire)&#xa0;: encore %n</numerusform>
            <numerusform>{team} (adversaire)&#xa0;: encore %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Guessing for both: {names}</source>
        <translation>Pour les deux&#xa0;: {names}</translation>
    </message>
</context>
<context>
    <name>ClueEntry</name>
    <message>
        <source>One word and a number (0 to 9)</source>
        <translation>Un mot et un nombre (de 0 à 9)</translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation>Votre indice</translation>
    </message>
    <message>
        <source>Clue word</source>
        <translation>Mot de l&apos;indice</translation>
    </message>
    <message>
        <source>Number of words</source>
        <translation>Nombre de mots</translation>
    </message>
    <message>
        <source>0: as many guesses as you like, while right</source>
        <translation>0&#xa0;: autant d&apos;essais que voulu, tant que c&apos;est juste</translation>
    </message>
    <message>
        <source>Give the clue</source>
        <translation>Donner l&apos;indice</translation>
    </message>
</context>
<context>
    <name>ClueStatus</name>
    <message>
        <source>Clue</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Waiting for the spymaster</source>
        <translation>En attente du maître-espion</translation>
    </message>
    <message>
        <source>Clue of the {team}</source>
        <translation>Indice de l&apos;{team}</translation>
    </message>
    <message>
        <source>Guesses: unlimited while right</source>
        <translation>Essais&#xa0;: illimités tant que c&apos;est juste</translation>
    </message>
    <message numerus="yes">
        <source>Guesses left: %n</source>
        <translation>
            <numerusform>Essais restants&#xa0;: %n</numerusform>
            <numerusform>Essais restants&#xa0;: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CodenamesScreen</name>
    <message>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>The key is showing: guessers, look away!</source>
        <translation>La carte secrète est visible&#xa0;: agents, ne regardez pas&#x202f;!</translation>
    </message>
    <message>
        <source>Clues and guesses</source>
        <translation>Indices et réponses</translation>
    </message>
    <message>
        <source>{team}: {name}&apos;s turn</source>
        <translation>{team}&#xa0;: au tour de {name}</translation>
    </message>
    <message>
        <source>{name}, give a clue: one word and a number.</source>
        <translation>{name}, donnez un indice&#xa0;: un mot et un nombre.</translation>
    </message>
    <message>
        <source>{names}: pick a card. Click it, or use the arrows and Enter, or type its number.</source>
        <translation>{names}&#xa0;: choisissez une carte. Cliquez dessus, ou utilisez les flèches et Entrée, ou tapez son numéro.</translation>
    </message>
    <message>
        <source>Waiting for the spymaster&apos;s clue…</source>
        <translation>En attente de l&apos;indice du maître-espion…</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>En attente des autres joueurs…</translation>
    </message>
    <message>
        <source>Your turn: give a clue, one word and a number.</source>
        <translation>À vous&#xa0;: donnez un indice, un mot et un nombre.</translation>
    </message>
    <message>
        <source>Your turn: pick a card. Click it, or use the arrows and Enter, or type its number.</source>
        <translation>À vous&#xa0;: choisissez une carte. Cliquez dessus, ou utilisez les flèches et Entrée, ou tapez son numéro.</translation>
    </message>
    <message>
        <source>Waiting for {name}: the spymaster is thinking of a clue…</source>
        <translation>En attente de {name}&#xa0;: le maître-espion cherche un indice…</translation>
    </message>
    <message>
        <source>Waiting for {names} to pick a card…</source>
        <translation>En attente de {names}&#xa0;: choix d&apos;une carte…</translation>
    </message>
    <message>
        <source>Waiting for {name} to cover a word of the other team…</source>
        <translation>En attente de {name}, qui recouvre un mot de l&apos;autre équipe…</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>Cacher la carte secrète</translation>
    </message>
    <message>
        <source>Show the key (spymaster)</source>
        <translation>Voir la carte secrète (maître-espion)</translation>
    </message>
</context>
<context>
    <name>CodenamesTable</name>
    <message>
        <source>Clue</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Guesses left</source>
        <translation>Essais restants</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>The spymaster is thinking…</source>
        <translation>Le maître-espion réfléchit…</translation>
    </message>
    <message>
        <source>The spymaster covers a word…</source>
        <translation>Le maître-espion recouvre un mot…</translation>
    </message>
    <message>
        <source>{team}: {names}</source>
        <translation>{team}&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Guessing for both: {names}</source>
        <translation>Pour les deux&#xa0;: {names}</translation>
    </message>
</context>
<context>
    <name>CodenamesTexts</name>
    <message>
        <source>Red agent</source>
        <translation>Agent rouge</translation>
    </message>
    <message>
        <source>Blue agent</source>
        <translation>Agent bleu</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>Civil</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Assassin</translation>
    </message>
    <message>
        <source>Not revealed</source>
        <translation>Pas encore révélée</translation>
    </message>
    <message>
        <source>Type a clue first.</source>
        <translation>Tapez d&apos;abord un indice.</translation>
    </message>
    <message>
        <source>One word only: the clue cannot contain a space.</source>
        <translation>Un seul mot&#xa0;: l&apos;indice ne peut pas contenir d&apos;espace.</translation>
    </message>
    <message>
        <source>One word only: letters and digits, joined at most by a hyphen or an apostrophe.</source>
        <translation>Un seul mot&#xa0;: des lettres et des chiffres, reliés tout au plus par un trait d&apos;union ou une apostrophe.</translation>
    </message>
    <message>
        <source>That is one of the words on the grid: choose another clue.</source>
        <translation>C&apos;est un des mots de la grille&#xa0;: choisissez un autre indice.</translation>
    </message>
    <message>
        <source>The clue contains a word of the grid: choose another clue.</source>
        <translation>L&apos;indice contient un mot de la grille&#xa0;: choisissez un autre indice.</translation>
    </message>
    <message>
        <source>The clue is part of a word on the grid: choose another clue.</source>
        <translation>L&apos;indice fait partie d&apos;un mot de la grille&#xa0;: choisissez un autre indice.</translation>
    </message>
    <message>
        <source>That clue is too long.</source>
        <translation>Cet indice est trop long.</translation>
    </message>
    <message>
        <source>The clue must be a word.</source>
        <translation>L&apos;indice doit être un mot.</translation>
    </message>
    <message>
        <source>The number must be between 0 and 9.</source>
        <translation>Le nombre doit être compris entre 0 et 9.</translation>
    </message>
    <message>
        <source>That card is already revealed.</source>
        <translation>Cette carte est déjà révélée.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Cette carte n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Cover a word of the other team.</source>
        <translation>Recouvrez un mot de l&apos;autre équipe.</translation>
    </message>
    <message>
        <source>Make at least one guess before ending the turn.</source>
        <translation>Faites au moins une proposition avant de finir le tour.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>Only the spymaster can do that.</source>
        <translation>Seul le maître-espion peut faire ça.</translation>
    </message>
    <message>
        <source>The spymaster does not guess.</source>
        <translation>Le maître-espion ne devine pas.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Pas permis pour l&apos;instant.</translation>
    </message>
    <message>
        <source>You win: every agent found!</source>
        <translation>Gagné&#xa0;: tous les agents sont trouvés&#x202f;!</translation>
    </message>
    <message>
        <source>The key wins this time.</source>
        <translation>La carte secrète l&apos;emporte cette fois.</translation>
    </message>
    <message>
        <source>The game ends with no winner.</source>
        <translation>La partie se termine sans vainqueur.</translation>
    </message>
    <message>
        <source>{name} wins, with the guesser!</source>
        <translation>{name} gagne, avec l&apos;agent&#x202f;!</translation>
    </message>
    <message>
        <source>{team} wins!</source>
        <translation>L&apos;{team} gagne&#x202f;!</translation>
    </message>
    <message>
        <source>All the agents of the {team} are found.</source>
        <translation>Tous les agents de l&apos;{team} sont trouvés.</translation>
    </message>
    <message>
        <source>The assassin was revealed.</source>
        <translation>L&apos;assassin a été découvert.</translation>
    </message>
    <message>
        <source>Every word of the other team is covered.</source>
        <translation>Tous les mots de l&apos;autre équipe sont recouverts.</translation>
    </message>
    <message>
        <source>A team has lost its spymaster.</source>
        <translation>Une équipe a perdu son maître-espion.</translation>
    </message>
    <message>
        <source>A team has nobody left to guess.</source>
        <translation>Une équipe n&apos;a plus personne pour deviner.</translation>
    </message>
    <message>
        <source>{name} ⚠ offline</source>
        <translation>{name} ⚠ hors ligne</translation>
    </message>
    <message>
        <source>{name}, {title}</source>
        <translation>{name}, {title}</translation>
    </message>
    <message>
        <source>{name} (spymaster)</source>
        <translation>{name} (maître-espion)</translation>
    </message>
    <message>
        <source>You are the spymaster of the {team}: only your screen shows the key.</source>
        <translation>Vous êtes le maître-espion de l&apos;{team}&#xa0;: seul votre écran montre la carte secrète.</translation>
    </message>
    <message>
        <source>You guess for both spymasters.</source>
        <translation>Vous devinez pour les deux maîtres-espions.</translation>
    </message>
    <message>
        <source>You guess for the {team}.</source>
        <translation>Vous devinez pour l&apos;{team}.</translation>
    </message>
</context>
<context>
    <name>ConnectionBanner</name>
    <message>
        <source>Back to home</source>
        <translation>Retour à l&apos;accueil</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>The host left: the game goes on from another computer in the room. Nothing was lost.</source>
        <translation>L’hôte est parti&#xa0;: la partie continue depuis un autre ordinateur de la salle. Rien n’a été perdu.</translation>
    </message>
    <message>
        <source>The host left: this computer hosts the game now. Keep Palabre open until the game ends.</source>
        <translation>L’hôte est parti&#xa0;: c’est maintenant cet ordinateur qui héberge la partie. Laissez Palabre ouvert jusqu’à la fin de la partie.</translation>
    </message>
    <message>
        <source>The host has not answered for a minute. If it does not come back soon, another computer in the room takes over the game.</source>
        <translation>L’hôte ne répond plus depuis une minute. S’il ne revient pas bientôt, un autre ordinateur de la salle reprend la partie.</translation>
    </message>
    <message>
        <source>The host has not answered for a minute. If Palabre closed on the hosting computer, open it there again and choose Reopen the room.</source>
        <translation>L’hôte ne répond plus depuis une minute. Si Palabre s’est fermé sur l’ordinateur hôte, rouvrez-le sur cet ordinateur et choisissez Rouvrir la salle.</translation>
    </message>
    <message>
        <source>Connecting to the room…</source>
        <translation>Connexion à la salle…</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting… your seat is kept.</source>
        <translation>Connexion perdue — reconnexion… votre place est gardée.</translation>
    </message>
</context>
<context>
    <name>CoverPanel</name>
    <message>
        <source>Cover one word of the other team</source>
        <translation>Recouvrez un mot de l&apos;autre équipe</translation>
    </message>
    <message>
        <source>The key is showing. Pick a card with the other team&apos;s badge: it gets covered as if it had been found.</source>
        <translation>La carte secrète est visible. Choisissez une carte avec l&apos;insigne de l&apos;autre équipe&#xa0;: elle sera recouverte comme si elle avait été trouvée.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Palabre: something went wrong</source>
        <translation>Palabre&#xa0;: un problème est survenu</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <source>Palabre ran into an error it did not expect: {error}. It keeps running; if a screen looks wrong, go back to the home screen or restart Palabre.</source>
        <translation>Palabre a rencontré une erreur inattendue&#xa0;: {error}. L&apos;application continue de fonctionner&#x202f;; si un écran semble incorrect, revenez à l&apos;écran d&apos;accueil ou redémarrez Palabre.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) so far.</source>
        <translation>
            <numerusform>%n erreur jusqu&apos;ici.</numerusform>
            <numerusform>%n erreurs jusqu&apos;ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>No log file could be written: copy the details below for a bug report.</source>
        <translation>Aucun fichier journal n&apos;a pu être écrit&#xa0;: copiez les détails ci-dessous pour un rapport de bogue.</translation>
    </message>
    <message>
        <source>The details are also in the log file: {path}</source>
        <translation>Les détails sont aussi dans le fichier journal&#xa0;: {path}</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copier les détails</translation>
    </message>
</context>
<context>
    <name>CrashSafetyBanner</name>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>son dossier n’accepte plus l’écriture</translation>
    </message>
    <message>
        <source>the journal cannot be written</source>
        <translation>le journal ne peut pas être écrit</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>This room is no longer crash-safe: {reason}. The game goes on, but if Palabre closed now, the last changes would be lost.</source>
        <translation>Cette salle n’est plus protégée contre un plantage&#xa0;: {reason}. La partie continue, mais si Palabre se fermait maintenant, les dernières modifications seraient perdues.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n change(s) could not be saved before Palabre closed: the game goes on from before them.</source>
        <translation>
            <numerusform>%n modification, la dernière, n’a pas pu être enregistrée avant la fermeture de Palabre&#xa0;: la partie reprend juste avant.</numerusform>
            <numerusform>Les %n dernières modifications n’ont pas pu être enregistrées avant la fermeture de Palabre&#xa0;: la partie reprend juste avant.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Clues and guesses</source>
        <translation>Indices et réponses</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Back to the home screen</source>
        <translation>Retour à l&apos;accueil</translation>
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
        <translation>La partie s&apos;affichera ici dès qu&apos;elle commencera.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Spy Word</source>
        <translation>Mot espion</translation>
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
        <translation>Votre mot est différent&#x202f;? Vous êtes l&apos;espion.</translation>
    </message>
    <message>
        <source>Say anything, except the forbidden words.</source>
        <translation>Dites tout, sauf les mots interdits.</translation>
    </message>
    <message>
        <source>One word, several meanings: lead your team to its agents.</source>
        <translation>Un mot, plusieurs sens&#xa0;: guidez votre équipe vers ses agents.</translation>
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
        <translation>Trois joueurs&#xa0;: deux maîtres-espions, un agent</translation>
    </message>
    <message>
        <source>Everyone gets a secret word with its picture. The spies get a slightly different word and usually do not know it; the ghost gets no word at all.</source>
        <translation>Chacun reçoit un mot secret avec son image. Les espions reçoivent un mot un peu différent et, en général, ne le savent pas&#x202f;; le fantôme ne reçoit aucun mot.</translation>
    </message>
    <message>
        <source>Each round, everyone gives one clue about their word, in turn. Then the table talks it over and votes one player out.</source>
        <translation>À chaque manche, chacun donne à son tour un indice sur son mot. Puis la table en discute et vote pour éliminer un joueur.</translation>
    </message>
    <message>
        <source>Citizens win when no spy and no ghost is left. Spies and ghost win together when only one citizen remains. An eliminated ghost who guesses the citizens&apos; word wins alone.</source>
        <translation>Les citoyens gagnent quand il ne reste ni espion ni fantôme. Espions et fantôme gagnent ensemble quand il ne reste qu&apos;un citoyen. Un fantôme éliminé qui devine le mot des citoyens gagne seul.</translation>
    </message>
    <message>
        <source>On one computer, pass it around: each player reveals their own card behind a privacy screen, then hides it again.</source>
        <translation>Sur un seul ordinateur, faites-le passer&#xa0;: chacun découvre sa carte derrière un écran de confidentialité, puis la cache à nouveau.</translation>
    </message>
    <message>
        <source>Two teams take turns. The clue-giver has one minute to make their team guess as many words as possible.</source>
        <translation>Deux équipes jouent à tour de rôle. Celui qui fait deviner a une minute pour faire trouver à son équipe le plus de mots possible.</translation>
    </message>
    <message>
        <source>Never say the word, part of it, or any of the five forbidden words on the card. The other team watches the card and presses Buzz! when you slip.</source>
        <translation>Ne dites jamais le mot, une partie du mot, ni aucun des cinq mots interdits de la carte. L&apos;autre équipe surveille la carte et appuie sur Buzz&#x202f;! au moindre faux pas.</translation>
    </message>
    <message>
        <source>Found: one point. Buzz!: one point off. You may pass up to three cards a turn.</source>
        <translation>Trouvé&#xa0;: un point. Buzz&#x202f;!&#xa0;: un point en moins. Vous pouvez passer jusqu&apos;à trois cartes par tour.</translation>
    </message>
    <message>
        <source>When both decks are used up, the team with more points wins.</source>
        <translation>Quand les deux paquets sont épuisés, l&apos;équipe qui a le plus de points gagne.</translation>
    </message>
    <message>
        <source>Two teams, each with a spymaster who sees the secret key of the 25-word grid.</source>
        <translation>Deux équipes, chacune avec un maître-espion qui voit la carte secrète de la grille de 25 mots.</translation>
    </message>
    <message>
        <source>The spymaster gives one word and a number. Their team picks the words they think are theirs: a right guess lets them go on, a wrong one ends the turn.</source>
        <translation>Le maître-espion donne un mot et un nombre. Son équipe désigne les mots qu&apos;elle croit être les siens&#xa0;: une bonne réponse permet de continuer, une erreur termine le tour.</translation>
    </message>
    <message>
        <source>The first team to find all its words wins; the team that finds the assassin loses at once.</source>
        <translation>La première équipe qui trouve tous ses mots gagne&#x202f;; l&apos;équipe qui tombe sur l&apos;assassin perd aussitôt.</translation>
    </message>
    <message>
        <source>Variants: two or three players can play together against the key, or three players with two rival spymasters.</source>
        <translation>Variantes&#xa0;: à deux ou trois, on peut jouer ensemble contre la carte, ou à trois avec deux maîtres-espions rivaux.</translation>
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
    <name>History</name>
    <message>
        <source>Clues and guesses</source>
        <translation>Indices et réponses</translation>
    </message>
    <message>
        <source>{name}: {clue}</source>
        <translation>{name}&#xa0;: {clue}</translation>
    </message>
    <message>
        <source>{word}: {role}</source>
        <translation>{word}&#xa0;: {role}</translation>
    </message>
    <message>
        <source>{name} covers {word}</source>
        <translation>{name} recouvre {word}</translation>
    </message>
</context>
<context>
    <name>HoldToSee</name>
    <message>
        <source>Your card is hidden</source>
        <translation>Votre carte est cachée</translation>
    </message>
    <message>
        <source>Press and hold “My word” to see it; let go to hide it.</source>
        <translation>Maintenez «&#xa0;Mon mot&#xa0;» appuyé pour la voir&#x202f;; relâchez pour la cacher.</translation>
    </message>
    <message>
        <source>My word (press and hold)</source>
        <translation>Mon mot (maintenez appuyé)</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Palabre</source>
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
        <source>Host a room</source>
        <translation>Ouvrir une salle</translation>
    </message>
    <message>
        <source>Host {game} for players on other computers</source>
        <translation>Ouvrir une salle de {game} pour jouer depuis d&apos;autres ordinateurs</translation>
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
        <source>S&amp;ound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Coupé</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Doux</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Loud</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Join a room</source>
        <translation>Rejoindre une salle</translation>
    </message>
    <message>
        <source>Play in a room hosted on another computer</source>
        <translation>Jouer dans une salle ouverte sur un autre ordinateur</translation>
    </message>
    <message>
        <source>Make a pack</source>
        <translation>Créer un paquet</translation>
    </message>
    <message>
        <source>Type your own words: a lesson&apos;s vocabulary, a family&apos;s jokes…</source>
        <translation>Tapez vos propres mots&#xa0;: le vocabulaire d&apos;une leçon, les blagues de la famille…</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>Vue de table</translation>
    </message>
    <message>
        <source>A second window for a TV or projector, showing only public information</source>
        <translation>Une seconde fenêtre pour une télé ou un projecteur, qui n&apos;affiche que les informations publiques</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
</context>
<context>
    <name>HostSetupScreen</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Retour à la liste des jeux</translation>
    </message>
    <message>
        <source>{game}: host a room</source>
        <translation>{game}&#xa0;: ouvrir une salle</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <source>Room name (shown to the players who join)</source>
        <translation>Nom de la salle (vu par les joueurs qui la rejoignent)</translation>
    </message>
    <message>
        <source>Room name</source>
        <translation>Nom de la salle</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <source>Host and play</source>
        <translation>Ouvrir et jouer</translation>
    </message>
    <message>
        <source>You play a seat on this computer, like everyone else on theirs.</source>
        <translation>Vous jouez sur cet ordinateur, comme chacun sur le sien.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Your profile (keeps your XP and titles on this computer)</source>
        <translation>Votre profil (garde vos XP et vos titres sur cet ordinateur)</translation>
    </message>
    <message>
        <source>Host for the table</source>
        <translation>Ouvrir pour la table</translation>
    </message>
    <message>
        <source>This computer shows the table view on the TV or projector and plays no seat.</source>
        <translation>Cet ordinateur affiche la vue de table sur la télé ou le projecteur, sans jouer.</translation>
    </message>
    <message>
        <source>The number of spies and the ghost follow the number of players who join (the recommended setup).</source>
        <translation>Le nombre d&apos;espions et le fantôme suivent le nombre de joueurs qui rejoignent (la configuration conseillée).</translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>Ouvrir la salle</translation>
    </message>
    <message>
        <source>Room of {host}</source>
        <translation>Salle de {host}</translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation>Durée estimée&#xa0;: {duration}</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Scan, or open:</source>
        <translation>Scannez ou ouvrez&#xa0;:</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Code de la salle</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>Code QR pour rejoindre cette salle</translation>
    </message>
    <message>
        <source>How to join this room</source>
        <translation>Comment rejoindre cette salle</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Retour à la liste des jeux</translation>
    </message>
    <message>
        <source>Join a room</source>
        <translation>Rejoindre une salle</translation>
    </message>
    <message>
        <source>Rooms on this network</source>
        <translation>Salles sur ce réseau</translation>
    </message>
    <message>
        <source>Join this room</source>
        <translation>Rejoindre cette salle</translation>
    </message>
    <message>
        <source>Join as</source>
        <translation>Rejoindre en tant que</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Your profile (keeps your XP and titles on this computer)</source>
        <translation>Votre profil (garde vos XP et vos titres sur cet ordinateur)</translation>
    </message>
    <message>
        <source>A table display</source>
        <translation>Écran de table</translation>
    </message>
    <message>
        <source>This computer shows the table view (public information only) on a TV or projector.</source>
        <translation>Cet ordinateur affiche la vue de table (informations publiques seulement) sur une télé ou un projecteur.</translation>
    </message>
    <message>
        <source>Not in the list?</source>
        <translation>Pas dans la liste&#x202f;?</translation>
    </message>
    <message>
        <source>Room code or join code (on the host&apos;s screen)</source>
        <translation>Code court ou code de la salle (sur l’écran de l’hôte)</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Code de la salle</translation>
    </message>
    <message>
        <source>Join by code</source>
        <translation>Rejoindre par code</translation>
    </message>
    <message>
        <source>Address (host:port)</source>
        <translation>Adresse (hôte:port)</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Rejoindre par adresse</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Looking for rooms… A room opened on this network appears here by itself.</source>
        <translation>Recherche de salles… Une salle ouverte sur ce réseau apparaît ici toute seule.</translation>
    </message>
    <message>
        <source>Rooms appear and disappear here as hosts open and close them.</source>
        <translation>Les salles apparaissent et disparaissent ici quand on les ouvre et les ferme.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>{game} · {language} · {players}</source>
        <translation>{game} · {language} · {players}</translation>
    </message>
</context>
<context>
    <name>LanFlow</name>
    <message>
        <source>The room cannot open on this computer ({reason}).</source>
        <translation>La salle ne peut pas s’ouvrir sur cet ordinateur ({reason}).</translation>
    </message>
    <message>
        <source>The game is on the table view (F11: full screen).</source>
        <translation>La partie est sur la vue de table (F11&#xa0;: plein écran).</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Join this room</source>
        <translation>Rejoindre cette salle</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Code de la salle</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>Code QR pour rejoindre cette salle</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Random, balanced teams</source>
        <translation>Des équipes au hasard, équilibrées</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>Fermer la salle</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Close the room for everyone</source>
        <translation>Fermer la salle pour tout le monde</translation>
    </message>
    <message>
        <source>Leave the room</source>
        <translation>Quitter la salle</translation>
    </message>
    <message>
        <source>{game} · {variant}</source>
        <translation>{game} · {variant}</translation>
    </message>
    <message>
        <source>{game} · the game is on</source>
        <translation>{game} · la partie est en cours</translation>
    </message>
    <message>
        <source>{game} · waiting for players</source>
        <translation>{game} · en attente des joueurs</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Code court de la salle</translation>
    </message>
    <message>
        <source>Not found? Type the join code {code}</source>
        <translation>Salle introuvable&#xa0;? Tapez le code {code}</translation>
    </message>
    <message>
        <source>Scan with a phone to play in its browser, or open this address:</source>
        <translation>Scannez avec un téléphone pour jouer dans son navigateur, ou ouvrez cette adresse&#xa0;:</translation>
    </message>
    <message>
        <source>Address: {address}</source>
        <translation>Adresse&#xa0;: {address}</translation>
    </message>
    <message>
        <source>Locked: no new players can join.</source>
        <translation>Verrouillée&#xa0;: plus personne ne peut entrer.</translation>
    </message>
    <message>
        <source>Players who join appear here.</source>
        <translation>Les joueurs qui rejoignent la salle apparaissent ici.</translation>
    </message>
    <message>
        <source>Your team:</source>
        <translation>Votre équipe&#xa0;:</translation>
    </message>
    <message>
        <source>Your role:</source>
        <translation>Votre rôle&#xa0;:</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Mélanger les équipes</translation>
    </message>
    <message>
        <source>Draw the spymasters again</source>
        <translation>Retirer les maîtres-espions au sort</translation>
    </message>
    <message>
        <source>Unlock the room</source>
        <translation>Déverrouiller la salle</translation>
    </message>
    <message>
        <source>Lock the room</source>
        <translation>Verrouiller la salle</translation>
    </message>
    <message>
        <source>A locked room takes no new players; players who lost their connection can still come back.</source>
        <translation>Une salle verrouillée n&apos;accepte plus de nouveaux joueurs&#x202f;; ceux qui ont perdu la connexion peuvent encore revenir.</translation>
    </message>
    <message>
        <source>The host starts the game when everyone is here.</source>
        <translation>L&apos;hôte lance la partie quand tout le monde est là.</translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation>Maître-espion</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation>Maître-espion de l&apos;{team}</translation>
    </message>
    <message>
        <source>Guesser for both spymasters</source>
        <translation>Agent pour les deux maîtres-espions</translation>
    </message>
    <message>
        <source>{team} · spymaster</source>
        <translation>{team} · maître-espion</translation>
    </message>
    <message>
        <source>{team} · guesser</source>
        <translation>{team} · agent</translation>
    </message>
    <message numerus="yes">
        <source>{team} (%n)</source>
        <translation>
            <numerusform>{team} (%n)</numerusform>
            <numerusform>{team} (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (vous)</translation>
    </message>
    <message>
        <source>host</source>
        <translation>hôte</translation>
    </message>
    <message>
        <source>spymaster</source>
        <translation>maître-espion</translation>
    </message>
    <message>
        <source>guesser</source>
        <translation>agent</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>disconnected, seat freed in {seconds} s</source>
        <translation>déconnecté, place libérée dans {seconds} s</translation>
    </message>
    <message>
        <source>disconnected, seat kept</source>
        <translation>déconnecté, place gardée</translation>
    </message>
    <message>
        <source>To the {team}</source>
        <translation>Vers l&apos;{team}</translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation>Faire passer {name} dans l&apos;{team}</translation>
    </message>
    <message>
        <source>Make guesser</source>
        <translation>Faire agent</translation>
    </message>
    <message>
        <source>Make {name} a guesser</source>
        <translation>Faire de {name} un agent</translation>
    </message>
    <message>
        <source>Make spymaster</source>
        <translation>Faire maître-espion</translation>
    </message>
    <message>
        <source>Make {name} the spymaster</source>
        <translation>Faire de {name} le maître-espion</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove {name} from the room</source>
        <translation>Retirer {name} de la salle</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>Retirer {name}&#x202f;?</translation>
    </message>
    <message>
        <source>{name} leaves the room and cannot join it again.</source>
        <translation>{name} quitte la salle et ne pourra plus la rejoindre.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Palabre: {game}</source>
        <translation>Palabre&#xa0;: {game}</translation>
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
        <translation>Retour à l&apos;&amp;accueil</translation>
    </message>
    <message>
        <source>&amp;Profiles…</source>
        <translation>&amp;Profils…</translation>
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
        <source>How to play &amp;this game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Pas permis pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Quitter la partie&#x202f;?</translation>
    </message>
    <message>
        <source>The game goes on without this computer: another device hosts it from now on, and your seat waits for you to join again.</source>
        <translation>La partie continue sans cet ordinateur&#xa0;: un autre appareil l&apos;héberge désormais, et votre place vous attend si vous la rejoignez.</translation>
    </message>
    <message>
        <source>You leave the game in progress; the others play on.</source>
        <translation>Vous quittez la partie en cours&#x202f;; les autres continuent de jouer.</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>Close Palabre?</source>
        <translation>Fermer Palabre&#x202f;?</translation>
    </message>
    <message>
        <source>Leave it?</source>
        <translation>La quitter&#x202f;?</translation>
    </message>
</context>
<context>
    <name>NetTexts</name>
    <message>
        <source>You left the room.</source>
        <translation>Vous avez quitté la salle.</translation>
    </message>
    <message>
        <source>The connection to the room was too slow. Try again.</source>
        <translation>La connexion à la salle était trop lente. Réessayez.</translation>
    </message>
    <message>
        <source>The connection to the room was lost.</source>
        <translation>La connexion à la salle a été perdue.</translation>
    </message>
    <message>
        <source>This room was made by another version of Palabre: both computers need the same version.</source>
        <translation>Cette salle a été ouverte avec une autre version de Palabre&#xa0;: les deux ordinateurs doivent avoir la même.</translation>
    </message>
    <message>
        <source>This room is full.</source>
        <translation>Cette salle est pleine.</translation>
    </message>
    <message>
        <source>The host has locked this room: no new players can join.</source>
        <translation>L&apos;hôte a verrouillé cette salle&#xa0;: plus personne ne peut entrer.</translation>
    </message>
    <message>
        <source>A game is already being played in this room. Join when it is over.</source>
        <translation>Une partie est déjà en cours dans cette salle. Revenez quand elle sera finie.</translation>
    </message>
    <message>
        <source>This code or address leads to another room. Check it with the host.</source>
        <translation>Ce code ou cette adresse mène à une autre salle. Vérifiez-le avec l&apos;hôte.</translation>
    </message>
    <message>
        <source>The room is busy with other players joining. Try again.</source>
        <translation>La salle est occupée par d&apos;autres arrivées. Réessayez.</translation>
    </message>
    <message>
        <source>Someone in this room already has this name. Choose another one.</source>
        <translation>Quelqu&apos;un dans cette salle porte déjà ce nom. Choisissez-en un autre.</translation>
    </message>
    <message>
        <source>Your name needs at least one letter or digit.</source>
        <translation>Votre nom doit contenir au moins une lettre ou un chiffre.</translation>
    </message>
    <message>
        <source>Your name has a letter with more than three accents or marks. Remove some.</source>
        <translation>Votre nom a une lettre avec plus de trois accents ou signes. Retirez-en quelques-uns.</translation>
    </message>
    <message>
        <source>Your seat in this room is no longer kept. Join again.</source>
        <translation>Votre place dans cette salle n&apos;est plus gardée. Rejoignez-la à nouveau.</translation>
    </message>
    <message>
        <source>The room does not answer. Check the code or address, and that both computers are on the same network.</source>
        <translation>La salle ne répond pas. Vérifiez le code ou l&apos;adresse, et que les deux ordinateurs sont sur le même réseau.</translation>
    </message>
    <message>
        <source>The host closed the room.</source>
        <translation>L&apos;hôte a fermé la salle.</translation>
    </message>
    <message>
        <source>You were removed from the room.</source>
        <translation>Vous avez été retiré de la salle.</translation>
    </message>
    <message>
        <source>Your seat was taken up from another window or computer.</source>
        <translation>Votre place a été reprise depuis une autre fenêtre ou un autre ordinateur.</translation>
    </message>
    <message>
        <source>The connection to the room was lost and could not be restored.</source>
        <translation>La connexion à la salle a été perdue et n&apos;a pas pu être rétablie.</translation>
    </message>
    <message>
        <source>The host ran into a problem.</source>
        <translation>L&apos;hôte a rencontré un problème.</translation>
    </message>
    <message>
        <source>The host is handing the game over to another computer: try again in a moment.</source>
        <translation>L’hôte confie la partie à un autre ordinateur&#xa0;: réessayez dans un instant.</translation>
    </message>
    <message>
        <source>This computer no longer hosts the game: another one took over.</source>
        <translation>Cet ordinateur n’héberge plus la partie&#xa0;: un autre a pris le relais.</translation>
    </message>
    <message>
        <source>This computer stands by for the host: join the host itself.</source>
        <translation>Cet ordinateur est en réserve pour l’hôte&#xa0;: rejoignez l’hôte lui-même.</translation>
    </message>
    <message>
        <source>Too fast: wait a moment.</source>
        <translation>Trop vite&#xa0;: attendez un instant.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partie n&apos;a pas encore commencé.</translation>
    </message>
    <message>
        <source>This player has left the room.</source>
        <translation>Ce joueur a quitté la salle.</translation>
    </message>
    <message>
        <source>A player the game needs is not connected (a spymaster, or a team&apos;s only guesser): wait for them, or remove them from the room.</source>
        <translation>Un joueur dont la partie a besoin n&apos;est pas connecté (un maître-espion, ou le seul agent d&apos;une équipe)&#xa0;: attendez-le, ou retirez-le de la salle.</translation>
    </message>
    <message>
        <source>This game has no such team.</source>
        <translation>Ce jeu n&apos;a pas cette équipe.</translation>
    </message>
    <message>
        <source>This game has no such role.</source>
        <translation>Ce jeu n&apos;a pas ce rôle.</translation>
    </message>
    <message>
        <source>This game has no teams.</source>
        <translation>Ce jeu se joue sans équipes.</translation>
    </message>
    <message>
        <source>Another player in this room plays with this profile.</source>
        <translation>Quelqu&apos;un d&apos;autre dans cette salle joue avec ce profil.</translation>
    </message>
    <message>
        <source>This host keeps no profiles.</source>
        <translation>Cet hôte ne garde aucun profil.</translation>
    </message>
    <message>
        <source>The host could not save the profiles.</source>
        <translation>L&apos;hôte n&apos;a pas pu enregistrer les profils.</translation>
    </message>
    <message>
        <source>Type the join code shown on the host&apos;s screen.</source>
        <translation>Tapez le code affiché sur l&apos;écran de l&apos;hôte.</translation>
    </message>
    <message>
        <source>A join code has {expected} letters and digits; this one has {length}.</source>
        <translation>Un code de salle a {expected} lettres et chiffres&#x202f;; celui-ci en a {length}.</translation>
    </message>
    <message>
        <source>“{character}” cannot be in a join code (symbol {position}): codes have no 0, O, 1, I or L.</source>
        <translation>«&#xa0;{character}&#xa0;» ne peut pas être dans un code (signe {position})&#xa0;: les codes n&apos;ont ni 0, ni O, ni 1, ni I, ni L.</translation>
    </message>
    <message>
        <source>This join code has a typo. Check it symbol by symbol.</source>
        <translation>Ce code contient une faute de frappe. Vérifiez-le signe par signe.</translation>
    </message>
    <message>
        <source>Type the address shown on the host&apos;s screen, like 192.168.1.20:4747.</source>
        <translation>Tapez l&apos;adresse affichée sur l&apos;écran de l&apos;hôte, comme 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>Add the port after a colon, like 192.168.1.20:4747.</source>
        <translation>Ajoutez le port après deux-points, comme 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Le port doit être un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <source>This address cannot be read. Type it like 192.168.1.20:4747.</source>
        <translation>Cette adresse est illisible. Tapez-la comme 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>Give the room a name.</source>
        <translation>Donnez un nom à la salle.</translation>
    </message>
    <message>
        <source>No room with the code {code} is on this network. If the room is open, type the long join code shown under it.</source>
        <translation>Aucune salle n’a le code {code} sur ce réseau. Si la salle est ouverte, tapez le code long affiché dessous.</translation>
    </message>
    <message>
        <source>This join code or address cannot be read.</source>
        <translation>Ce code ou cette adresse est illisible.</translation>
    </message>
    <message>
        <source>The other computer sent something this version of Palabre cannot read.</source>
        <translation>L&apos;autre ordinateur a envoyé quelque chose que cette version de Palabre ne sait pas lire.</translation>
    </message>
    <message>
        <source>The room refused ({code}).</source>
        <translation>La salle a refusé ({code}).</translation>
    </message>
    <message>
        <source>Made by another version of Palabre (protocol {version}): it cannot be joined from this one.</source>
        <translation>Ouverte avec une autre version de Palabre (protocole {version})&#xa0;: impossible de la rejoindre avec celle-ci.</translation>
    </message>
</context>
<context>
    <name>PackMakerScreen</name>
    <message>
        <source>Advice: {text}</source>
        <translation>Conseil&#xa0;: {text}</translation>
    </message>
    <message>
        <source>You already have a pack with this name: choose another name.</source>
        <translation>Vous avez déjà un paquet de ce nom&#xa0;: choisissez-en un autre.</translation>
    </message>
    <message numerus="yes">
        <source>Words: %n</source>
        <translation>
            <numerusform>Mots&#xa0;: %n</numerusform>
            <numerusform>Mots&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards: %n</source>
        <translation>
            <numerusform>Cartes&#xa0;: %n</numerusform>
            <numerusform>Cartes&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pairs: %n</source>
        <translation>
            <numerusform>Paires&#xa0;: %n</numerusform>
            <numerusform>Paires&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Repeats left out: %n</source>
        <translation>
            <numerusform>Doublons écartés&#xa0;: %n</numerusform>
            <numerusform>Doublons écartés&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Problems to fix before saving: %n</source>
        <translation>
            <numerusform>Problèmes à corriger avant d&apos;enregistrer&#xa0;: %n</numerusform>
            <numerusform>Problèmes à corriger avant d&apos;enregistrer&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>These words look like {language}: choose that language above, or save anyway.</source>
        <translation>Ces mots semblent être en {language}&#xa0;: choisissez cette langue plus haut, ou enregistrez quand même.</translation>
    </message>
    <message>
        <source>Ready to save.</source>
        <translation>Prêt à enregistrer.</translation>
    </message>
    <message>
        <source>{name} (has problems)</source>
        <translation>{name} (a des problèmes)</translation>
    </message>
    <message>
        <source>This file has problems:</source>
        <translation>Ce fichier a des problèmes&#xa0;:</translation>
    </message>
    <message>
        <source>Saved. Your pack is now offered when you set up a game.</source>
        <translation>Enregistré. Votre paquet est maintenant proposé quand vous préparez une partie.</translation>
    </message>
    <message>
        <source>Delete this pack?</source>
        <translation>Supprimer ce paquet&#x202f;?</translation>
    </message>
    <message>
        <source>Delete “{name}”? This cannot be undone.</source>
        <translation>Supprimer «&#xa0;{name}&#xa0;»&#x202f;? C&apos;est définitif.</translation>
    </message>
    <message>
        <source>Make a pack</source>
        <translation>Créer un paquet</translation>
    </message>
    <message>
        <source>Type the words of a lesson, a family&apos;s jokes or a club&apos;s jargon. Palabre checks them as you type and saves the pack with your own packs.</source>
        <translation>Tapez les mots d&apos;une leçon, les blagues de la famille ou le jargon d&apos;un club. Palabre les vérifie pendant la saisie et range le paquet avec vos paquets.</translation>
    </message>
    <message>
        <source>My packs</source>
        <translation>Mes paquets</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Description</translation>
    </message>
    <message>
        <source>e.g. Year 5 – the Romans</source>
        <translation>ex. CM1 – les Romains</translation>
    </message>
    <message>
        <source>Optional: one sentence about it</source>
        <translation>Facultatif&#xa0;: une phrase pour le présenter</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Save the pack</source>
        <translation>Enregistrer le paquet</translation>
    </message>
    <message>
        <source>Words of the pack</source>
        <translation>Mots du paquet</translation>
    </message>
    <message>
        <source>Problems found</source>
        <translation>Problèmes trouvés</translation>
    </message>
    <message>
        <source>At least 25 words, separated by commas or line breaks. Single words only; repeats are left out.</source>
        <translation>Au moins 25 mots, séparés par des virgules ou des retours à la ligne. Des mots simples seulement&#x202f;; les doublons sont écartés.</translation>
    </message>
    <message>
        <source>One card a line: the word, a colon, then exactly 5 forbidden words separated by commas. An Around the Word pack has 60 cards.</source>
        <translation>Une carte par ligne&#xa0;: le mot, deux-points, puis exactement 5 mots interdits séparés par des virgules. Un paquet Autour du mot compte 60 cartes.</translation>
    </message>
    <message>
        <source>One pair a line: the category, a colon, then two words, each followed by its picture (an emoji or its OpenMoji code), separated by a comma.</source>
        <translation>Une paire par ligne&#xa0;: la catégorie, deux-points, puis deux mots, chacun suivi de son image (un émoji ou son code OpenMoji), séparés par une virgule.</translation>
    </message>
    <message>
        <source>volcano, river, desert, island, glacier, …</source>
        <translation>volcan, fleuve, désert, île, glacier, …</translation>
    </message>
    <message>
        <source>volcano: lava, erupt, mountain, hot, crater</source>
        <translation>volcan&#xa0;: lave, éruption, montagne, chaud, cratère</translation>
    </message>
    <message>
        <source>fruit: apple 🍎, pear 🍐</source>
        <translation>fruit&#xa0;: pomme 🍎, poire 🍐</translation>
    </message>
</context>
<context>
    <name>PackProblems</name>
    <message>
        <source>&quot;{a}&quot; and &quot;{b}&quot; are within the ghost&apos;s typo tolerance of each other: a misspelt guess may match both and count as wrong</source>
        <translation>«&#xa0;{a}&#xa0;» et «&#xa0;{b}&#xa0;» sont si proches que la tolérance aux fautes de frappe du fantôme les confond&#xa0;: une proposition mal orthographiée peut correspondre aux deux et compter comme fausse</translation>
    </message>
    <message>
        <source>&quot;{side}&quot; is missing (a = {{ word = ..., picture = ... }})</source>
        <translation>«&#xa0;{side}&#xa0;» manque (a = {{ word = ..., picture = ... }})</translation>
    </message>
    <message>
        <source>&quot;{side}&quot; must be {{ word = ..., picture = ... }}, not {kind}</source>
        <translation>«&#xa0;{side}&#xa0;» doit être {{ word = ..., picture = ... }}, pas {kind}</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; does not match its folder &quot;{folder}&quot;</source>
        <translation>«&#xa0;{value}&#xa0;» ne correspond pas à son dossier «&#xa0;{folder}&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;{word}&quot; has the picture &quot;{picture}&quot; of &quot;{other}&quot; in {where}: give each word its own picture</source>
        <translation>«&#xa0;{word}&#xa0;» a l’image «&#xa0;{picture}&#xa0;» de «&#xa0;{other}&#xa0;» dans {where}&#xa0;: donnez à chaque mot sa propre image</translation>
    </message>
    <message>
        <source>a and b have the same picture &quot;{picture}&quot;</source>
        <translation>a et b ont la même image «&#xa0;{picture}&#xa0;»</translation>
    </message>
    <message>
        <source>a built-in pack belongs at packs/&lt;game&gt;/&lt;language&gt;/&lt;name&gt;{suffix}</source>
        <translation>un paquet intégré se range dans paquets/&lt;game&gt;/&lt;language&gt;/&lt;name&gt;{suffix}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>a date or time</source>
        <translation>une date ou une heure</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>un nombre décimal</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>a list of other values</source>
        <translation>une liste d&apos;autres valeurs</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>une paire</translation>
    </message>
    <message>
        <source>a Spy Word pack needs at least {minimum} pair</source>
        <translation>un paquet Mot espion demande au moins {minimum} paire</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>une table</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a.word and b.word are the same word</source>
        <translation>a.word et b.word sont le même mot</translation>
    </message>
    <message>
        <source>at column {column}</source>
        <translation>à la colonne {column}</translation>
    </message>
    <message>
        <source>at the end of the file</source>
        <translation>à la fin du fichier</translation>
    </message>
    <message>
        <source>belongs to {other} packs, not {game}</source>
        <translation>appartient aux paquets {other}, pas {game}</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>ne peut pas être lu&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>card {number}</source>
        <translation>carte {number}</translation>
    </message>
    <message>
        <source>card {number} &quot;{words}&quot;</source>
        <translation>carte {number} «&#xa0;{words}&#xa0;»</translation>
    </message>
    <message>
        <source>contains the target &quot;{target}&quot;</source>
        <translation>contient le mot à deviner «&#xa0;{target}&#xa0;»</translation>
    </message>
    <message>
        <source>could not be checked ({error})</source>
        <translation>n&apos;a pas pu être vérifié ({error})</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>n&apos;existe pas</translation>
    </message>
    <message>
        <source>field &quot;{key}&quot;</source>
        <translation>champ «&#xa0;{key}&#xa0;»</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; is listed twice</source>
        <translation>le mot interdit «&#xa0;{word}&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; looks like a form of the target &quot;{target}&quot;; if it is, choose another clue</source>
        <translation>le mot interdit «&#xa0;{word}&#xa0;» ressemble à une forme du mot à deviner «&#xa0;{target}&#xa0;»&#x202f;; si c&apos;en est une, choisissez un autre indice</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; shares the root &quot;{root}&quot; with the target &quot;{target}&quot;: a form of the target is off limits anyway; choose another clue</source>
        <translation>le mot interdit «&#xa0;{word}&#xa0;» a la même racine «&#xa0;{root}&#xa0;» que le mot à faire deviner «&#xa0;{target}&#xa0;»&#xa0;: une forme de ce mot est de toute façon interdite&#x202f;; choisissez un autre indice</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; {reason}</source>
        <translation>le mot interdit «&#xa0;{word}&#xa0;» {reason}</translation>
    </message>
    <message>
        <source>forbidden word {number} &quot;{word}&quot; {reason}</source>
        <translation>le mot interdit {number} «&#xa0;{word}&#xa0;» {reason}</translation>
    </message>
    <message>
        <source>forbidden word {number} must be text, not {kind}</source>
        <translation>le mot interdit {number} doit être du texte, pas {kind}</translation>
    </message>
    <message>
        <source>forbidden words &quot;{kin}&quot; and &quot;{word}&quot; look like one word family: the second blocks no new clue; choose another</source>
        <translation>les mots interdits «&#xa0;{kin}&#xa0;» et «&#xa0;{word}&#xa0;» semblent de la même famille&#xa0;: le second ne bloque aucun nouvel indice&#x202f;; choisissez-en un autre</translation>
    </message>
    <message>
        <source>forbidden words &quot;{kin}&quot; and &quot;{word}&quot; share the root &quot;{root}&quot;: the second blocks no new clue; choose another</source>
        <translation>les mots interdits «&#xa0;{kin}&#xa0;» et «&#xa0;{word}&#xa0;» ont la même racine «&#xa0;{root}&#xa0;»&#xa0;: le second ne bloque aucun nouvel indice&#x202f;; choisissez-en un autre</translation>
    </message>
    <message>
        <source>has 1 forbidden word, needs exactly {needed}</source>
        <translation>a 1 mot interdit, il en faut exactement {needed}</translation>
    </message>
    <message>
        <source>has a control character (a tab or a line break)</source>
        <translation>contient un caractère de contrôle (une tabulation ou un saut de ligne)</translation>
    </message>
    <message>
        <source>has a hyphen at the start or the end, or two in a row</source>
        <translation>a un trait d&apos;union au début ou à la fin, ou deux de suite</translation>
    </message>
    <message>
        <source>has a space: a codename is a single word</source>
        <translation>contient une espace&#xa0;: un nom de code est un seul mot</translation>
    </message>
    <message>
        <source>has an apostrophe: a codename is a single word</source>
        <translation>contient une apostrophe&#xa0;: un nom de code est un seul mot</translation>
    </message>
    <message>
        <source>has no letters</source>
        <translation>n&apos;a aucune lettre</translation>
    </message>
    <message>
        <source>has no {suffix} pack files</source>
        <translation>ne contient aucun fichier de paquet {suffix}</translation>
    </message>
    <message>
        <source>has spaces at the start or end</source>
        <translation>a des espaces au début ou à la fin</translation>
    </message>
    <message>
        <source>has two spaces in a row</source>
        <translation>a deux espaces de suite</translation>
    </message>
    <message>
        <source>has {character}: a codename has only letters (and rarely a hyphen)</source>
        <translation>contient {character}&#xa0;: un nom de code n&apos;a que des lettres (et rarement un trait d&apos;union)</translation>
    </message>
    <message>
        <source>is a symbolic link loop: it points back to itself</source>
        <translation>est une boucle de liens symboliques&#xa0;: il pointe vers lui-même</translation>
    </message>
    <message>
        <source>is a symbolic link to {target}, which does not exist</source>
        <translation>est un lien symbolique vers {target}, qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>est vide</translation>
    </message>
    <message>
        <source>is empty: a pack starts with schema = {schema}</source>
        <translation>est vide&#xa0;: un paquet commence par schema = {schema}</translation>
    </message>
    <message>
        <source>is larger than {limit:,} bytes</source>
        <translation>dépasse {limit:,} octets</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>dépasse {limit} caractères</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>manque</translation>
    </message>
    <message>
        <source>is missing (one of {choices})</source>
        <translation>manque (une valeur parmi {choices})</translation>
    </message>
    <message>
        <source>is missing (true or false)</source>
        <translation>manque (true ou false)</translation>
    </message>
    <message>
        <source>is missing: a pack starts with schema = {schema}</source>
        <translation>manque&#xa0;: un paquet commence par schema = {schema}</translation>
    </message>
    <message>
        <source>is missing: a {game} pack lists its {key}</source>
        <translation>manque&#xa0;: un paquet {game} liste ses {key}</translation>
    </message>
    <message>
        <source>is not UTF-8 text (byte 0x{byte:02X}): save the file as UTF-8</source>
        <translation>n&apos;est pas du texte UTF-8 (octet 0x{byte:02X})&#xa0;: enregistrez le fichier en UTF-8</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>n&apos;est pas du TOML valide&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>is part of the target &quot;{target}&quot;</source>
        <translation>fait partie du mot à deviner «&#xa0;{target}&#xa0;»</translation>
    </message>
    <message>
        <source>is the same pack &quot;{id}&quot; as {other}: rename one</source>
        <translation>est le même paquet «&#xa0;{id}&#xa0;» que {other}&#xa0;: renommez-en un</translation>
    </message>
    <message>
        <source>is the target word</source>
        <translation>est le mot à deviner</translation>
    </message>
    <message>
        <source>is {value}; write one of {choices}</source>
        <translation>vaut {value}&#x202f;; écrivez une valeur parmi {choices}</translation>
    </message>
    <message>
        <source>is &quot;{value}&quot;, so the pack must also say family_friendly = true</source>
        <translation>vaut «&#xa0;{value}&#xa0;», le paquet doit donc aussi indiquer family_friendly = true</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>ligne {line}</translation>
    </message>
    <message>
        <source>must be a list of [[{key}]] tables, not {kind}</source>
        <translation>doit être une liste de tables [[{key}]], pas {kind}</translation>
    </message>
    <message>
        <source>must be a list of words, not {kind}</source>
        <translation>doit être une liste de mots, pas {kind}</translation>
    </message>
    <message>
        <source>must be text, not {kind}</source>
        <translation>doit être du texte, pas {kind}</translation>
    </message>
    <message>
        <source>must be the whole number {schema}, not {kind}</source>
        <translation>doit être le nombre entier {schema}, pas {kind}</translation>
    </message>
    <message>
        <source>must be true or false, not {kind}</source>
        <translation>doit être true ou false, pas {kind}</translation>
    </message>
    <message>
        <source>name &quot;{name}&quot; must be lowercase letters, digits and hyphens ending in {suffix}, e.g. &quot;{suggestion}&quot;</source>
        <translation>le nom «&#xa0;{name}&#xa0;» doit être fait de minuscules, de chiffres et de traits d’union, et finir par {suffix}, par exemple «&#xa0;{suggestion}&#xa0;»</translation>
    </message>
    <message>
        <source>nests lists or tables too deeply to be a pack</source>
        <translation>imbrique des listes ou des tables trop profondément pour être un paquet</translation>
    </message>
    <message>
        <source>pair {number}</source>
        <translation>paire {number}</translation>
    </message>
    <message>
        <source>pair {number} &quot;{words}&quot;</source>
        <translation>paire {number} «&#xa0;{words}&#xa0;»</translation>
    </message>
    <message>
        <source>says &quot;{language}&quot; but most of its words are &quot;{other}&quot; words: if the pack is in that language, write language = &quot;{other}&quot;</source>
        <translation>indique &quot;{language}&quot; mais la plupart de ses mots sont en &quot;{other}&quot;&#xa0;: si le paquet est dans cette langue, écrivez language = &quot;{other}&quot;</translation>
    </message>
    <message>
        <source>starts with a byte order mark (BOM): save it as UTF-8 without BOM</source>
        <translation>commence par une marque d&apos;ordre des octets (BOM)&#xa0;: enregistrez-le en UTF-8 sans BOM</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>the pack</source>
        <translation>le paquet</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>vrai/faux</translation>
    </message>
    <message>
        <source>TOML syntax error {where}: {reason}</source>
        <translation>erreur de syntaxe TOML {where}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>&quot;forbidden&quot; is missing (a list of {size} words)</source>
        <translation>«&#xa0;forbidden&#xa0;» manque (une liste de {size} mots)</translation>
    </message>
    <message>
        <source>&quot;forbidden&quot; must be a list of {size} words, not {kind}</source>
        <translation>«&#xa0;forbidden&#xa0;» doit être une liste de {size} mots, pas {kind}</translation>
    </message>
    <message>
        <source>a Codenames list needs at least {minimum} words (one 5x5 board), this one has {found}</source>
        <translation>une liste Codenames demande au moins {minimum} mots (une grille de 5 × 5), celle-ci en a {found}</translation>
    </message>
    <message>
        <source>an Around the Word pack has {minimum} to {maximum} cards ({maximum} fill the longest game), this one has {found}</source>
        <translation>un paquet Autour du mot compte de {minimum} à {maximum} cartes ({maximum} remplissent la partie la plus longue), celui-ci en a {found}</translation>
    </message>
    <message>
        <source>has {found} forbidden words, needs exactly {needed}</source>
        <translation>a {found} mots interdits, il en faut exactement {needed}</translation>
    </message>
    <message>
        <source>TOML syntax error {where}: {reason}: {shown}</source>
        <translation>erreur de syntaxe TOML {where}&#xa0;: {reason}&#xa0;: {shown}</translation>
    </message>
    <message>
        <source>unknown field &quot;{key}&quot; in {what} (known: {known})</source>
        <translation>champ inconnu «&#xa0;{key}&#xa0;» dans {what} (champs connus&#xa0;: {known})</translation>
    </message>
    <message>
        <source>unknown field &quot;{key}&quot; in {what}; did you mean &quot;{guess}&quot;?</source>
        <translation>champ inconnu «&#xa0;{key}&#xa0;» dans {what}&#x202f;; vouliez-vous dire «&#xa0;{guess}&#xa0;»&#x202f;?</translation>
    </message>
    <message>
        <source>word {number}</source>
        <translation>mot {number}</translation>
    </message>
    <message>
        <source>word {number} &quot;{words}&quot;</source>
        <translation>mot {number} «&#xa0;{words}&#xa0;»</translation>
    </message>
    <message>
        <source>{found} is not supported: this Palabre reads schema {schema} packs</source>
        <translation>{found} n&apos;est pas pris en charge&#xa0;: cette version de Palabre lit les paquets au schéma {schema}</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji file name (uppercase hex codepoints joined by &quot;-&quot;, e.g. &quot;1F34E&quot;)</source>
        <translation>{label} «&#xa0;{picture}&#xa0;» n&apos;est pas un nom de fichier OpenMoji (des points de code hexadécimaux en majuscules reliés par &quot;-&quot;, par exemple &quot;1F34E&quot;)</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji file name; it is the emoji itself: write its code &quot;{name}&quot;</source>
        <translation>{label} «&#xa0;{picture}&#xa0;» n&apos;est pas un nom de fichier OpenMoji&#x202f;; c&apos;est l&apos;emoji lui-même&#xa0;: écrivez son code &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji file name; write it in capitals: &quot;{name}&quot;</source>
        <translation>{label} «&#xa0;{picture}&#xa0;» n&apos;est pas un nom de fichier OpenMoji&#x202f;; écrivez-le en majuscules&#xa0;: &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji picture</source>
        <translation>{label} «&#xa0;{picture}&#xa0;» n&apos;est pas une image OpenMoji</translation>
    </message>
    <message>
        <source>{label} has no letters</source>
        <translation>{label} n&apos;a aucune lettre</translation>
    </message>
    <message>
        <source>{label} is missing</source>
        <translation>{label} manque</translation>
    </message>
    <message>
        <source>{label} is missing (an OpenMoji name like &quot;1F34E&quot;)</source>
        <translation>{label} manque (un nom OpenMoji comme &quot;1F34E&quot;)</translation>
    </message>
    <message>
        <source>{label} must be text, not {kind}</source>
        <translation>{label} doit être du texte, pas {kind}</translation>
    </message>
    <message>
        <source>{label} {reason}</source>
        <translation>{label}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} n&apos;est pas parmi {choices}</translation>
    </message>
    <message>
        <source>{what} &quot;{word}&quot; is already in {where}</source>
        <translation>{what} «&#xa0;{word}&#xa0;» figure déjà dans {where}</translation>
    </message>
    <message>
        <source>{item}: {message}</source>
        <translation>{item}&#xa0;: {message}</translation>
    </message>
</context>
<context>
    <name>PacksCard</name>
    <message>
        <source>Word packs</source>
        <translation>Paquets de mots</translation>
    </message>
    <message>
        <source>Every pack</source>
        <translation>Tous les paquets</translation>
    </message>
    <message>
        <source>Family-friendly packs only</source>
        <translation>Paquets pour toute la famille seulement</translation>
    </message>
    <message>
        <source>Junior packs only (6–10 years)</source>
        <translation>Paquets junior seulement (6–10 ans)</translation>
    </message>
    <message>
        <source>Which packs to offer</source>
        <translation>Quels paquets proposer</translation>
    </message>
    <message>
        <source>Choose one pack.</source>
        <translation>Choisissez un paquet.</translation>
    </message>
    <message>
        <source>Tick one or more packs.</source>
        <translation>Cochez un ou plusieurs paquets.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>No pack in this language.</source>
        <translation>Aucun paquet dans cette langue.</translation>
    </message>
    <message>
        <source>Not offered (open it in Make a pack to fix it):</source>
        <translation>Non proposé (ouvrez-le dans Créer un paquet pour le corriger)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Passez l&apos;ordinateur à {name}</translation>
    </message>
    <message>
        <source>Only {name} should look. Click or press Space to reveal.</source>
        <translation>Personne d&apos;autre que {name} ne doit regarder. Cliquez ou appuyez sur Espace pour afficher.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Reveal the secret screen of {name}</source>
        <translation>Afficher l&apos;écran secret de {name}</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Cacher</translation>
    </message>
</context>
<context>
    <name>ProfileChoice</name>
    <message>
        <source>No profile</source>
        <translation>Sans profil</translation>
    </message>
    <message>
        <source>Your profile</source>
        <translation>Votre profil</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <source>New profile</source>
        <translation>Nouveau profil</translation>
    </message>
    <message>
        <source>Edit profile</source>
        <translation>Modifier le profil</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Picture {number}</source>
        <translation>Image {number}</translation>
    </message>
</context>
<context>
    <name>ProfileOpen</name>
    <message>
        <source>Profiles damaged</source>
        <translation>Profils endommagés</translation>
    </message>
    <message>
        <source>The profiles file is damaged. A backup from {when} is available.</source>
        <translation>Le fichier des profils est endommagé. Une sauvegarde du {when} est disponible.</translation>
    </message>
    <message>
        <source>Restore the backup</source>
        <translation>Restaurer la sauvegarde</translation>
    </message>
    <message>
        <source>The profiles file is damaged and there is no backup.</source>
        <translation>Le fichier des profils est endommagé et il n&apos;y a aucune sauvegarde.</translation>
    </message>
    <message>
        <source>Start with no profiles</source>
        <translation>Repartir sans profils</translation>
    </message>
    <message>
        <source>Play without profiles this time</source>
        <translation>Jouer sans profils cette fois</translation>
    </message>
    <message>
        <source>Nothing is deleted: the damaged file is kept for a bug report.</source>
        <translation>Rien n&apos;est supprimé&#xa0;: le fichier endommagé est conservé pour un rapport de bug.</translation>
    </message>
</context>
<context>
    <name>ProfilePage</name>
    <message>
        <source>Edit name and picture</source>
        <translation>Modifier le nom et l&apos;image</translation>
    </message>
    <message>
        <source>{level}: {into} / {needed} XP</source>
        <translation>{level}&#xa0;: {into} / {needed} XP</translation>
    </message>
    <message>
        <source>{xp} XP in all. {left} XP to the next level.</source>
        <translation>{xp} XP au total. Encore {left} XP avant le niveau suivant.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>{group} ({earned}/{total})</source>
        <translation>{group} ({earned}/{total})</translation>
    </message>
    <message>
        <source>Shown on your card</source>
        <translation>Affiché sur votre carte</translation>
    </message>
    <message>
        <source>Show on my card</source>
        <translation>Afficher sur ma carte</translation>
    </message>
</context>
<context>
    <name>ProfileTexts</name>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Wins in a row now</source>
        <translation>Victoires d&apos;affilée en cours</translation>
    </message>
    <message>
        <source>Most wins in a row</source>
        <translation>Record de victoires d&apos;affilée</translation>
    </message>
    <message>
        <source>Won as a citizen</source>
        <translation>Gagnées en citoyen</translation>
    </message>
    <message>
        <source>Won as a spy</source>
        <translation>Gagnées en espion</translation>
    </message>
    <message>
        <source>Won as the ghost</source>
        <translation>Gagnées en fantôme</translation>
    </message>
    <message>
        <source>Words guessed as the ghost</source>
        <translation>Mots devinés en fantôme</translation>
    </message>
    <message>
        <source>Spies and ghosts voted out</source>
        <translation>Espions et fantômes éliminés</translation>
    </message>
    <message>
        <source>Cards found on your clues</source>
        <translation>Cartes trouvées grâce à vous</translation>
    </message>
    <message>
        <source>Most cards in one turn</source>
        <translation>Record de cartes en un tour</translation>
    </message>
    <message>
        <source>Forbidden words caught</source>
        <translation>Mots interdits repérés</translation>
    </message>
    <message>
        <source>Won as spymaster</source>
        <translation>Gagnées en maître-espion</translation>
    </message>
    <message>
        <source>Won as a guesser</source>
        <translation>Gagnées en agent</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Mots trouvés</translation>
    </message>
    <message>
        <source>Clues worth 4 or more</source>
        <translation>Indices à 4 mots ou plus</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Généraux</translation>
    </message>
    <message>
        <source>Type a name.</source>
        <translation>Tapez un nom.</translation>
    </message>
    <message>
        <source>Another profile has this name.</source>
        <translation>Un autre profil porte ce nom.</translation>
    </message>
    <message>
        <source>Pick a picture.</source>
        <translation>Choisissez une image.</translation>
    </message>
    <message>
        <source>This title is not earned yet.</source>
        <translation>Ce titre n&apos;est pas encore gagné.</translation>
    </message>
    <message>
        <source>This profile no longer exists.</source>
        <translation>Ce profil n&apos;existe plus.</translation>
    </message>
    <message>
        <source>The profiles could not be saved.</source>
        <translation>Les profils n&apos;ont pas pu être enregistrés.</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Niv {level}</translation>
    </message>
</context>
<context>
    <name>ProfilesScreen</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profils</translation>
    </message>
    <message>
        <source>Classroom: hide XP and titles</source>
        <translation>Mode classe&#xa0;: masquer XP et titres</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Nouveau profil</translation>
    </message>
    <message>
        <source>Each player picks their profile when seated at the table: finished games give XP, titles and statistics.</source>
        <translation>Chaque joueur choisit son profil en s&apos;installant à la table&#xa0;: les parties terminées donnent XP, titres et statistiques.</translation>
    </message>
    <message>
        <source>Profiles are not available: the profiles file could not be opened.</source>
        <translation>Les profils ne sont pas disponibles&#xa0;: le fichier des profils n&apos;a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Open {name}&apos;s profile</source>
        <translation>Ouvrir le profil de {name}</translation>
    </message>
    <message>
        <source>The statistics of {name} are damaged and cannot be read. No game is counted for this profile until they are reset.</source>
        <translation>Les statistiques de {name} sont endommagées et illisibles. Aucune partie n’est comptée pour ce profil tant qu’elles ne sont pas réinitialisées.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Reset the statistics of {name}</source>
        <translation>Réinitialiser les statistiques de {name}</translation>
    </message>
</context>
<context>
    <name>ProgressBanner</name>
    <message>
        <source>{name}: +{xp} XP</source>
        <translation>{name}&#xa0;: +{xp} XP</translation>
    </message>
    <message>
        <source>Up to {level}!</source>
        <translation>Passage au {level}&#x202f;!</translation>
    </message>
    <message>
        <source>New title: {titles}</source>
        <translation>Nouveau titre&#xa0;: {titles}</translation>
    </message>
    <message>
        <source>New titles: {titles}</source>
        <translation>Nouveaux titres&#xa0;: {titles}</translation>
    </message>
    <message numerus="yes">
        <source>New titles: {titles} and %n more (on the profile)</source>
        <translation>
            <numerusform>Nouveaux titres&#xa0;: {titles} et %n autre (sur le profil)</numerusform>
            <numerusform>Nouveaux titres&#xa0;: {titles} et %n autres (sur le profil)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Ce joueur n&apos;existe pas.</translation>
    </message>
    <message>
        <source>This player has left the game.</source>
        <translation>Ce joueur a quitté la partie.</translation>
    </message>
    <message>
        <source>This player is not in the game.</source>
        <translation>Ce joueur ne participe pas à la partie.</translation>
    </message>
    <message>
        <source>Not possible when playing on one computer.</source>
        <translation>Impossible en jouant sur un seul ordinateur.</translation>
    </message>
    <message>
        <source>Nothing changed in the connection.</source>
        <translation>Rien n&apos;a changé dans la connexion.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Pas permis pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>ResumeBar</name>
    <message>
        <source>Reopen the room</source>
        <translation>Rouvrir la salle</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Laisser tomber</translation>
    </message>
    <message>
        <source>Start fresh</source>
        <translation>Repartir de zéro</translation>
    </message>
    <message>
        <source>A room stopped unexpectedly, but its crash-safe journal is damaged and cannot be reopened ({code}). Start fresh: the damaged file is kept for a bug report.</source>
        <translation>Une salle s’est arrêtée sans prévenir, mais son journal de reprise est endommagé et ne peut pas être rouvert ({code}). Repartez de zéro&#xa0;: le fichier endommagé est conservé pour un rapport de bug.</translation>
    </message>
    <message>
        <source>The room “{room}” stopped unexpectedly {minutes} min ago, in the middle of {game} with {names}. Reopen it to go on where the game was: every device gets its seat back.</source>
        <translation>La salle «&#xa0;{room}&#xa0;» s’est arrêtée sans prévenir il y a {minutes} min, en pleine partie de {game} avec {names}. Rouvrez-la pour reprendre la partie où elle en était&#xa0;: chaque appareil retrouve sa place.</translation>
    </message>
    <message>
        <source>The room “{room}” stopped unexpectedly {minutes} min ago, with {names} in its lobby. Reopen it to gather everyone again.</source>
        <translation>La salle «&#xa0;{room}&#xa0;» s’est arrêtée sans prévenir il y a {minutes} min, avec {names} en attente. Rouvrez-la pour rassembler tout le monde.</translation>
    </message>
</context>
<context>
    <name>SettingsCard</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
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
        <source>New player&apos;s name</source>
        <translation>Nom du nouveau joueur</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Retirer les joueurs sélectionnés</translation>
    </message>
    <message>
        <source>Double-click a name (or press F2) to rename.</source>
        <translation>Double-cliquez sur un nom (ou appuyez sur F2) pour le renommer.</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Installer</translation>
    </message>
    <message>
        <source>Profiles…</source>
        <translation>Profils…</translation>
    </message>
    <message>
        <source>Profile to seat</source>
        <translation>Profil à installer</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation>Durée estimée&#xa0;: {duration}</translation>
    </message>
    <message>
        <source>This game&apos;s screens are not ready yet: it cannot be played in this version.</source>
        <translation>Les écrans de ce jeu ne sont pas encore prêts&#xa0;: il ne peut pas être joué dans cette version.</translation>
    </message>
    <message>
        <source>Pick a profile…</source>
        <translation>Choisir un profil…</translation>
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
        <translation>Cliquez sur un nom pour faire passer ce joueur dans l&apos;autre équipe.</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Mélanger les équipes</translation>
    </message>
    <message>
        <source>The other player guesses for both spymasters.</source>
        <translation>L&apos;autre joueur devine pour les deux maîtres-espions.</translation>
    </message>
    <message>
        <source>{name} (spymaster)</source>
        <translation>{name} (maître-espion)</translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation>Faire passer {name} dans l&apos;{team}</translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation>Maître-espion</translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation>Maître-espion de l&apos;{team}</translation>
    </message>
</context>
<context>
    <name>SetupTexts</name>
    <message>
        <source>Spies</source>
        <translation>Espions</translation>
    </message>
    <message>
        <source>Ghost (a player with no word)</source>
        <translation>Fantôme (un joueur sans mot)</translation>
    </message>
    <message>
        <source>Spies know they are spies</source>
        <translation>Les espions savent qu&apos;ils sont espions</translation>
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
        <source>Allow &quot;Pass&quot; in votes</source>
        <translation>Autoriser «&#xa0;Passer&#xa0;» lors des votes</translation>
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
        <translation>En cas d&apos;égalité</translation>
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
    <message numerus="yes">
        <source>%n card(s) (about {minutes} min)</source>
        <translation>
            <numerusform>%n carte (environ {minutes} min)</numerusform>
            <numerusform>%n cartes (environ {minutes} min)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two players are called {name}: give them different names.</source>
        <translation>Deux joueurs s&apos;appellent {name}&#xa0;: donnez-leur des noms différents.</translation>
    </message>
    <message>
        <source>{name} has a letter with more than three accents or marks: remove some.</source>
        <translation>{name} a une lettre avec plus de trois accents ou signes&#xa0;: retirez-en quelques-uns.</translation>
    </message>
    <message>
        <source>Tick at least one pack.</source>
        <translation>Cochez au moins un paquet.</translation>
    </message>
    <message>
        <source>This game needs {min} to {max} players.</source>
        <translation>Ce jeu se joue de {min} à {max} joueurs.</translation>
    </message>
    <message>
        <source>Spy Word needs {min} to {max} players.</source>
        <translation>Mot espion se joue de {min} à {max} joueurs.</translation>
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
        <translation>Trop d&apos;espions et de fantôme&#xa0;: les citoyens doivent être plus nombreux.</translation>
    </message>
    <message>
        <source>The chosen packs have no word pairs.</source>
        <translation>Les paquets choisis n&apos;ont aucune paire de mots.</translation>
    </message>
    <message>
        <source>Around the Word needs 4 to 10 players.</source>
        <translation>Autour du mot se joue de 4 à 10 joueurs.</translation>
    </message>
    <message>
        <source>Each team needs at least 2 players: move someone to the {team}.</source>
        <translation>Chaque équipe doit avoir au moins 2 joueurs&#xa0;: faites passer quelqu&apos;un dans l&apos;{team}.</translation>
    </message>
    <message>
        <source>This variant is for exactly {expected} players.</source>
        <translation>Cette variante se joue à {expected} exactement.</translation>
    </message>
    <message>
        <source>The {team} needs exactly one spymaster.</source>
        <translation>L&apos;{team} doit avoir exactement un maître-espion.</translation>
    </message>
    <message>
        <source>The {team} needs at least one player to guess.</source>
        <translation>L&apos;{team} doit avoir au moins un joueur qui devine.</translation>
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
    <message numerus="yes">
        <source>%n player(s) (this game is for {low})</source>
        <translation>
            <numerusform>%n joueur (ce jeu se joue à {low})</numerusform>
            <numerusform>%n joueurs (ce jeu se joue à {low})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) ({low}–{high})</source>
        <translation>
            <numerusform>%n joueur ({low} à {high})</numerusform>
            <numerusform>%n joueurs ({low} à {high})</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}: new game</source>
        <translation>{game}&#xa0;: nouvelle partie</translation>
    </message>
    <message numerus="yes">
        <source>The game is full (%n player(s)).</source>
        <translation>
            <numerusform>La partie est complète (%n joueur).</numerusform>
            <numerusform>La partie est complète (%n joueurs).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpyCard</name>
    <message>
        <source>{name}, you have no word</source>
        <translation>{name}, vous n&apos;avez pas de mot</translation>
    </message>
    <message>
        <source>You are the ghost</source>
        <translation>Vous êtes le fantôme</translation>
    </message>
    <message>
        <source>Listen to the clues, work out the citizens&apos; word and blend in.</source>
        <translation>Écoutez les indices, devinez le mot des citoyens et fondez-vous dans la masse.</translation>
    </message>
    <message>
        <source>{name}, your word is</source>
        <translation>{name}, votre mot est</translation>
    </message>
    <message>
        <source>You are a spy</source>
        <translation>Vous êtes un espion</translation>
    </message>
    <message>
        <source>Remember it, and let nobody else see it.</source>
        <translation>Retenez-le et ne le montrez à personne.</translation>
    </message>
</context>
<context>
    <name>SpyEndPage</name>
    <message>
        <source>Roles (★ the winning side)</source>
        <translation>Rôles (★ le camp gagnant)</translation>
    </message>
    <message>
        <source>Votes, round by round</source>
        <translation>Les votes, manche par manche</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>The citizens&apos; word</source>
        <translation>Le mot des citoyens</translation>
    </message>
    <message>
        <source>The spies&apos; word</source>
        <translation>Le mot des espions</translation>
    </message>
    <message>
        <source>right</source>
        <translation>juste</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>faux</translation>
    </message>
    <message>
        <source>The ghost guessed “{guess}”: {verdict}.</source>
        <translation>Le fantôme a proposé «&#xa0;{guess}&#xa0;»&#xa0;: {verdict}.</translation>
    </message>
    <message>
        <source>out in round {round}</source>
        <translation>hors jeu à la manche {round}</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>encore en jeu</translation>
    </message>
</context>
<context>
    <name>SpyPrivatePage</name>
    <message>
        <source>Send my guess</source>
        <translation>Envoyer ma proposition</translation>
    </message>
    <message>
        <source>OK, hide it</source>
        <translation>OK, cacher</translation>
    </message>
    <message>
        <source>The citizens&apos; word</source>
        <translation>Le mot des citoyens</translation>
    </message>
    <message>
        <source>Your guess of the citizens&apos; word</source>
        <translation>Votre proposition pour le mot des citoyens</translation>
    </message>
    <message>
        <source>You were the ghost</source>
        <translation>Vous étiez le fantôme</translation>
    </message>
    <message>
        <source>One guess: what is the citizens&apos; word? Guess right and you win alone.</source>
        <translation>Une seule proposition&#xa0;: quel est le mot des citoyens&#x202f;? Si vous trouvez, vous gagnez seul.</translation>
    </message>
    <message>
        <source>You are out</source>
        <translation>Vous êtes hors jeu</translation>
    </message>
    <message>
        <source>Your role: {role}. Keep it to yourself until the end.</source>
        <translation>Votre rôle&#xa0;: {role}. Gardez-le pour vous jusqu&apos;à la fin.</translation>
    </message>
    <message>
        <source>Your private screen: nobody else sees it</source>
        <translation>Votre écran privé&#xa0;: personne d&apos;autre ne le voit</translation>
    </message>
    <message>
        <source>{name} is out: a private screen</source>
        <translation>{name} est hors jeu&#xa0;: écran privé</translation>
    </message>
</context>
<context>
    <name>SpyResultPage</name>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Who voted for whom</source>
        <translation>Qui a voté pour qui</translation>
    </message>
    <message>
        <source>Votes received</source>
        <translation>Voix reçues</translation>
    </message>
</context>
<context>
    <name>SpyRevealPage</name>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
    <message>
        <source>Got it: I have seen my card</source>
        <translation>Compris&#xa0;: j&apos;ai vu ma carte</translation>
    </message>
    <message>
        <source>Got it: hide my card and pass on</source>
        <translation>Compris&#xa0;: cacher ma carte et passer</translation>
    </message>
    <message>
        <source>Cards: {seen} of {total} seen</source>
        <translation>Cartes&#xa0;: {seen} sur {total} vues</translation>
    </message>
</context>
<context>
    <name>SpyReviewPage</name>
    <message>
        <source>Your word</source>
        <translation>Votre mot</translation>
    </message>
    <message>
        <source>Who wants to see their word?</source>
        <translation>Qui veut revoir son mot&#x202f;?</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
</context>
<context>
    <name>SpyRoundPage</name>
    <message>
        <source>See my word</source>
        <translation>Revoir mon mot</translation>
    </message>
    <message>
        <source>See my word again</source>
        <translation>Revoir mon mot</translation>
    </message>
    <message>
        <source>See my word again (pick your name)</source>
        <translation>Revoir mon mot (choisissez votre nom)</translation>
    </message>
    <message>
        <source>Speaking order</source>
        <translation>Ordre de parole</translation>
    </message>
    <message>
        <source>No time limit: go to the vote when you are ready.</source>
        <translation>Pas de limite de temps&#xa0;: passez au vote quand vous êtes prêts.</translation>
    </message>
    <message>
        <source>Round {round} · {phase}</source>
        <translation>Manche {round} · {phase}</translation>
    </message>
    <message>
        <source>Talk it over: who is not like the others?</source>
        <translation>Discutez&#xa0;: qui n&apos;est pas comme les autres&#x202f;?</translation>
    </message>
    <message>
        <source>Go to vote</source>
        <translation>Passer au vote</translation>
    </message>
    <message>
        <source>Your turn: give your clue</source>
        <translation>À vous&#xa0;: donnez votre indice</translation>
    </message>
    <message>
        <source>{name} gives a clue</source>
        <translation>{name} donne un indice</translation>
    </message>
    <message>
        <source>{name}, give your clue</source>
        <translation>{name}, donnez votre indice</translation>
    </message>
    <message>
        <source>You are out: you watch until the end.</source>
        <translation>Vous êtes éliminé&#xa0;: vous regardez jusqu&apos;à la fin.</translation>
    </message>
    <message>
        <source>Say your clue aloud, then tap “Clue given”.</source>
        <translation>Dites votre indice à voix haute, puis appuyez sur «&#xa0;Indice donné&#xa0;».</translation>
    </message>
    <message>
        <source>You are the host: start the vote when the table is ready.</source>
        <translation>Vous êtes l&apos;hôte&#xa0;: lancez le vote quand la table est prête.</translation>
    </message>
    <message>
        <source>No time limit: the host, {name}, starts the vote.</source>
        <translation>Pas de limite de temps&#xa0;: l&apos;hôte, {name}, lance le vote.</translation>
    </message>
    <message>
        <source>Only the host, {name}, can start the vote early.</source>
        <translation>Seul l&apos;hôte, {name}, peut lancer le vote plus tôt.</translation>
    </message>
    <message>
        <source>Clue given</source>
        <translation>Indice donné</translation>
    </message>
    <message>
        <source>Tie between {names}: each gives one more clue, then the others vote.</source>
        <translation>Égalité entre {names}&#xa0;: chacun donne un indice de plus, puis les autres votent.</translation>
    </message>
</context>
<context>
    <name>SpyTableWidget</name>
    <message>
        <source>{game} · round {round} · {phase}</source>
        <translation>{game} · manche {round} · {phase}</translation>
    </message>
    <message>
        <source>Cards seen: {seen} of {total}</source>
        <translation>Cartes vues&#xa0;: {seen} sur {total}</translation>
    </message>
    <message>
        <source>{name} gives a clue</source>
        <translation>{name} donne un indice</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message numerus="yes">
        <source>Voted: %n of {total}</source>
        <translation>
            <numerusform>Votes&#xa0;: %n sur {total}</numerusform>
            <numerusform>Votes&#xa0;: %n sur {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is on a private screen</source>
        <translation>{name} est sur un écran privé</translation>
    </message>
    <message>
        <source>Duel between {names}</source>
        <translation>Duel entre {names}</translation>
    </message>
    <message>
        <source>The ghost is guessing the citizens&apos; word.</source>
        <translation>Le fantôme cherche le mot des citoyens.</translation>
    </message>
    <message>
        <source>Citizens: {word}</source>
        <translation>Citoyens&#xa0;: {word}</translation>
    </message>
    <message>
        <source>Spies: {word}</source>
        <translation>Espions&#xa0;: {word}</translation>
    </message>
    <message>
        <source>out · {role}</source>
        <translation>hors jeu · {role}</translation>
    </message>
    <message>
        <source>out</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>{mark} voted</source>
        <translation>{mark} a voté</translation>
    </message>
    <message>
        <source>in the game</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>Last vote: {heading}</source>
        <translation>Dernier vote&#xa0;: {heading}</translation>
    </message>
</context>
<context>
    <name>SpyVotePage</name>
    <message>
        <source>Who do you vote out?</source>
        <translation>Qui voulez-vous éliminer&#x202f;?</translation>
    </message>
    <message>
        <source>{name}, who do you vote out?</source>
        <translation>{name}, qui voulez-vous éliminer&#x202f;?</translation>
    </message>
    <message>
        <source>Cast my vote</source>
        <translation>Voter</translation>
    </message>
    <message>
        <source>Send my vote</source>
        <translation>Envoyer mon vote</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message numerus="yes">
        <source>Duel vote: %n of {total} voted</source>
        <translation>
            <numerusform>Vote du duel&#xa0;: %n sur {total} a voté</numerusform>
            <numerusform>Vote du duel&#xa0;: %n sur {total} ont voté</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vote: %n of {total} voted</source>
        <translation>
            <numerusform>Vote&#xa0;: %n sur {total} a voté</numerusform>
            <numerusform>Vote&#xa0;: %n sur {total} ont voté</numerusform>
        </translation>
    </message>
    <message>
        <source>Only between {names}. Once sent, your vote cannot be changed.</source>
        <translation>Uniquement entre {names}. Une fois envoyé, votre vote ne peut plus être modifié.</translation>
    </message>
    <message>
        <source>Your vote stays secret until the vote closes. Once sent, it cannot be changed.</source>
        <translation>Votre vote reste secret jusqu&apos;à la fin du vote. Une fois envoyé, il ne peut plus être modifié.</translation>
    </message>
    <message>
        <source>Only between {names}.</source>
        <translation>Uniquement entre {names}.</translation>
    </message>
    <message>
        <source>Your vote stays secret until everyone has voted.</source>
        <translation>Votre vote reste secret jusqu&apos;à ce que tout le monde ait voté.</translation>
    </message>
    <message>
        <source>Cast my vote for {name}</source>
        <translation>Voter pour {name}</translation>
    </message>
</context>
<context>
    <name>SpyWaitPage</name>
    <message>
        <source>Round {round} · {phase}</source>
        <translation>Manche {round} · {phase}</translation>
    </message>
    <message>
        <source>Cards: {seen} of {total} seen</source>
        <translation>Cartes&#xa0;: {seen} sur {total} vues</translation>
    </message>
    <message>
        <source>The clues start once everyone has seen their card.</source>
        <translation>Les indices commencent quand tout le monde a vu sa carte.</translation>
    </message>
    <message>
        <source>Still looking at their card:</source>
        <translation>Regardent encore leur carte&#xa0;:</translation>
    </message>
    <message>
        <source>You voted Pass. A sent vote cannot be changed.</source>
        <translation>Vous avez choisi de passer. Un vote envoyé ne peut plus être modifié.</translation>
    </message>
    <message>
        <source>You voted for {name}. A sent vote cannot be changed.</source>
        <translation>Vous avez voté pour {name}. Un vote envoyé ne peut plus être modifié.</translation>
    </message>
    <message numerus="yes">
        <source>Vote: %n of {total} voted</source>
        <translation>
            <numerusform>Vote&#xa0;: %n sur {total} a voté</numerusform>
            <numerusform>Vote&#xa0;: %n sur {total} ont voté</numerusform>
        </translation>
    </message>
    <message>
        <source>Still to vote:</source>
        <translation>Doivent encore voter&#xa0;:</translation>
    </message>
    <message>
        <source>You are out: you do not vote.</source>
        <translation>Vous êtes éliminé&#xa0;: vous ne votez pas.</translation>
    </message>
    <message>
        <source>You are in the duel: only the others vote.</source>
        <translation>Vous êtes dans le duel&#xa0;: seuls les autres votent.</translation>
    </message>
    <message>
        <source>Your vote cannot be sent now.</source>
        <translation>Votre vote ne peut pas être envoyé maintenant.</translation>
    </message>
    <message>
        <source>You do not vote this time.</source>
        <translation>Vous ne votez pas cette fois.</translation>
    </message>
    <message>
        <source>{name} is on a private screen</source>
        <translation>{name} est sur un écran privé</translation>
    </message>
    <message>
        <source>The ghost is guessing the citizens&apos; word.</source>
        <translation>Le fantôme essaie de deviner le mot des citoyens.</translation>
    </message>
    <message>
        <source>The game goes on once they are done.</source>
        <translation>La partie reprend dès qu&apos;il a terminé.</translation>
    </message>
</context>
<context>
    <name>SpyWordTexts</name>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Round {round}: duel vote</source>
        <translation>Manche {round}&#xa0;: vote du duel</translation>
    </message>
    <message>
        <source>Round {round}: vote</source>
        <translation>Manche {round}&#xa0;: vote</translation>
    </message>
    <message>
        <source>Pass wins: nobody is out this round.</source>
        <translation>«&#xa0;Passer&#xa0;» l&apos;emporte&#xa0;: personne n&apos;est éliminé cette manche.</translation>
    </message>
    <message>
        <source>Tie between {names}: a duel decides.</source>
        <translation>Égalité entre {names}&#xa0;: un duel va trancher.</translation>
    </message>
    <message>
        <source>Drawn by lot between {names}: {name} is out.</source>
        <translation>Tirage au sort entre {names}&#xa0;: {name} est hors jeu.</translation>
    </message>
    <message>
        <source>{name} is out.</source>
        <translation>{name} est hors jeu.</translation>
    </message>
    <message>
        <source>Their role stays hidden until the end.</source>
        <translation>Son rôle reste secret jusqu&apos;à la fin.</translation>
    </message>
    <message>
        <source>{name} was a citizen.</source>
        <translation>{name} était citoyen.</translation>
    </message>
    <message>
        <source>{name} was a spy.</source>
        <translation>{name} était un espion.</translation>
    </message>
    <message>
        <source>{name} was the ghost.</source>
        <translation>{name} était le fantôme.</translation>
    </message>
    <message>
        <source>{voter} → {target}</source>
        <translation>{voter} → {target}</translation>
    </message>
    <message>
        <source>{name}: {votes}</source>
        <translation>{name}&#xa0;: {votes}</translation>
    </message>
    <message>
        <source>Citizen</source>
        <translation>Citoyen</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Espion</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Fantôme</translation>
    </message>
    <message>
        <source>Role hidden</source>
        <translation>Rôle caché</translation>
    </message>
    <message>
        <source>The citizens win!</source>
        <translation>Les citoyens gagnent&#x202f;!</translation>
    </message>
    <message>
        <source>The spies and the ghost win!</source>
        <translation>Les espions et le fantôme gagnent&#x202f;!</translation>
    </message>
    <message>
        <source>The ghost wins alone!</source>
        <translation>Le fantôme gagne seul&#x202f;!</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>Personne ne gagne</translation>
    </message>
    <message>
        <source>No spy and no ghost is left in the game.</source>
        <translation>Il ne reste ni espion ni fantôme en jeu.</translation>
    </message>
    <message>
        <source>Only one citizen is left in the game.</source>
        <translation>Il ne reste qu&apos;un seul citoyen en jeu.</translation>
    </message>
    <message>
        <source>The ghost guessed the citizens&apos; word.</source>
        <translation>Le fantôme a trouvé le mot des citoyens.</translation>
    </message>
    <message>
        <source>Too few players are left to go on.</source>
        <translation>Il reste trop peu de joueurs pour continuer.</translation>
    </message>
    <message>
        <source>Everyone looks at their card</source>
        <translation>Chacun regarde sa carte</translation>
    </message>
    <message>
        <source>Clues</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Vote</translation>
    </message>
    <message>
        <source>Duel: one more clue</source>
        <translation>Duel&#xa0;: un indice de plus</translation>
    </message>
    <message>
        <source>Duel vote</source>
        <translation>Vote du duel</translation>
    </message>
    <message>
        <source>Private screen</source>
        <translation>Écran privé</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Each player says one sentence about their word.</source>
        <translation>Chacun dit une phrase sur son mot.</translation>
    </message>
    <message>
        <source>Each player says one word about their word.</source>
        <translation>Chacun dit un mot sur son mot.</translation>
    </message>
    <message>
        <source>Not allowed: the word itself, part of it, a translation of it, or a clue someone already gave.</source>
        <translation>Interdit&#xa0;: le mot lui-même, une partie du mot, sa traduction, ou un indice déjà donné.</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n voix</numerusform>
            <numerusform>%n voix</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vote sent, waiting for %n other player(s)</source>
        <translation>
            <numerusform>Vote envoyé, on attend encore %n joueur</numerusform>
            <numerusform>Vote envoyé, on attend encore %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>{name} (⚠ offline)</source>
        <translation>{name} (⚠ hors ligne)</translation>
    </message>
    <message>
        <source>This card has already been seen.</source>
        <translation>Cette carte a déjà été vue.</translation>
    </message>
    <message>
        <source>This is not the time for clues.</source>
        <translation>Ce n&apos;est pas le moment des indices.</translation>
    </message>
    <message>
        <source>No vote is open now.</source>
        <translation>Aucun vote n&apos;est ouvert en ce moment.</translation>
    </message>
    <message>
        <source>The cards have already been handed out.</source>
        <translation>Les cartes ont déjà été distribuées.</translation>
    </message>
    <message>
        <source>The discussion is not on now.</source>
        <translation>La discussion n&apos;est pas en cours.</translation>
    </message>
    <message>
        <source>No private screen is open now.</source>
        <translation>Aucun écran privé n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>It is not your turn to give a clue.</source>
        <translation>Ce n&apos;est pas votre tour de donner un indice.</translation>
    </message>
    <message>
        <source>Only the host can start the vote.</source>
        <translation>Seul l&apos;hôte peut lancer le vote.</translation>
    </message>
    <message>
        <source>Eliminated players cannot start the vote.</source>
        <translation>Les joueurs éliminés ne peuvent pas lancer le vote.</translation>
    </message>
    <message>
        <source>You do not vote this time.</source>
        <translation>Vous ne votez pas cette fois-ci.</translation>
    </message>
    <message>
        <source>You have already voted; a vote cannot be changed.</source>
        <translation>Vous avez déjà voté&#x202f;; un vote ne peut pas être modifié.</translation>
    </message>
    <message>
        <source>Wait for your turn to vote.</source>
        <translation>Attendez votre tour pour voter.</translation>
    </message>
    <message>
        <source>Pass is not allowed in this vote.</source>
        <translation>«&#xa0;Passer&#xa0;» n&apos;est pas permis dans ce vote.</translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation>Vous ne pouvez pas voter pour vous-même.</translation>
    </message>
    <message>
        <source>You can only vote for a player still in the running.</source>
        <translation>Vous ne pouvez voter que pour un joueur encore en lice.</translation>
    </message>
    <message>
        <source>Only the eliminated ghost can guess.</source>
        <translation>Seul le fantôme éliminé peut faire une proposition.</translation>
    </message>
    <message>
        <source>Type one guess (not empty, not too long).</source>
        <translation>Tapez une proposition (ni vide, ni trop longue).</translation>
    </message>
    <message>
        <source>This private screen belongs to another player.</source>
        <translation>Cet écran privé appartient à un autre joueur.</translation>
    </message>
</context>
<context>
    <name>TableLobby</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Code court de la salle</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>Code QR pour rejoindre cette salle</translation>
    </message>
    <message>
        <source>Nobody has joined yet.</source>
        <translation>Personne n’a encore rejoint la salle.</translation>
    </message>
    <message>
        <source>Scan with a phone, or open this page and type the code:</source>
        <translation>Scannez avec un téléphone, ou ouvrez cette page et tapez le code&#xa0;:</translation>
    </message>
    <message>
        <source>Scan with a phone, or open:</source>
        <translation>Scannez avec un téléphone, ou ouvrez&#xa0;:</translation>
    </message>
    <message>
        <source>No room found? On another computer, type the join code {code}</source>
        <translation>Salle introuvable&#xa0;? Sur un autre ordinateur, tapez le code {code}</translation>
    </message>
</context>
<context>
    <name>TableViewWindow</name>
    <message>
        <source>Palabre: table view</source>
        <translation>Palabre&#xa0;: vue de table</translation>
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
        <source>Show how to &amp;join (QR code)</source>
        <translation>Afficher comment &amp;rejoindre (code QR)</translation>
    </message>
    <message>
        <source>&amp;Close the table view</source>
        <translation>&amp;Fermer la vue de table</translation>
    </message>
</context>
<context>
    <name>Taboo</name>
    <message>
        <source>Found</source>
        <translation>Trouvée</translation>
    </message>
    <message>
        <source>Buzzed</source>
        <translation>Buzzée</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Passée</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Éliminée</translation>
    </message>
    <message>
        <source>Passed · back in the deck</source>
        <translation>Passée · retourne dans la pioche</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n carte restante</numerusform>
            <numerusform>%n cartes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Play time: {time}</source>
        <translation>Temps de jeu&#xa0;: {time}</translation>
    </message>
    <message>
        <source>{team} plays</source>
        <translation>Au tour de l&apos;{team}</translation>
    </message>
    <message>
        <source>Waiting for a clue-giver…</source>
        <translation>On attend quelqu&apos;un pour faire deviner…</translation>
    </message>
    <message>
        <source>{name} gives the clues</source>
        <translation>{name} fait deviner</translation>
    </message>
    <message>
        <source>{name} (left)</source>
        <translation>{name} (a quitté la partie)</translation>
    </message>
    <message>
        <source>{name} ⚠ offline</source>
        <translation>{name} ⚠ hors ligne</translation>
    </message>
    <message>
        <source>This turn: {score} (found {found}, buzzed {buzzed})</source>
        <translation>Ce tour&#xa0;: {score} (trouvées&#xa0;: {found}, buzzées&#xa0;: {buzzed})</translation>
    </message>
    <message numerus="yes">
        <source>Both teams have %n point(s). The tie is broken by total play time: {team} was faster ({won} to {lost}).</source>
        <translation>
            <numerusform>Les deux équipes ont %n point. Le temps de jeu total les départage&#xa0;: l&apos;{team} a été plus rapide ({won} contre {lost}).</numerusform>
            <numerusform>Les deux équipes ont %n points. Le temps de jeu total les départage&#xa0;: l&apos;{team} a été plus rapide ({won} contre {lost}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Both teams have %n point(s) and the same play time ({time}).</source>
        <translation>
            <numerusform>Les deux équipes ont %n point et le même temps de jeu ({time}).</numerusform>
            <numerusform>Les deux équipes ont %n points et le même temps de jeu ({time}).</numerusform>
        </translation>
    </message>
    <message>
        <source>No passes left</source>
        <translation>Plus aucune passe</translation>
    </message>
    <message>
        <source>Passes left: {left} of {total}</source>
        <translation>Passes restantes&#xa0;: {left} sur {total}</translation>
    </message>
    <message>
        <source>Game over: no winner</source>
        <translation>Partie terminée&#xa0;: pas de gagnant</translation>
    </message>
    <message>
        <source>It&apos;s a draw!</source>
        <translation>Égalité&#x202f;!</translation>
    </message>
    <message>
        <source>{team} wins!</source>
        <translation>L&apos;{team} gagne&#x202f;!</translation>
    </message>
    <message>
        <source>On points: {won} to {lost}.</source>
        <translation>Aux points&#xa0;: {won} à {lost}.</translation>
    </message>
    <message>
        <source>A team has fewer than two players left.</source>
        <translation>Il reste moins de deux joueurs dans une équipe.</translation>
    </message>
    <message>
        <source>Most points wins. On a tie, the team with the shorter total play time wins (countdowns and pauses not counted). Same time too: a draw.</source>
        <translation>L&apos;équipe qui a le plus de points gagne. En cas d&apos;égalité, c&apos;est celle dont le temps de jeu total est le plus court (sans les comptes à rebours ni les pauses). Même temps aussi&#xa0;: match nul.</translation>
    </message>
    <message>
        <source>The game is paused: resume it first.</source>
        <translation>La partie est en pause&#xa0;: reprenez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>No passes left in this turn.</source>
        <translation>Plus aucune passe possible dans ce tour.</translation>
    </message>
    <message>
        <source>Too late: that card has already been played.</source>
        <translation>Trop tard&#xa0;: cette carte a déjà été jouée.</translation>
    </message>
    <message>
        <source>Nobody in this team can give clues right now.</source>
        <translation>Personne dans cette équipe ne peut faire deviner pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Only the other team can buzz.</source>
        <translation>Seule l&apos;équipe adverse peut buzzer.</translation>
    </message>
    <message>
        <source>This card is not in the turn.</source>
        <translation>Cette carte ne fait pas partie du tour.</translation>
    </message>
    <message>
        <source>Pausing is only possible when playing on one computer.</source>
        <translation>La pause n&apos;est possible qu&apos;en jouant sur un seul ordinateur.</translation>
    </message>
    <message>
        <source>The game is not paused.</source>
        <translation>La partie n&apos;est pas en pause.</translation>
    </message>
    <message>
        <source>Only the clue-giver can do that.</source>
        <translation>Seule la personne qui fait deviner peut faire ça.</translation>
    </message>
    <message>
        <source>Not possible at this moment of the game.</source>
        <translation>Impossible à ce moment de la partie.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Pas possible pour le moment.</translation>
    </message>
</context>
<context>
    <name>TabooCountdownPage</name>
    <message>
        <source>Get ready…</source>
        <translation>Préparez-vous…</translation>
    </message>
    <message>
        <source>You give the clues: the card comes after the countdown.</source>
        <translation>C&apos;est vous qui faites deviner&#xa0;: la carte arrive après le compte à rebours.</translation>
    </message>
    <message>
        <source>Listen and guess aloud!</source>
        <translation>Écoutez et devinez à voix haute&#x202f;!</translation>
    </message>
    <message>
        <source>Watch the card and press Buzz! on a forbidden word.</source>
        <translation>Surveillez la carte et appuyez sur Buzz&#x202f;! au moindre mot interdit.</translation>
    </message>
</context>
<context>
    <name>TabooEndPage</name>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
</context>
<context>
    <name>TabooPausedPage</name>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>The window was minimised or lost focus. The card is hidden and the clock is stopped.</source>
        <translation>La fenêtre a été réduite ou n&apos;est plus active. La carte est cachée et le chrono est arrêté.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Temps restant&#xa0;: {time}</translation>
    </message>
</context>
<context>
    <name>TabooPlayPage</name>
    <message>
        <source>Forbidden words</source>
        <translation>Mots interdits</translation>
    </message>
    <message>
        <source>F</source>
        <comment>keyboard key for Found</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>P</source>
        <comment>keyboard key for Pass</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>B</source>
        <comment>keyboard key for Buzz!</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Trouvé</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Buzz!</source>
        <translation>Buzz&#x202f;!</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Touche&#xa0;: {key}</translation>
    </message>
    <message>
        <source>You give the clues</source>
        <translation>C&apos;est vous qui faites deviner</translation>
    </message>
    <message>
        <source>Guess aloud!</source>
        <translation>Devinez à voix haute&#x202f;!</translation>
    </message>
    <message>
        <source>{name} gives the clues: listen and call out the word.</source>
        <translation>{name} fait deviner&#xa0;: écoutez et criez le mot.</translation>
    </message>
    <message>
        <source>This card is coming back: passing it again discards it.</source>
        <translation>Cette carte revient&#xa0;: si vous la passez encore, elle est éliminée.</translation>
    </message>
    <message>
        <source>{watchers}: watch the card and press Buzz! on a forbidden word. {team}: do not look!</source>
        <translation>{watchers}&#xa0;: surveillez la carte et appuyez sur Buzz&#x202f;! au moindre mot interdit. {team}&#xa0;: ne regardez pas&#x202f;!</translation>
    </message>
    <message>
        <source>Found when your team says the word. Pass skips the card: it comes back in a later turn.</source>
        <translation>Trouvée quand votre équipe dit le mot. Passer met la carte de côté&#xa0;: elle reviendra à un tour suivant.</translation>
    </message>
    <message>
        <source>Press Buzz! as soon as {name} says a forbidden word.</source>
        <translation>Appuyez sur Buzz&#x202f;! dès que {name} dit un mot interdit.</translation>
    </message>
    <message>
        <source>Only {name} and the {watchers} see the card.</source>
        <translation>Seuls {name} et l&apos;{watchers} voient la carte.</translation>
    </message>
</context>
<context>
    <name>TabooReadyPage</name>
    <message>
        <source>Go!</source>
        <translation>C&apos;est parti&#x202f;!</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Tour {number}</translation>
    </message>
    <message>
        <source>You give the clues</source>
        <translation>C&apos;est vous qui faites deviner</translation>
    </message>
    <message>
        <source>Pass the computer to {name}. A player of the {watchers} sits beside them, watches the card and presses Buzz! on a forbidden word. Players of the {team}: do not look at the screen, guess aloud!</source>
        <translation>Passez l&apos;ordinateur à {name}. Un joueur de l&apos;{watchers} s&apos;assoit à côté, surveille la carte et appuie sur Buzz&#x202f;! au moindre mot interdit. Joueurs de l&apos;{team}&#xa0;: ne regardez pas l&apos;écran, devinez à voix haute&#x202f;!</translation>
    </message>
    <message>
        <source>Go! Start the turn of {name}</source>
        <translation>C&apos;est parti&#x202f;! Lancer le tour de {name}</translation>
    </message>
    <message>
        <source>Press Go! when everyone is ready. Your team guesses aloud; the {watchers} see the card on their screens and press Buzz! on a forbidden word.</source>
        <translation>Appuyez sur C&apos;est parti&#x202f;! quand tout le monde est prêt. Votre équipe devine à voix haute&#x202f;; l&apos;{watchers} voit la carte sur ses écrans et appuie sur Buzz&#x202f;! au moindre mot interdit.</translation>
    </message>
    <message>
        <source>Waiting for {name} to start the turn. You guess aloud: the card is not shown on your screen.</source>
        <translation>On attend que {name} lance le tour. Vous devinez à voix haute&#xa0;: la carte ne s&apos;affiche pas sur votre écran.</translation>
    </message>
    <message>
        <source>Waiting for {name} to start the turn. You will see the card: press Buzz! as soon as {name} says a forbidden word.</source>
        <translation>On attend que {name} lance le tour. Vous verrez la carte&#xa0;: appuyez sur Buzz&#x202f;! dès que {name} dit un mot interdit.</translation>
    </message>
</context>
<context>
    <name>TabooResultPage</name>
    <message>
        <source>A wrong result? Click the card to change it: Found → Buzzed → Passed.</source>
        <translation>Un résultat faux&#x202f;? Cliquez sur la carte pour le changer&#xa0;: Trouvée → Buzzée → Passée.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>Confirm the turn result</source>
        <translation>Valider le résultat du tour</translation>
    </message>
    <message>
        <source>Turn result: {team}</source>
        <translation>Résultat du tour&#xa0;: {team}</translation>
    </message>
    <message>
        <source>Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}</source>
        <translation>Trouvées {found} · Buzzées {buzzed} · Passées {passed} · Éliminées {discarded}</translation>
    </message>
    <message>
        <source>Card {number}: {text}. Click to change.</source>
        <translation>Carte {number}&#xa0;: {text}. Cliquez pour changer.</translation>
    </message>
    <message>
        <source>No card was played in this turn.</source>
        <translation>Aucune carte n&apos;a été jouée pendant ce tour.</translation>
    </message>
    <message>
        <source>Waiting for {name} to check the cards and confirm.</source>
        <translation>On attend que {name} vérifie les cartes et valide.</translation>
    </message>
</context>
<context>
    <name>TabooTableWidget</name>
    <message>
        <source>Around the Word</source>
        <translation>Autour du mot</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Temps restant&#xa0;: {time}</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Waiting for Go!</source>
        <translation>On attend le «&#xa0;C&apos;est parti&#x202f;!&#xa0;»</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Préparez-vous…</translation>
    </message>
    <message numerus="yes">
        <source>Cards played: %n</source>
        <translation>
            <numerusform>Cartes jouées&#xa0;: %n</numerusform>
            <numerusform>Cartes jouées&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn result</source>
        <translation>Résultat du tour</translation>
    </message>
    <message>
        <source>Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}</source>
        <translation>Trouvées {found} · Buzzées {buzzed} · Passées {passed} · Éliminées {discarded}</translation>
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
<context>
    <name>TitleHow</name>
    <message numerus="yes">
        <source>Finish %n games.</source>
        <translation>
            <numerusform>Terminez votre première partie.</numerusform>
            <numerusform>Terminez %n parties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games.</source>
        <translation>
            <numerusform>Gagnez une partie.</numerusform>
            <numerusform>Gagnez %n parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row, whatever your role.</source>
        <translation>Gagnez {n} parties d&apos;affilée, quel que soit votre rôle.</translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a citizen.</source>
        <translation>
            <numerusform>Gagnez une partie en citoyen.</numerusform>
            <numerusform>Gagnez %n parties en citoyen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a spy.</source>
        <translation>
            <numerusform>Gagnez une partie en espion.</numerusform>
            <numerusform>Gagnez %n parties en espion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as the ghost.</source>
        <translation>
            <numerusform>Gagnez une partie en fantôme.</numerusform>
            <numerusform>Gagnez %n parties en fantôme.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n games as a spy.</source>
        <translation>
            <numerusform>Jouez une partie en espion.</numerusform>
            <numerusform>Jouez %n parties en espion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n games as the ghost.</source>
        <translation>
            <numerusform>Jouez une partie en fantôme.</numerusform>
            <numerusform>Jouez %n parties en fantôme.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As the ghost, guess the citizens&apos; word %n times.</source>
        <translation>
            <numerusform>En fantôme, devinez le mot des citoyens.</numerusform>
            <numerusform>En fantôme, devinez %n fois le mot des citoyens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a spy without being eliminated.</source>
        <translation>
            <numerusform>Gagnez en espion sans être éliminé.</numerusform>
            <numerusform>Gagnez %n parties en espion sans être éliminé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games without being eliminated.</source>
        <translation>
            <numerusform>Gagnez une partie sans être éliminé.</numerusform>
            <numerusform>Gagnez %n parties sans être éliminé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As a citizen, vote out a spy or the ghost %n times.</source>
        <translation>
            <numerusform>En citoyen, faites éliminer un espion ou le fantôme par votre vote.</numerusform>
            <numerusform>En citoyen, faites éliminer %n fois un espion ou le fantôme par votre vote.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games that end within two rounds.</source>
        <translation>
            <numerusform>Gagnez une partie terminée en deux manches au plus.</numerusform>
            <numerusform>Gagnez %n parties terminées en deux manches au plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row.</source>
        <translation>Gagnez {n} parties d&apos;affilée.</translation>
    </message>
    <message numerus="yes">
        <source>Give clues that make your team find %n cards.</source>
        <translation>
            <numerusform>Faites deviner une carte à votre équipe.</numerusform>
            <numerusform>Faites deviner %n cartes à votre équipe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make your team find {n} cards in one turn.</source>
        <translation>Faites deviner {n} cartes à votre équipe en un seul tour.</translation>
    </message>
    <message numerus="yes">
        <source>Give clues for %n turns with 3 or more cards found and no Buzz!</source>
        <translation>
            <numerusform>Faites deviner au moins 3 cartes en un tour sans aucun Buzz&#x202f;!</numerusform>
            <numerusform>Faites deviner au moins 3 cartes sans aucun Buzz&#x202f;! pendant %n tours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Catch %n forbidden words while the other team plays.</source>
        <translation>
            <numerusform>Repérez un mot interdit quand l&apos;autre équipe joue.</numerusform>
            <numerusform>Repérez %n mots interdits quand l&apos;autre équipe joue.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games by 5 points or more.</source>
        <translation>
            <numerusform>Gagnez une partie avec 5 points d&apos;avance ou plus.</numerusform>
            <numerusform>Gagnez %n parties avec 5 points d&apos;avance ou plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games tied on points, by the shorter play time.</source>
        <translation>
            <numerusform>Gagnez une partie à égalité de points, au temps de jeu.</numerusform>
            <numerusform>Gagnez %n parties à égalité de points, au temps de jeu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as spymaster.</source>
        <translation>
            <numerusform>Gagnez une partie en maître-espion.</numerusform>
            <numerusform>Gagnez %n parties en maître-espion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a guesser.</source>
        <translation>
            <numerusform>Gagnez une partie en agent.</numerusform>
            <numerusform>Gagnez %n parties en agent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %n clues on which your team finds 4 or more of its words.</source>
        <translation>
            <numerusform>Donnez un indice qui fait trouver 4 mots ou plus à votre équipe.</numerusform>
            <numerusform>Donnez %n indices qui font trouver 4 mots ou plus à votre équipe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Find %n of your team&apos;s words.</source>
        <translation>
            <numerusform>Trouvez un mot de votre équipe.</numerusform>
            <numerusform>Trouvez %n mots de votre équipe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games in which your team never picks a wrong card.</source>
        <translation>
            <numerusform>Gagnez une partie sans que votre équipe touche une mauvaise carte.</numerusform>
            <numerusform>Gagnez %n parties sans que votre équipe touche une mauvaise carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finish %n games, of any kind.</source>
        <translation>
            <numerusform>Terminez une partie, tous jeux confondus.</numerusform>
            <numerusform>Terminez %n parties, tous jeux confondus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games, of any kind.</source>
        <translation>
            <numerusform>Gagnez une partie, tous jeux confondus.</numerusform>
            <numerusform>Gagnez %n parties, tous jeux confondus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row, whichever games they are.</source>
        <translation>Gagnez {n} parties d&apos;affilée, tous jeux confondus.</translation>
    </message>
    <message>
        <source>Finish a game of each of the {n} games.</source>
        <translation>Terminez une partie de chacun des {n} jeux.</translation>
    </message>
    <message>
        <source>Win at least once in each of the {n} games.</source>
        <translation>Gagnez au moins une fois à chacun des {n} jeux.</translation>
    </message>
    <message>
        <source>Finish {n} games on the same day.</source>
        <translation>Terminez {n} parties le même jour.</translation>
    </message>
    <message>
        <source>Reach level {n}.</source>
        <translation>Atteignez le niveau {n}.</translation>
    </message>
</context>
<context>
    <name>Titles</name>
    <message>
        <source>New Recruit</source>
        <translation>Nouvelle recrue</translation>
    </message>
    <message>
        <source>Regular Agent</source>
        <translation>Agent régulier</translation>
    </message>
    <message>
        <source>Field Veteran</source>
        <translation>Vétéran du terrain</translation>
    </message>
    <message>
        <source>Old Fox</source>
        <translation>Vieux renard</translation>
    </message>
    <message>
        <source>Living Legend</source>
        <translation>Légende vivante</translation>
    </message>
    <message>
        <source>First Triumph</source>
        <translation>Premier triomphe</translation>
    </message>
    <message>
        <source>Sharp Mind</source>
        <translation>Esprit vif</translation>
    </message>
    <message>
        <source>Mastermind</source>
        <translation>Cerveau de l&apos;affaire</translation>
    </message>
    <message>
        <source>Grand Strategist</source>
        <translation>Grand stratège</translation>
    </message>
    <message>
        <source>Hat Trick</source>
        <translation>Coup du chapeau</translation>
    </message>
    <message>
        <source>On a Roll</source>
        <translation>Sur sa lancée</translation>
    </message>
    <message>
        <source>Unstoppable</source>
        <translation>Inarrêtable</translation>
    </message>
    <message>
        <source>Untouchable</source>
        <translation>Intouchable</translation>
    </message>
    <message>
        <source>Lord of Words</source>
        <translation>Seigneur des mots</translation>
    </message>
    <message>
        <source>Good Citizen</source>
        <translation>Bon citoyen</translation>
    </message>
    <message>
        <source>Neighbourhood Watch</source>
        <translation>Vigie du quartier</translation>
    </message>
    <message>
        <source>Pillar of the Town</source>
        <translation>Pilier de la cité</translation>
    </message>
    <message>
        <source>Mayor of Truth</source>
        <translation>Maire de la vérité</translation>
    </message>
    <message>
        <source>Mole</source>
        <translation>Taupe</translation>
    </message>
    <message>
        <source>Double Agent</source>
        <translation>Agent double</translation>
    </message>
    <message>
        <source>Master of Disguise</source>
        <translation>Maître du déguisement</translation>
    </message>
    <message>
        <source>Shadow Minister</source>
        <translation>Ministre de l&apos;ombre</translation>
    </message>
    <message>
        <source>Poltergeist</source>
        <translation>Esprit frappeur</translation>
    </message>
    <message>
        <source>Whisper in the Dark</source>
        <translation>Murmure dans le noir</translation>
    </message>
    <message>
        <source>Phantom of the Table</source>
        <translation>Fantôme de la table</translation>
    </message>
    <message>
        <source>Ghost Monarch</source>
        <translation>Monarque des ombres</translation>
    </message>
    <message>
        <source>Poker Face</source>
        <translation>Visage de marbre</translation>
    </message>
    <message>
        <source>Professional Pretender</source>
        <translation>Comédien professionnel</translation>
    </message>
    <message>
        <source>Revenant</source>
        <translation>Revenant</translation>
    </message>
    <message>
        <source>Mind Reader</source>
        <translation>Liseur de pensées</translation>
    </message>
    <message>
        <source>Clairvoyant</source>
        <translation>Extralucide</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oracle</translation>
    </message>
    <message>
        <source>Invisible</source>
        <translation>Invisible</translation>
    </message>
    <message>
        <source>Chameleon</source>
        <translation>Caméléon</translation>
    </message>
    <message>
        <source>Perfect Alibi</source>
        <translation>Alibi parfait</translation>
    </message>
    <message>
        <source>Survivor</source>
        <translation>Survivant</translation>
    </message>
    <message>
        <source>Still Standing</source>
        <translation>Toujours debout</translation>
    </message>
    <message>
        <source>Immortal</source>
        <translation>Immortel</translation>
    </message>
    <message>
        <source>Sharp Eye</source>
        <translation>Œil de lynx</translation>
    </message>
    <message>
        <source>Detective</source>
        <translation>Détective</translation>
    </message>
    <message>
        <source>Spy Hunter</source>
        <translation>Chasseur d&apos;espions</translation>
    </message>
    <message>
        <source>Inspector General</source>
        <translation>Inspecteur général</translation>
    </message>
    <message>
        <source>Quick Draw</source>
        <translation>Dégaine rapide</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>Éclair</translation>
    </message>
    <message>
        <source>Speed of Thought</source>
        <translation>Vitesse de la pensée</translation>
    </message>
    <message>
        <source>Warm-Up</source>
        <translation>Échauffement</translation>
    </message>
    <message>
        <source>Chatterbox</source>
        <translation>Moulin à paroles</translation>
    </message>
    <message>
        <source>Smooth Talker</source>
        <translation>Beau parleur</translation>
    </message>
    <message>
        <source>Word Juggler</source>
        <translation>Jongleur de mots</translation>
    </message>
    <message>
        <source>Silver Tongue</source>
        <translation>Langue d&apos;argent</translation>
    </message>
    <message>
        <source>Team Player</source>
        <translation>Esprit d&apos;équipe</translation>
    </message>
    <message>
        <source>Crowd Pleaser</source>
        <translation>Chouchou du public</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitaine</translation>
    </message>
    <message>
        <source>Champion of Words</source>
        <translation>Champion des mots</translation>
    </message>
    <message>
        <source>Three in a Row</source>
        <translation>Trois à la suite</translation>
    </message>
    <message>
        <source>Hot Streak</source>
        <translation>Série brûlante</translation>
    </message>
    <message>
        <source>Juggernaut</source>
        <translation>Rouleau compresseur</translation>
    </message>
    <message>
        <source>Dynasty</source>
        <translation>Dynastie</translation>
    </message>
    <message>
        <source>Sultan of Words</source>
        <translation>Sultan des Mots</translation>
    </message>
    <message>
        <source>Hint Giver</source>
        <translation>Souffleur</translation>
    </message>
    <message>
        <source>Wordsmith</source>
        <translation>Forgeron des mots</translation>
    </message>
    <message>
        <source>Walking Dictionary</source>
        <translation>Dictionnaire ambulant</translation>
    </message>
    <message>
        <source>Master of Paraphrase</source>
        <translation>Maître de la périphrase</translation>
    </message>
    <message>
        <source>A Thousand Words</source>
        <translation>Mille mots</translation>
    </message>
    <message>
        <source>High Five</source>
        <translation>Tope là</translation>
    </message>
    <message>
        <source>Rapid Fire</source>
        <translation>Tir rapide</translation>
    </message>
    <message>
        <source>Perfect Ten</source>
        <translation>Dix sur dix</translation>
    </message>
    <message>
        <source>Whirlwind</source>
        <translation>Tornade</translation>
    </message>
    <message>
        <source>Telepath</source>
        <translation>Télépathe</translation>
    </message>
    <message>
        <source>Clean Hands</source>
        <translation>Mains propres</translation>
    </message>
    <message>
        <source>Careful Speaker</source>
        <translation>Parole mesurée</translation>
    </message>
    <message>
        <source>Spotless</source>
        <translation>Sans tache</translation>
    </message>
    <message>
        <source>Watchful</source>
        <translation>Vigilant</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>Buzz Master</source>
        <translation>Roi du buzzer</translation>
    </message>
    <message>
        <source>Landslide</source>
        <translation>Raz-de-marée</translation>
    </message>
    <message>
        <source>No Contest</source>
        <translation>Sans appel</translation>
    </message>
    <message>
        <source>Total Domination</source>
        <translation>Domination totale</translation>
    </message>
    <message>
        <source>Photo Finish</source>
        <translation>Photo-finish</translation>
    </message>
    <message>
        <source>Beat the Clock</source>
        <translation>Plus vite que l&apos;horloge</translation>
    </message>
    <message>
        <source>Rookie Agent</source>
        <translation>Agent débutant</translation>
    </message>
    <message>
        <source>Field Agent</source>
        <translation>Agent de terrain</translation>
    </message>
    <message>
        <source>Station Chief</source>
        <translation>Chef de poste</translation>
    </message>
    <message>
        <source>Agency Director</source>
        <translation>Directeur de l&apos;agence</translation>
    </message>
    <message>
        <source>Mission Accomplished</source>
        <translation>Mission accomplie</translation>
    </message>
    <message>
        <source>Decorated Agent</source>
        <translation>Agent décoré</translation>
    </message>
    <message>
        <source>Cold War Hero</source>
        <translation>Héros de la guerre froide</translation>
    </message>
    <message>
        <source>Clean Run</source>
        <translation>Sans faute</translation>
    </message>
    <message>
        <source>Agent of Legend</source>
        <translation>Agent de légende</translation>
    </message>
    <message>
        <source>Handler</source>
        <translation>Officier traitant</translation>
    </message>
    <message>
        <source>Puppet Master</source>
        <translation>Marionnettiste</translation>
    </message>
    <message>
        <source>Codemaster</source>
        <translation>Maître des codes</translation>
    </message>
    <message>
        <source>Good Instincts</source>
        <translation>Bon instinct</translation>
    </message>
    <message>
        <source>Codebreaker</source>
        <translation>Briseur de codes</translation>
    </message>
    <message>
        <source>Enigma Cracker</source>
        <translation>Casseur d&apos;Enigma</translation>
    </message>
    <message>
        <source>Four-Way Link</source>
        <translation>Lien quadruple</translation>
    </message>
    <message>
        <source>Grand Connector</source>
        <translation>Grand connecteur</translation>
    </message>
    <message>
        <source>Keen Ear</source>
        <translation>Oreille fine</translation>
    </message>
    <message>
        <source>Sixth Sense</source>
        <translation>Sixième sens</translation>
    </message>
    <message>
        <source>Human Decoder</source>
        <translation>Décodeur humain</translation>
    </message>
    <message>
        <source>Flawless Operation</source>
        <translation>Opération sans faute</translation>
    </message>
    <message>
        <source>Game Night</source>
        <translation>Soirée jeux</translation>
    </message>
    <message>
        <source>Party Animal</source>
        <translation>Bête de soirée</translation>
    </message>
    <message>
        <source>Centurion</source>
        <translation>Centurion</translation>
    </message>
    <message>
        <source>Table Legend</source>
        <translation>Légende de la table</translation>
    </message>
    <message>
        <source>Eternal Player</source>
        <translation>Joueur éternel</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Serial Winner</source>
        <translation>Gagnant en série</translation>
    </message>
    <message>
        <source>Conqueror</source>
        <translation>Conquérant</translation>
    </message>
    <message>
        <source>Emperor of Play</source>
        <translation>Empereur du jeu</translation>
    </message>
    <message>
        <source>Lucky Star</source>
        <translation>Bonne étoile</translation>
    </message>
    <message>
        <source>Golden Run</source>
        <translation>Série dorée</translation>
    </message>
    <message>
        <source>Invincible</source>
        <translation>Invincible</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorateur</translation>
    </message>
    <message>
        <source>Triple Crown</source>
        <translation>Triple couronne</translation>
    </message>
    <message>
        <source>Marathon Night</source>
        <translation>Nuit marathon</translation>
    </message>
    <message>
        <source>Night Owl</source>
        <translation>Oiseau de nuit</translation>
    </message>
    <message>
        <source>Rising Star</source>
        <translation>Étoile montante</translation>
    </message>
    <message>
        <source>Seasoned</source>
        <translation>Aguerri</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Grand maître</translation>
    </message>
    <message>
        <source>Palabre Legend</source>
        <translation>Légende de Palabre</translation>
    </message>
</context>
<context>
    <name>WebPage</name>
    <message>
        <source>I&apos;m ready</source>
        <translation>Je suis prêt</translation>
    </message>
    <message>
        <source>Not ready after all</source>
        <translation>Finalement pas prêt</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation>En attente du lancement de la partie par l&apos;hôte.</translation>
    </message>
    <message>
        <source>Join again</source>
        <translation>Rejoindre à nouveau</translation>
    </message>
    <message>
        <source>Kept on the host&apos;s computer: your XP and titles grow with each game.</source>
        <translation>Gardé sur l&apos;ordinateur de l&apos;hôte&#xa0;: vos XP et vos titres grandissent à chaque partie.</translation>
    </message>
    <message>
        <source>A new profile with this picture:</source>
        <translation>Un nouveau profil avec cette image&#xa0;:</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Code court de la salle</translation>
    </message>
    <message>
        <source>Type the four letters shown on the host&apos;s screen</source>
        <translation>Tapez les quatre lettres affichées sur l’écran de l’hôte</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>No room here has the code {code}. Check the letters on the host&apos;s screen.</source>
        <translation>Aucune salle n’a ici le code {code}. Vérifiez les lettres sur l’écran de l’hôte.</translation>
    </message>
    <message>
        <source>Rooms on this computer</source>
        <translation>Salles sur cet ordinateur</translation>
    </message>
    <message>
        <source>The computer taking over could not prove that the host chose it: you stay here.</source>
        <translation>L’ordinateur qui prend le relais n’a pas pu prouver que l’hôte l’a choisi&#xa0;: vous restez ici.</translation>
    </message>
    <message>
        <source>Guess: {word}</source>
        <translation>Deviner&#xa0;: {word}</translation>
    </message>
    <message>
        <source>Tap a word, then confirm here</source>
        <translation>Touchez un mot, puis confirmez ici</translation>
    </message>
</context>
</TS>
