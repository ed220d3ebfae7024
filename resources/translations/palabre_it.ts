<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Palabre</source>
        <translation>Informazioni su Palabre</translation>
    </message>
    <message>
        <source>Palabre</source>
        <translation>Palabre</translation>
    </message>
    <message>
        <source>Version {app} · Qt {qt} · PySide {pyside}</source>
        <translation>Versione {app} · Qt {qt} · PySide {pyside}</translation>
    </message>
    <message>
        <source>Word-party games for one screen, a network or a TV: Spy Word, Around the Word and Codenames. Made by the Palabre team; free software under the GPL 3.0 or later.</source>
        <translation>Giochi di parole per uno schermo, una rete o una TV: Parola Spia, Intorno alla parola e Codenames. Realizzato dal team di Palabre; software libero con licenza GPL 3.0 o successiva.</translation>
    </message>
    <message>
        <source>Pictures: &lt;a href="{url}"&gt;OpenMoji&lt;/a&gt;, the open-source emoji and icon project.</source>
        <translation>Immagini: &lt;a href="{url}"&gt;OpenMoji&lt;/a&gt;, il progetto open source di emoji e icone.</translation>
    </message>
    <message>
        <source>Licence of the pictures: {licence} ({url})</source>
        <translation>Licenza delle immagini: {licence} ({url})</translation>
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
        <translation>La partita apparirà qui appena inizia.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Spy Word</source>
        <extracomment>lupdate reads ``translate("Context", "text")`` calls: keep both literal.</extracomment>
        <translation>Parola Spia</translation>
    </message>
    <message>
        <source>Around the Word</source>
        <translation>Intorno alla parola</translation>
    </message>
    <message>
        <source>Codenames</source>
        <translation>Codenames</translation>
    </message>
    <message>
        <source>Your word is different? You are the spy.</source>
        <translation>La tua parola è diversa? Sei tu la spia.</translation>
    </message>
    <message>
        <source>Say anything, except the forbidden words.</source>
        <translation>Di' tutto, tranne le parole proibite.</translation>
    </message>
    <message>
        <source>One word, several meanings: lead your team to its agents.</source>
        <translation>Una parola, tanti significati: guida la tua squadra verso i suoi agenti.</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} giocatori</translation>
    </message>
    <message>
        <source>about {minutes} min</source>
        <translation>circa {minutes} min</translation>
    </message>
    <message>
        <source>{low}–{high} min</source>
        <translation>{low}–{high} min</translation>
    </message>
    <message>
        <source>Classic (two teams)</source>
        <translation>Classica (due squadre)</translation>
    </message>
    <message>
        <source>Two players, together</source>
        <translation>Due giocatori, insieme</translation>
    </message>
    <message>
        <source>Three players, together</source>
        <translation>Tre giocatori, insieme</translation>
    </message>
    <message>
        <source>Three players: two spymasters, one guesser</source>
        <translation>Tre giocatori: due capi spia, un agente</translation>
    </message>
    <message>
        <source>Everyone gets a secret word with its picture. The spies get a slightly different word and usually do not know it; the ghost gets no word at all.</source>
        <translation>Ognuno riceve una parola segreta con la sua immagine. Le spie ricevono una parola un po' diversa e di solito non lo sanno; il fantasma non riceve nessuna parola.</translation>
    </message>
    <message>
        <source>Each round, everyone gives one clue about their word, in turn. Then the table talks it over and votes one player out.</source>
        <translation>A ogni turno, ognuno dà a sua volta un indizio sulla propria parola. Poi il tavolo ne discute e vota per eliminare un giocatore.</translation>
    </message>
    <message>
        <source>Citizens win when no spy and no ghost is left. Spies and ghost win together when only one citizen remains. An eliminated ghost who guesses the citizens' word wins alone.</source>
        <translation>I cittadini vincono quando non resta nessuna spia né fantasma. Spie e fantasma vincono insieme quando resta un solo cittadino. Un fantasma eliminato che indovina la parola dei cittadini vince da solo.</translation>
    </message>
    <message>
        <source>On one computer, pass it around: each player reveals their own card behind a privacy screen, then hides it again.</source>
        <translation>Su un solo computer, passatelo di mano in mano: ognuno scopre la propria carta dietro uno schermo di riservatezza e poi la nasconde di nuovo.</translation>
    </message>
    <message>
        <source>Two teams take turns. The clue-giver has one minute to make their team guess as many words as possible.</source>
        <translation>Due squadre giocano a turno. Chi dà gli indizi ha un minuto per far indovinare alla sua squadra più parole possibile.</translation>
    </message>
    <message>
        <source>Never say the word, part of it, or any of the five forbidden words on the card. The other team watches the card and presses Buzz! when you slip.</source>
        <translation>Non dire mai la parola, una sua parte né nessuna delle cinque parole proibite della carta. L'altra squadra guarda la carta e preme Buzz! se sbagli.</translation>
    </message>
    <message>
        <source>Found: one point. Buzz!: one point off. You may pass up to three cards a turn.</source>
        <translation>Indovinata: un punto. Buzz!: un punto in meno. Puoi passare fino a tre carte per turno.</translation>
    </message>
    <message>
        <source>When both decks are used up, the team with more points wins.</source>
        <translation>Quando entrambi i mazzi sono finiti, vince la squadra con più punti.</translation>
    </message>
    <message>
        <source>Two teams, each with a spymaster who sees the secret key of the 25-word grid.</source>
        <translation>Due squadre, ognuna con un capo spia che vede la chiave segreta della griglia di 25 parole.</translation>
    </message>
    <message>
        <source>The spymaster gives one word and a number. Their team picks the words they think are theirs: a right guess lets them go on, a wrong one ends the turn.</source>
        <translation>Il capo spia dà una parola e un numero. La sua squadra sceglie le parole che crede sue: una risposta giusta le permette di continuare, una sbagliata chiude il turno.</translation>
    </message>
    <message>
        <source>The first team to find all its words wins; the team that finds the assassin loses at once.</source>
        <translation>Vince la prima squadra che trova tutte le sue parole; la squadra che scopre l'assassino perde subito.</translation>
    </message>
    <message>
        <source>Variants: two or three players can play together against the key, or three players with two rival spymasters.</source>
        <translation>Varianti: in due o in tre si può giocare insieme contro la chiave, oppure in tre con due capi spia rivali.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play {game}</source>
        <translation>Come si gioca a {game}</translation>
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
        <translation>Giochi di parole per tutto il tavolo</translation>
    </message>
    <message>
        <source>{players} · {duration}</source>
        <translation>{players} · {duration}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>Gioca a {game}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>Come si gioca a {game}</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Text &amp;size</source>
        <translation>Dimensione del te&amp;sto</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>Vista tavolo</translation>
    </message>
    <message>
        <source>A second window for a TV or projector, showing only public information</source>
        <translation>Una seconda finestra per TV o proiettore, che mostra solo informazioni pubbliche</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Informazioni</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Palabre: {game}</source>
        <translation>Palabre: {game}</translation>
    </message>
    <message>
        <source>Palabre</source>
        <translation>Palabre</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>Back to the &amp;home screen</source>
        <translation>Torna alla schermata &amp;iniziale</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Open the &amp;table view window</source>
        <translation>Apri la finestra della vista &amp;tavolo</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;About Palabre</source>
        <translation>&amp;Informazioni su Palabre</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Non è consentito adesso.</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Abbandonare la partita?</translation>
    </message>
    <message>
        <source>The game in progress will be lost. Leave it?</source>
        <translation>La partita in corso andrà persa. Abbandonarla?</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Passa a {name}</translation>
    </message>
    <message>
        <source>Only {name} should look. Click or press Space to reveal.</source>
        <translation>Solo {name} deve guardare. Fai clic o premi Spazio per mostrare.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>Reveal the secret screen of {name}</source>
        <translation>Mostra la schermata segreta di {name}</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Nascondi</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Torna all'elenco dei giochi</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>New player's name</source>
        <translation>Nome del nuovo giocatore</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Rimuovi selezionato</translation>
    </message>
    <message>
        <source>Double-click a name (or press F2) to rename.</source>
        <translation>Fai doppio clic su un nome (o premi F2) per rinominarlo.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Word packs</source>
        <translation>Pacchetti di parole</translation>
    </message>
    <message>
        <source>Choose one pack.</source>
        <translation>Scegli un pacchetto.</translation>
    </message>
    <message>
        <source>Tick one or more packs.</source>
        <translation>Seleziona uno o più pacchetti.</translation>
    </message>
    <message>
        <source>No pack in this language.</source>
        <translation>Nessun pacchetto in questa lingua.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation>Durata stimata: {duration}</translation>
    </message>
    <message>
        <source>This game's screens are not ready yet: it cannot be played in this version.</source>
        <translation>Le schermate di questo gioco non sono ancora pronte: non si può giocare in questa versione.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Ruoli</translation>
    </message>
    <message>
        <source>Click a name to move that player to the other team.</source>
        <translation>Fai clic su un nome per spostare quel giocatore nell'altra squadra.</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Mescola le squadre</translation>
    </message>
    <message>
        <source>The other player guesses for both spymasters.</source>
        <translation>L'altro giocatore indovina per entrambi i capi spia.</translation>
    </message>
    <message>
        <source>{name} (spymaster)</source>
        <translation>{name} (capo spia)</translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation>Sposta {name} nella {team}</translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation>Capo spia</translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation>Capo spia della {team}</translation>
    </message>
