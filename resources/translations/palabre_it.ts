<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
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
        <translation>Giochi di parole per uno schermo, una rete o una TV: Parola spia, Intorno alla parola e Codenames. Realizzato dal team di Palabre; software libero con licenza GPL 3.0 o successiva.</translation>
    </message>
    <message>
        <source>Pictures: &lt;a href=&quot;{url}&quot;&gt;OpenMoji&lt;/a&gt;, the open-source emoji and icon project.</source>
        <translation>Immagini: &lt;a href=&quot;{url}&quot;&gt;OpenMoji&lt;/a&gt;, il progetto open source di emoji e icone.</translation>
    </message>
    <message>
        <source>Licence of the pictures: {licence} ({url})</source>
        <translation>Licenza delle immagini: {licence} ({url})</translation>
    </message>
</context>
<context>
    <name>AbsentPlayersBar</name>
    <message>
        <source>{name} lost the connection. Their seat waits for them; meanwhile the game goes on by its rules.</source>
        <translation>{name} ha perso la connessione. Il suo posto lo aspetta; intanto la partita continua secondo le regole.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Togli {name}</translation>
    </message>
    <message>
        <source>{name} then counts as having left the game, by its rules.</source>
        <translation>{name} conta allora come chi ha lasciato la partita, secondo le regole.</translation>
    </message>
    <message>
        <source>Remove {name} from the game</source>
        <translation>Togli {name} dalla partita</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>Rimuovere {name}?</translation>
    </message>
    <message>
        <source>{name} then counts as having left the game, by its rules, and cannot join this room again.</source>
        <translation>{name} conta allora come uscito dalla partita, secondo le sue regole, e non potrà più rientrare in questa stanza.</translation>
    </message>
</context>
<context>
    <name>AgentsLeft</name>
    <message numerus="yes">
        <source>{team}: %n agent(s) left</source>
        <translation>
            <numerusform>{team}: resta %n agente</numerusform>
            <numerusform>{team}: restano %n agenti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{team} (opponent): %n left</source>
        <translation>
            <numerusform>{team} (avversari): ne resta %n</numerusform>
            <numerusform>{team} (avversari): ne restano %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Guessing for both: {names}</source>
        <translation>Indovina per entrambi: {names}</translation>
    </message>
</context>
<context>
    <name>ClueEntry</name>
    <message>
        <source>One word and a number (0 to 9)</source>
        <translation>Una parola e un numero (da 0 a 9)</translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation>Il tuo indizio</translation>
    </message>
    <message>
        <source>Clue word</source>
        <translation>Parola dell&apos;indizio</translation>
    </message>
    <message>
        <source>Number of words</source>
        <translation>Numero di parole</translation>
    </message>
    <message>
        <source>0: as many guesses as you like, while right</source>
        <translation>0: tutti i tentativi che si vuole, finché si indovina</translation>
    </message>
    <message>
        <source>Give the clue</source>
        <translation>Dai l&apos;indizio</translation>
    </message>
</context>
<context>
    <name>ClueStatus</name>
    <message>
        <source>Clue</source>
        <translation>Indizio</translation>
    </message>
    <message>
        <source>Waiting for the spymaster</source>
        <translation>In attesa del capo spia</translation>
    </message>
    <message>
        <source>Clue of the {team}</source>
        <translation>Indizio della {team}</translation>
    </message>
    <message>
        <source>Guesses: unlimited while right</source>
        <translation>Tentativi: illimitati finché si indovina</translation>
    </message>
    <message numerus="yes">
        <source>Guesses left: %n</source>
        <translation>
            <numerusform>Tentativi rimasti: %n</numerusform>
            <numerusform>Tentativi rimasti: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CodenamesScreen</name>
    <message>
        <source>End the turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <source>The key is showing: guessers, look away!</source>
        <translation>La chiave è visibile: agenti, non guardate!</translation>
    </message>
    <message>
        <source>Clues and guesses</source>
        <translation>Indizi e risposte</translation>
    </message>
    <message>
        <source>{team}: {name}&apos;s turn</source>
        <translation>{team}: tocca a {name}</translation>
    </message>
    <message>
        <source>{name}, give a clue: one word and a number.</source>
        <translation>{name}, dai un indizio: una parola e un numero.</translation>
    </message>
    <message>
        <source>{names}: pick a card. Click it, or use the arrows and Enter, or type its number.</source>
        <translation>{names}: scegliete una carta. Cliccatela, usate le frecce e Invio o digitate il suo numero.</translation>
    </message>
    <message>
        <source>Waiting for the spymaster&apos;s clue…</source>
        <translation>In attesa dell&apos;indizio del capo spia…</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>In attesa degli altri giocatori…</translation>
    </message>
    <message>
        <source>Your turn: give a clue, one word and a number.</source>
        <translation>Tocca a te: dai un indizio, una parola e un numero.</translation>
    </message>
    <message>
        <source>Your turn: pick a card. Click it, or use the arrows and Enter, or type its number.</source>
        <translation>Tocca a te: scegli una carta. Cliccala, usa le frecce e Invio o digita il suo numero.</translation>
    </message>
    <message>
        <source>Waiting for {name}: the spymaster is thinking of a clue…</source>
        <translation>In attesa di {name}: il capo spia sta pensando a un indizio…</translation>
    </message>
    <message>
        <source>Waiting for {names} to pick a card…</source>
        <translation>In attesa di {names}: scelta di una carta…</translation>
    </message>
    <message>
        <source>Waiting for {name} to cover a word of the other team…</source>
        <translation>In attesa di {name}, che copre una parola dell&apos;altra squadra…</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>Nascondi la chiave</translation>
    </message>
    <message>
        <source>Show the key (spymaster)</source>
        <translation>Mostra la chiave (capo spia)</translation>
    </message>
</context>
<context>
    <name>CodenamesTable</name>
    <message>
        <source>Clue</source>
        <translation>Indizio</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Guesses left</source>
        <translation>Tentativi rimasti</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>The spymaster is thinking…</source>
        <translation>Il capo spia sta pensando…</translation>
    </message>
    <message>
        <source>The spymaster covers a word…</source>
        <translation>Il capo spia copre una parola…</translation>
    </message>
    <message>
        <source>{team}: {names}</source>
        <translation>{team}: {names}</translation>
    </message>
    <message>
        <source>Guessing for both: {names}</source>
        <translation>Indovina per entrambi: {names}</translation>
    </message>
</context>
<context>
    <name>CodenamesTexts</name>
    <message>
        <source>Red agent</source>
        <translation>Agente rosso</translation>
    </message>
    <message>
        <source>Blue agent</source>
        <translation>Agente blu</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>Civile</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Assassino</translation>
    </message>
    <message>
        <source>Not revealed</source>
        <translation>Non ancora rivelata</translation>
    </message>
    <message>
        <source>Type a clue first.</source>
        <translation>Scrivi prima un indizio.</translation>
    </message>
    <message>
        <source>One word only: the clue cannot contain a space.</source>
        <translation>Una sola parola: l&apos;indizio non può contenere spazi.</translation>
    </message>
    <message>
        <source>One word only: letters and digits, joined at most by a hyphen or an apostrophe.</source>
        <translation>Una sola parola: lettere e cifre, unite al massimo da un trattino o un apostrofo.</translation>
    </message>
    <message>
        <source>That is one of the words on the grid: choose another clue.</source>
        <translation>È una delle parole della griglia: scegli un altro indizio.</translation>
    </message>
    <message>
        <source>The clue contains a word of the grid: choose another clue.</source>
        <translation>L&apos;indizio contiene una parola della griglia: scegli un altro indizio.</translation>
    </message>
    <message>
        <source>The clue is part of a word on the grid: choose another clue.</source>
        <translation>L&apos;indizio fa parte di una parola della griglia: scegli un altro indizio.</translation>
    </message>
    <message>
        <source>That clue is too long.</source>
        <translation>Questo indizio è troppo lungo.</translation>
    </message>
    <message>
        <source>The clue must be a word.</source>
        <translation>L&apos;indizio deve essere una parola.</translation>
    </message>
    <message>
        <source>The number must be between 0 and 9.</source>
        <translation>Il numero deve essere tra 0 e 9.</translation>
    </message>
    <message>
        <source>That card is already revealed.</source>
        <translation>Questa carta è già rivelata.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Questa carta non esiste.</translation>
    </message>
    <message>
        <source>Cover a word of the other team.</source>
        <translation>Copri una parola dell&apos;altra squadra.</translation>
    </message>
    <message>
        <source>Make at least one guess before ending the turn.</source>
        <translation>Fate almeno un tentativo prima di terminare il turno.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>Only the spymaster can do that.</source>
        <translation>Solo il capo spia può farlo.</translation>
    </message>
    <message>
        <source>The spymaster does not guess.</source>
        <translation>Il capo spia non indovina.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Non è consentito adesso.</translation>
    </message>
    <message>
        <source>You win: every agent found!</source>
        <translation>Avete vinto: tutti gli agenti trovati!</translation>
    </message>
    <message>
        <source>The key wins this time.</source>
        <translation>Stavolta vince la chiave.</translation>
    </message>
    <message>
        <source>The game ends with no winner.</source>
        <translation>La partita finisce senza vincitori.</translation>
    </message>
    <message>
        <source>{name} wins, with the guesser!</source>
        <translation>Vince {name}, insieme all&apos;agente!</translation>
    </message>
    <message>
        <source>{team} wins!</source>
        <translation>Vince la {team}!</translation>
    </message>
    <message>
        <source>All the agents of the {team} are found.</source>
        <translation>Tutti gli agenti della {team} sono stati trovati.</translation>
    </message>
    <message>
        <source>The assassin was revealed.</source>
        <translation>L&apos;assassino è stato scoperto.</translation>
    </message>
    <message>
        <source>Every word of the other team is covered.</source>
        <translation>Tutte le parole dell&apos;altra squadra sono coperte.</translation>
    </message>
    <message>
        <source>A team has lost its spymaster.</source>
        <translation>Una squadra è rimasta senza capo spia.</translation>
    </message>
    <message>
        <source>A team has nobody left to guess.</source>
        <translation>Una squadra non ha più nessuno che indovini.</translation>
    </message>
    <message>
        <source>{name} ⚠ offline</source>
        <translation>{name} ⚠ non in linea</translation>
    </message>
    <message>
        <source>{name}, {title}</source>
        <translation>{name}, {title}</translation>
    </message>
    <message>
        <source>{name} (spymaster)</source>
        <translation>{name} (capo spia)</translation>
    </message>
    <message>
        <source>You are the spymaster of the {team}: only your screen shows the key.</source>
        <translation>Sei il capo spia della {team}: solo il tuo schermo mostra la chiave.</translation>
    </message>
    <message>
        <source>You guess for both spymasters.</source>
        <translation>Indovini per entrambi i capi spia.</translation>
    </message>
    <message>
        <source>You guess for the {team}.</source>
        <translation>Indovini per la {team}.</translation>
    </message>
</context>
<context>
    <name>ConnectionBanner</name>
    <message>
        <source>Back to home</source>
        <translation>Torna all&apos;inizio</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>The host left: the game goes on from another computer in the room. Nothing was lost.</source>
        <translation>L’host è uscito: la partita continua da un altro computer della stanza. Non si è perso nulla.</translation>
    </message>
    <message>
        <source>The host left: this computer hosts the game now. Keep Palabre open until the game ends.</source>
        <translation>L’host è uscito: ora è questo computer a ospitare la partita. Tieni Palabre aperto fino alla fine della partita.</translation>
    </message>
    <message>
        <source>The host has not answered for a minute. If it does not come back soon, another computer in the room takes over the game.</source>
        <translation>L’host non risponde da un minuto. Se non torna presto, un altro computer della stanza prende in mano la partita.</translation>
    </message>
    <message>
        <source>The host has not answered for a minute. If Palabre closed on the hosting computer, open it there again and choose Reopen the room.</source>
        <translation>L’host non risponde da un minuto. Se Palabre si è chiuso sul computer che ospita, riaprilo lì e scegli Riapri la stanza.</translation>
    </message>
    <message>
        <source>Connecting to the room…</source>
        <translation>Connessione alla stanza…</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting… your seat is kept.</source>
        <translation>Connessione persa — riconnessione… il tuo posto resta tuo.</translation>
    </message>
</context>
<context>
    <name>CoverPanel</name>
    <message>
        <source>Cover one word of the other team</source>
        <translation>Copri una parola dell&apos;altra squadra</translation>
    </message>
    <message>
        <source>The key is showing. Pick a card with the other team&apos;s badge: it gets covered as if it had been found.</source>
        <translation>La chiave è visibile. Scegli una carta con il simbolo dell&apos;altra squadra: verrà coperta come se fosse stata trovata.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Copied</source>
        <translation>Copiato</translation>
    </message>
    <message>
        <source>Palabre: something went wrong</source>
        <translation>Palabre: qualcosa è andato storto</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>Palabre ran into an error it did not expect: {error}. It keeps running; if a screen looks wrong, go back to the home screen or restart Palabre.</source>
        <translation>Palabre ha incontrato un errore inatteso: {error}. Continua a funzionare; se una schermata sembra sbagliata, torna alla schermata iniziale o riavvia Palabre.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) so far.</source>
        <translation>
            <numerusform>%n errore finora.</numerusform>
            <numerusform>%n errori finora.</numerusform>
        </translation>
    </message>
    <message>
        <source>No log file could be written: copy the details below for a bug report.</source>
        <translation>Non è stato possibile scrivere alcun file di registro: copia i dettagli qui sotto per una segnalazione.</translation>
    </message>
    <message>
        <source>The details are also in the log file: {path}</source>
        <translation>I dettagli sono anche nel file di registro: {path}</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copia i dettagli</translation>
    </message>
</context>
<context>
    <name>CrashSafetyBanner</name>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>non si può scrivere nella sua cartella</translation>
    </message>
    <message>
        <source>the journal cannot be written</source>
        <translation>il diario non può essere scritto</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>This room is no longer crash-safe: {reason}. The game goes on, but if Palabre closed now, the last changes would be lost.</source>
        <translation>Questa stanza non è più protetta da un arresto improvviso: {reason}. La partita continua, ma se Palabre si chiudesse ora, le ultime modifiche andrebbero perse.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n change(s) could not be saved before Palabre closed: the game goes on from before them.</source>
        <translation>
            <numerusform>Non è stato possibile salvare l’ultima modifica (%n) prima della chiusura di Palabre: la partita riprende da poco prima.</numerusform>
            <numerusform>Non è stato possibile salvare le ultime %n modifiche prima della chiusura di Palabre: la partita riprende da poco prima.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Clues and guesses</source>
        <translation>Indizi e risposte</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca di nuovo</translation>
    </message>
    <message>
        <source>Back to the home screen</source>
        <translation>Torna alla schermata iniziale</translation>
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
        <translation>Parola spia</translation>
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
        <translation>Di&apos; tutto, tranne le parole vietate.</translation>
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
        <translation>Ognuno riceve una parola segreta con la sua immagine. Le spie ricevono una parola un po&apos; diversa e di solito non lo sanno; il fantasma non riceve nessuna parola.</translation>
    </message>
    <message>
        <source>Each round, everyone gives one clue about their word, in turn. Then the table talks it over and votes one player out.</source>
        <translation>A ogni manche, ognuno dà a turno un indizio sulla propria parola. Poi il tavolo ne discute e vota per eliminare un giocatore.</translation>
    </message>
    <message>
        <source>Citizens win when no spy and no ghost is left. Spies and ghost win together when only one citizen remains. An eliminated ghost who guesses the citizens&apos; word wins alone.</source>
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
        <translation>Non dire mai la parola, una sua parte né nessuna delle cinque parole vietate della carta. L&apos;altra squadra guarda la carta e preme Buzz! se sbagli.</translation>
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
        <translation>Vince la prima squadra che trova tutte le sue parole; la squadra che scopre l&apos;assassino perde subito.</translation>
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
    <name>History</name>
    <message>
        <source>Clues and guesses</source>
        <translation>Indizi e risposte</translation>
    </message>
    <message>
        <source>{name}: {clue}</source>
        <translation>{name}: {clue}</translation>
    </message>
    <message>
        <source>{word}: {role}</source>
        <translation>{word}: {role}</translation>
    </message>
    <message>
        <source>{name} covers {word}</source>
        <translation>{name} copre {word}</translation>
    </message>
</context>
<context>
    <name>HoldToSee</name>
    <message>
        <source>Your card is hidden</source>
        <translation>La tua carta è nascosta</translation>
    </message>
    <message>
        <source>Press and hold “My word” to see it; let go to hide it.</source>
        <translation>Tieni premuto «La mia parola» per vederla; rilascia per nasconderla.</translation>
    </message>
    <message>
        <source>My word (press and hold)</source>
        <translation>La mia parola (tieni premuto)</translation>
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
        <source>Host a room</source>
        <translation>Apri una stanza</translation>
    </message>
    <message>
        <source>Host {game} for players on other computers</source>
        <translation>Apri una stanza di {game} per giocare da altri computer</translation>
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
        <source>S&amp;ound</source>
        <translation>Suo&amp;no</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Spento</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Basso</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Loud</source>
        <translation>Alto</translation>
    </message>
    <message>
        <source>Join a room</source>
        <translation>Entra in una stanza</translation>
    </message>
    <message>
        <source>Play in a room hosted on another computer</source>
        <translation>Gioca in una stanza aperta su un altro computer</translation>
    </message>
    <message>
        <source>Make a pack</source>
        <translation>Crea un pacchetto</translation>
    </message>
    <message>
        <source>Type your own words: a lesson&apos;s vocabulary, a family&apos;s jokes…</source>
        <translation>Scrivi le tue parole: il lessico di una lezione, le battute di famiglia…</translation>
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
    <name>HostSetupScreen</name>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Torna all&apos;elenco dei giochi</translation>
    </message>
    <message>
        <source>{game}: host a room</source>
        <translation>{game}: apri una stanza</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Stanza</translation>
    </message>
    <message>
        <source>Room name (shown to the players who join)</source>
        <translation>Nome della stanza (lo vede chi entra)</translation>
    </message>
    <message>
        <source>Room name</source>
        <translation>Nome della stanza</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Questo computer</translation>
    </message>
    <message>
        <source>Host and play</source>
        <translation>Apri e gioca</translation>
    </message>
    <message>
        <source>You play a seat on this computer, like everyone else on theirs.</source>
        <translation>Giochi su questo computer, come ognuno sul proprio.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>Your profile (keeps your XP and titles on this computer)</source>
        <translation>Il tuo profilo (conserva i tuoi XP e i tuoi titoli su questo computer)</translation>
    </message>
    <message>
        <source>Host for the table</source>
        <translation>Apri per il tavolo</translation>
    </message>
    <message>
        <source>This computer shows the table view on the TV or projector and plays no seat.</source>
        <translation>Questo computer mostra la vista tavolo sulla TV o sul proiettore e non gioca.</translation>
    </message>
    <message>
        <source>The number of spies and the ghost follow the number of players who join (the recommended setup).</source>
        <translation>Il numero di spie e il fantasma seguono il numero di giocatori che entrano (la configurazione consigliata).</translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>Apri la stanza</translation>
    </message>
    <message>
        <source>Room of {host}</source>
        <translation>Stanza di {host}</translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation>Durata stimata: {duration}</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Scan, or open:</source>
        <translation>Scansiona o apri:</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Codice della stanza</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>Codice QR per entrare in questa stanza</translation>
    </message>
    <message>
        <source>How to join this room</source>
        <translation>Come entrare in questa stanza</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Torna all&apos;elenco dei giochi</translation>
    </message>
    <message>
        <source>Join a room</source>
        <translation>Entra in una stanza</translation>
    </message>
    <message>
        <source>Rooms on this network</source>
        <translation>Stanze su questa rete</translation>
    </message>
    <message>
        <source>Join this room</source>
        <translation>Entra in questa stanza</translation>
    </message>
    <message>
        <source>Join as</source>
        <translation>Entra come</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>Your profile (keeps your XP and titles on this computer)</source>
        <translation>Il tuo profilo (conserva i tuoi XP e i tuoi titoli su questo computer)</translation>
    </message>
    <message>
        <source>A table display</source>
        <translation>Schermo del tavolo</translation>
    </message>
    <message>
        <source>This computer shows the table view (public information only) on a TV or projector.</source>
        <translation>Questo computer mostra la vista tavolo (solo informazioni pubbliche) su una TV o un proiettore.</translation>
    </message>
    <message>
        <source>Not in the list?</source>
        <translation>Non è nell&apos;elenco?</translation>
    </message>
    <message>
        <source>Room code or join code (on the host&apos;s screen)</source>
        <translation>Codice breve o codice della stanza (sullo schermo dell’host)</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Codice della stanza</translation>
    </message>
    <message>
        <source>Join by code</source>
        <translation>Entra con il codice</translation>
    </message>
    <message>
        <source>Address (host:port)</source>
        <translation>Indirizzo (host:porta)</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Entra con l&apos;indirizzo</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connessione…</translation>
    </message>
    <message>
        <source>Looking for rooms… A room opened on this network appears here by itself.</source>
        <translation>Ricerca delle stanze… Una stanza aperta su questa rete compare qui da sola.</translation>
    </message>
    <message>
        <source>Rooms appear and disappear here as hosts open and close them.</source>
        <translation>Le stanze compaiono e scompaiono qui quando vengono aperte e chiuse.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
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
        <translation>La stanza non si può aprire su questo computer ({reason}).</translation>
    </message>
    <message>
        <source>The game is on the table view (F11: full screen).</source>
        <translation>La partita è sulla vista del tavolo (F11: schermo intero).</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Join this room</source>
        <translation>Entra in questa stanza</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Codice della stanza</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>Codice QR per entrare in questa stanza</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Random, balanced teams</source>
        <translation>Squadre a caso ed equilibrate</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Stanza</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>Chiudi la stanza</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Close the room for everyone</source>
        <translation>Chiudi la stanza per tutti</translation>
    </message>
    <message>
        <source>Leave the room</source>
        <translation>Esci dalla stanza</translation>
    </message>
    <message>
        <source>{game} · {variant}</source>
        <translation>{game} · {variant}</translation>
    </message>
    <message>
        <source>{game} · the game is on</source>
        <translation>{game} · la partita è in corso</translation>
    </message>
    <message>
        <source>{game} · waiting for players</source>
        <translation>{game} · in attesa dei giocatori</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Codice breve della stanza</translation>
    </message>
    <message>
        <source>Not found? Type the join code {code}</source>
        <translation>Non la trovi? Scrivi il codice {code}</translation>
    </message>
    <message>
        <source>Scan with a phone to play in its browser, or open this address:</source>
        <translation>Scansiona con un telefono per giocare nel browser, oppure apri questo indirizzo:</translation>
    </message>
    <message>
        <source>Address: {address}</source>
        <translation>Indirizzo: {address}</translation>
    </message>
    <message>
        <source>Locked: no new players can join.</source>
        <translation>Bloccata: nessun nuovo giocatore può entrare.</translation>
    </message>
    <message>
        <source>Players who join appear here.</source>
        <translation>Chi entra compare qui.</translation>
    </message>
    <message>
        <source>Your team:</source>
        <translation>La tua squadra:</translation>
    </message>
    <message>
        <source>Your role:</source>
        <translation>Il tuo ruolo:</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Mescola le squadre</translation>
    </message>
    <message>
        <source>Draw the spymasters again</source>
        <translation>Sorteggia di nuovo i capi spia</translation>
    </message>
    <message>
        <source>Unlock the room</source>
        <translation>Sblocca la stanza</translation>
    </message>
    <message>
        <source>Lock the room</source>
        <translation>Blocca la stanza</translation>
    </message>
    <message>
        <source>A locked room takes no new players; players who lost their connection can still come back.</source>
        <translation>Una stanza bloccata non accetta nuovi giocatori; chi ha perso la connessione può ancora tornare.</translation>
    </message>
    <message>
        <source>The host starts the game when everyone is here.</source>
        <translation>L’host avvia la partita quando ci sono tutti.</translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation>Capo spia</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Agente</translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation>Capo spia della {team}</translation>
    </message>
    <message>
        <source>Guesser for both spymasters</source>
        <translation>Agente per entrambi i capi spia</translation>
    </message>
    <message>
        <source>{team} · spymaster</source>
        <translation>{team} · capo spia</translation>
    </message>
    <message>
        <source>{team} · guesser</source>
        <translation>{team} · agente</translation>
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
        <translation>{name} (tu)</translation>
    </message>
    <message>
        <source>host</source>
        <translation>host</translation>
    </message>
    <message>
        <source>spymaster</source>
        <translation>capo spia</translation>
    </message>
    <message>
        <source>guesser</source>
        <translation>agente</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>pronto</translation>
    </message>
    <message>
        <source>disconnected, seat freed in {seconds} s</source>
        <translation>disconnesso, posto libero tra {seconds} s</translation>
    </message>
    <message>
        <source>disconnected, seat kept</source>
        <translation>disconnesso, posto tenuto</translation>
    </message>
    <message>
        <source>To the {team}</source>
        <translation>Nella {team}</translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation>Sposta {name} nella {team}</translation>
    </message>
    <message>
        <source>Make guesser</source>
        <translation>Rendi agente</translation>
    </message>
    <message>
        <source>Make {name} a guesser</source>
        <translation>Rendi {name} agente</translation>
    </message>
    <message>
        <source>Make spymaster</source>
        <translation>Rendi capo spia</translation>
    </message>
    <message>
        <source>Make {name} the spymaster</source>
        <translation>Rendi {name} capo spia</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove {name} from the room</source>
        <translation>Rimuovi {name} dalla stanza</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>Rimuovere {name}?</translation>
    </message>
    <message>
        <source>{name} leaves the room and cannot join it again.</source>
        <translation>{name} lascia la stanza e non potrà più rientrarvi.</translation>
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
        <source>&amp;Profiles…</source>
        <translation>&amp;Profili…</translation>
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
        <source>How to play &amp;this game</source>
        <translation>Come si gioca a &amp;questo gioco</translation>
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
        <source>The game goes on without this computer: another device hosts it from now on, and your seat waits for you to join again.</source>
        <translation>La partita continua senza questo computer: da ora la ospita un altro dispositivo, e il tuo posto ti aspetta per quando rientri.</translation>
    </message>
    <message>
        <source>You leave the game in progress; the others play on.</source>
        <translation>Lasci la partita in corso; gli altri continuano a giocare.</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partita in corso andrà persa.</translation>
    </message>
    <message>
        <source>Close Palabre?</source>
        <translation>Chiudere Palabre?</translation>
    </message>
    <message>
        <source>Leave it?</source>
        <translation>Uscire?</translation>
    </message>