</context>
<context>
    <name>SetupTexts</name>
    <message>
        <source>Spies</source>
        <extracomment>lupdate reads ``translate("Context", "text")`` calls: keep both literal.</extracomment>
        <translation>Spie</translation>
    </message>
    <message>
        <source>Ghost (a player with no word)</source>
        <translation>Fantasma (un giocatore senza parola)</translation>
    </message>
    <message>
        <source>Spies know they are spies</source>
        <translation>Le spie sanno di essere spie</translation>
    </message>
    <message>
        <source>Show the role of eliminated players</source>
        <translation>Mostra il ruolo dei giocatori eliminati</translation>
    </message>
    <message>
        <source>Vote results</source>
        <translation>Risultati dei voti</translation>
    </message>
    <message>
        <source>Allow "Pass" in votes</source>
        <translation>Consenti «Passo» nelle votazioni</translation>
    </message>
    <message>
        <source>Each clue is</source>
        <translation>Ogni indizio è</translation>
    </message>
    <message>
        <source>Discussion time</source>
        <translation>Tempo di discussione</translation>
    </message>
    <message>
        <source>On a tie</source>
        <translation>In caso di pareggio</translation>
    </message>
    <message>
        <source>Cards per team</source>
        <translation>Carte per squadra</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Tempo per turno</translation>
    </message>
    <message>
        <source>Who voted for whom</source>
        <translation>Chi ha votato chi</translation>
    </message>
    <message>
        <source>Totals only</source>
        <translation>Solo totali</translation>
    </message>
    <message>
        <source>One word</source>
        <translation>Una parola</translation>
    </message>
    <message>
        <source>One sentence</source>
        <translation>Una frase</translation>
    </message>
    <message>
        <source>A duel between the tied players</source>
        <translation>Un duello tra i giocatori a pari merito</translation>
    </message>
    <message>
        <source>A random draw</source>
        <translation>Un sorteggio</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Illimitato</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Senza limite di tempo</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{cards} cards (about {minutes} min)</source>
        <translation>{cards} carte (circa {minutes} min)</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Ogni giocatore deve avere un nome.</translation>
    </message>
    <message>
        <source>Two players are called {name}: give them different names.</source>
        <translation>Due giocatori si chiamano {name}: dai loro nomi diversi.</translation>
    </message>
    <message>
        <source>Tick at least one pack.</source>
        <translation>Seleziona almeno un pacchetto.</translation>
    </message>
    <message>
        <source>Choose exactly one pack.</source>
        <translation>Scegli esattamente un pacchetto.</translation>
    </message>
    <message>
        <source>Spy Word needs {min} to {max} players.</source>
        <translation>Parola Spia richiede da {min} a {max} giocatori.</translation>
    </message>
    <message>
        <source>With this many players, there can be at most {max} spies.</source>
        <translation>Con questo numero di giocatori, le spie possono essere al massimo {max}.</translation>
    </message>
    <message>
        <source>The ghost needs at least 5 players.</source>
        <translation>Il fantasma richiede almeno 5 giocatori.</translation>
    </message>
    <message>
        <source>Too many spies and ghost: the citizens must outnumber them.</source>
        <translation>Troppe spie e fantasma: i cittadini devono essere di più.</translation>
    </message>
    <message>
        <source>The chosen packs have no word pairs.</source>
        <translation>I pacchetti scelti non hanno coppie di parole.</translation>
    </message>
    <message>
        <source>Around the Word needs 4 to 10 players.</source>
        <translation>Intorno alla parola richiede da 4 a 10 giocatori.</translation>
    </message>
    <message>
        <source>Each team needs at least 2 players: move someone to the {team}.</source>
        <translation>Ogni squadra deve avere almeno 2 giocatori: sposta qualcuno nella {team}.</translation>
    </message>
    <message>
        <source>This variant is for exactly {expected} players.</source>
        <translation>Questa variante è per esattamente {expected} giocatori.</translation>
    </message>
    <message>
        <source>The {team} needs exactly one spymaster.</source>
        <translation>La {team} deve avere esattamente un capo spia.</translation>
    </message>
    <message>
        <source>The {team} needs at least one player to guess.</source>
        <translation>La {team} deve avere almeno un giocatore che indovina.</translation>
    </message>
    <message>
        <source>In this variant everyone plays in the same team.</source>
        <translation>In questa variante giocano tutti nella stessa squadra.</translation>
    </message>
    <message>
        <source>The chosen packs have fewer than 25 different words.</source>
        <translation>I pacchetti scelti hanno meno di 25 parole diverse.</translation>
    </message>
    <message>
        <source>These settings cannot be used ({code}).</source>
        <translation>Queste impostazioni non si possono usare ({code}).</translation>
    </message>
    <message>
        <source>{count} players (this game is for {low})</source>
        <translation>{count} giocatori (questo gioco è per {low})</translation>
    </message>
    <message>
        <source>{count} players ({low}–{high})</source>
        <translation>{count} giocatori ({low}–{high})</translation>
    </message>
    <message>
        <source>{game}: new game</source>
        <translation>{game}: nuova partita</translation>
    </message>
</context>
<context>
    <name>TableViewWindow</name>
    <message>
        <source>Palabre: table view</source>
        <translation>Palabre: vista tavolo</translation>
    </message>
    <message>
        <source>&amp;Screen</source>
        <translation>&amp;Schermo</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Finestra</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <source>&amp;Close the table view</source>
        <translation>&amp;Chiudi la vista tavolo</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Red team</source>
        <translation>squadra rossa</translation>
    </message>
    <message>
        <source>Blue team</source>
        <translation>squadra blu</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>civile</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>assassino</translation>
    </message>
    <message>
        <source>No team</source>
        <translation>senza squadra</translation>
    </message>
</context>
</TS>