</context>
<context>
    <name>NetTexts</name>
    <message>
        <source>You left the room.</source>
        <translation>Sei uscito dalla stanza.</translation>
    </message>
    <message>
        <source>The connection to the room was too slow. Try again.</source>
        <translation>La connessione alla stanza era troppo lenta. Riprova.</translation>
    </message>
    <message>
        <source>The connection to the room was lost.</source>
        <translation>La connessione alla stanza si è interrotta.</translation>
    </message>
    <message>
        <source>This room was made by another version of Palabre: both computers need the same version.</source>
        <translation>Questa stanza è stata aperta con un&apos;altra versione di Palabre: i due computer devono avere la stessa.</translation>
    </message>
    <message>
        <source>This room is full.</source>
        <translation>Questa stanza è piena.</translation>
    </message>
    <message>
        <source>The host has locked this room: no new players can join.</source>
        <translation>L’host ha bloccato questa stanza: nessun nuovo giocatore può entrare.</translation>
    </message>
    <message>
        <source>A game is already being played in this room. Join when it is over.</source>
        <translation>In questa stanza si sta già giocando. Entra quando la partita è finita.</translation>
    </message>
    <message>
        <source>This code or address leads to another room. Check it with the host.</source>
        <translation>Questo codice o indirizzo porta a un&apos;altra stanza. Controllalo con l’host.</translation>
    </message>
    <message>
        <source>The room is busy with other players joining. Try again.</source>
        <translation>La stanza è occupata da altri giocatori che entrano. Riprova.</translation>
    </message>
    <message>
        <source>Someone in this room already has this name. Choose another one.</source>
        <translation>Qualcuno in questa stanza ha già questo nome. Scegline un altro.</translation>
    </message>
    <message>
        <source>Your name needs at least one letter or digit.</source>
        <translation>Il tuo nome deve avere almeno una lettera o una cifra.</translation>
    </message>
    <message>
        <source>Your name has a letter with more than three accents or marks. Remove some.</source>
        <translation>Il tuo nome ha una lettera con più di tre accenti o segni. Togline qualcuno.</translation>
    </message>
    <message>
        <source>Your seat in this room is no longer kept. Join again.</source>
        <translation>Il tuo posto in questa stanza non è più tenuto. Entra di nuovo.</translation>
    </message>
    <message>
        <source>The room does not answer. Check the code or address, and that both computers are on the same network.</source>
        <translation>La stanza non risponde. Controlla il codice o l&apos;indirizzo, e che i due computer siano sulla stessa rete.</translation>
    </message>
    <message>
        <source>The host closed the room.</source>
        <translation>L’host ha chiuso la stanza.</translation>
    </message>
    <message>
        <source>You were removed from the room.</source>
        <translation>Sei stato rimosso dalla stanza.</translation>
    </message>
    <message>
        <source>Your seat was taken up from another window or computer.</source>
        <translation>Il tuo posto è stato ripreso da un&apos;altra finestra o da un altro computer.</translation>
    </message>
    <message>
        <source>The connection to the room was lost and could not be restored.</source>
        <translation>La connessione alla stanza si è interrotta e non è stato possibile ripristinarla.</translation>
    </message>
    <message>
        <source>The host ran into a problem.</source>
        <translation>L’host ha avuto un problema.</translation>
    </message>
    <message>
        <source>The host is handing the game over to another computer: try again in a moment.</source>
        <translation>L’host sta passando la partita a un altro computer: riprova tra un attimo.</translation>
    </message>
    <message>
        <source>This computer no longer hosts the game: another one took over.</source>
        <translation>Questo computer non ospita più la partita: un altro ha preso il suo posto.</translation>
    </message>
    <message>
        <source>This computer stands by for the host: join the host itself.</source>
        <translation>Questo computer è di riserva per l’host: unisciti direttamente all’host.</translation>
    </message>
    <message>
        <source>Too fast: wait a moment.</source>
        <translation>Troppo veloce: aspetta un attimo.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partita non è ancora iniziata.</translation>
    </message>
    <message>
        <source>This player has left the room.</source>
        <translation>Questo giocatore è uscito dalla stanza.</translation>
    </message>
    <message>
        <source>A player the game needs is not connected (a spymaster, or a team&apos;s only guesser): wait for them, or remove them from the room.</source>
        <translation>Un giocatore necessario alla partita non è connesso (un capo spia o l&apos;unico agente di una squadra): aspettalo o toglilo dalla stanza.</translation>
    </message>
    <message>
        <source>This game has no such team.</source>
        <translation>Questo gioco non ha questa squadra.</translation>
    </message>
    <message>
        <source>This game has no such role.</source>
        <translation>Questo gioco non ha questo ruolo.</translation>
    </message>
    <message>
        <source>This game has no teams.</source>
        <translation>Questo gioco non ha squadre.</translation>
    </message>
    <message>
        <source>Another player in this room plays with this profile.</source>
        <translation>Un&apos;altra persona in questa stanza gioca già con questo profilo.</translation>
    </message>
    <message>
        <source>This host keeps no profiles.</source>
        <translation>Questo host non conserva profili.</translation>
    </message>
    <message>
        <source>The host could not save the profiles.</source>
        <translation>L&apos;host non è riuscito a salvare i profili.</translation>
    </message>
    <message>
        <source>Type the join code shown on the host&apos;s screen.</source>
        <translation>Scrivi il codice mostrato sullo schermo dell’host.</translation>
    </message>
    <message>
        <source>A join code has {expected} letters and digits; this one has {length}.</source>
        <translation>Un codice della stanza ha {expected} lettere e cifre; questo ne ha {length}.</translation>
    </message>
    <message>
        <source>“{character}” cannot be in a join code (symbol {position}): codes have no 0, O, 1, I or L.</source>
        <translation>«{character}» non può stare in un codice (simbolo {position}): i codici non hanno 0, O, 1, I né L.</translation>
    </message>
    <message>
        <source>This join code has a typo. Check it symbol by symbol.</source>
        <translation>Questo codice ha un errore di battitura. Controllalo simbolo per simbolo.</translation>
    </message>
    <message>
        <source>Type the address shown on the host&apos;s screen, like 192.168.1.20:4747.</source>
        <translation>Scrivi l&apos;indirizzo mostrato sullo schermo dell’host, come 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>Add the port after a colon, like 192.168.1.20:4747.</source>
        <translation>Aggiungi la porta dopo i due punti, come 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>La porta deve essere un numero da 1 a 65535.</translation>
    </message>
    <message>
        <source>This address cannot be read. Type it like 192.168.1.20:4747.</source>
        <translation>Questo indirizzo non si legge. Scrivilo come 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>Give the room a name.</source>
        <translation>Dai un nome alla stanza.</translation>
    </message>
    <message>
        <source>No room with the code {code} is on this network. If the room is open, type the long join code shown under it.</source>
        <translation>Nessuna stanza ha il codice {code} su questa rete. Se la stanza è aperta, scrivi il codice lungo che vedi sotto.</translation>
    </message>
    <message>
        <source>This join code or address cannot be read.</source>
        <translation>Questo codice o indirizzo non si legge.</translation>
    </message>
    <message>
        <source>The other computer sent something this version of Palabre cannot read.</source>
        <translation>L&apos;altro computer ha inviato qualcosa che questa versione di Palabre non sa leggere.</translation>
    </message>
    <message>
        <source>The room refused ({code}).</source>
        <translation>La stanza ha rifiutato ({code}).</translation>
    </message>
    <message>
        <source>Made by another version of Palabre (protocol {version}): it cannot be joined from this one.</source>
        <translation>Aperta con un&apos;altra versione di Palabre (protocollo {version}): non si può entrare da questa.</translation>
    </message>
</context>
<context>
    <name>PackMakerScreen</name>
    <message>
        <source>Advice: {text}</source>
        <translation>Consiglio: {text}</translation>
    </message>
    <message>
        <source>You already have a pack with this name: choose another name.</source>
        <translation>Hai già un pacchetto con questo nome: scegline un altro.</translation>
    </message>
    <message numerus="yes">
        <source>Words: %n</source>
        <translation>
            <numerusform>Parole: %n</numerusform>
            <numerusform>Parole: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards: %n</source>
        <translation>
            <numerusform>Carte: %n</numerusform>
            <numerusform>Carte: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pairs: %n</source>
        <translation>
            <numerusform>Coppie: %n</numerusform>
            <numerusform>Coppie: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Repeats left out: %n</source>
        <translation>
            <numerusform>Doppioni scartati: %n</numerusform>
            <numerusform>Doppioni scartati: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Problems to fix before saving: %n</source>
        <translation>
            <numerusform>Problemi da correggere prima di salvare: %n</numerusform>
            <numerusform>Problemi da correggere prima di salvare: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>These words look like {language}: choose that language above, or save anyway.</source>
        <translation>Queste parole sembrano in {language}: scegli quella lingua qui sopra, o salva comunque.</translation>
    </message>
    <message>
        <source>Ready to save.</source>
        <translation>Pronto da salvare.</translation>
    </message>
    <message>
        <source>{name} (has problems)</source>
        <translation>{name} (ha dei problemi)</translation>
    </message>
    <message>
        <source>This file has problems:</source>
        <translation>Questo file ha dei problemi:</translation>
    </message>
    <message>
        <source>Saved. Your pack is now offered when you set up a game.</source>
        <translation>Salvato. Il tuo pacchetto ora compare quando prepari una partita.</translation>
    </message>
    <message>
        <source>Delete this pack?</source>
        <translation>Eliminare questo pacchetto?</translation>
    </message>
    <message>
        <source>Delete “{name}”? This cannot be undone.</source>
        <translation>Eliminare «{name}»? Non si può annullare.</translation>
    </message>
    <message>
        <source>Make a pack</source>
        <translation>Crea un pacchetto</translation>
    </message>
    <message>
        <source>Type the words of a lesson, a family&apos;s jokes or a club&apos;s jargon. Palabre checks them as you type and saves the pack with your own packs.</source>
        <translation>Scrivi le parole di una lezione, le battute di famiglia o il gergo di un club. Palabre le controlla mentre scrivi e salva il pacchetto tra i tuoi.</translation>
    </message>
    <message>
        <source>My packs</source>
        <translation>I miei pacchetti</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuovo</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Descrizione</translation>
    </message>
    <message>
        <source>e.g. Year 5 – the Romans</source>
        <translation>es. Quinta – i Romani</translation>
    </message>
    <message>
        <source>Optional: one sentence about it</source>
        <translation>Facoltativo: una frase per descriverlo</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Save the pack</source>
        <translation>Salva il pacchetto</translation>
    </message>
    <message>
        <source>Words of the pack</source>
        <translation>Parole del pacchetto</translation>
    </message>
    <message>
        <source>Problems found</source>
        <translation>Problemi trovati</translation>
    </message>
    <message>
        <source>At least 25 words, separated by commas or line breaks. Single words only; repeats are left out.</source>
        <translation>Almeno 25 parole, separate da virgole o a capo. Solo parole singole; i doppioni vengono scartati.</translation>
    </message>
    <message>
        <source>One card a line: the word, a colon, then exactly 5 forbidden words separated by commas. An Around the Word pack has 60 cards.</source>
        <translation>Una carta per riga: la parola, due punti, poi esattamente 5 parole vietate separate da virgole. Un pacchetto di Intorno alla parola ha 60 carte.</translation>
    </message>
    <message>
        <source>One pair a line: the category, a colon, then two words, each followed by its picture (an emoji or its OpenMoji code), separated by a comma.</source>
        <translation>Una coppia per riga: la categoria, due punti, poi due parole, ciascuna seguita dalla sua immagine (un emoji o il suo codice OpenMoji), separate da una virgola.</translation>
    </message>
    <message>
        <source>volcano, river, desert, island, glacier, …</source>
        <translation>vulcano, fiume, deserto, isola, ghiacciaio, …</translation>
    </message>
    <message>
        <source>volcano: lava, erupt, mountain, hot, crater</source>
        <translation>vulcano: lava, eruzione, montagna, caldo, cratere</translation>
    </message>
    <message>
        <source>fruit: apple 🍎, pear 🍐</source>
        <translation>frutta: mela 🍎, pera 🍐</translation>
    </message>
</context>
<context>
    <name>PackProblems</name>
    <message>
        <source>&quot;{a}&quot; and &quot;{b}&quot; are within the ghost&apos;s typo tolerance of each other: a misspelt guess may match both and count as wrong</source>
        <translation>«{a}» e «{b}» rientrano nella tolleranza agli errori di battitura del fantasma: una risposta scritta male può corrispondere a entrambe e contare come sbagliata</translation>
    </message>
    <message>
        <source>&quot;{side}&quot; is missing (a = {{ word = ..., picture = ... }})</source>
        <translation>manca «{side}» (a = {{ word = ..., picture = ... }})</translation>
    </message>
    <message>
        <source>&quot;{side}&quot; must be {{ word = ..., picture = ... }}, not {kind}</source>
        <translation>«{side}» deve essere {{ word = ..., picture = ... }}, non {kind}</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; does not match its folder &quot;{folder}&quot;</source>
        <translation>«{value}» non corrisponde alla sua cartella «{folder}»</translation>
    </message>
    <message>
        <source>&quot;{word}&quot; has the picture &quot;{picture}&quot; of &quot;{other}&quot; in {where}: give each word its own picture</source>
        <translation>«{word}» ha l’immagine «{picture}» di «{other}» in {where}: dai a ogni parola la sua immagine</translation>
    </message>
    <message>
        <source>a and b have the same picture &quot;{picture}&quot;</source>
        <translation>a e b hanno la stessa immagine «{picture}»</translation>
    </message>
    <message>
        <source>a built-in pack belongs at packs/&lt;game&gt;/&lt;language&gt;/&lt;name&gt;{suffix}</source>
        <translation>un pacchetto incluso va in packs/&lt;game&gt;/&lt;language&gt;/&lt;name&gt;{suffix}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>a date or time</source>
        <translation>una data o un orario</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>un numero decimale</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>un elenco</translation>
    </message>
    <message>
        <source>a list of other values</source>
        <translation>un elenco di altri valori</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>una coppia</translation>
    </message>
    <message>
        <source>a Spy Word pack needs at least {minimum} pair</source>
        <translation>un pacchetto di Parola spia ha bisogno di almeno {minimum} coppia</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>una tabella</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>a.word and b.word are the same word</source>
        <translation>a.word e b.word sono la stessa parola</translation>
    </message>
    <message>
        <source>at column {column}</source>
        <translation>alla colonna {column}</translation>
    </message>
    <message>
        <source>at the end of the file</source>
        <translation>alla fine del file</translation>
    </message>
    <message>
        <source>belongs to {other} packs, not {game}</source>
        <translation>appartiene ai pacchetti {other}, non {game}</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>non si può leggere: {reason}</translation>
    </message>
    <message>
        <source>card {number}</source>
        <translation>carta {number}</translation>
    </message>
    <message>
        <source>card {number} &quot;{words}&quot;</source>
        <translation>carta {number} «{words}»</translation>
    </message>
    <message>
        <source>contains the target &quot;{target}&quot;</source>
        <translation>contiene la parola da indovinare «{target}»</translation>
    </message>
    <message>
        <source>could not be checked ({error})</source>
        <translation>non è stato possibile controllarlo ({error})</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>non esiste</translation>
    </message>
    <message>
        <source>field &quot;{key}&quot;</source>
        <translation>campo «{key}»</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>cartella</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; is listed twice</source>
        <translation>la parola vietata «{word}» compare due volte</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; looks like a form of the target &quot;{target}&quot;; if it is, choose another clue</source>
        <translation>la parola vietata «{word}» sembra una forma della parola da indovinare «{target}»; se lo è, scegli un altro indizio</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; shares the root &quot;{root}&quot; with the target &quot;{target}&quot;: a form of the target is off limits anyway; choose another clue</source>
        <translation>la parola vietata «{word}» ha la stessa radice «{root}» della parola da indovinare «{target}»: una sua forma è già vietata; scegli un altro indizio</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; {reason}</source>
        <translation>la parola vietata «{word}» {reason}</translation>
    </message>
    <message>
        <source>forbidden word {number} &quot;{word}&quot; {reason}</source>
        <translation>la parola vietata {number} «{word}» {reason}</translation>
    </message>
    <message>
        <source>forbidden word {number} must be text, not {kind}</source>
        <translation>la parola vietata {number} deve essere testo, non {kind}</translation>
    </message>
    <message>
        <source>forbidden words &quot;{kin}&quot; and &quot;{word}&quot; look like one word family: the second blocks no new clue; choose another</source>
        <translation>le parole vietate «{kin}» e «{word}» sembrano della stessa famiglia: la seconda non blocca nessun nuovo indizio; scegline un’altra</translation>
    </message>
    <message>
        <source>forbidden words &quot;{kin}&quot; and &quot;{word}&quot; share the root &quot;{root}&quot;: the second blocks no new clue; choose another</source>
        <translation>le parole vietate «{kin}» e «{word}» hanno la stessa radice «{root}»: la seconda non blocca nessun nuovo indizio; scegline un’altra</translation>
    </message>
    <message>
        <source>has 1 forbidden word, needs exactly {needed}</source>
        <translation>ha 1 parola vietata, ne servono esattamente {needed}</translation>
    </message>
    <message>
        <source>has a control character (a tab or a line break)</source>
        <translation>contiene un carattere di controllo (una tabulazione o un a capo)</translation>
    </message>
    <message>
        <source>has a hyphen at the start or the end, or two in a row</source>
        <translation>ha un trattino all’inizio o alla fine, o due di fila</translation>
    </message>
    <message>
        <source>has a space: a codename is a single word</source>
        <translation>contiene uno spazio: un nome in codice è una sola parola</translation>
    </message>
    <message>
        <source>has an apostrophe: a codename is a single word</source>
        <translation>contiene un apostrofo: un nome in codice è una sola parola</translation>
    </message>
    <message>
        <source>has no letters</source>
        <translation>non ha lettere</translation>
    </message>
    <message>
        <source>has no {suffix} pack files</source>
        <translation>non contiene file di pacchetto {suffix}</translation>
    </message>
    <message>
        <source>has spaces at the start or end</source>
        <translation>ha spazi all’inizio o alla fine</translation>
    </message>
    <message>
        <source>has two spaces in a row</source>
        <translation>ha due spazi di fila</translation>
    </message>
    <message>
        <source>has {character}: a codename has only letters (and rarely a hyphen)</source>
        <translation>contiene {character}: un nome in codice ha solo lettere (e raramente un trattino)</translation>
    </message>
    <message>
        <source>is a symbolic link loop: it points back to itself</source>
        <translation>è un ciclo di collegamenti simbolici: punta a sé stesso</translation>
    </message>
    <message>
        <source>is a symbolic link to {target}, which does not exist</source>
        <translation>è un collegamento simbolico a {target}, che non esiste</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>è vuoto</translation>
    </message>
    <message>
        <source>is empty: a pack starts with schema = {schema}</source>
        <translation>è vuoto: un pacchetto comincia con schema = {schema}</translation>
    </message>
    <message>
        <source>is larger than {limit:,} bytes</source>
        <translation>supera {limit:,} byte</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>supera i {limit} caratteri</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>manca</translation>
    </message>
    <message>
        <source>is missing (one of {choices})</source>
        <translation>manca (uno tra {choices})</translation>
    </message>
    <message>
        <source>is missing (true or false)</source>
        <translation>manca (true o false)</translation>
    </message>
    <message>
        <source>is missing: a pack starts with schema = {schema}</source>
        <translation>manca: un pacchetto comincia con schema = {schema}</translation>
    </message>
    <message>
        <source>is missing: a {game} pack lists its {key}</source>
        <translation>manca: un pacchetto {game} elenca i suoi {key}</translation>
    </message>
    <message>
        <source>is not UTF-8 text (byte 0x{byte:02X}): save the file as UTF-8</source>
        <translation>non è testo UTF-8 (byte 0x{byte:02X}): salva il file come UTF-8</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>non è TOML valido: {reason}</translation>
    </message>
    <message>
        <source>is part of the target &quot;{target}&quot;</source>
        <translation>è parte della parola da indovinare «{target}»</translation>
    </message>
    <message>
        <source>is the same pack &quot;{id}&quot; as {other}: rename one</source>
        <translation>è lo stesso pacchetto «{id}» di {other}: rinominane uno</translation>
    </message>
    <message>
        <source>is the target word</source>
        <translation>è la parola da indovinare</translation>
    </message>
    <message>
        <source>is {value}; write one of {choices}</source>
        <translation>è {value}; scrivi uno tra {choices}</translation>
    </message>
    <message>
        <source>is &quot;{value}&quot;, so the pack must also say family_friendly = true</source>
        <translation>è «{value}», quindi il pacchetto deve indicare anche family_friendly = true</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>riga {line}</translation>
    </message>
    <message>
        <source>must be a list of [[{key}]] tables, not {kind}</source>
        <translation>deve essere un elenco di tabelle [[{key}]], non {kind}</translation>
    </message>
    <message>
        <source>must be a list of words, not {kind}</source>
        <translation>deve essere un elenco di parole, non {kind}</translation>
    </message>
    <message>
        <source>must be text, not {kind}</source>
        <translation>deve essere testo, non {kind}</translation>
    </message>
    <message>
        <source>must be the whole number {schema}, not {kind}</source>
        <translation>deve essere il numero intero {schema}, non {kind}</translation>
    </message>
    <message>
        <source>must be true or false, not {kind}</source>
        <translation>deve essere true o false, non {kind}</translation>
    </message>
    <message>
        <source>name &quot;{name}&quot; must be lowercase letters, digits and hyphens ending in {suffix}, e.g. &quot;{suggestion}&quot;</source>
        <translation>il nome «{name}» deve avere lettere minuscole, cifre e trattini e finire con {suffix}, ad es. «{suggestion}»</translation>
    </message>
    <message>
        <source>nests lists or tables too deeply to be a pack</source>
        <translation>annida elenchi o tabelle troppo in profondità per essere un pacchetto</translation>
    </message>
    <message>
        <source>pair {number}</source>
        <translation>coppia {number}</translation>
    </message>
    <message>
        <source>pair {number} &quot;{words}&quot;</source>
        <translation>coppia {number} «{words}»</translation>
    </message>
    <message>
        <source>says &quot;{language}&quot; but most of its words are &quot;{other}&quot; words: if the pack is in that language, write language = &quot;{other}&quot;</source>
        <translation>dice &quot;{language}&quot; ma la maggior parte delle parole è in &quot;{other}&quot;: se il pacchetto è in quella lingua, scrivi language = &quot;{other}&quot;</translation>
    </message>
    <message>
        <source>starts with a byte order mark (BOM): save it as UTF-8 without BOM</source>
        <translation>comincia con un indicatore dell’ordine dei byte (BOM): salvalo come UTF-8 senza BOM</translation>
    </message>
    <message>
        <source>text</source>
        <translation>testo</translation>
    </message>
    <message>
        <source>the pack</source>
        <translation>il pacchetto</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>vero/falso</translation>
    </message>
    <message>
        <source>TOML syntax error {where}: {reason}</source>
        <translation>errore di sintassi TOML {where}: {reason}</translation>
    </message>
    <message>
        <source>&quot;forbidden&quot; is missing (a list of {size} words)</source>
        <translation>manca «forbidden» (un elenco di {size} parole)</translation>
    </message>
    <message>
        <source>&quot;forbidden&quot; must be a list of {size} words, not {kind}</source>
        <translation>«forbidden» deve essere un elenco di {size} parole, non {kind}</translation>
    </message>
    <message>
        <source>a Codenames list needs at least {minimum} words (one 5x5 board), this one has {found}</source>
        <translation>un elenco di Codenames ha bisogno di almeno {minimum} parole (una griglia 5 × 5), questo ne ha {found}</translation>
    </message>
    <message>
        <source>an Around the Word pack has {minimum} to {maximum} cards ({maximum} fill the longest game), this one has {found}</source>
        <translation>un pacchetto di Intorno alla parola ha da {minimum} a {maximum} carte ({maximum} riempiono la partita più lunga), questo ne ha {found}</translation>
    </message>
    <message>
        <source>has {found} forbidden words, needs exactly {needed}</source>
        <translation>ha {found} parole vietate, ne servono esattamente {needed}</translation>
    </message>
    <message>
        <source>TOML syntax error {where}: {reason}: {shown}</source>
        <translation>errore di sintassi TOML {where}: {reason}: {shown}</translation>
    </message>
    <message>
        <source>unknown field &quot;{key}&quot; in {what} (known: {known})</source>
        <translation>campo sconosciuto «{key}» in {what} (noti: {known})</translation>
    </message>
    <message>
        <source>unknown field &quot;{key}&quot; in {what}; did you mean &quot;{guess}&quot;?</source>
        <translation>campo sconosciuto «{key}» in {what}; intendevi «{guess}»?</translation>
    </message>
    <message>
        <source>word {number}</source>
        <translation>parola {number}</translation>
    </message>
    <message>
        <source>word {number} &quot;{words}&quot;</source>
        <translation>parola {number} «{words}»</translation>
    </message>
    <message>
        <source>{found} is not supported: this Palabre reads schema {schema} packs</source>
        <translation>{found} non è supportato: questo Palabre legge pacchetti con schema {schema}</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji file name (uppercase hex codepoints joined by &quot;-&quot;, e.g. &quot;1F34E&quot;)</source>
        <translation>{label} «{picture}» non è un nome di file OpenMoji (punti di codice esadecimali maiuscoli uniti da &quot;-&quot;, ad es. &quot;1F34E&quot;)</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji file name; it is the emoji itself: write its code &quot;{name}&quot;</source>
        <translation>{label} «{picture}» non è un nome di file OpenMoji; è l’emoji stessa: scrivi il suo codice &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji file name; write it in capitals: &quot;{name}&quot;</source>
        <translation>{label} «{picture}» non è un nome di file OpenMoji; scrivilo in maiuscolo: &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji picture</source>
        <translation>{label} «{picture}» non è un’immagine OpenMoji</translation>
    </message>
    <message>
        <source>{label} has no letters</source>
        <translation>{label} non ha lettere</translation>
    </message>
    <message>
        <source>{label} is missing</source>
        <translation>manca {label}</translation>
    </message>
    <message>
        <source>{label} is missing (an OpenMoji name like &quot;1F34E&quot;)</source>
        <translation>manca {label} (un nome OpenMoji come &quot;1F34E&quot;)</translation>
    </message>
    <message>
        <source>{label} must be text, not {kind}</source>
        <translation>{label} deve essere testo, non {kind}</translation>
    </message>
    <message>
        <source>{label} {reason}</source>
        <translation>{label}: {reason}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} non è tra {choices}</translation>
    </message>
    <message>
        <source>{what} &quot;{word}&quot; is already in {where}</source>
        <translation>{what} «{word}» è già in {where}</translation>
    </message>
    <message>
        <source>{item}: {message}</source>
        <translation>{item}: {message}</translation>
    </message>
</context>
<context>
    <name>PacksCard</name>
    <message>
        <source>Word packs</source>
        <translation>Pacchetti di parole</translation>
    </message>
    <message>
        <source>Every pack</source>
        <translation>Tutti i pacchetti</translation>
    </message>
    <message>
        <source>Family-friendly packs only</source>
        <translation>Solo pacchetti per tutta la famiglia</translation>
    </message>
    <message>
        <source>Junior packs only (6–10 years)</source>
        <translation>Solo pacchetti junior (6–10 anni)</translation>
    </message>
    <message>
        <source>Which packs to offer</source>
        <translation>Quali pacchetti proporre</translation>
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
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>No pack in this language.</source>
        <translation>Nessun pacchetto in questa lingua.</translation>
    </message>
    <message>
        <source>Not offered (open it in Make a pack to fix it):</source>
        <translation>Non proposto (aprilo in Crea un pacchetto per correggerlo):</translation>
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
    <name>ProfileChoice</name>
    <message>
        <source>No profile</source>
        <translation>Nessun profilo</translation>
    </message>
    <message>
        <source>Your profile</source>
        <translation>Il tuo profilo</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <source>New profile</source>
        <translation>Nuovo profilo</translation>
    </message>
    <message>
        <source>Edit profile</source>
        <translation>Modifica profilo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Immagine</translation>
    </message>
    <message>
        <source>Picture {number}</source>
        <translation>Immagine {number}</translation>
    </message>
</context>
<context>
    <name>ProfileOpen</name>
    <message>
        <source>Profiles damaged</source>
        <translation>Profili danneggiati</translation>
    </message>
    <message>
        <source>The profiles file is damaged. A backup from {when} is available.</source>
        <translation>Il file dei profili è danneggiato. È disponibile un backup del {when}.</translation>
    </message>
    <message>
        <source>Restore the backup</source>
        <translation>Ripristina il backup</translation>
    </message>
    <message>
        <source>The profiles file is damaged and there is no backup.</source>
        <translation>Il file dei profili è danneggiato e non c&apos;è nessun backup.</translation>
    </message>
    <message>
        <source>Start with no profiles</source>
        <translation>Ricomincia senza profili</translation>
    </message>
    <message>
        <source>Play without profiles this time</source>
        <translation>Gioca senza profili questa volta</translation>
    </message>
    <message>
        <source>Nothing is deleted: the damaged file is kept for a bug report.</source>
        <translation>Non si cancella nulla: il file danneggiato resta conservato per una segnalazione.</translation>
    </message>
</context>
<context>
    <name>ProfilePage</name>
    <message>
        <source>Edit name and picture</source>
        <translation>Modifica nome e immagine</translation>
    </message>
    <message>
        <source>{level}: {into} / {needed} XP</source>
        <translation>{level}: {into} / {needed} XP</translation>
    </message>
    <message>
        <source>{xp} XP in all. {left} XP to the next level.</source>
        <translation>{xp} XP in tutto. Mancano {left} XP al livello successivo.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>{group} ({earned}/{total})</source>
        <translation>{group} ({earned}/{total})</translation>
    </message>
    <message>
        <source>Shown on your card</source>
        <translation>Sulla tua carta</translation>
    </message>
    <message>
        <source>Show on my card</source>
        <translation>Mostra sulla mia carta</translation>
    </message>
</context>
<context>
    <name>ProfileTexts</name>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <source>Wins in a row now</source>
        <translation>Vittorie di fila ora</translation>
    </message>
    <message>
        <source>Most wins in a row</source>
        <translation>Record di vittorie di fila</translation>
    </message>
    <message>
        <source>Won as a citizen</source>
        <translation>Vinte da cittadino</translation>
    </message>
    <message>
        <source>Won as a spy</source>
        <translation>Vinte da spia</translation>
    </message>
    <message>
        <source>Won as the ghost</source>
        <translation>Vinte da fantasma</translation>
    </message>
    <message>
        <source>Words guessed as the ghost</source>
        <translation>Parole indovinate da fantasma</translation>
    </message>
    <message>
        <source>Spies and ghosts voted out</source>
        <translation>Spie e fantasmi eliminati</translation>
    </message>
    <message>
        <source>Cards found on your clues</source>
        <translation>Carte indovinate con i tuoi indizi</translation>
    </message>
    <message>
        <source>Most cards in one turn</source>
        <translation>Record di carte in un turno</translation>
    </message>
    <message>
        <source>Forbidden words caught</source>
        <translation>Parole vietate scoperte</translation>
    </message>
    <message>
        <source>Won as spymaster</source>
        <translation>Vinte da capo spia</translation>
    </message>
    <message>
        <source>Won as a guesser</source>
        <translation>Vinte da agente</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Parole trovate</translation>
    </message>
    <message>
        <source>Clues worth 4 or more</source>
        <translation>Indizi da 4 o più</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Generali</translation>
    </message>
    <message>
        <source>Type a name.</source>
        <translation>Scrivi un nome.</translation>
    </message>
    <message>
        <source>Another profile has this name.</source>
        <translation>Un altro profilo ha questo nome.</translation>
    </message>
    <message>
        <source>Pick a picture.</source>
        <translation>Scegli un&apos;immagine.</translation>
    </message>
    <message>
        <source>This title is not earned yet.</source>
        <translation>Non hai ancora ottenuto questo titolo.</translation>
    </message>
    <message>
        <source>This profile no longer exists.</source>
        <translation>Questo profilo non esiste più.</translation>
    </message>
    <message>
        <source>The profiles could not be saved.</source>
        <translation>Non è stato possibile salvare i profili.</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Livello {level}</translation>
    </message>
</context>
<context>
    <name>ProfilesScreen</name>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profili</translation>
    </message>
    <message>
        <source>Classroom: hide XP and titles</source>
        <translation>Modalità classe: nascondi XP e titoli</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Nuovo profilo</translation>
    </message>
    <message>
        <source>Each player picks their profile when seated at the table: finished games give XP, titles and statistics.</source>
        <translation>Ogni giocatore sceglie il suo profilo quando si siede al tavolo: le partite finite danno XP, titoli e statistiche.</translation>
    </message>
    <message>
        <source>Profiles are not available: the profiles file could not be opened.</source>
        <translation>I profili non sono disponibili: non è stato possibile aprire il file dei profili.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Open {name}&apos;s profile</source>
        <translation>Apri il profilo di {name}</translation>
    </message>
    <message>
        <source>The statistics of {name} are damaged and cannot be read. No game is counted for this profile until they are reset.</source>
        <translation>Le statistiche di {name} sono danneggiate e non si possono leggere. Nessuna partita viene contata per questo profilo finché non vengono azzerate.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Reset the statistics of {name}</source>
        <translation>Azzera le statistiche di {name}</translation>
    </message>
</context>
<context>
    <name>ProgressBanner</name>
    <message>
        <source>{name}: +{xp} XP</source>
        <translation>{name}: +{xp} XP</translation>
    </message>
    <message>
        <source>Up to {level}!</source>
        <translation>Sale al {level}!</translation>
    </message>
    <message>
        <source>New title: {titles}</source>
        <translation>Nuovo titolo: {titles}</translation>
    </message>
    <message>
        <source>New titles: {titles}</source>
        <translation>Nuovi titoli: {titles}</translation>
    </message>
    <message numerus="yes">
        <source>New titles: {titles} and %n more (on the profile)</source>
        <translation>
            <numerusform>Nuovi titoli: {titles} e %n altro (nel profilo)</numerusform>
            <numerusform>Nuovi titoli: {titles} e altri %n (nel profilo)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Questo giocatore non esiste.</translation>
    </message>
    <message>
        <source>This player has left the game.</source>
        <translation>Questo giocatore ha lasciato la partita.</translation>
    </message>
    <message>
        <source>This player is not in the game.</source>
        <translation>Questo giocatore non è nella partita.</translation>
    </message>
    <message>
        <source>Not possible when playing on one computer.</source>
        <translation>Non è possibile giocando su un solo computer.</translation>
    </message>
    <message>
        <source>Nothing changed in the connection.</source>
        <translation>Nella connessione non è cambiato nulla.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Non è consentito adesso.</translation>
    </message>
</context>
<context>
    <name>ResumeBar</name>
    <message>
        <source>Reopen the room</source>
        <translation>Riapri la stanza</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Lascia perdere</translation>
    </message>
    <message>
        <source>Start fresh</source>
        <translation>Ricomincia da zero</translation>
    </message>
    <message>
        <source>A room stopped unexpectedly, but its crash-safe journal is damaged and cannot be reopened ({code}). Start fresh: the damaged file is kept for a bug report.</source>
        <translation>Una stanza si è fermata all’improvviso, ma il suo diario di ripristino è danneggiato e non si può riaprire ({code}). Ricomincia da zero: il file danneggiato viene conservato per una segnalazione di errore.</translation>
    </message>
    <message>
        <source>The room “{room}” stopped unexpectedly {minutes} min ago, in the middle of {game} with {names}. Reopen it to go on where the game was: every device gets its seat back.</source>
        <translation>La stanza «{room}» si è fermata all’improvviso {minutes} min fa, nel mezzo di una partita a {game} con {names}. Riaprila per riprendere da dove eravate: ogni dispositivo ritrova il suo posto.</translation>
    </message>
    <message>
        <source>The room “{room}” stopped unexpectedly {minutes} min ago, with {names} in its lobby. Reopen it to gather everyone again.</source>
        <translation>La stanza «{room}» si è fermata all’improvviso {minutes} min fa, con {names} in sala d’attesa. Riaprila per riunire di nuovo tutti.</translation>
    </message>
</context>
<context>
    <name>SettingsCard</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
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
        <translation>Torna all&apos;elenco dei giochi</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>Nome del nuovo giocatore</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Rimuovi i selezionati</translation>
    </message>
    <message>
        <source>Double-click a name (or press F2) to rename.</source>
        <translation>Fai doppio clic su un nome (o premi F2) per rinominarlo.</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Fai sedere</translation>
    </message>
    <message>
        <source>Profiles…</source>
        <translation>Profili…</translation>
    </message>
    <message>
        <source>Profile to seat</source>
        <translation>Profilo da far sedere</translation>
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
        <source>This game&apos;s screens are not ready yet: it cannot be played in this version.</source>
        <translation>Le schermate di questo gioco non sono ancora pronte: non si può giocare in questa versione.</translation>
    </message>
    <message>
        <source>Pick a profile…</source>
        <translation>Scegli un profilo…</translation>
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
        <translation>Fai clic su un nome per spostare quel giocatore nell&apos;altra squadra.</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Mescola le squadre</translation>
    </message>
    <message>
        <source>The other player guesses for both spymasters.</source>
        <translation>L&apos;altro giocatore indovina per entrambi i capi spia.</translation>
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
        <source>Allow &quot;Pass&quot; in votes</source>
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
    <message numerus="yes">
        <source>%n card(s) (about {minutes} min)</source>
        <translation>
            <numerusform>%n carta (circa {minutes} min)</numerusform>
            <numerusform>%n carte (circa {minutes} min)</numerusform>
        </translation>
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
        <source>{name} has a letter with more than three accents or marks: remove some.</source>
        <translation>{name} ha una lettera con più di tre accenti o segni: togline qualcuno.</translation>
    </message>
    <message>
        <source>Tick at least one pack.</source>
        <translation>Seleziona almeno un pacchetto.</translation>
    </message>
    <message>
        <source>This game needs {min} to {max} players.</source>
        <translation>Questo gioco richiede da {min} a {max} giocatori.</translation>
    </message>
    <message>
        <source>Spy Word needs {min} to {max} players.</source>
        <translation>Parola spia richiede da {min} a {max} giocatori.</translation>
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
    <message numerus="yes">
        <source>%n player(s) (this game is for {low})</source>
        <translation>
            <numerusform>%n giocatore (questo gioco è per {low})</numerusform>
            <numerusform>%n giocatori (questo gioco è per {low})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) ({low}–{high})</source>
        <translation>
            <numerusform>%n giocatore ({low}–{high})</numerusform>
            <numerusform>%n giocatori ({low}–{high})</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}: new game</source>
        <translation>{game}: nuova partita</translation>
    </message>
    <message numerus="yes">
        <source>The game is full (%n player(s)).</source>
        <translation>
            <numerusform>La partita è al completo (%n giocatore).</numerusform>
            <numerusform>La partita è al completo (%n giocatori).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpyCard</name>
    <message>
        <source>{name}, you have no word</source>
        <translation>{name}, non hai nessuna parola</translation>
    </message>
    <message>
        <source>You are the ghost</source>
        <translation>Sei il fantasma</translation>
    </message>
    <message>
        <source>Listen to the clues, work out the citizens&apos; word and blend in.</source>
        <translation>Ascolta gli indizi, scopri la parola dei cittadini e mimetizzati.</translation>
    </message>
    <message>
        <source>{name}, your word is</source>
        <translation>{name}, la tua parola è</translation>
    </message>
    <message>
        <source>You are a spy</source>
        <translation>Sei una spia</translation>
    </message>
    <message>
        <source>Remember it, and let nobody else see it.</source>
        <translation>Ricordala e non farla vedere a nessuno.</translation>
    </message>
</context>
<context>
    <name>SpyEndPage</name>
    <message>
        <source>Roles (★ the winning side)</source>
        <translation>Ruoli (★ la squadra vincente)</translation>
    </message>
    <message>
        <source>Votes, round by round</source>
        <translation>I voti, manche per manche</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Schermata iniziale</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca di nuovo</translation>
    </message>
    <message>
        <source>The citizens&apos; word</source>
        <translation>La parola dei cittadini</translation>
    </message>
    <message>
        <source>The spies&apos; word</source>
        <translation>La parola delle spie</translation>
    </message>
    <message>
        <source>right</source>
        <translation>giusto</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>sbagliato</translation>
    </message>
    <message>
        <source>The ghost guessed “{guess}”: {verdict}.</source>
        <translation>Il fantasma ha provato «{guess}»: {verdict}.</translation>
    </message>
    <message>
        <source>out in round {round}</source>
        <translation>fuori gioco alla manche {round}</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>ancora in gioco</translation>
    </message>
</context>
<context>
    <name>SpyPrivatePage</name>
    <message>
        <source>Send my guess</source>
        <translation>Invia la mia risposta</translation>
    </message>
    <message>
        <source>OK, hide it</source>
        <translation>OK, nascondi</translation>
    </message>
    <message>
        <source>The citizens&apos; word</source>
        <translation>La parola dei cittadini</translation>
    </message>
    <message>
        <source>Your guess of the citizens&apos; word</source>
        <translation>La tua risposta: la parola dei cittadini</translation>
    </message>
    <message>
        <source>You were the ghost</source>
        <translation>Eri il fantasma</translation>
    </message>
    <message>
        <source>One guess: what is the citizens&apos; word? Guess right and you win alone.</source>
        <translation>Un solo tentativo: qual è la parola dei cittadini? Se indovini, vinci da solo.</translation>
    </message>
    <message>
        <source>You are out</source>
        <translation>Sei fuori gioco</translation>
    </message>
    <message>
        <source>Your role: {role}. Keep it to yourself until the end.</source>
        <translation>Il tuo ruolo: {role}. Tienilo per te fino alla fine.</translation>
    </message>
    <message>
        <source>Your private screen: nobody else sees it</source>
        <translation>La tua schermata privata: nessun altro la vede</translation>
    </message>
    <message>
        <source>{name} is out: a private screen</source>
        <translation>{name} è fuori gioco: schermata privata</translation>
    </message>
</context>
<context>
    <name>SpyResultPage</name>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>Who voted for whom</source>
        <translation>Chi ha votato chi</translation>
    </message>
    <message>
        <source>Votes received</source>
        <translation>Voti ricevuti</translation>
    </message>
</context>
<context>
    <name>SpyRevealPage</name>
    <message>
        <source>Got it</source>
        <translation>Ricevuto</translation>
    </message>
    <message>
        <source>Got it: I have seen my card</source>
        <translation>Ricevuto: ho visto la mia carta</translation>
    </message>
    <message>
        <source>Got it: hide my card and pass on</source>
        <translation>Ricevuto: nascondi la mia carta e passa</translation>
    </message>
    <message>
        <source>Cards: {seen} of {total} seen</source>
        <translation>Carte: {seen} su {total} viste</translation>
    </message>
</context>
<context>
    <name>SpyReviewPage</name>
    <message>
        <source>Your word</source>
        <translation>La tua parola</translation>
    </message>
    <message>
        <source>Who wants to see their word?</source>
        <translation>Chi vuole rivedere la sua parola?</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
</context>
<context>
    <name>SpyRoundPage</name>
    <message>
        <source>See my word</source>
        <translation>Rivedi la mia parola</translation>
    </message>
    <message>
        <source>See my word again</source>
        <translation>Rivedi la mia parola</translation>
    </message>
    <message>
        <source>See my word again (pick your name)</source>
        <translation>Rivedi la mia parola (scegli il tuo nome)</translation>
    </message>
    <message>
        <source>Speaking order</source>
        <translation>Ordine di parola</translation>
    </message>
    <message>
        <source>No time limit: go to the vote when you are ready.</source>
        <translation>Nessun limite di tempo: passate al voto quando siete pronti.</translation>
    </message>
    <message>
        <source>Round {round} · {phase}</source>
        <translation>Manche {round} · {phase}</translation>
    </message>
    <message>
        <source>Talk it over: who is not like the others?</source>
        <translation>Discutete: chi non è come gli altri?</translation>
    </message>
    <message>
        <source>Go to vote</source>
        <translation>Passa al voto</translation>
    </message>
    <message>
        <source>Your turn: give your clue</source>
        <translation>Tocca a te: dai il tuo indizio</translation>
    </message>
    <message>
        <source>{name} gives a clue</source>
        <translation>{name} dà un indizio</translation>
    </message>
    <message>
        <source>{name}, give your clue</source>
        <translation>{name}, dai il tuo indizio</translation>
    </message>
    <message>
        <source>You are out: you watch until the end.</source>
        <translation>Sei fuori: guardi fino alla fine.</translation>
    </message>
    <message>
        <source>Say your clue aloud, then tap “Clue given”.</source>
        <translation>Di&apos; il tuo indizio ad alta voce, poi tocca «Indizio dato».</translation>
    </message>
    <message>
        <source>You are the host: start the vote when the table is ready.</source>
        <translation>Sei l&apos;host: avvia il voto quando il tavolo è pronto.</translation>
    </message>
    <message>
        <source>No time limit: the host, {name}, starts the vote.</source>
        <translation>Nessun limite di tempo: l&apos;host, {name}, avvia il voto.</translation>
    </message>
    <message>
        <source>Only the host, {name}, can start the vote early.</source>
        <translation>Solo l&apos;host, {name}, può avviare il voto prima.</translation>
    </message>
    <message>
        <source>Clue given</source>
        <translation>Indizio dato</translation>
    </message>
    <message>
        <source>Tie between {names}: each gives one more clue, then the others vote.</source>
        <translation>Parità tra {names}: ognuno dà un altro indizio, poi votano gli altri.</translation>
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
        <translation>Carte viste: {seen} su {total}</translation>
    </message>
    <message>
        <source>{name} gives a clue</source>
        <translation>{name} dà un indizio</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussione</translation>
    </message>
    <message numerus="yes">
        <source>Voted: %n of {total}</source>
        <translation>
            <numerusform>Hanno votato: %n su {total}</numerusform>
            <numerusform>Hanno votato: %n su {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is on a private screen</source>
        <translation>{name} è su una schermata privata</translation>
    </message>
    <message>
        <source>Duel between {names}</source>
        <translation>Duello tra {names}</translation>
    </message>
    <message>
        <source>The ghost is guessing the citizens&apos; word.</source>
        <translation>Il fantasma sta cercando di indovinare la parola dei cittadini.</translation>
    </message>
    <message>
        <source>Citizens: {word}</source>
        <translation>Cittadini: {word}</translation>
    </message>
    <message>
        <source>Spies: {word}</source>
        <translation>Spie: {word}</translation>
    </message>
    <message>
        <source>out · {role}</source>
        <translation>fuori gioco · {role}</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuori gioco</translation>
    </message>
    <message>
        <source>{mark} voted</source>
        <translation>{mark} ha votato</translation>
    </message>
    <message>
        <source>in the game</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>Last vote: {heading}</source>
        <translation>Ultimo voto: {heading}</translation>
    </message>
</context>
<context>
    <name>SpyVotePage</name>
    <message>
        <source>Who do you vote out?</source>
        <translation>Chi vuoi eliminare?</translation>
    </message>
    <message>
        <source>{name}, who do you vote out?</source>
        <translation>{name}, chi vuoi eliminare?</translation>
    </message>
    <message>
        <source>Cast my vote</source>
        <translation>Vota</translation>
    </message>
    <message>
        <source>Send my vote</source>
        <translation>Invia il mio voto</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message numerus="yes">
        <source>Duel vote: %n of {total} voted</source>
        <translation>
            <numerusform>Voto del duello: ha votato %n su {total}</numerusform>
            <numerusform>Voto del duello: hanno votato %n su {total}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vote: %n of {total} voted</source>
        <translation>
            <numerusform>Votazione: ha votato %n su {total}</numerusform>
            <numerusform>Votazione: hanno votato %n su {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>Only between {names}. Once sent, your vote cannot be changed.</source>
        <translation>Solo tra {names}. Una volta inviato, il tuo voto non si può cambiare.</translation>
    </message>
    <message>
        <source>Your vote stays secret until the vote closes. Once sent, it cannot be changed.</source>
        <translation>Il tuo voto resta segreto fino alla chiusura del voto. Una volta inviato, non si può cambiare.</translation>
    </message>
    <message>
        <source>Only between {names}.</source>
        <translation>Solo tra {names}.</translation>
    </message>
    <message>
        <source>Your vote stays secret until everyone has voted.</source>
        <translation>Il tuo voto resta segreto finché non hanno votato tutti.</translation>
    </message>
    <message>
        <source>Cast my vote for {name}</source>
        <translation>Vota {name}</translation>
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
        <translation>Carte: {seen} di {total} viste</translation>
    </message>
    <message>
        <source>The clues start once everyone has seen their card.</source>
        <translation>Gli indizi iniziano quando tutti hanno visto la propria carta.</translation>
    </message>
    <message>
        <source>Still looking at their card:</source>
        <translation>Stanno ancora guardando la carta:</translation>
    </message>
    <message>
        <source>You voted Pass. A sent vote cannot be changed.</source>
        <translation>Hai votato «Passo». Un voto inviato non si può cambiare.</translation>
    </message>
    <message>
        <source>You voted for {name}. A sent vote cannot be changed.</source>
        <translation>Hai votato per {name}. Un voto inviato non si può cambiare.</translation>
    </message>
    <message numerus="yes">
        <source>Vote: %n of {total} voted</source>
        <translation>
            <numerusform>Votazione: ha votato %n su {total}</numerusform>
            <numerusform>Votazione: hanno votato %n su {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>Still to vote:</source>
        <translation>Devono ancora votare:</translation>
    </message>
    <message>
        <source>You are out: you do not vote.</source>
        <translation>Sei fuori: non voti.</translation>
    </message>
    <message>
        <source>You are in the duel: only the others vote.</source>
        <translation>Sei nel duello: votano solo gli altri.</translation>
    </message>
    <message>
        <source>Your vote cannot be sent now.</source>
        <translation>Il tuo voto non può essere inviato ora.</translation>
    </message>
    <message>
        <source>You do not vote this time.</source>
        <translation>Questa volta non voti.</translation>
    </message>
    <message>
        <source>{name} is on a private screen</source>
        <translation>{name} è su una schermata privata</translation>
    </message>
    <message>
        <source>The ghost is guessing the citizens&apos; word.</source>
        <translation>Il fantasma sta cercando di indovinare la parola dei cittadini.</translation>
    </message>
    <message>
        <source>The game goes on once they are done.</source>
        <translation>La partita riprende appena ha finito.</translation>
    </message>
</context>
<context>
    <name>SpyWordTexts</name>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Round {round}: duel vote</source>
        <translation>Manche {round}: voto del duello</translation>
    </message>
    <message>
        <source>Round {round}: vote</source>
        <translation>Manche {round}: voto</translation>
    </message>
    <message>
        <source>Pass wins: nobody is out this round.</source>
        <translation>Vince «Passo»: nessuno è eliminato in questa manche.</translation>
    </message>
    <message>
        <source>Tie between {names}: a duel decides.</source>
        <translation>Parità tra {names}: decide un duello.</translation>
    </message>
    <message>
        <source>Drawn by lot between {names}: {name} is out.</source>
        <translation>Sorteggio tra {names}: {name} è fuori gioco.</translation>
    </message>
    <message>
        <source>{name} is out.</source>
        <translation>{name} è fuori gioco.</translation>
    </message>
    <message>
        <source>Their role stays hidden until the end.</source>
        <translation>Il suo ruolo resta segreto fino alla fine.</translation>
    </message>
    <message>
        <source>{name} was a citizen.</source>
        <translation>{name} era un cittadino.</translation>
    </message>
    <message>
        <source>{name} was a spy.</source>
        <translation>{name} era una spia.</translation>
    </message>
    <message>
        <source>{name} was the ghost.</source>
        <translation>{name} era il fantasma.</translation>
    </message>
    <message>
        <source>{voter} → {target}</source>
        <translation>{voter} → {target}</translation>
    </message>
    <message>
        <source>{name}: {votes}</source>
        <translation>{name}: {votes}</translation>
    </message>
    <message>
        <source>Citizen</source>
        <translation>Cittadino</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spia</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Fantasma</translation>
    </message>
    <message>
        <source>Role hidden</source>
        <translation>Ruolo nascosto</translation>
    </message>
    <message>
        <source>The citizens win!</source>
        <translation>Vincono i cittadini!</translation>
    </message>
    <message>
        <source>The spies and the ghost win!</source>
        <translation>Vincono le spie e il fantasma!</translation>
    </message>
    <message>
        <source>The ghost wins alone!</source>
        <translation>Il fantasma vince da solo!</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>Nessuno vince</translation>
    </message>
    <message>
        <source>No spy and no ghost is left in the game.</source>
        <translation>Non resta in gioco né una spia né il fantasma.</translation>
    </message>
    <message>
        <source>Only one citizen is left in the game.</source>
        <translation>Resta in gioco un solo cittadino.</translation>
    </message>
    <message>
        <source>The ghost guessed the citizens&apos; word.</source>
        <translation>Il fantasma ha indovinato la parola dei cittadini.</translation>
    </message>
    <message>
        <source>Too few players are left to go on.</source>
        <translation>Sono rimasti troppo pochi giocatori per continuare.</translation>
    </message>
    <message>
        <source>Everyone looks at their card</source>
        <translation>Ognuno guarda la sua carta</translation>
    </message>
    <message>
        <source>Clues</source>
        <translation>Indizi</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussione</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Voto</translation>
    </message>
    <message>
        <source>Duel: one more clue</source>
        <translation>Duello: un altro indizio</translation>
    </message>
    <message>
        <source>Duel vote</source>
        <translation>Voto del duello</translation>
    </message>
    <message>
        <source>Private screen</source>
        <translation>Schermata privata</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Each player says one sentence about their word.</source>
        <translation>Ognuno dice una frase sulla sua parola.</translation>
    </message>
    <message>
        <source>Each player says one word about their word.</source>
        <translation>Ognuno dice una parola sulla sua parola.</translation>
    </message>
    <message>
        <source>Not allowed: the word itself, part of it, a translation of it, or a clue someone already gave.</source>
        <translation>Vietato: la parola stessa, una sua parte, una sua traduzione o un indizio già dato.</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n voto</numerusform>
            <numerusform>%n voti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vote sent, waiting for %n other player(s)</source>
        <translation>
            <numerusform>Voto inviato, manca ancora %n giocatore</numerusform>
            <numerusform>Voto inviato, mancano ancora %n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>{name} (⚠ offline)</source>
        <translation>{name} (⚠ offline)</translation>
    </message>
    <message>
        <source>This card has already been seen.</source>
        <translation>Questa carta è già stata vista.</translation>
    </message>
    <message>
        <source>This is not the time for clues.</source>
        <translation>Non è il momento degli indizi.</translation>
    </message>
    <message>
        <source>No vote is open now.</source>
        <translation>Al momento non c&apos;è nessun voto aperto.</translation>
    </message>
    <message>
        <source>The cards have already been handed out.</source>
        <translation>Le carte sono già state distribuite.</translation>
    </message>
    <message>
        <source>The discussion is not on now.</source>
        <translation>La discussione non è in corso.</translation>
    </message>
    <message>
        <source>No private screen is open now.</source>
        <translation>Al momento non c&apos;è nessuna schermata privata aperta.</translation>
    </message>
    <message>
        <source>It is not your turn to give a clue.</source>
        <translation>Non tocca a te dare un indizio.</translation>
    </message>
    <message>
        <source>Only the host can start the vote.</source>
        <translation>Solo l&apos;host può avviare il voto.</translation>
    </message>
    <message>
        <source>Eliminated players cannot start the vote.</source>
        <translation>I giocatori eliminati non possono avviare il voto.</translation>
    </message>
    <message>
        <source>You do not vote this time.</source>
        <translation>Questa volta non voti.</translation>
    </message>
    <message>
        <source>You have already voted; a vote cannot be changed.</source>
        <translation>Hai già votato; un voto non si può cambiare.</translation>
    </message>
    <message>
        <source>Wait for your turn to vote.</source>
        <translation>Aspetta il tuo turno per votare.</translation>
    </message>
    <message>
        <source>Pass is not allowed in this vote.</source>
        <translation>In questo voto non si può passare.</translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation>Non puoi votare per te stesso.</translation>
    </message>
    <message>
        <source>You can only vote for a player still in the running.</source>
        <translation>Puoi votare solo un giocatore ancora in corsa.</translation>
    </message>
    <message>
        <source>Only the eliminated ghost can guess.</source>
        <translation>Solo il fantasma eliminato può tentare di indovinare.</translation>
    </message>
    <message>
        <source>Type one guess (not empty, not too long).</source>
        <translation>Scrivi una risposta (né vuota né troppo lunga).</translation>
    </message>
    <message>
        <source>This private screen belongs to another player.</source>
        <translation>Questa schermata privata appartiene a un altro giocatore.</translation>
    </message>
</context>
<context>
    <name>TableLobby</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Codice breve della stanza</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>Codice QR per entrare in questa stanza</translation>
    </message>
    <message>
        <source>Nobody has joined yet.</source>
        <translation>Non è ancora entrato nessuno.</translation>
    </message>
    <message>
        <source>Scan with a phone, or open this page and type the code:</source>
        <translation>Inquadra con il telefono, oppure apri questa pagina e scrivi il codice:</translation>
    </message>
    <message>
        <source>Scan with a phone, or open:</source>
        <translation>Inquadra con il telefono, oppure apri:</translation>
    </message>
    <message>
        <source>No room found? On another computer, type the join code {code}</source>
        <translation>Non trovi la stanza? Su un altro computer, scrivi il codice {code}</translation>
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
        <source>Show how to &amp;join (QR code)</source>
        <translation>Mostra come &amp;entrare (codice QR)</translation>
    </message>
    <message>
        <source>&amp;Close the table view</source>
        <translation>&amp;Chiudi la vista tavolo</translation>
    </message>
</context>
<context>
    <name>Taboo</name>
    <message>
        <source>Found</source>
        <translation>Indovinata</translation>
    </message>
    <message>
        <source>Buzzed</source>
        <translation>Penalizzata</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Passata</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Scartata</translation>
    </message>
    <message>
        <source>Passed · back in the deck</source>
        <translation>Passata · torna nel mazzo</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n carta rimasta</numerusform>
            <numerusform>%n carte rimaste</numerusform>
        </translation>
    </message>
    <message>
        <source>Play time: {time}</source>
        <translation>Tempo di gioco: {time}</translation>
    </message>
    <message>
        <source>{team} plays</source>
        <translation>Tocca alla {team}</translation>
    </message>
    <message>
        <source>Waiting for a clue-giver…</source>
        <translation>In attesa di qualcuno che dia gli indizi…</translation>
    </message>
    <message>
        <source>{name} gives the clues</source>
        <translation>{name} dà gli indizi</translation>
    </message>
    <message>
        <source>{name} (left)</source>
        <translation>{name} (ha lasciato)</translation>
    </message>
    <message>
        <source>{name} ⚠ offline</source>
        <translation>{name} ⚠ offline</translation>
    </message>
    <message>
        <source>This turn: {score} (found {found}, buzzed {buzzed})</source>
        <translation>Questo turno: {score} (indovinate: {found}, penalizzate: {buzzed})</translation>
    </message>
    <message numerus="yes">
        <source>Both teams have %n point(s). The tie is broken by total play time: {team} was faster ({won} to {lost}).</source>
        <translation>
            <numerusform>Le due squadre hanno %n punto. Lo spareggio si decide sul tempo di gioco totale: la {team} è stata più veloce ({won} contro {lost}).</numerusform>
            <numerusform>Le due squadre hanno %n punti. Lo spareggio si decide sul tempo di gioco totale: la {team} è stata più veloce ({won} contro {lost}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Both teams have %n point(s) and the same play time ({time}).</source>
        <translation>
            <numerusform>Le due squadre hanno %n punto e lo stesso tempo di gioco ({time}).</numerusform>
            <numerusform>Le due squadre hanno %n punti e lo stesso tempo di gioco ({time}).</numerusform>
        </translation>
    </message>
    <message>
        <source>No passes left</source>
        <translation>Niente più passi</translation>
    </message>
    <message>
        <source>Passes left: {left} of {total}</source>
        <translation>Passi rimasti: {left} su {total}</translation>
    </message>
    <message>
        <source>Game over: no winner</source>
        <translation>Partita finita: nessun vincitore</translation>
    </message>
    <message>
        <source>It&apos;s a draw!</source>
        <translation>Pareggio!</translation>
    </message>
    <message>
        <source>{team} wins!</source>
        <translation>Vince la {team}!</translation>
    </message>
    <message>
        <source>On points: {won} to {lost}.</source>
        <translation>Ai punti: {won} a {lost}.</translation>
    </message>
    <message>
        <source>A team has fewer than two players left.</source>
        <translation>In una squadra sono rimasti meno di due giocatori.</translation>
    </message>
    <message>
        <source>Most points wins. On a tie, the team with the shorter total play time wins (countdowns and pauses not counted). Same time too: a draw.</source>
        <translation>Vince la squadra con più punti. In caso di parità vince quella con il tempo di gioco totale più breve (conti alla rovescia e pause esclusi). Stesso tempo: pareggio.</translation>
    </message>
    <message>
        <source>The game is paused: resume it first.</source>
        <translation>La partita è in pausa: riprendetela prima.</translation>
    </message>
    <message>
        <source>No passes left in this turn.</source>
        <translation>Non ci sono più passi in questo turno.</translation>
    </message>
    <message>
        <source>Too late: that card has already been played.</source>
        <translation>Troppo tardi: quella carta è già stata giocata.</translation>
    </message>
    <message>
        <source>Nobody in this team can give clues right now.</source>
        <translation>Nessuno di questa squadra può dare indizi ora.</translation>
    </message>
    <message>
        <source>Only the other team can buzz.</source>
        <translation>Solo l&apos;altra squadra può premere Buzz.</translation>
    </message>
    <message>
        <source>This card is not in the turn.</source>
        <translation>Questa carta non fa parte del turno.</translation>
    </message>
    <message>
        <source>Pausing is only possible when playing on one computer.</source>
        <translation>La pausa è possibile solo giocando su un solo computer.</translation>
    </message>
    <message>
        <source>The game is not paused.</source>
        <translation>La partita non è in pausa.</translation>
    </message>
    <message>
        <source>Only the clue-giver can do that.</source>
        <translation>Solo chi dà gli indizi può farlo.</translation>
    </message>
    <message>
        <source>Not possible at this moment of the game.</source>
        <translation>Non è possibile in questo momento della partita.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Non consentito ora.</translation>
    </message>
</context>
<context>
    <name>TabooCountdownPage</name>
    <message>
        <source>Get ready…</source>
        <translation>Preparatevi…</translation>
    </message>
    <message>
        <source>You give the clues: the card comes after the countdown.</source>
        <translation>Tocca a te dare gli indizi: la carta arriva dopo il conto alla rovescia.</translation>
    </message>
    <message>
        <source>Listen and guess aloud!</source>
        <translation>Ascolta e indovina ad alta voce!</translation>
    </message>
    <message>
        <source>Watch the card and press Buzz! on a forbidden word.</source>
        <translation>Guarda la carta e premi Buzz! a ogni parola vietata.</translation>
    </message>
</context>
<context>
    <name>TabooEndPage</name>
    <message>
        <source>Home</source>
        <translation>Schermata iniziale</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca di nuovo</translation>
    </message>
</context>
<context>
    <name>TabooPausedPage</name>
    <message>
        <source>Paused</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>The window was minimised or lost focus. The card is hidden and the clock is stopped.</source>
        <translation>La finestra è stata ridotta a icona o non è più attiva. La carta è nascosta e il tempo è fermo.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Tempo rimasto: {time}</translation>
    </message>
</context>
<context>
    <name>TabooPlayPage</name>
    <message>
        <source>Forbidden words</source>
        <translation>Parole vietate</translation>
    </message>
    <message>
        <source>F</source>
        <comment>keyboard key for Found</comment>
        <translation>I</translation>
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
        <translation>Indovinata</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Buzz!</source>
        <translation>Buzz!</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Tasto: {key}</translation>
    </message>
    <message>
        <source>You give the clues</source>
        <translation>Tocca a te dare gli indizi</translation>
    </message>
    <message>
        <source>Guess aloud!</source>
        <translation>Indovina ad alta voce!</translation>
    </message>
    <message>
        <source>{name} gives the clues: listen and call out the word.</source>
        <translation>{name} dà gli indizi: ascolta e grida la parola.</translation>
    </message>
    <message>
        <source>This card is coming back: passing it again discards it.</source>
        <translation>Questa carta torna: se la passate di nuovo, viene scartata.</translation>
    </message>
    <message>
        <source>{watchers}: watch the card and press Buzz! on a forbidden word. {team}: do not look!</source>
        <translation>{watchers}: guardate la carta e premete Buzz! a ogni parola vietata. {team}: non guardate!</translation>
    </message>
    <message>
        <source>Found when your team says the word. Pass skips the card: it comes back in a later turn.</source>
        <translation>Indovinata quando la tua squadra dice la parola. Passo salta la carta: tornerà in un turno successivo.</translation>
    </message>
    <message>
        <source>Press Buzz! as soon as {name} says a forbidden word.</source>
        <translation>Premi Buzz! appena {name} dice una parola vietata.</translation>
    </message>
    <message>
        <source>Only {name} and the {watchers} see the card.</source>
        <translation>Solo {name} e la {watchers} vedono la carta.</translation>
    </message>
</context>
<context>
    <name>TabooReadyPage</name>
    <message>
        <source>Go!</source>
        <translation>Via!</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Turno {number}</translation>
    </message>
    <message>
        <source>You give the clues</source>
        <translation>Tocca a te dare gli indizi</translation>
    </message>
    <message>
        <source>Pass the computer to {name}. A player of the {watchers} sits beside them, watches the card and presses Buzz! on a forbidden word. Players of the {team}: do not look at the screen, guess aloud!</source>
        <translation>Passate il computer a {name}. Un giocatore della {watchers} si siede accanto, guarda la carta e preme Buzz! a ogni parola vietata. Giocatori della {team}: non guardate lo schermo, indovinate ad alta voce!</translation>
    </message>
    <message>
        <source>Go! Start the turn of {name}</source>
        <translation>Via! Inizia il turno di {name}</translation>
    </message>
    <message>
        <source>Press Go! when everyone is ready. Your team guesses aloud; the {watchers} see the card on their screens and press Buzz! on a forbidden word.</source>
        <translation>Premi Via! quando tutti sono pronti. La tua squadra indovina ad alta voce; la {watchers} vede la carta sui propri schermi e preme Buzz! a ogni parola vietata.</translation>
    </message>
    <message>
        <source>Waiting for {name} to start the turn. You guess aloud: the card is not shown on your screen.</source>
        <translation>In attesa che {name} avvii il turno. Tu indovini ad alta voce: la carta non compare sul tuo schermo.</translation>
    </message>
    <message>
        <source>Waiting for {name} to start the turn. You will see the card: press Buzz! as soon as {name} says a forbidden word.</source>
        <translation>In attesa che {name} avvii il turno. Vedrai la carta: premi Buzz! appena {name} dice una parola vietata.</translation>
    </message>
</context>
<context>
    <name>TabooResultPage</name>
    <message>
        <source>A wrong result? Click the card to change it: Found → Buzzed → Passed.</source>
        <translation>Un risultato sbagliato? Fate clic sulla carta per cambiarlo: Indovinata → Penalizzata → Passata.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Confirm the turn result</source>
        <translation>Conferma il risultato del turno</translation>
    </message>
    <message>
        <source>Turn result: {team}</source>
        <translation>Risultato del turno: {team}</translation>
    </message>
    <message>
        <source>Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}</source>
        <translation>Indovinate {found} · Penalizzate {buzzed} · Passate {passed} · Scartate {discarded}</translation>
    </message>
    <message>
        <source>Card {number}: {text}. Click to change.</source>
        <translation>Carta {number}: {text}. Fai clic per cambiarla.</translation>
    </message>
    <message>
        <source>No card was played in this turn.</source>
        <translation>Nessuna carta giocata in questo turno.</translation>
    </message>
    <message>
        <source>Waiting for {name} to check the cards and confirm.</source>
        <translation>In attesa che {name} controlli le carte e confermi.</translation>
    </message>
</context>
<context>
    <name>TabooTableWidget</name>
    <message>
        <source>Around the Word</source>
        <translation>Intorno alla parola</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Tempo rimasto: {time}</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Waiting for Go!</source>
        <translation>In attesa del «Via!»</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Preparatevi…</translation>
    </message>
    <message numerus="yes">
        <source>Cards played: %n</source>
        <translation>
            <numerusform>Carte giocate: %n</numerusform>
            <numerusform>Carte giocate: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn result</source>
        <translation>Risultato del turno</translation>
    </message>
    <message>
        <source>Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}</source>
        <translation>Indovinate {found} · Penalizzate {buzzed} · Passate {passed} · Scartate {discarded}</translation>
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
<context>
    <name>TitleHow</name>
    <message numerus="yes">
        <source>Finish %n games.</source>
        <translation>
            <numerusform>Finisci la tua prima partita.</numerusform>
            <numerusform>Finisci %n partite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games.</source>
        <translation>
            <numerusform>Vinci una partita.</numerusform>
            <numerusform>Vinci %n partite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row, whatever your role.</source>
        <translation>Vinci {n} partite di fila, qualunque sia il tuo ruolo.</translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a citizen.</source>
        <translation>
            <numerusform>Vinci una partita da cittadino.</numerusform>
            <numerusform>Vinci %n partite da cittadino.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a spy.</source>
        <translation>
            <numerusform>Vinci una partita da spia.</numerusform>
            <numerusform>Vinci %n partite da spia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as the ghost.</source>
        <translation>
            <numerusform>Vinci una partita da fantasma.</numerusform>
            <numerusform>Vinci %n partite da fantasma.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n games as a spy.</source>
        <translation>
            <numerusform>Gioca una partita da spia.</numerusform>
            <numerusform>Gioca %n partite da spia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n games as the ghost.</source>
        <translation>
            <numerusform>Gioca una partita da fantasma.</numerusform>
            <numerusform>Gioca %n partite da fantasma.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As the ghost, guess the citizens&apos; word %n times.</source>
        <translation>
            <numerusform>Da fantasma, indovina la parola dei cittadini.</numerusform>
            <numerusform>Da fantasma, indovina %n volte la parola dei cittadini.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a spy without being eliminated.</source>
        <translation>
            <numerusform>Vinci da spia senza essere eliminato.</numerusform>
            <numerusform>Vinci %n partite da spia senza essere eliminato.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games without being eliminated.</source>
        <translation>
            <numerusform>Vinci una partita senza essere eliminato.</numerusform>
            <numerusform>Vinci %n partite senza essere eliminato.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As a citizen, vote out a spy or the ghost %n times.</source>
        <translation>
            <numerusform>Da cittadino, elimina col tuo voto una spia o il fantasma.</numerusform>
            <numerusform>Da cittadino, elimina col tuo voto una spia o il fantasma %n volte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games that end within two rounds.</source>
        <translation>
            <numerusform>Vinci una partita che finisce entro due manche.</numerusform>
            <numerusform>Vinci %n partite che finiscono entro due manche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row.</source>
        <translation>Vinci {n} partite di fila.</translation>
    </message>
    <message numerus="yes">
        <source>Give clues that make your team find %n cards.</source>
        <translation>
            <numerusform>Fai indovinare una carta alla tua squadra.</numerusform>
            <numerusform>Fai indovinare %n carte alla tua squadra.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make your team find {n} cards in one turn.</source>
        <translation>Fai indovinare {n} carte alla tua squadra in un solo turno.</translation>
    </message>
    <message numerus="yes">
        <source>Give clues for %n turns with 3 or more cards found and no Buzz!</source>
        <translation>
            <numerusform>Fai indovinare almeno 3 carte in un turno senza nessun Buzz!</numerusform>
            <numerusform>Fai indovinare almeno 3 carte senza nessun Buzz! in %n turni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Catch %n forbidden words while the other team plays.</source>
        <translation>
            <numerusform>Scopri una parola vietata mentre gioca l&apos;altra squadra.</numerusform>
            <numerusform>Scopri %n parole vietate mentre gioca l&apos;altra squadra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games by 5 points or more.</source>
        <translation>
            <numerusform>Vinci una partita con almeno 5 punti di vantaggio.</numerusform>
            <numerusform>Vinci %n partite con almeno 5 punti di vantaggio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games tied on points, by the shorter play time.</source>
        <translation>
            <numerusform>Vinci una partita in parità di punti, per il tempo di gioco più breve.</numerusform>
            <numerusform>Vinci %n partite in parità di punti, per il tempo di gioco più breve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as spymaster.</source>
        <translation>
            <numerusform>Vinci una partita da capo spia.</numerusform>
            <numerusform>Vinci %n partite da capo spia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a guesser.</source>
        <translation>
            <numerusform>Vinci una partita da agente.</numerusform>
            <numerusform>Vinci %n partite da agente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %n clues on which your team finds 4 or more of its words.</source>
        <translation>
            <numerusform>Dai un indizio con cui la tua squadra trova 4 o più delle sue parole.</numerusform>
            <numerusform>Dai %n indizi con cui la tua squadra trova 4 o più delle sue parole.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Find %n of your team&apos;s words.</source>
        <translation>
            <numerusform>Trova una parola della tua squadra.</numerusform>
            <numerusform>Trova %n parole della tua squadra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games in which your team never picks a wrong card.</source>
        <translation>
            <numerusform>Vinci una partita in cui la tua squadra non sceglie mai una carta sbagliata.</numerusform>
            <numerusform>Vinci %n partite in cui la tua squadra non sceglie mai una carta sbagliata.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finish %n games, of any kind.</source>
        <translation>
            <numerusform>Finisci una partita di qualsiasi gioco.</numerusform>
            <numerusform>Finisci %n partite di qualsiasi gioco.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games, of any kind.</source>
        <translation>
            <numerusform>Vinci una partita di qualsiasi gioco.</numerusform>
            <numerusform>Vinci %n partite di qualsiasi gioco.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row, whichever games they are.</source>
        <translation>Vinci {n} partite di fila, di qualsiasi gioco.</translation>
    </message>
    <message>
        <source>Finish a game of each of the {n} games.</source>
        <translation>Finisci una partita di ciascuno dei {n} giochi.</translation>
    </message>
    <message>
        <source>Win at least once in each of the {n} games.</source>
        <translation>Vinci almeno una volta in ciascuno dei {n} giochi.</translation>
    </message>
    <message>
        <source>Finish {n} games on the same day.</source>
        <translation>Finisci {n} partite nello stesso giorno.</translation>
    </message>
    <message>
        <source>Reach level {n}.</source>
        <translation>Raggiungi il livello {n}.</translation>
    </message>
</context>
<context>
    <name>Titles</name>
    <message>
        <source>New Recruit</source>
        <translation>Nuova recluta</translation>
    </message>
    <message>
        <source>Regular Agent</source>
        <translation>Agente abituale</translation>
    </message>
    <message>
        <source>Field Veteran</source>
        <translation>Veterano sul campo</translation>
    </message>
    <message>
        <source>Old Fox</source>
        <translation>Vecchia volpe</translation>
    </message>
    <message>
        <source>Living Legend</source>
        <translation>Leggenda vivente</translation>
    </message>
    <message>
        <source>First Triumph</source>
        <translation>Primo trionfo</translation>
    </message>
    <message>
        <source>Sharp Mind</source>
        <translation>Mente brillante</translation>
    </message>
    <message>
        <source>Mastermind</source>
        <translation>Mente geniale</translation>
    </message>
    <message>
        <source>Grand Strategist</source>
        <translation>Grande stratega</translation>
    </message>
    <message>
        <source>Hat Trick</source>
        <translation>Tripletta</translation>
    </message>
    <message>
        <source>On a Roll</source>
        <translation>Lanciato</translation>
    </message>
    <message>
        <source>Unstoppable</source>
        <translation>Inarrestabile</translation>
    </message>
    <message>
        <source>Untouchable</source>
        <translation>Intoccabile</translation>
    </message>
    <message>
        <source>Lord of Words</source>
        <translation>Signore delle Parole</translation>
    </message>
    <message>
        <source>Good Citizen</source>
        <translation>Buon cittadino</translation>
    </message>
    <message>
        <source>Neighbourhood Watch</source>
        <translation>Sentinella del quartiere</translation>
    </message>
    <message>
        <source>Pillar of the Town</source>
        <translation>Pilastro della città</translation>
    </message>
    <message>
        <source>Mayor of Truth</source>
        <translation>Sindaco della verità</translation>
    </message>
    <message>
        <source>Mole</source>
        <translation>Talpa</translation>
    </message>
    <message>
        <source>Double Agent</source>
        <translation>Doppiogiochista</translation>
    </message>
    <message>
        <source>Master of Disguise</source>
        <translation>Maestro del travestimento</translation>
    </message>
    <message>
        <source>Shadow Minister</source>
        <translation>Ministro ombra</translation>
    </message>
    <message>
        <source>Poltergeist</source>
        <translation>Spiritello</translation>
    </message>
    <message>
        <source>Whisper in the Dark</source>
        <translation>Sussurro nel buio</translation>
    </message>
    <message>
        <source>Phantom of the Table</source>
        <translation>Fantasma del tavolo</translation>
    </message>
    <message>
        <source>Ghost Monarch</source>
        <translation>Sovrano degli spettri</translation>
    </message>
    <message>
        <source>Poker Face</source>
        <translation>Faccia da poker</translation>
    </message>
    <message>
        <source>Professional Pretender</source>
        <translation>Attore di professione</translation>
    </message>
    <message>
        <source>Revenant</source>
        <translation>Spirito inquieto</translation>
    </message>
    <message>
        <source>Mind Reader</source>
        <translation>Leggimente</translation>
    </message>
    <message>
        <source>Clairvoyant</source>
        <translation>Chiaroveggente</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oracolo</translation>
    </message>
    <message>
        <source>Invisible</source>
        <translation>Invisibile</translation>
    </message>
    <message>
        <source>Chameleon</source>
        <translation>Camaleonte</translation>
    </message>
    <message>
        <source>Perfect Alibi</source>
        <translation>Alibi perfetto</translation>
    </message>
    <message>
        <source>Survivor</source>
        <translation>Sopravvissuto</translation>
    </message>
    <message>
        <source>Still Standing</source>
        <translation>Ancora in piedi</translation>
    </message>
    <message>
        <source>Immortal</source>
        <translation>Immortale</translation>
    </message>
    <message>
        <source>Sharp Eye</source>
        <translation>Occhio di lince</translation>
    </message>
    <message>
        <source>Detective</source>
        <translation>Detective</translation>
    </message>
    <message>
        <source>Spy Hunter</source>
        <translation>Cacciatore di spie</translation>
    </message>
    <message>
        <source>Inspector General</source>
        <translation>Ispettore generale</translation>
    </message>
    <message>
        <source>Quick Draw</source>
        <translation>Pistolero lampo</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>Fulmine</translation>
    </message>
    <message>
        <source>Speed of Thought</source>
        <translation>Veloce come il pensiero</translation>
    </message>
    <message>
        <source>Warm-Up</source>
        <translation>Riscaldamento</translation>
    </message>
    <message>
        <source>Chatterbox</source>
        <translation>Chiacchierone</translation>
    </message>
    <message>
        <source>Smooth Talker</source>
        <translation>Lingua sciolta</translation>
    </message>
    <message>
        <source>Word Juggler</source>
        <translation>Giocoliere di parole</translation>
    </message>
    <message>
        <source>Silver Tongue</source>
        <translation>Lingua d&apos;argento</translation>
    </message>
    <message>
        <source>Team Player</source>
        <translation>Spirito di squadra</translation>
    </message>
    <message>
        <source>Crowd Pleaser</source>
        <translation>Beniamino del pubblico</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitano</translation>
    </message>
    <message>
        <source>Champion of Words</source>
        <translation>Campione delle parole</translation>
    </message>
    <message>
        <source>Three in a Row</source>
        <translation>Tre di fila</translation>
    </message>
    <message>
        <source>Hot Streak</source>
        <translation>Serie bollente</translation>
    </message>
    <message>
        <source>Juggernaut</source>
        <translation>Schiacciasassi</translation>
    </message>
    <message>
        <source>Dynasty</source>
        <translation>Dinastia</translation>
    </message>
    <message>
        <source>Sultan of Words</source>
        <translation>Sultano delle Parole</translation>
    </message>
    <message>
        <source>Hint Giver</source>
        <translation>Suggeritore</translation>
    </message>
    <message>
        <source>Wordsmith</source>
        <translation>Fabbro di parole</translation>
    </message>
    <message>
        <source>Walking Dictionary</source>
        <translation>Dizionario ambulante</translation>
    </message>
    <message>
        <source>Master of Paraphrase</source>
        <translation>Maestro della perifrasi</translation>
    </message>
    <message>
        <source>A Thousand Words</source>
        <translation>Mille parole</translation>
    </message>
    <message>
        <source>High Five</source>
        <translation>Batti cinque</translation>
    </message>
    <message>
        <source>Rapid Fire</source>
        <translation>Fuoco rapido</translation>
    </message>
    <message>
        <source>Perfect Ten</source>
        <translation>Dieci e lode</translation>
    </message>
    <message>
        <source>Whirlwind</source>
        <translation>Turbine</translation>
    </message>
    <message>
        <source>Telepath</source>
        <translation>Telepate</translation>
    </message>
    <message>
        <source>Clean Hands</source>
        <translation>Mani pulite</translation>
    </message>
    <message>
        <source>Careful Speaker</source>
        <translation>Parola misurata</translation>
    </message>
    <message>
        <source>Spotless</source>
        <translation>Impeccabile</translation>
    </message>
    <message>
        <source>Watchful</source>
        <translation>Vigile</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Arbitro</translation>
    </message>
    <message>
        <source>Buzz Master</source>
        <translation>Re del buzzer</translation>
    </message>
    <message>
        <source>Landslide</source>
        <translation>Vittoria schiacciante</translation>
    </message>
    <message>
        <source>No Contest</source>
        <translation>Senza storia</translation>
    </message>
    <message>
        <source>Total Domination</source>
        <translation>Dominio totale</translation>
    </message>
    <message>
        <source>Photo Finish</source>
        <translation>Fotofinish</translation>
    </message>
    <message>
        <source>Beat the Clock</source>
        <translation>Più veloce dell&apos;orologio</translation>
    </message>
    <message>
        <source>Rookie Agent</source>
        <translation>Agente in prova</translation>
    </message>
    <message>
        <source>Field Agent</source>
        <translation>Agente operativo</translation>
    </message>
    <message>
        <source>Station Chief</source>
        <translation>Capo stazione</translation>
    </message>
    <message>
        <source>Agency Director</source>
        <translation>Direttore dell&apos;agenzia</translation>
    </message>
    <message>
        <source>Mission Accomplished</source>
        <translation>Missione compiuta</translation>
    </message>
    <message>
        <source>Decorated Agent</source>
        <translation>Agente decorato</translation>
    </message>
    <message>
        <source>Cold War Hero</source>
        <translation>Eroe della guerra fredda</translation>
    </message>
    <message>
        <source>Clean Run</source>
        <translation>Serie pulita</translation>
    </message>
    <message>
        <source>Agent of Legend</source>
        <translation>Agente leggendario</translation>
    </message>
    <message>
        <source>Handler</source>
        <translation>Agente supervisore</translation>
    </message>
    <message>
        <source>Puppet Master</source>
        <translation>Burattinaio</translation>
    </message>
    <message>
        <source>Codemaster</source>
        <translation>Maestro dei codici</translation>
    </message>
    <message>
        <source>Good Instincts</source>
        <translation>Buon istinto</translation>
    </message>
    <message>
        <source>Codebreaker</source>
        <translation>Decifratore</translation>
    </message>
    <message>
        <source>Enigma Cracker</source>
        <translation>Scassinatore di Enigma</translation>
    </message>
    <message>
        <source>Four-Way Link</source>
        <translation>Legame quadruplo</translation>
    </message>
    <message>
        <source>Grand Connector</source>
        <translation>Grande connettore</translation>
    </message>
    <message>
        <source>Keen Ear</source>
        <translation>Orecchio fino</translation>
    </message>
    <message>
        <source>Sixth Sense</source>
        <translation>Sesto senso</translation>
    </message>
    <message>
        <source>Human Decoder</source>
        <translation>Decodificatore umano</translation>
    </message>
    <message>
        <source>Flawless Operation</source>
        <translation>Operazione perfetta</translation>
    </message>
    <message>
        <source>Game Night</source>
        <translation>Serata giochi</translation>
    </message>
    <message>
        <source>Party Animal</source>
        <translation>Animale da festa</translation>
    </message>
    <message>
        <source>Centurion</source>
        <translation>Centurione</translation>
    </message>
    <message>
        <source>Table Legend</source>
        <translation>Leggenda del tavolo</translation>
    </message>
    <message>
        <source>Eternal Player</source>
        <translation>Giocatore eterno</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Serial Winner</source>
        <translation>Vincitore seriale</translation>
    </message>
    <message>
        <source>Conqueror</source>
        <translation>Conquistatore</translation>
    </message>
    <message>
        <source>Emperor of Play</source>
        <translation>Imperatore del gioco</translation>
    </message>
    <message>
        <source>Lucky Star</source>
        <translation>Buona stella</translation>
    </message>
    <message>
        <source>Golden Run</source>
        <translation>Serie d&apos;oro</translation>
    </message>
    <message>
        <source>Invincible</source>
        <translation>Invincibile</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Esploratore</translation>
    </message>
    <message>
        <source>Triple Crown</source>
        <translation>Tripla corona</translation>
    </message>
    <message>
        <source>Marathon Night</source>
        <translation>Serata maratona</translation>
    </message>
    <message>
        <source>Night Owl</source>
        <translation>Nottambulo</translation>
    </message>
    <message>
        <source>Rising Star</source>
        <translation>Stella nascente</translation>
    </message>
    <message>
        <source>Seasoned</source>
        <translation>Navigato</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>D&apos;élite</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Gran maestro</translation>
    </message>
    <message>
        <source>Palabre Legend</source>
        <translation>Leggenda di Palabre</translation>
    </message>
</context>
<context>
    <name>WebPage</name>
    <message>
        <source>I&apos;m ready</source>
        <translation>Sono pronto</translation>
    </message>
    <message>
        <source>Not ready after all</source>
        <translation>Non sono più pronto</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation>In attesa che l&apos;host avvii la partita.</translation>
    </message>
    <message>
        <source>Join again</source>
        <translation>Rientra</translation>
    </message>
    <message>
        <source>Kept on the host&apos;s computer: your XP and titles grow with each game.</source>
        <translation>Conservato sul computer dell&apos;host: i tuoi XP e i tuoi titoli crescono a ogni partita.</translation>
    </message>
    <message>
        <source>A new profile with this picture:</source>
        <translation>Un nuovo profilo con questa immagine:</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Codice breve della stanza</translation>
    </message>
    <message>
        <source>Type the four letters shown on the host&apos;s screen</source>
        <translation>Scrivi le quattro lettere che vedi sullo schermo dell’host</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>No room here has the code {code}. Check the letters on the host&apos;s screen.</source>
        <translation>Qui nessuna stanza ha il codice {code}. Controlla le lettere sullo schermo dell’host.</translation>
    </message>
    <message>
        <source>Rooms on this computer</source>
        <translation>Stanze su questo computer</translation>
    </message>
    <message>
        <source>The computer taking over could not prove that the host chose it: you stay here.</source>
        <translation>Il computer che prende il posto non ha potuto dimostrare di essere stato scelto dall’host: resti qui.</translation>
    </message>
    <message>
        <source>Guess: {word}</source>
        <translation>Indovina: {word}</translation>
    </message>
    <message>
        <source>Tap a word, then confirm here</source>
        <translation>Tocca una parola, poi conferma qui</translation>
    </message>
</context>
</TS>
