<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Palabre</source>
        <translation>Acerca de Palabre</translation>
    </message>
    <message>
        <source>Palabre</source>
        <translation>Palabre</translation>
    </message>
    <message>
        <source>Version {app} · Qt {qt} · PySide {pyside}</source>
        <translation>Versión {app} · Qt {qt} · PySide {pyside}</translation>
    </message>
    <message>
        <source>Word-party games for one screen, a network or a TV: Spy Word, Around the Word and Codenames. Made by the Palabre team; free software under the GPL 3.0 or later.</source>
        <translation>Juegos de palabras para una pantalla, una red o una tele: Palabra espía, Alrededor de la palabra y Codenames. Hecho por el equipo de Palabre; software libre bajo la GPL 3.0 o posterior.</translation>
    </message>
    <message>
        <source>Pictures: &lt;a href=&quot;{url}&quot;&gt;OpenMoji&lt;/a&gt;, the open-source emoji and icon project.</source>
        <translation>Imágenes: &lt;a href=&quot;{url}&quot;&gt;OpenMoji&lt;/a&gt;, el proyecto de emojis e iconos de código abierto.</translation>
    </message>
    <message>
        <source>Licence of the pictures: {licence} ({url})</source>
        <translation>Licencia de las imágenes: {licence} ({url})</translation>
    </message>
</context>
<context>
    <name>AbsentPlayersBar</name>
    <message>
        <source>{name} lost the connection. Their seat waits for them; meanwhile the game goes on by its rules.</source>
        <translation>{name} ha perdido la conexión. Su sitio le espera; mientras tanto, la partida sigue según sus reglas.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Quitar a {name}</translation>
    </message>
    <message>
        <source>{name} then counts as having left the game, by its rules.</source>
        <translation>{name} cuenta entonces como si hubiera dejado la partida, según sus reglas.</translation>
    </message>
    <message>
        <source>Remove {name} from the game</source>
        <translation>Quitar a {name} de la partida</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>¿Quitar a {name}?</translation>
    </message>
    <message>
        <source>{name} then counts as having left the game, by its rules, and cannot join this room again.</source>
        <translation>{name} cuenta entonces como si hubiera dejado la partida, según sus reglas, y no podrá volver a unirse a esta sala.</translation>
    </message>
</context>
<context>
    <name>AgentsLeft</name>
    <message numerus="yes">
        <source>{team}: %n agent(s) left</source>
        <translation>
            <numerusform>{team}: queda %n agente</numerusform>
            <numerusform>{team}: quedan %n agentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{team} (opponent): %n left</source>
        <translation>
            <numerusform>{team} (rival): queda %n</numerusform>
            <numerusform>{team} (rival): quedan %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Guessing for both: {names}</source>
        <translation>Adivina para los dos: {names}</translation>
    </message>
</context>
<context>
    <name>ClueEntry</name>
    <message>
        <source>One word and a number (0 to 9)</source>
        <translation>Una palabra y un número (de 0 a 9)</translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation>Tu pista</translation>
    </message>
    <message>
        <source>Clue word</source>
        <translation>Palabra de la pista</translation>
    </message>
    <message>
        <source>Number of words</source>
        <translation>Número de palabras</translation>
    </message>
    <message>
        <source>0: as many guesses as you like, while right</source>
        <translation>0: tantos intentos como se quiera mientras se acierte</translation>
    </message>
    <message>
        <source>Give the clue</source>
        <translation>Dar la pista</translation>
    </message>
</context>
<context>
    <name>ClueStatus</name>
    <message>
        <source>Clue</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Waiting for the spymaster</source>
        <translation>Esperando al jefe de espías</translation>
    </message>
    <message>
        <source>Clue of the {team}</source>
        <translation>Pista del {team}</translation>
    </message>
    <message>
        <source>Guesses: unlimited while right</source>
        <translation>Intentos: ilimitados mientras se acierte</translation>
    </message>
    <message numerus="yes">
        <source>Guesses left: %n</source>
        <translation>
            <numerusform>Intentos restantes: %n</numerusform>
            <numerusform>Intentos restantes: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CodenamesScreen</name>
    <message>
        <source>End the turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <source>The key is showing: guessers, look away!</source>
        <translation>La clave está a la vista: ¡agentes, no miréis!</translation>
    </message>
    <message>
        <source>Clues and guesses</source>
        <translation>Pistas y respuestas</translation>
    </message>
    <message>
        <source>{team}: {name}&apos;s turn</source>
        <translation>{team}: turno de {name}</translation>
    </message>
    <message>
        <source>{name}, give a clue: one word and a number.</source>
        <translation>{name}, da una pista: una palabra y un número.</translation>
    </message>
    <message>
        <source>{names}: pick a card. Click it, or use the arrows and Enter, or type its number.</source>
        <translation>{names}: elegid una carta. Haced clic en ella, usad las flechas e Intro o escribid su número.</translation>
    </message>
    <message>
        <source>Waiting for the spymaster&apos;s clue…</source>
        <translation>Esperando la pista del jefe de espías…</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>Esperando a los demás jugadores…</translation>
    </message>
    <message>
        <source>Your turn: give a clue, one word and a number.</source>
        <translation>Te toca: da una pista, una palabra y un número.</translation>
    </message>
    <message>
        <source>Your turn: pick a card. Click it, or use the arrows and Enter, or type its number.</source>
        <translation>Te toca: elige una carta. Haz clic en ella, usa las flechas e Intro o escribe su número.</translation>
    </message>
    <message>
        <source>Waiting for {name}: the spymaster is thinking of a clue…</source>
        <translation>Esperando a {name}: el jefe de espías está pensando una pista…</translation>
    </message>
    <message>
        <source>Waiting for {names} to pick a card…</source>
        <translation>Esperando a {names}: eligiendo una carta…</translation>
    </message>
    <message>
        <source>Waiting for {name} to cover a word of the other team…</source>
        <translation>Esperando a {name}, que tapa una palabra del otro equipo…</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>Ocultar la clave</translation>
    </message>
    <message>
        <source>Show the key (spymaster)</source>
        <translation>Ver la clave (jefe de espías)</translation>
    </message>
</context>
<context>
    <name>CodenamesTable</name>
    <message>
        <source>Clue</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Guesses left</source>
        <translation>Intentos restantes</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>The spymaster is thinking…</source>
        <translation>El jefe de espías está pensando…</translation>
    </message>
    <message>
        <source>The spymaster covers a word…</source>
        <translation>El jefe de espías tapa una palabra…</translation>
    </message>
    <message>
        <source>{team}: {names}</source>
        <translation>{team}: {names}</translation>
    </message>
    <message>
        <source>Guessing for both: {names}</source>
        <translation>Adivina para los dos: {names}</translation>
    </message>
</context>
<context>
    <name>CodenamesTexts</name>
    <message>
        <source>Red agent</source>
        <translation>Agente rojo</translation>
    </message>
    <message>
        <source>Blue agent</source>
        <translation>Agente azul</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>Transeúnte</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Asesino</translation>
    </message>
    <message>
        <source>Not revealed</source>
        <translation>Sin revelar</translation>
    </message>
    <message>
        <source>Type a clue first.</source>
        <translation>Escribe primero una pista.</translation>
    </message>
    <message>
        <source>One word only: the clue cannot contain a space.</source>
        <translation>Una sola palabra: la pista no puede contener espacios.</translation>
    </message>
    <message>
        <source>One word only: letters and digits, joined at most by a hyphen or an apostrophe.</source>
        <translation>Una sola palabra: letras y cifras, unidas como mucho por un guion o un apóstrofo.</translation>
    </message>
    <message>
        <source>That is one of the words on the grid: choose another clue.</source>
        <translation>Es una de las palabras del tablero: elige otra pista.</translation>
    </message>
    <message>
        <source>The clue contains a word of the grid: choose another clue.</source>
        <translation>La pista contiene una palabra del tablero: elige otra pista.</translation>
    </message>
    <message>
        <source>The clue is part of a word on the grid: choose another clue.</source>
        <translation>La pista forma parte de una palabra del tablero: elige otra pista.</translation>
    </message>
    <message>
        <source>That clue is too long.</source>
        <translation>Esa pista es demasiado larga.</translation>
    </message>
    <message>
        <source>The clue must be a word.</source>
        <translation>La pista debe ser una palabra.</translation>
    </message>
    <message>
        <source>The number must be between 0 and 9.</source>
        <translation>El número debe estar entre 0 y 9.</translation>
    </message>
    <message>
        <source>That card is already revealed.</source>
        <translation>Esa carta ya está revelada.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Esa carta no existe.</translation>
    </message>
    <message>
        <source>Cover a word of the other team.</source>
        <translation>Tapa una palabra del otro equipo.</translation>
    </message>
    <message>
        <source>Make at least one guess before ending the turn.</source>
        <translation>Haced al menos un intento antes de terminar el turno.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Only the spymaster can do that.</source>
        <translation>Solo el jefe de espías puede hacerlo.</translation>
    </message>
    <message>
        <source>The spymaster does not guess.</source>
        <translation>El jefe de espías no adivina.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Ahora no está permitido.</translation>
    </message>
    <message>
        <source>You win: every agent found!</source>
        <translation>¡Habéis ganado: todos los agentes encontrados!</translation>
    </message>
    <message>
        <source>The key wins this time.</source>
        <translation>Esta vez gana la clave.</translation>
    </message>
    <message>
        <source>The game ends with no winner.</source>
        <translation>La partida termina sin ganador.</translation>
    </message>
    <message>
        <source>{name} wins, with the guesser!</source>
        <translation>¡{name} gana, junto con el agente!</translation>
    </message>
    <message>
        <source>{team} wins!</source>
        <translation>¡Gana el {team}!</translation>
    </message>
    <message>
        <source>All the agents of the {team} are found.</source>
        <translation>Se han encontrado todos los agentes del {team}.</translation>
    </message>
    <message>
        <source>The assassin was revealed.</source>
        <translation>Se ha descubierto al asesino.</translation>
    </message>
    <message>
        <source>Every word of the other team is covered.</source>
        <translation>Todas las palabras del otro equipo están tapadas.</translation>
    </message>
    <message>
        <source>A team has lost its spymaster.</source>
        <translation>Un equipo se ha quedado sin jefe de espías.</translation>
    </message>
    <message>
        <source>A team has nobody left to guess.</source>
        <translation>Un equipo se ha quedado sin nadie que adivine.</translation>
    </message>
    <message>
        <source>{name} ⚠ offline</source>
        <translation>{name} ⚠ sin conexión</translation>
    </message>
    <message>
        <source>{name}, {title}</source>
        <translation>{name}, {title}</translation>
    </message>
    <message>
        <source>{name} (spymaster)</source>
        <translation>{name} (jefe de espías)</translation>
    </message>
    <message>
        <source>You are the spymaster of the {team}: only your screen shows the key.</source>
        <translation>Eres el jefe de espías del {team}: solo tu pantalla muestra la clave.</translation>
    </message>
    <message>
        <source>You guess for both spymasters.</source>
        <translation>Adivinas para los dos jefes de espías.</translation>
    </message>
    <message>
        <source>You guess for the {team}.</source>
        <translation>Adivinas para el {team}.</translation>
    </message>
</context>
<context>
    <name>ConnectionBanner</name>
    <message>
        <source>Back to home</source>
        <translation>Volver al inicio</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>The host left: the game goes on from another computer in the room. Nothing was lost.</source>
        <translation>El anfitrión se fue: la partida sigue desde otro ordenador de la sala. No se ha perdido nada.</translation>
    </message>
    <message>
        <source>The host left: this computer hosts the game now. Keep Palabre open until the game ends.</source>
        <translation>El anfitrión se fue: ahora este ordenador aloja la partida. Deja Palabre abierto hasta que termine la partida.</translation>
    </message>
    <message>
        <source>The host has not answered for a minute. If it does not come back soon, another computer in the room takes over the game.</source>
        <translation>El anfitrión no responde desde hace un minuto. Si no vuelve pronto, otro ordenador de la sala se hará cargo de la partida.</translation>
    </message>
    <message>
        <source>The host has not answered for a minute. If Palabre closed on the hosting computer, open it there again and choose Reopen the room.</source>
        <translation>El anfitrión no responde desde hace un minuto. Si Palabre se cerró en el ordenador anfitrión, ábrelo allí de nuevo y elige Reabrir la sala.</translation>
    </message>
    <message>
        <source>Connecting to the room…</source>
        <translation>Conectando con la sala…</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting… your seat is kept.</source>
        <translation>Conexión perdida — reconectando… tu sitio se guarda.</translation>
    </message>
</context>
<context>
    <name>CoverPanel</name>
    <message>
        <source>Cover one word of the other team</source>
        <translation>Tapa una palabra del otro equipo</translation>
    </message>
    <message>
        <source>The key is showing. Pick a card with the other team&apos;s badge: it gets covered as if it had been found.</source>
        <translation>La clave está a la vista. Elige una carta con el distintivo del otro equipo: se tapará como si la hubieran encontrado.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Palabre: something went wrong</source>
        <translation>Palabre: algo salió mal</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Algo salió mal</translation>
    </message>
    <message>
        <source>Palabre ran into an error it did not expect: {error}. It keeps running; if a screen looks wrong, go back to the home screen or restart Palabre.</source>
        <translation>Palabre encontró un error inesperado: {error}. Sigue funcionando; si una pantalla se ve mal, vuelve a la pantalla de inicio o reinicia Palabre.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) so far.</source>
        <translation>
            <numerusform>%n error hasta ahora.</numerusform>
            <numerusform>%n errores hasta ahora.</numerusform>
        </translation>
    </message>
    <message>
        <source>No log file could be written: copy the details below for a bug report.</source>
        <translation>No se pudo escribir ningún archivo de registro: copia los detalles de abajo para un informe de error.</translation>
    </message>
    <message>
        <source>The details are also in the log file: {path}</source>
        <translation>Los detalles también están en el archivo de registro: {path}</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copiar detalles</translation>
    </message>
</context>
<context>
    <name>CrashSafetyBanner</name>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>no se puede escribir en su carpeta</translation>
    </message>
    <message>
        <source>the journal cannot be written</source>
        <translation>no se puede escribir el diario</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>This room is no longer crash-safe: {reason}. The game goes on, but if Palabre closed now, the last changes would be lost.</source>
        <translation>Esta sala ya no está protegida ante un cierre inesperado: {reason}. La partida sigue, pero si Palabre se cerrara ahora, se perderían los últimos cambios.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n change(s) could not be saved before Palabre closed: the game goes on from before them.</source>
        <translation>
            <numerusform>No se pudo guardar el último cambio (%n) antes de que Palabre se cerrara: la partida sigue desde justo antes.</numerusform>
            <numerusform>No se pudieron guardar los últimos %n cambios antes de que Palabre se cerrara: la partida sigue desde justo antes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Clues and guesses</source>
        <translation>Pistas y respuestas</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Back to the home screen</source>
        <translation>Volver a la pantalla de inicio</translation>
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
        <translation>La partida aparecerá aquí en cuanto empiece.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Spy Word</source>
        <translation>Palabra espía</translation>
    </message>
    <message>
        <source>Around the Word</source>
        <translation>Alrededor de la palabra</translation>
    </message>
    <message>
        <source>Codenames</source>
        <translation>Codenames</translation>
    </message>
    <message>
        <source>Your word is different? You are the spy.</source>
        <translation>¿Tu palabra es distinta? Eres el espía.</translation>
    </message>
    <message>
        <source>Say anything, except the forbidden words.</source>
        <translation>Di lo que quieras, menos las palabras prohibidas.</translation>
    </message>
    <message>
        <source>One word, several meanings: lead your team to its agents.</source>
        <translation>Una palabra, varios sentidos: guía a tu equipo hasta sus agentes.</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} jugadores</translation>
    </message>
    <message>
        <source>about {minutes} min</source>
        <translation>unos {minutes} min</translation>
    </message>
    <message>
        <source>{low}–{high} min</source>
        <translation>{low}–{high} min</translation>
    </message>
    <message>
        <source>Classic (two teams)</source>
        <translation>Clásico (dos equipos)</translation>
    </message>
    <message>
        <source>Two players, together</source>
        <translation>Dos jugadores, juntos</translation>
    </message>
    <message>
        <source>Three players, together</source>
        <translation>Tres jugadores, juntos</translation>
    </message>
    <message>
        <source>Three players: two spymasters, one guesser</source>
        <translation>Tres jugadores: dos jefes de espías, un agente</translation>
    </message>
    <message>
        <source>Everyone gets a secret word with its picture. The spies get a slightly different word and usually do not know it; the ghost gets no word at all.</source>
        <translation>Cada uno recibe una palabra secreta con su imagen. Los espías reciben una palabra un poco distinta y normalmente no lo saben; el fantasma no recibe ninguna.</translation>
    </message>
    <message>
        <source>Each round, everyone gives one clue about their word, in turn. Then the table talks it over and votes one player out.</source>
        <translation>En cada ronda, todos dan por turnos una pista sobre su palabra. Luego la mesa lo discute y vota para eliminar a un jugador.</translation>
    </message>
    <message>
        <source>Citizens win when no spy and no ghost is left. Spies and ghost win together when only one citizen remains. An eliminated ghost who guesses the citizens&apos; word wins alone.</source>
        <translation>Los ciudadanos ganan cuando no queda ningún espía ni fantasma. Espías y fantasma ganan juntos cuando solo queda un ciudadano. Un fantasma eliminado que adivina la palabra de los ciudadanos gana solo.</translation>
    </message>
    <message>
        <source>On one computer, pass it around: each player reveals their own card behind a privacy screen, then hides it again.</source>
        <translation>En un solo ordenador, pasadlo de mano en mano: cada jugador descubre su carta tras una pantalla de privacidad y luego la vuelve a ocultar.</translation>
    </message>
    <message>
        <source>Two teams take turns. The clue-giver has one minute to make their team guess as many words as possible.</source>
        <translation>Dos equipos juegan por turnos. Quien da las pistas tiene un minuto para que su equipo adivine tantas palabras como pueda.</translation>
    </message>
    <message>
        <source>Never say the word, part of it, or any of the five forbidden words on the card. The other team watches the card and presses Buzz! when you slip.</source>
        <translation>No digas nunca la palabra, una parte de ella ni ninguna de las cinco palabras prohibidas de la carta. El otro equipo vigila la carta y pulsa ¡Buzz! si te equivocas.</translation>
    </message>
    <message>
        <source>Found: one point. Buzz!: one point off. You may pass up to three cards a turn.</source>
        <translation>Acertada: un punto. ¡Buzz!: un punto menos. Puedes pasar hasta tres cartas por turno.</translation>
    </message>
    <message>
        <source>When both decks are used up, the team with more points wins.</source>
        <translation>Cuando se acaban los dos mazos, gana el equipo con más puntos.</translation>
    </message>
    <message>
        <source>Two teams, each with a spymaster who sees the secret key of the 25-word grid.</source>
        <translation>Dos equipos, cada uno con un jefe de espías que ve la clave secreta de la cuadrícula de 25 palabras.</translation>
    </message>
    <message>
        <source>The spymaster gives one word and a number. Their team picks the words they think are theirs: a right guess lets them go on, a wrong one ends the turn.</source>
        <translation>El jefe de espías da una palabra y un número. Su equipo elige las palabras que cree suyas: un acierto le permite seguir, un error termina el turno.</translation>
    </message>
    <message>
        <source>The first team to find all its words wins; the team that finds the assassin loses at once.</source>
        <translation>Gana el primer equipo que encuentra todas sus palabras; el equipo que da con el asesino pierde en el acto.</translation>
    </message>
    <message>
        <source>Variants: two or three players can play together against the key, or three players with two rival spymasters.</source>
        <translation>Variantes: dos o tres jugadores pueden jugar juntos contra la clave, o tres jugadores con dos jefes de espías rivales.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play {game}</source>
        <translation>Cómo jugar a {game}</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Clues and guesses</source>
        <translation>Pistas y respuestas</translation>
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
        <translation>{name} tapa {word}</translation>
    </message>
</context>
<context>
    <name>HoldToSee</name>
    <message>
        <source>Your card is hidden</source>
        <translation>Tu carta está oculta</translation>
    </message>
    <message>
        <source>Press and hold “My word” to see it; let go to hide it.</source>
        <translation>Mantén pulsado «Mi palabra» para verla; suelta para ocultarla.</translation>
    </message>
    <message>
        <source>My word (press and hold)</source>
        <translation>Mi palabra (mantén pulsado)</translation>
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
        <translation>Juegos de palabras para toda la mesa</translation>
    </message>
    <message>
        <source>{players} · {duration}</source>
        <translation>{players} · {duration}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>Jugar a {game}</translation>
    </message>
    <message>
        <source>Host a room</source>
        <translation>Abrir una sala</translation>
    </message>
    <message>
        <source>Host {game} for players on other computers</source>
        <translation>Abrir una sala de {game} para jugar desde otros ordenadores</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>Cómo jugar a {game}</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Text &amp;size</source>
        <translation>Tama&amp;ño del texto</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>S&amp;onido</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Apagado</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Bajo</translation>
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
        <translation>Unirse a una sala</translation>
    </message>
    <message>
        <source>Play in a room hosted on another computer</source>
        <translation>Jugar en una sala abierta en otro ordenador</translation>
    </message>
    <message>
        <source>Make a pack</source>
        <translation>Crear un paquete</translation>
    </message>
    <message>
        <source>Type your own words: a lesson&apos;s vocabulary, a family&apos;s jokes…</source>
        <translation>Escribe tus propias palabras: el vocabulario de una lección, las bromas de la familia…</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>Vista de mesa</translation>
    </message>
    <message>
        <source>A second window for a TV or projector, showing only public information</source>
        <translation>Una segunda ventana para una tele o un proyector, que solo muestra información pública</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Acerca de</translation>
    </message>
</context>
<context>
    <name>HostSetupScreen</name>
    <message>
        <source>Back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Volver a la lista de juegos</translation>
    </message>
    <message>
        <source>{game}: host a room</source>
        <translation>{game}: abrir una sala</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Sala</translation>
    </message>
    <message>
        <source>Room name (shown to the players who join)</source>
        <translation>Nombre de la sala (lo ven quienes se unen)</translation>
    </message>
    <message>
        <source>Room name</source>
        <translation>Nombre de la sala</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Este ordenador</translation>
    </message>
    <message>
        <source>Host and play</source>
        <translation>Abrir y jugar</translation>
    </message>
    <message>
        <source>You play a seat on this computer, like everyone else on theirs.</source>
        <translation>Juegas en este ordenador, como cada uno en el suyo.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Your profile (keeps your XP and titles on this computer)</source>
        <translation>Tu perfil (guarda tu XP y tus títulos en este ordenador)</translation>
    </message>
    <message>
        <source>Host for the table</source>
        <translation>Abrir para la mesa</translation>
    </message>
    <message>
        <source>This computer shows the table view on the TV or projector and plays no seat.</source>
        <translation>Este ordenador muestra la vista de mesa en la tele o el proyector y no juega.</translation>
    </message>
    <message>
        <source>The number of spies and the ghost follow the number of players who join (the recommended setup).</source>
        <translation>El número de espías y el fantasma dependen de cuántos jugadores se unan (la configuración recomendada).</translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>Abrir la sala</translation>
    </message>
    <message>
        <source>Room of {host}</source>
        <translation>Sala de {host}</translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation>Duración estimada: {duration}</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Scan, or open:</source>
        <translation>Escanea o abre:</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Código de la sala</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>Código QR para unirse a esta sala</translation>
    </message>
    <message>
        <source>How to join this room</source>
        <translation>Cómo unirse a esta sala</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>Back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Volver a la lista de juegos</translation>
    </message>
    <message>
        <source>Join a room</source>
        <translation>Unirse a una sala</translation>
    </message>
    <message>
        <source>Rooms on this network</source>
        <translation>Salas en esta red</translation>
    </message>
    <message>
        <source>Join this room</source>
        <translation>Unirse a esta sala</translation>
    </message>
    <message>
        <source>Join as</source>
        <translation>Unirse como</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Your profile (keeps your XP and titles on this computer)</source>
        <translation>Tu perfil (guarda tu XP y tus títulos en este ordenador)</translation>
    </message>
    <message>
        <source>A table display</source>
        <translation>Pantalla de mesa</translation>
    </message>
    <message>
        <source>This computer shows the table view (public information only) on a TV or projector.</source>
        <translation>Este ordenador muestra la vista de mesa (solo información pública) en una tele o un proyector.</translation>
    </message>
    <message>
        <source>Not in the list?</source>
        <translation>¿No está en la lista?</translation>
    </message>
    <message>
        <source>Room code or join code (on the host&apos;s screen)</source>
        <translation>Código corto o código de la sala (en la pantalla del anfitrión)</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Código de la sala</translation>
    </message>
    <message>
        <source>Join by code</source>
        <translation>Unirse con código</translation>
    </message>
    <message>
        <source>Address (host:port)</source>
        <translation>Dirección (host:puerto)</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Unirse con dirección</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Looking for rooms… A room opened on this network appears here by itself.</source>
        <translation>Buscando salas… Una sala abierta en esta red aparece aquí sola.</translation>
    </message>
    <message>
        <source>Rooms appear and disappear here as hosts open and close them.</source>
        <translation>Las salas aparecen y desaparecen aquí cuando se abren y se cierran.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
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
        <translation>La sala no se puede abrir en este ordenador ({reason}).</translation>
    </message>
    <message>
        <source>The game is on the table view (F11: full screen).</source>
        <translation>La partida está en la vista de mesa (F11: pantalla completa).</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Join this room</source>
        <translation>Unirse a esta sala</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Código de la sala</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>Código QR para unirse a esta sala</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Random, balanced teams</source>
        <translation>Equipos al azar y equilibrados</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Sala</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>Cerrar la sala</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Close the room for everyone</source>
        <translation>Cerrar la sala para todos</translation>
    </message>
    <message>
        <source>Leave the room</source>
        <translation>Salir de la sala</translation>
    </message>
    <message>
        <source>{game} · {variant}</source>
        <translation>{game} · {variant}</translation>
    </message>
    <message>
        <source>{game} · the game is on</source>
        <translation>{game} · la partida está en curso</translation>
    </message>
    <message>
        <source>{game} · waiting for players</source>
        <translation>{game} · esperando a los jugadores</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Código corto de la sala</translation>
    </message>
    <message>
        <source>Not found? Type the join code {code}</source>
        <translation>¿No aparece? Escribe el código {code}</translation>
    </message>
    <message>
        <source>Scan with a phone to play in its browser, or open this address:</source>
        <translation>Escanea con un móvil para jugar en su navegador, o abre esta dirección:</translation>
    </message>
    <message>
        <source>Address: {address}</source>
        <translation>Dirección: {address}</translation>
    </message>
    <message>
        <source>Locked: no new players can join.</source>
        <translation>Bloqueada: nadie más puede unirse.</translation>
    </message>
    <message>
        <source>Players who join appear here.</source>
        <translation>Los jugadores que se unen aparecen aquí.</translation>
    </message>
    <message>
        <source>Your team:</source>
        <translation>Tu equipo:</translation>
    </message>
    <message>
        <source>Your role:</source>
        <translation>Tu papel:</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Mezclar los equipos</translation>
    </message>
    <message>
        <source>Draw the spymasters again</source>
        <translation>Sortear de nuevo los jefes de espías</translation>
    </message>
    <message>
        <source>Unlock the room</source>
        <translation>Desbloquear la sala</translation>
    </message>
    <message>
        <source>Lock the room</source>
        <translation>Bloquear la sala</translation>
    </message>
    <message>
        <source>A locked room takes no new players; players who lost their connection can still come back.</source>
        <translation>Una sala bloqueada no admite jugadores nuevos; quien perdió la conexión aún puede volver.</translation>
    </message>
    <message>
        <source>The host starts the game when everyone is here.</source>
        <translation>El anfitrión empieza la partida cuando estén todos.</translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation>Jefe de espías</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Agente</translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation>Jefe de espías del {team}</translation>
    </message>
    <message>
        <source>Guesser for both spymasters</source>
        <translation>Agente para los dos jefes de espías</translation>
    </message>
    <message>
        <source>{team} · spymaster</source>
        <translation>{team} · jefe de espías</translation>
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
        <translation>{name} (tú)</translation>
    </message>
    <message>
        <source>host</source>
        <translation>anfitrión</translation>
    </message>
    <message>
        <source>spymaster</source>
        <translation>jefe de espías</translation>
    </message>
    <message>
        <source>guesser</source>
        <translation>agente</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>listo</translation>
    </message>
    <message>
        <source>disconnected, seat freed in {seconds} s</source>
        <translation>desconectado, el sitio se libera en {seconds} s</translation>
    </message>
    <message>
        <source>disconnected, seat kept</source>
        <translation>desconectado, sitio guardado</translation>
    </message>
    <message>
        <source>To the {team}</source>
        <translation>Al {team}</translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation>Pasar a {name} al {team}</translation>
    </message>
    <message>
        <source>Make guesser</source>
        <translation>Hacer agente</translation>
    </message>
    <message>
        <source>Make {name} a guesser</source>
        <translation>Hacer agente a {name}</translation>
    </message>
    <message>
        <source>Make spymaster</source>
        <translation>Hacer jefe de espías</translation>
    </message>
    <message>
        <source>Make {name} the spymaster</source>
        <translation>Hacer a {name} jefe de espías</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove {name} from the room</source>
        <translation>Quitar a {name} de la sala</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>¿Quitar a {name}?</translation>
    </message>
    <message>
        <source>{name} leaves the room and cannot join it again.</source>
        <translation>{name} sale de la sala y no podrá volver a unirse.</translation>
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
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>Back to the &amp;home screen</source>
        <translation>Volver a la pantalla de &amp;inicio</translation>
    </message>
    <message>
        <source>&amp;Profiles…</source>
        <translation>&amp;Perfiles…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Open the &amp;table view window</source>
        <translation>Abrir la ventana de vista de &amp;mesa</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Palabre</source>
        <translation>A&amp;cerca de Palabre</translation>
    </message>
    <message>
        <source>How to play &amp;this game</source>
        <translation>Cómo se juega a es&amp;te juego</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Ahora no está permitido.</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>¿Abandonar la partida?</translation>
    </message>
    <message>
        <source>The game goes on without this computer: another device hosts it from now on, and your seat waits for you to join again.</source>
        <translation>La partida sigue sin este ordenador: otro dispositivo la aloja a partir de ahora y tu puesto te espera para que vuelvas a unirte.</translation>
    </message>
    <message>
        <source>You leave the game in progress; the others play on.</source>
        <translation>Dejas la partida en curso; los demás siguen jugando.</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Se perderá la partida en curso.</translation>
    </message>
    <message>
        <source>Close Palabre?</source>
        <translation>¿Cerrar Palabre?</translation>
    </message>
    <message>
        <source>Leave it?</source>
        <translation>¿Salir de ella?</translation>
    </message>
</context>
<context>
    <name>NetTexts</name>
    <message>
        <source>You left the room.</source>
        <translation>Has salido de la sala.</translation>
    </message>
    <message>
        <source>The connection to the room was too slow. Try again.</source>
        <translation>La conexión con la sala era demasiado lenta. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The connection to the room was lost.</source>
        <translation>Se ha perdido la conexión con la sala.</translation>
    </message>
    <message>
        <source>This room was made by another version of Palabre: both computers need the same version.</source>
        <translation>Esta sala se abrió con otra versión de Palabre: los dos ordenadores necesitan la misma.</translation>
    </message>
    <message>
        <source>This room is full.</source>
        <translation>Esta sala está llena.</translation>
    </message>
    <message>
        <source>The host has locked this room: no new players can join.</source>
        <translation>El anfitrión ha bloqueado esta sala: nadie más puede unirse.</translation>
    </message>
    <message>
        <source>A game is already being played in this room. Join when it is over.</source>
        <translation>Ya se está jugando una partida en esta sala. Únete cuando termine.</translation>
    </message>
    <message>
        <source>This code or address leads to another room. Check it with the host.</source>
        <translation>Este código o esta dirección lleva a otra sala. Compruébalo con el anfitrión.</translation>
    </message>
    <message>
        <source>The room is busy with other players joining. Try again.</source>
        <translation>La sala está ocupada con otros jugadores que se unen. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>Someone in this room already has this name. Choose another one.</source>
        <translation>Alguien en esta sala ya tiene este nombre. Elige otro.</translation>
    </message>
    <message>
        <source>Your name needs at least one letter or digit.</source>
        <translation>Tu nombre necesita al menos una letra o un número.</translation>
    </message>
    <message>
        <source>Your name has a letter with more than three accents or marks. Remove some.</source>
        <translation>Tu nombre tiene una letra con más de tres acentos o marcas. Quita algunos.</translation>
    </message>
    <message>
        <source>Your seat in this room is no longer kept. Join again.</source>
        <translation>Tu sitio en esta sala ya no se guarda. Vuelve a unirte.</translation>
    </message>
    <message>
        <source>The room does not answer. Check the code or address, and that both computers are on the same network.</source>
        <translation>La sala no responde. Comprueba el código o la dirección, y que los dos ordenadores estén en la misma red.</translation>
    </message>
    <message>
        <source>The host closed the room.</source>
        <translation>El anfitrión ha cerrado la sala.</translation>
    </message>
    <message>
        <source>You were removed from the room.</source>
        <translation>Te han quitado de la sala.</translation>
    </message>
    <message>
        <source>Your seat was taken up from another window or computer.</source>
        <translation>Tu sitio se ha retomado desde otra ventana u otro ordenador.</translation>
    </message>
    <message>
        <source>The connection to the room was lost and could not be restored.</source>
        <translation>Se ha perdido la conexión con la sala y no se ha podido recuperar.</translation>
    </message>
    <message>
        <source>The host ran into a problem.</source>
        <translation>El anfitrión ha tenido un problema.</translation>
    </message>
    <message>
        <source>The host is handing the game over to another computer: try again in a moment.</source>
        <translation>El anfitrión está pasando la partida a otro ordenador: inténtalo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>This computer no longer hosts the game: another one took over.</source>
        <translation>Este ordenador ya no aloja la partida: otro ha tomado el relevo.</translation>
    </message>
    <message>
        <source>This computer stands by for the host: join the host itself.</source>
        <translation>Este ordenador está de reserva para el anfitrión: únete al anfitrión directamente.</translation>
    </message>
    <message>
        <source>Too fast: wait a moment.</source>
        <translation>Demasiado rápido: espera un momento.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partida aún no ha empezado.</translation>
    </message>
    <message>
        <source>This player has left the room.</source>
        <translation>Este jugador ha salido de la sala.</translation>
    </message>
    <message>
        <source>A player the game needs is not connected (a spymaster, or a team&apos;s only guesser): wait for them, or remove them from the room.</source>
        <translation>Falta conectar a un jugador que la partida necesita (un jefe de espías o el único agente de un equipo): espéralo o quítalo de la sala.</translation>
    </message>
    <message>
        <source>This game has no such team.</source>
        <translation>Este juego no tiene ese equipo.</translation>
    </message>
    <message>
        <source>This game has no such role.</source>
        <translation>Este juego no tiene ese papel.</translation>
    </message>
    <message>
        <source>This game has no teams.</source>
        <translation>Este juego no tiene equipos.</translation>
    </message>
    <message>
        <source>Another player in this room plays with this profile.</source>
        <translation>Otra persona de esta sala ya juega con este perfil.</translation>
    </message>
    <message>
        <source>This host keeps no profiles.</source>
        <translation>Este anfitrión no guarda perfiles.</translation>
    </message>
    <message>
        <source>The host could not save the profiles.</source>
        <translation>El anfitrión no ha podido guardar los perfiles.</translation>
    </message>
    <message>
        <source>Type the join code shown on the host&apos;s screen.</source>
        <translation>Escribe el código que aparece en la pantalla del anfitrión.</translation>
    </message>
    <message>
        <source>A join code has {expected} letters and digits; this one has {length}.</source>
        <translation>Un código de sala tiene {expected} letras y números; este tiene {length}.</translation>
    </message>
    <message>
        <source>“{character}” cannot be in a join code (symbol {position}): codes have no 0, O, 1, I or L.</source>
        <translation>«{character}» no puede estar en un código (símbolo {position}): los códigos no tienen 0, O, 1, I ni L.</translation>
    </message>
    <message>
        <source>This join code has a typo. Check it symbol by symbol.</source>
        <translation>Este código tiene una errata. Revísalo símbolo a símbolo.</translation>
    </message>
    <message>
        <source>Type the address shown on the host&apos;s screen, like 192.168.1.20:4747.</source>
        <translation>Escribe la dirección que aparece en la pantalla del anfitrión, como 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>Add the port after a colon, like 192.168.1.20:4747.</source>
        <translation>Añade el puerto tras dos puntos, como 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>El puerto debe ser un número del 1 al 65535.</translation>
    </message>
    <message>
        <source>This address cannot be read. Type it like 192.168.1.20:4747.</source>
        <translation>No se puede leer esta dirección. Escríbela como 192.168.1.20:4747.</translation>
    </message>
    <message>
        <source>Give the room a name.</source>
        <translation>Ponle un nombre a la sala.</translation>
    </message>
    <message>
        <source>No room with the code {code} is on this network. If the room is open, type the long join code shown under it.</source>
        <translation>Ninguna sala tiene el código {code} en esta red. Si la sala está abierta, escribe el código largo que aparece debajo.</translation>
    </message>
    <message>
        <source>This join code or address cannot be read.</source>
        <translation>No se puede leer este código o esta dirección.</translation>
    </message>
    <message>
        <source>The other computer sent something this version of Palabre cannot read.</source>
        <translation>El otro ordenador ha enviado algo que esta versión de Palabre no puede leer.</translation>
    </message>
    <message>
        <source>The room refused ({code}).</source>
        <translation>La sala lo ha rechazado ({code}).</translation>
    </message>
    <message>
        <source>Made by another version of Palabre (protocol {version}): it cannot be joined from this one.</source>
        <translation>Abierta con otra versión de Palabre (protocolo {version}): no se puede unir desde esta.</translation>
    </message>
</context>
<context>
    <name>PackMakerScreen</name>
    <message>
        <source>Advice: {text}</source>
        <translation>Consejo: {text}</translation>
    </message>
    <message>
        <source>You already have a pack with this name: choose another name.</source>
        <translation>Ya tienes un paquete con este nombre: elige otro.</translation>
    </message>
    <message numerus="yes">
        <source>Words: %n</source>
        <translation>
            <numerusform>Palabras: %n</numerusform>
            <numerusform>Palabras: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards: %n</source>
        <translation>
            <numerusform>Tarjetas: %n</numerusform>
            <numerusform>Tarjetas: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pairs: %n</source>
        <translation>
            <numerusform>Parejas: %n</numerusform>
            <numerusform>Parejas: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Repeats left out: %n</source>
        <translation>
            <numerusform>Repeticiones descartadas: %n</numerusform>
            <numerusform>Repeticiones descartadas: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Problems to fix before saving: %n</source>
        <translation>
            <numerusform>Problemas que corregir antes de guardar: %n</numerusform>
            <numerusform>Problemas que corregir antes de guardar: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>These words look like {language}: choose that language above, or save anyway.</source>
        <translation>Estas palabras parecen estar en {language}: elige ese idioma arriba o guarda de todos modos.</translation>
    </message>
    <message>
        <source>Ready to save.</source>
        <translation>Listo para guardar.</translation>
    </message>
    <message>
        <source>{name} (has problems)</source>
        <translation>{name} (tiene problemas)</translation>
    </message>
    <message>
        <source>This file has problems:</source>
        <translation>Este archivo tiene problemas:</translation>
    </message>
    <message>
        <source>Saved. Your pack is now offered when you set up a game.</source>
        <translation>Guardado. Tu paquete aparecerá al preparar una partida.</translation>
    </message>
    <message>
        <source>Delete this pack?</source>
        <translation>¿Borrar este paquete?</translation>
    </message>
    <message>
        <source>Delete “{name}”? This cannot be undone.</source>
        <translation>¿Borrar «{name}»? No se puede deshacer.</translation>
    </message>
    <message>
        <source>Make a pack</source>
        <translation>Crear un paquete</translation>
    </message>
    <message>
        <source>Type the words of a lesson, a family&apos;s jokes or a club&apos;s jargon. Palabre checks them as you type and saves the pack with your own packs.</source>
        <translation>Escribe las palabras de una lección, las bromas de la familia o la jerga de un club. Palabre las revisa mientras escribes y guarda el paquete con los tuyos.</translation>
    </message>
    <message>
        <source>My packs</source>
        <translation>Mis paquetes</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Descripción</translation>
    </message>
    <message>
        <source>e.g. Year 5 – the Romans</source>
        <translation>p. ej. 5.º de Primaria – los romanos</translation>
    </message>
    <message>
        <source>Optional: one sentence about it</source>
        <translation>Opcional: una frase que lo describa</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>Save the pack</source>
        <translation>Guardar el paquete</translation>
    </message>
    <message>
        <source>Words of the pack</source>
        <translation>Palabras del paquete</translation>
    </message>
    <message>
        <source>Problems found</source>
        <translation>Problemas encontrados</translation>
    </message>
    <message>
        <source>At least 25 words, separated by commas or line breaks. Single words only; repeats are left out.</source>
        <translation>Al menos 25 palabras, separadas por comas o saltos de línea. Solo palabras sueltas; las repetidas se descartan.</translation>
    </message>
    <message>
        <source>One card a line: the word, a colon, then exactly 5 forbidden words separated by commas. An Around the Word pack has 60 cards.</source>
        <translation>Una carta por línea: la palabra, dos puntos y exactamente 5 palabras prohibidas separadas por comas. Un paquete de Alrededor de la palabra tiene 60 cartas.</translation>
    </message>
    <message>
        <source>One pair a line: the category, a colon, then two words, each followed by its picture (an emoji or its OpenMoji code), separated by a comma.</source>
        <translation>Una pareja por línea: la categoría, dos puntos y dos palabras, cada una seguida de su imagen (un emoji o su código OpenMoji), separadas por una coma.</translation>
    </message>
    <message>
        <source>volcano, river, desert, island, glacier, …</source>
        <translation>volcán, río, desierto, isla, glaciar, …</translation>
    </message>
    <message>
        <source>volcano: lava, erupt, mountain, hot, crater</source>
        <translation>volcán: lava, erupción, montaña, caliente, cráter</translation>
    </message>
    <message>
        <source>fruit: apple 🍎, pear 🍐</source>
        <translation>fruta: manzana 🍎, pera 🍐</translation>
    </message>
</context>
<context>
    <name>PackProblems</name>
    <message>
        <source>&quot;{a}&quot; and &quot;{b}&quot; are within the ghost&apos;s typo tolerance of each other: a misspelt guess may match both and count as wrong</source>
        <translation>«{a}» y «{b}» están dentro de la tolerancia a erratas del fantasma: una respuesta mal escrita puede coincidir con ambas y contar como fallo</translation>
    </message>
    <message>
        <source>&quot;{side}&quot; is missing (a = {{ word = ..., picture = ... }})</source>
        <translation>falta «{side}» (a = {{ word = ..., picture = ... }})</translation>
    </message>
    <message>
        <source>&quot;{side}&quot; must be {{ word = ..., picture = ... }}, not {kind}</source>
        <translation>«{side}» debe ser {{ word = ..., picture = ... }}, no {kind}</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; does not match its folder &quot;{folder}&quot;</source>
        <translation>«{value}» no coincide con su carpeta «{folder}»</translation>
    </message>
    <message>
        <source>&quot;{word}&quot; has the picture &quot;{picture}&quot; of &quot;{other}&quot; in {where}: give each word its own picture</source>
        <translation>«{word}» tiene la imagen «{picture}» de «{other}» en {where}: da a cada palabra su propia imagen</translation>
    </message>
    <message>
        <source>a and b have the same picture &quot;{picture}&quot;</source>
        <translation>a y b tienen la misma imagen «{picture}»</translation>
    </message>
    <message>
        <source>a built-in pack belongs at packs/&lt;game&gt;/&lt;language&gt;/&lt;name&gt;{suffix}</source>
        <translation>un paquete incluido va en packs/&lt;game&gt;/&lt;language&gt;/&lt;name&gt;{suffix}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>a date or time</source>
        <translation>una fecha o una hora</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>un número decimal</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>a list of other values</source>
        <translation>una lista de otros valores</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>una pareja</translation>
    </message>
    <message>
        <source>a Spy Word pack needs at least {minimum} pair</source>
        <translation>un paquete de Palabra espía necesita al menos {minimum} pareja</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>una tabla</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a.word and b.word are the same word</source>
        <translation>a.word y b.word son la misma palabra</translation>
    </message>
    <message>
        <source>at column {column}</source>
        <translation>en la columna {column}</translation>
    </message>
    <message>
        <source>at the end of the file</source>
        <translation>al final del archivo</translation>
    </message>
    <message>
        <source>belongs to {other} packs, not {game}</source>
        <translation>pertenece a los paquetes de {other}, no de {game}</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>no se puede leer: {reason}</translation>
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
        <translation>contiene la palabra que hay que adivinar, «{target}»</translation>
    </message>
    <message>
        <source>could not be checked ({error})</source>
        <translation>no se ha podido comprobar ({error})</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>no existe</translation>
    </message>
    <message>
        <source>field &quot;{key}&quot;</source>
        <translation>campo «{key}»</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>carpeta</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; is listed twice</source>
        <translation>la palabra prohibida «{word}» aparece dos veces</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; looks like a form of the target &quot;{target}&quot;; if it is, choose another clue</source>
        <translation>la palabra prohibida «{word}» parece una forma de la palabra que hay que adivinar, «{target}»; si lo es, elige otra pista</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; shares the root &quot;{root}&quot; with the target &quot;{target}&quot;: a form of the target is off limits anyway; choose another clue</source>
        <translation>la palabra prohibida «{word}» comparte la raíz «{root}» con la palabra que hay que adivinar, «{target}»: una forma de esa palabra ya está prohibida; elige otra pista</translation>
    </message>
    <message>
        <source>forbidden word &quot;{word}&quot; {reason}</source>
        <translation>la palabra prohibida «{word}» {reason}</translation>
    </message>
    <message>
        <source>forbidden word {number} &quot;{word}&quot; {reason}</source>
        <translation>la palabra prohibida {number} «{word}» {reason}</translation>
    </message>
    <message>
        <source>forbidden word {number} must be text, not {kind}</source>
        <translation>la palabra prohibida {number} debe ser texto, no {kind}</translation>
    </message>
    <message>
        <source>forbidden words &quot;{kin}&quot; and &quot;{word}&quot; look like one word family: the second blocks no new clue; choose another</source>
        <translation>las palabras prohibidas «{kin}» y «{word}» parecen de la misma familia: la segunda no bloquea ninguna pista nueva; elige otra</translation>
    </message>
    <message>
        <source>forbidden words &quot;{kin}&quot; and &quot;{word}&quot; share the root &quot;{root}&quot;: the second blocks no new clue; choose another</source>
        <translation>las palabras prohibidas «{kin}» y «{word}» comparten la raíz «{root}»: la segunda no bloquea ninguna pista nueva; elige otra</translation>
    </message>
    <message>
        <source>has 1 forbidden word, needs exactly {needed}</source>
        <translation>tiene 1 palabra prohibida; necesita exactamente {needed}</translation>
    </message>
    <message>
        <source>has a control character (a tab or a line break)</source>
        <translation>tiene un carácter de control (un tabulador o un salto de línea)</translation>
    </message>
    <message>
        <source>has a hyphen at the start or the end, or two in a row</source>
        <translation>tiene un guion al principio o al final, o dos seguidos</translation>
    </message>
    <message>
        <source>has a space: a codename is a single word</source>
        <translation>tiene un espacio: un nombre en clave es una sola palabra</translation>
    </message>
    <message>
        <source>has an apostrophe: a codename is a single word</source>
        <translation>tiene un apóstrofo: un nombre en clave es una sola palabra</translation>
    </message>
    <message>
        <source>has no letters</source>
        <translation>no tiene letras</translation>
    </message>
    <message>
        <source>has no {suffix} pack files</source>
        <translation>no tiene archivos de paquete {suffix}</translation>
    </message>
    <message>
        <source>has spaces at the start or end</source>
        <translation>tiene espacios al principio o al final</translation>
    </message>
    <message>
        <source>has two spaces in a row</source>
        <translation>tiene dos espacios seguidos</translation>
    </message>
    <message>
        <source>has {character}: a codename has only letters (and rarely a hyphen)</source>
        <translation>tiene {character}: un nombre en clave solo tiene letras (y rara vez un guion)</translation>
    </message>
    <message>
        <source>is a symbolic link loop: it points back to itself</source>
        <translation>es un bucle de enlaces simbólicos: apunta a sí mismo</translation>
    </message>
    <message>
        <source>is a symbolic link to {target}, which does not exist</source>
        <translation>es un enlace simbólico a {target}, que no existe</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>está vacío</translation>
    </message>
    <message>
        <source>is empty: a pack starts with schema = {schema}</source>
        <translation>está vacío: un paquete empieza por schema = {schema}</translation>
    </message>
    <message>
        <source>is larger than {limit:,} bytes</source>
        <translation>ocupa más de {limit:,} bytes</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>tiene más de {limit} caracteres</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>is missing (one of {choices})</source>
        <translation>falta (uno de {choices})</translation>
    </message>
    <message>
        <source>is missing (true or false)</source>
        <translation>falta (true o false)</translation>
    </message>
    <message>
        <source>is missing: a pack starts with schema = {schema}</source>
        <translation>falta: un paquete empieza por schema = {schema}</translation>
    </message>
    <message>
        <source>is missing: a {game} pack lists its {key}</source>
        <translation>falta: un paquete de {game} enumera sus {key}</translation>
    </message>
    <message>
        <source>is not UTF-8 text (byte 0x{byte:02X}): save the file as UTF-8</source>
        <translation>no es texto UTF-8 (byte 0x{byte:02X}): guarda el archivo como UTF-8</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>no es TOML válido: {reason}</translation>
    </message>
    <message>
        <source>is part of the target &quot;{target}&quot;</source>
        <translation>es parte de la palabra que hay que adivinar, «{target}»</translation>
    </message>
    <message>
        <source>is the same pack &quot;{id}&quot; as {other}: rename one</source>
        <translation>es el mismo paquete «{id}» que {other}: cambia el nombre de uno</translation>
    </message>
    <message>
        <source>is the target word</source>
        <translation>es la palabra que hay que adivinar</translation>
    </message>
    <message>
        <source>is {value}; write one of {choices}</source>
        <translation>es {value}; escribe uno de {choices}</translation>
    </message>
    <message>
        <source>is &quot;{value}&quot;, so the pack must also say family_friendly = true</source>
        <translation>es «{value}», así que el paquete también debe indicar family_friendly = true</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>línea {line}</translation>
    </message>
    <message>
        <source>must be a list of [[{key}]] tables, not {kind}</source>
        <translation>debe ser una lista de tablas [[{key}]], no {kind}</translation>
    </message>
    <message>
        <source>must be a list of words, not {kind}</source>
        <translation>debe ser una lista de palabras, no {kind}</translation>
    </message>
    <message>
        <source>must be text, not {kind}</source>
        <translation>debe ser texto, no {kind}</translation>
    </message>
    <message>
        <source>must be the whole number {schema}, not {kind}</source>
        <translation>debe ser el número entero {schema}, no {kind}</translation>
    </message>
    <message>
        <source>must be true or false, not {kind}</source>
        <translation>debe ser true o false, no {kind}</translation>
    </message>
    <message>
        <source>name &quot;{name}&quot; must be lowercase letters, digits and hyphens ending in {suffix}, e.g. &quot;{suggestion}&quot;</source>
        <translation>el nombre «{name}» debe tener minúsculas, cifras y guiones y terminar en {suffix}, p. ej. «{suggestion}»</translation>
    </message>
    <message>
        <source>nests lists or tables too deeply to be a pack</source>
        <translation>anida listas o tablas demasiado para ser un paquete</translation>
    </message>
    <message>
        <source>pair {number}</source>
        <translation>pareja {number}</translation>
    </message>
    <message>
        <source>pair {number} &quot;{words}&quot;</source>
        <translation>pareja {number} «{words}»</translation>
    </message>
    <message>
        <source>says &quot;{language}&quot; but most of its words are &quot;{other}&quot; words: if the pack is in that language, write language = &quot;{other}&quot;</source>
        <translation>dice &quot;{language}&quot;, pero la mayoría de sus palabras son de &quot;{other}&quot;: si el paquete está en ese idioma, escribe language = &quot;{other}&quot;</translation>
    </message>
    <message>
        <source>starts with a byte order mark (BOM): save it as UTF-8 without BOM</source>
        <translation>empieza con una marca de orden de bytes (BOM): guárdalo como UTF-8 sin BOM</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>the pack</source>
        <translation>el paquete</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>verdadero/falso</translation>
    </message>
    <message>
        <source>TOML syntax error {where}: {reason}</source>
        <translation>error de sintaxis TOML {where}: {reason}</translation>
    </message>
    <message>
        <source>&quot;forbidden&quot; is missing (a list of {size} words)</source>
        <translation>falta «forbidden» (una lista de {size} palabras)</translation>
    </message>
    <message>
        <source>&quot;forbidden&quot; must be a list of {size} words, not {kind}</source>
        <translation>«forbidden» debe ser una lista de {size} palabras, no {kind}</translation>
    </message>
    <message>
        <source>a Codenames list needs at least {minimum} words (one 5x5 board), this one has {found}</source>
        <translation>una lista de Codenames necesita al menos {minimum} palabras (un tablero de 5 × 5); esta tiene {found}</translation>
    </message>
    <message>
        <source>an Around the Word pack has {minimum} to {maximum} cards ({maximum} fill the longest game), this one has {found}</source>
        <translation>un paquete de Alrededor de la palabra tiene de {minimum} a {maximum} cartas ({maximum} llenan la partida más larga); este tiene {found}</translation>
    </message>
    <message>
        <source>has {found} forbidden words, needs exactly {needed}</source>
        <translation>tiene {found} palabras prohibidas; necesita exactamente {needed}</translation>
    </message>
    <message>
        <source>TOML syntax error {where}: {reason}: {shown}</source>
        <translation>error de sintaxis TOML {where}: {reason}: {shown}</translation>
    </message>
    <message>
        <source>unknown field &quot;{key}&quot; in {what} (known: {known})</source>
        <translation>campo desconocido «{key}» en {what} (conocidos: {known})</translation>
    </message>
    <message>
        <source>unknown field &quot;{key}&quot; in {what}; did you mean &quot;{guess}&quot;?</source>
        <translation>campo desconocido «{key}» en {what}; ¿querías decir «{guess}»?</translation>
    </message>
    <message>
        <source>word {number}</source>
        <translation>palabra {number}</translation>
    </message>
    <message>
        <source>word {number} &quot;{words}&quot;</source>
        <translation>palabra {number} «{words}»</translation>
    </message>
    <message>
        <source>{found} is not supported: this Palabre reads schema {schema} packs</source>
        <translation>{found} no es compatible: este Palabre lee paquetes con schema {schema}</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji file name (uppercase hex codepoints joined by &quot;-&quot;, e.g. &quot;1F34E&quot;)</source>
        <translation>{label} «{picture}» no es un nombre de archivo de OpenMoji (puntos de código hexadecimales en mayúsculas unidos por &quot;-&quot;, p. ej. &quot;1F34E&quot;)</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji file name; it is the emoji itself: write its code &quot;{name}&quot;</source>
        <translation>{label} «{picture}» no es un nombre de archivo de OpenMoji; es el propio emoji: escribe su código &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji file name; write it in capitals: &quot;{name}&quot;</source>
        <translation>{label} «{picture}» no es un nombre de archivo de OpenMoji; escríbelo en mayúsculas: &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>{label} &quot;{picture}&quot; is not an OpenMoji picture</source>
        <translation>{label} «{picture}» no es una imagen de OpenMoji</translation>
    </message>
    <message>
        <source>{label} has no letters</source>
        <translation>{label} no tiene letras</translation>
    </message>
    <message>
        <source>{label} is missing</source>
        <translation>falta {label}</translation>
    </message>
    <message>
        <source>{label} is missing (an OpenMoji name like &quot;1F34E&quot;)</source>
        <translation>falta {label} (un nombre de OpenMoji como &quot;1F34E&quot;)</translation>
    </message>
    <message>
        <source>{label} must be text, not {kind}</source>
        <translation>{label} debe ser texto, no {kind}</translation>
    </message>
    <message>
        <source>{label} {reason}</source>
        <translation>{label}: {reason}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} no es uno de {choices}</translation>
    </message>
    <message>
        <source>{what} &quot;{word}&quot; is already in {where}</source>
        <translation>{what} «{word}» ya está en {where}</translation>
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
        <translation>Paquetes de palabras</translation>
    </message>
    <message>
        <source>Every pack</source>
        <translation>Todos los paquetes</translation>
    </message>
    <message>
        <source>Family-friendly packs only</source>
        <translation>Solo paquetes aptos para toda la familia</translation>
    </message>
    <message>
        <source>Junior packs only (6–10 years)</source>
        <translation>Solo paquetes junior (6–10 años)</translation>
    </message>
    <message>
        <source>Which packs to offer</source>
        <translation>Qué paquetes ofrecer</translation>
    </message>
    <message>
        <source>Choose one pack.</source>
        <translation>Elige un paquete.</translation>
    </message>
    <message>
        <source>Tick one or more packs.</source>
        <translation>Marca uno o varios paquetes.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>No pack in this language.</source>
        <translation>No hay paquetes en este idioma.</translation>
    </message>
    <message>
        <source>Not offered (open it in Make a pack to fix it):</source>
        <translation>No se ofrece (ábrelo en Crear un paquete para corregirlo):</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Pásale el ordenador a {name}</translation>
    </message>
    <message>
        <source>Only {name} should look. Click or press Space to reveal.</source>
        <translation>Solo {name} debe mirar. Haz clic o pulsa Espacio para mostrar.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Reveal the secret screen of {name}</source>
        <translation>Mostrar la pantalla secreta de {name}</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
</context>
<context>
    <name>ProfileChoice</name>
    <message>
        <source>No profile</source>
        <translation>Sin perfil</translation>
    </message>
    <message>
        <source>Your profile</source>
        <translation>Tu perfil</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <source>New profile</source>
        <translation>Nuevo perfil</translation>
    </message>
    <message>
        <source>Edit profile</source>
        <translation>Editar perfil</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Picture {number}</source>
        <translation>Imagen {number}</translation>
    </message>
</context>
<context>
    <name>ProfileOpen</name>
    <message>
        <source>Profiles damaged</source>
        <translation>Perfiles dañados</translation>
    </message>
    <message>
        <source>The profiles file is damaged. A backup from {when} is available.</source>
        <translation>El archivo de perfiles está dañado. Hay una copia de seguridad del {when}.</translation>
    </message>
    <message>
        <source>Restore the backup</source>
        <translation>Restaurar la copia</translation>
    </message>
    <message>
        <source>The profiles file is damaged and there is no backup.</source>
        <translation>El archivo de perfiles está dañado y no hay ninguna copia de seguridad.</translation>
    </message>
    <message>
        <source>Start with no profiles</source>
        <translation>Empezar sin perfiles</translation>
    </message>
    <message>
        <source>Play without profiles this time</source>
        <translation>Jugar sin perfiles esta vez</translation>
    </message>
    <message>
        <source>Nothing is deleted: the damaged file is kept for a bug report.</source>
        <translation>No se borra nada: el archivo dañado se guarda para un informe de error.</translation>
    </message>
</context>
<context>
    <name>ProfilePage</name>
    <message>
        <source>Edit name and picture</source>
        <translation>Cambiar nombre e imagen</translation>
    </message>
    <message>
        <source>{level}: {into} / {needed} XP</source>
        <translation>{level}: {into} / {needed} XP</translation>
    </message>
    <message>
        <source>{xp} XP in all. {left} XP to the next level.</source>
        <translation>{xp} XP en total. Faltan {left} XP para el siguiente nivel.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>{group} ({earned}/{total})</source>
        <translation>{group} ({earned}/{total})</translation>
    </message>
    <message>
        <source>Shown on your card</source>
        <translation>En tu ficha</translation>
    </message>
    <message>
        <source>Show on my card</source>
        <translation>Mostrar en mi ficha</translation>
    </message>
</context>
<context>
    <name>ProfileTexts</name>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Wins in a row now</source>
        <translation>Victorias seguidas ahora</translation>
    </message>
    <message>
        <source>Most wins in a row</source>
        <translation>Récord de victorias seguidas</translation>
    </message>
    <message>
        <source>Won as a citizen</source>
        <translation>Ganadas como ciudadano</translation>
    </message>
    <message>
        <source>Won as a spy</source>
        <translation>Ganadas como espía</translation>
    </message>
    <message>
        <source>Won as the ghost</source>
        <translation>Ganadas como fantasma</translation>
    </message>
    <message>
        <source>Words guessed as the ghost</source>
        <translation>Palabras adivinadas como fantasma</translation>
    </message>
    <message>
        <source>Spies and ghosts voted out</source>
        <translation>Espías y fantasmas eliminados</translation>
    </message>
    <message>
        <source>Cards found on your clues</source>
        <translation>Cartas adivinadas con tus pistas</translation>
    </message>
    <message>
        <source>Most cards in one turn</source>
        <translation>Récord de cartas en un turno</translation>
    </message>
    <message>
        <source>Forbidden words caught</source>
        <translation>Palabras prohibidas pilladas</translation>
    </message>
    <message>
        <source>Won as spymaster</source>
        <translation>Ganadas como jefe de espías</translation>
    </message>
    <message>
        <source>Won as a guesser</source>
        <translation>Ganadas como agente</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Palabras encontradas</translation>
    </message>
    <message>
        <source>Clues worth 4 or more</source>
        <translation>Pistas de 4 o más</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Generales</translation>
    </message>
    <message>
        <source>Type a name.</source>
        <translation>Escribe un nombre.</translation>
    </message>
    <message>
        <source>Another profile has this name.</source>
        <translation>Otro perfil tiene este nombre.</translation>
    </message>
    <message>
        <source>Pick a picture.</source>
        <translation>Elige una imagen.</translation>
    </message>
    <message>
        <source>This title is not earned yet.</source>
        <translation>Todavía no has ganado este título.</translation>
    </message>
    <message>
        <source>This profile no longer exists.</source>
        <translation>Este perfil ya no existe.</translation>
    </message>
    <message>
        <source>The profiles could not be saved.</source>
        <translation>No se han podido guardar los perfiles.</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Nivel {level}</translation>
    </message>
</context>
<context>
    <name>ProfilesScreen</name>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Perfiles</translation>
    </message>
    <message>
        <source>Classroom: hide XP and titles</source>
        <translation>Modo clase: ocultar XP y títulos</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Nuevo perfil</translation>
    </message>
    <message>
        <source>Each player picks their profile when seated at the table: finished games give XP, titles and statistics.</source>
        <translation>Cada jugador elige su perfil al sentarse a la mesa: las partidas terminadas dan XP, títulos y estadísticas.</translation>
    </message>
    <message>
        <source>Profiles are not available: the profiles file could not be opened.</source>
        <translation>Los perfiles no están disponibles: no se ha podido abrir el archivo de perfiles.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Open {name}&apos;s profile</source>
        <translation>Abrir el perfil de {name}</translation>
    </message>
    <message>
        <source>The statistics of {name} are damaged and cannot be read. No game is counted for this profile until they are reset.</source>
        <translation>Las estadísticas de {name} están dañadas y no se pueden leer. No se cuenta ninguna partida para este perfil hasta que se restablezcan.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <source>Reset the statistics of {name}</source>
        <translation>Restablecer las estadísticas de {name}</translation>
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
        <translation>¡Sube a {level}!</translation>
    </message>
    <message>
        <source>New title: {titles}</source>
        <translation>Nuevo título: {titles}</translation>
    </message>
    <message>
        <source>New titles: {titles}</source>
        <translation>Nuevos títulos: {titles}</translation>
    </message>
    <message numerus="yes">
        <source>New titles: {titles} and %n more (on the profile)</source>
        <translation>
            <numerusform>Nuevos títulos: {titles} y %n más (en el perfil)</numerusform>
            <numerusform>Nuevos títulos: {titles} y %n más (en el perfil)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Ese jugador no existe.</translation>
    </message>
    <message>
        <source>This player has left the game.</source>
        <translation>Este jugador ha dejado la partida.</translation>
    </message>
    <message>
        <source>This player is not in the game.</source>
        <translation>Este jugador no está en la partida.</translation>
    </message>
    <message>
        <source>Not possible when playing on one computer.</source>
        <translation>No es posible jugando en un solo ordenador.</translation>
    </message>
    <message>
        <source>Nothing changed in the connection.</source>
        <translation>No ha cambiado nada en la conexión.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Ahora no está permitido.</translation>
    </message>
</context>
<context>
    <name>ResumeBar</name>
    <message>
        <source>Reopen the room</source>
        <translation>Reabrir la sala</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Olvidarla</translation>
    </message>
    <message>
        <source>Start fresh</source>
        <translation>Empezar de cero</translation>
    </message>
    <message>
        <source>A room stopped unexpectedly, but its crash-safe journal is damaged and cannot be reopened ({code}). Start fresh: the damaged file is kept for a bug report.</source>
        <translation>Una sala se detuvo de repente, pero su diario de recuperación está dañado y no se puede reabrir ({code}). Empieza de cero: el archivo dañado se guarda para un informe de error.</translation>
    </message>
    <message>
        <source>The room “{room}” stopped unexpectedly {minutes} min ago, in the middle of {game} with {names}. Reopen it to go on where the game was: every device gets its seat back.</source>
        <translation>La sala «{room}» se detuvo de repente hace {minutes} min, en plena partida de {game} con {names}. Reábrela para seguir donde estaba la partida: cada dispositivo recupera su sitio.</translation>
    </message>
    <message>
        <source>The room “{room}” stopped unexpectedly {minutes} min ago, with {names} in its lobby. Reopen it to gather everyone again.</source>
        <translation>La sala «{room}» se detuvo de repente hace {minutes} min, con {names} en la sala de espera. Reábrela para reunir a todos de nuevo.</translation>
    </message>
</context>
<context>
    <name>SettingsCard</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>Back to the game list</source>
        <translation>Volver a la lista de juegos</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>Nombre del nuevo jugador</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Quitar a los seleccionados</translation>
    </message>
    <message>
        <source>Double-click a name (or press F2) to rename.</source>
        <translation>Haz doble clic en un nombre (o pulsa F2) para cambiarlo.</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Sentar</translation>
    </message>
    <message>
        <source>Profiles…</source>
        <translation>Perfiles…</translation>
    </message>
    <message>
        <source>Profile to seat</source>
        <translation>Perfil para sentar</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Estimated length: {duration}</source>
        <translation>Duración estimada: {duration}</translation>
    </message>
    <message>
        <source>This game&apos;s screens are not ready yet: it cannot be played in this version.</source>
        <translation>Las pantallas de este juego aún no están listas: no se puede jugar en esta versión.</translation>
    </message>
    <message>
        <source>Pick a profile…</source>
        <translation>Elige un perfil…</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Roles</translation>
    </message>
    <message>
        <source>Click a name to move that player to the other team.</source>
        <translation>Haz clic en un nombre para pasar a ese jugador al otro equipo.</translation>
    </message>
    <message>
        <source>Shuffle the teams</source>
        <translation>Mezclar los equipos</translation>
    </message>
    <message>
        <source>The other player guesses for both spymasters.</source>
        <translation>El otro jugador adivina para los dos jefes de espías.</translation>
    </message>
    <message>
        <source>{name} (spymaster)</source>
        <translation>{name} (jefe de espías)</translation>
    </message>
    <message>
        <source>Move {name} to the {team}</source>
        <translation>Pasar a {name} al {team}</translation>
    </message>
    <message>
        <source>Spymaster</source>
        <translation>Jefe de espías</translation>
    </message>
    <message>
        <source>Spymaster of the {team}</source>
        <translation>Jefe de espías del {team}</translation>
    </message>
</context>
<context>
    <name>SetupTexts</name>
    <message>
        <source>Spies</source>
        <translation>Espías</translation>
    </message>
    <message>
        <source>Ghost (a player with no word)</source>
        <translation>Fantasma (un jugador sin palabra)</translation>
    </message>
    <message>
        <source>Spies know they are spies</source>
        <translation>Los espías saben que son espías</translation>
    </message>
    <message>
        <source>Show the role of eliminated players</source>
        <translation>Mostrar el papel de los eliminados</translation>
    </message>
    <message>
        <source>Vote results</source>
        <translation>Resultado de los votos</translation>
    </message>
    <message>
        <source>Allow &quot;Pass&quot; in votes</source>
        <translation>Permitir «Pasar» en las votaciones</translation>
    </message>
    <message>
        <source>Each clue is</source>
        <translation>Cada pista es</translation>
    </message>
    <message>
        <source>Discussion time</source>
        <translation>Tiempo de debate</translation>
    </message>
    <message>
        <source>On a tie</source>
        <translation>En caso de empate</translation>
    </message>
    <message>
        <source>Cards per team</source>
        <translation>Cartas por equipo</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Tiempo por turno</translation>
    </message>
    <message>
        <source>Who voted for whom</source>
        <translation>Quién votó a quién</translation>
    </message>
    <message>
        <source>Totals only</source>
        <translation>Solo totales</translation>
    </message>
    <message>
        <source>One word</source>
        <translation>Una palabra</translation>
    </message>
    <message>
        <source>One sentence</source>
        <translation>Una frase</translation>
    </message>
    <message>
        <source>A duel between the tied players</source>
        <translation>Un duelo entre los empatados</translation>
    </message>
    <message>
        <source>A random draw</source>
        <translation>Un sorteo</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Ilimitado</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Sin límite de tiempo</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) (about {minutes} min)</source>
        <translation>
            <numerusform>%n carta (unos {minutes} min)</numerusform>
            <numerusform>%n cartas (unos {minutes} min)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necesita un nombre.</translation>
    </message>
    <message>
        <source>Two players are called {name}: give them different names.</source>
        <translation>Dos jugadores se llaman {name}: ponles nombres distintos.</translation>
    </message>
    <message>
        <source>{name} has a letter with more than three accents or marks: remove some.</source>
        <translation>{name} tiene una letra con más de tres acentos o marcas: quita algunos.</translation>
    </message>
    <message>
        <source>Tick at least one pack.</source>
        <translation>Marca al menos un paquete.</translation>
    </message>
    <message>
        <source>This game needs {min} to {max} players.</source>
        <translation>Este juego necesita de {min} a {max} jugadores.</translation>
    </message>
    <message>
        <source>Spy Word needs {min} to {max} players.</source>
        <translation>Palabra espía necesita de {min} a {max} jugadores.</translation>
    </message>
    <message>
        <source>With this many players, there can be at most {max} spies.</source>
        <translation>Con tantos jugadores, puede haber como mucho {max} espías.</translation>
    </message>
    <message>
        <source>The ghost needs at least 5 players.</source>
        <translation>El fantasma necesita al menos 5 jugadores.</translation>
    </message>
    <message>
        <source>Too many spies and ghost: the citizens must outnumber them.</source>
        <translation>Demasiados espías y fantasma: los ciudadanos deben ser más.</translation>
    </message>
    <message>
        <source>The chosen packs have no word pairs.</source>
        <translation>Los paquetes elegidos no tienen parejas de palabras.</translation>
    </message>
    <message>
        <source>Around the Word needs 4 to 10 players.</source>
        <translation>Alrededor de la palabra necesita de 4 a 10 jugadores.</translation>
    </message>
    <message>
        <source>Each team needs at least 2 players: move someone to the {team}.</source>
        <translation>Cada equipo necesita al menos 2 jugadores: pasa a alguien al {team}.</translation>
    </message>
    <message>
        <source>This variant is for exactly {expected} players.</source>
        <translation>Esta variante es para {expected} jugadores exactamente.</translation>
    </message>
    <message>
        <source>The {team} needs exactly one spymaster.</source>
        <translation>El {team} necesita exactamente un jefe de espías.</translation>
    </message>
    <message>
        <source>The {team} needs at least one player to guess.</source>
        <translation>El {team} necesita al menos un jugador que adivine.</translation>
    </message>
    <message>
        <source>In this variant everyone plays in the same team.</source>
        <translation>En esta variante todos juegan en el mismo equipo.</translation>
    </message>
    <message>
        <source>The chosen packs have fewer than 25 different words.</source>
        <translation>Los paquetes elegidos tienen menos de 25 palabras distintas.</translation>
    </message>
    <message>
        <source>These settings cannot be used ({code}).</source>
        <translation>Estos ajustes no se pueden usar ({code}).</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) (this game is for {low})</source>
        <translation>
            <numerusform>%n jugador (este juego es para {low})</numerusform>
            <numerusform>%n jugadores (este juego es para {low})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) ({low}–{high})</source>
        <translation>
            <numerusform>%n jugador ({low}–{high})</numerusform>
            <numerusform>%n jugadores ({low}–{high})</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}: new game</source>
        <translation>{game}: nueva partida</translation>
    </message>
    <message numerus="yes">
        <source>The game is full (%n player(s)).</source>
        <translation>
            <numerusform>La partida está completa (%n jugador).</numerusform>
            <numerusform>La partida está completa (%n jugadores).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpyCard</name>
    <message>
        <source>{name}, you have no word</source>
        <translation>{name}, no tienes palabra</translation>
    </message>
    <message>
        <source>You are the ghost</source>
        <translation>Eres el fantasma</translation>
    </message>
    <message>
        <source>Listen to the clues, work out the citizens&apos; word and blend in.</source>
        <translation>Escucha las pistas, adivina la palabra de los ciudadanos y pasa desapercibido.</translation>
    </message>
    <message>
        <source>{name}, your word is</source>
        <translation>{name}, tu palabra es</translation>
    </message>
    <message>
        <source>You are a spy</source>
        <translation>Eres espía</translation>
    </message>
    <message>
        <source>Remember it, and let nobody else see it.</source>
        <translation>Recuérdala y que nadie más la vea.</translation>
    </message>
</context>
<context>
    <name>SpyEndPage</name>
    <message>
        <source>Roles (★ the winning side)</source>
        <translation>Roles (★ el bando ganador)</translation>
    </message>
    <message>
        <source>Votes, round by round</source>
        <translation>Las votaciones, ronda a ronda</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>The citizens&apos; word</source>
        <translation>La palabra de los ciudadanos</translation>
    </message>
    <message>
        <source>The spies&apos; word</source>
        <translation>La palabra de los espías</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcto</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>incorrecto</translation>
    </message>
    <message>
        <source>The ghost guessed “{guess}”: {verdict}.</source>
        <translation>El fantasma dijo «{guess}»: {verdict}.</translation>
    </message>
    <message>
        <source>out in round {round}</source>
        <translation>fuera en la ronda {round}</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>sigue en juego</translation>
    </message>
</context>
<context>
    <name>SpyPrivatePage</name>
    <message>
        <source>Send my guess</source>
        <translation>Enviar mi respuesta</translation>
    </message>
    <message>
        <source>OK, hide it</source>
        <translation>Vale, ocultar</translation>
    </message>
    <message>
        <source>The citizens&apos; word</source>
        <translation>La palabra de los ciudadanos</translation>
    </message>
    <message>
        <source>Your guess of the citizens&apos; word</source>
        <translation>Tu respuesta: la palabra de los ciudadanos</translation>
    </message>
    <message>
        <source>You were the ghost</source>
        <translation>Eras el fantasma</translation>
    </message>
    <message>
        <source>One guess: what is the citizens&apos; word? Guess right and you win alone.</source>
        <translation>Un solo intento: ¿cuál es la palabra de los ciudadanos? Si aciertas, ganas tú solo.</translation>
    </message>
    <message>
        <source>You are out</source>
        <translation>Estás fuera del juego</translation>
    </message>
    <message>
        <source>Your role: {role}. Keep it to yourself until the end.</source>
        <translation>Tu papel: {role}. No se lo digas a nadie hasta el final.</translation>
    </message>
    <message>
        <source>Your private screen: nobody else sees it</source>
        <translation>Tu pantalla privada: nadie más la ve</translation>
    </message>
    <message>
        <source>{name} is out: a private screen</source>
        <translation>{name} está fuera del juego: pantalla privada</translation>
    </message>
</context>
<context>
    <name>SpyResultPage</name>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Who voted for whom</source>
        <translation>Quién votó a quién</translation>
    </message>
    <message>
        <source>Votes received</source>
        <translation>Votos recibidos</translation>
    </message>
</context>
<context>
    <name>SpyRevealPage</name>
    <message>
        <source>Got it</source>
        <translation>Entendido</translation>
    </message>
    <message>
        <source>Got it: I have seen my card</source>
        <translation>Entendido: ya he visto mi carta</translation>
    </message>
    <message>
        <source>Got it: hide my card and pass on</source>
        <translation>Entendido: ocultar mi carta y pasar</translation>
    </message>
    <message>
        <source>Cards: {seen} of {total} seen</source>
        <translation>Cartas: {seen} de {total} vistas</translation>
    </message>
</context>
<context>
    <name>SpyReviewPage</name>
    <message>
        <source>Your word</source>
        <translation>Tu palabra</translation>
    </message>
    <message>
        <source>Who wants to see their word?</source>
        <translation>¿Quién quiere ver su palabra?</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Volver</translation>
    </message>
</context>
<context>
    <name>SpyRoundPage</name>
    <message>
        <source>See my word</source>
        <translation>Ver mi palabra</translation>
    </message>
    <message>
        <source>See my word again</source>
        <translation>Volver a ver mi palabra</translation>
    </message>
    <message>
        <source>See my word again (pick your name)</source>
        <translation>Ver mi palabra otra vez (elige tu nombre)</translation>
    </message>
    <message>
        <source>Speaking order</source>
        <translation>Orden de turno</translation>
    </message>
    <message>
        <source>No time limit: go to the vote when you are ready.</source>
        <translation>Sin límite de tiempo: pasad a votar cuando estéis listos.</translation>
    </message>
    <message>
        <source>Round {round} · {phase}</source>
        <translation>Ronda {round} · {phase}</translation>
    </message>
    <message>
        <source>Talk it over: who is not like the others?</source>
        <translation>Debatid: ¿quién no es como los demás?</translation>
    </message>
    <message>
        <source>Go to vote</source>
        <translation>Pasar a votar</translation>
    </message>
    <message>
        <source>Your turn: give your clue</source>
        <translation>Te toca: da tu pista</translation>
    </message>
    <message>
        <source>{name} gives a clue</source>
        <translation>{name} da una pista</translation>
    </message>
    <message>
        <source>{name}, give your clue</source>
        <translation>{name}, da tu pista</translation>
    </message>
    <message>
        <source>You are out: you watch until the end.</source>
        <translation>Estás eliminado: miras hasta el final.</translation>
    </message>
    <message>
        <source>Say your clue aloud, then tap “Clue given”.</source>
        <translation>Di tu pista en voz alta y luego pulsa «Pista dada».</translation>
    </message>
    <message>
        <source>You are the host: start the vote when the table is ready.</source>
        <translation>Eres el anfitrión: inicia la votación cuando la mesa esté lista.</translation>
    </message>
    <message>
        <source>No time limit: the host, {name}, starts the vote.</source>
        <translation>Sin límite de tiempo: el anfitrión, {name}, inicia la votación.</translation>
    </message>
    <message>
        <source>Only the host, {name}, can start the vote early.</source>
        <translation>Solo el anfitrión, {name}, puede adelantar la votación.</translation>
    </message>
    <message>
        <source>Clue given</source>
        <translation>Pista dada</translation>
    </message>
    <message>
        <source>Tie between {names}: each gives one more clue, then the others vote.</source>
        <translation>Empate entre {names}: cada uno da una pista más y luego votan los demás.</translation>
    </message>
</context>
<context>
    <name>SpyTableWidget</name>
    <message>
        <source>{game} · round {round} · {phase}</source>
        <translation>{game} · ronda {round} · {phase}</translation>
    </message>
    <message>
        <source>Cards seen: {seen} of {total}</source>
        <translation>Cartas vistas: {seen} de {total}</translation>
    </message>
    <message>
        <source>{name} gives a clue</source>
        <translation>{name} da una pista</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Debate</translation>
    </message>
    <message numerus="yes">
        <source>Voted: %n of {total}</source>
        <translation>
            <numerusform>Han votado: %n de {total}</numerusform>
            <numerusform>Han votado: %n de {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is on a private screen</source>
        <translation>{name} está en una pantalla privada</translation>
    </message>
    <message>
        <source>Duel between {names}</source>
        <translation>Duelo entre {names}</translation>
    </message>
    <message>
        <source>The ghost is guessing the citizens&apos; word.</source>
        <translation>El fantasma intenta adivinar la palabra de los ciudadanos.</translation>
    </message>
    <message>
        <source>Citizens: {word}</source>
        <translation>Ciudadanos: {word}</translation>
    </message>
    <message>
        <source>Spies: {word}</source>
        <translation>Espías: {word}</translation>
    </message>
    <message>
        <source>out · {role}</source>
        <translation>fuera · {role}</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuera</translation>
    </message>
    <message>
        <source>{mark} voted</source>
        <translation>{mark} ha votado</translation>
    </message>
    <message>
        <source>in the game</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>Last vote: {heading}</source>
        <translation>Última votación: {heading}</translation>
    </message>
</context>
<context>
    <name>SpyVotePage</name>
    <message>
        <source>Who do you vote out?</source>
        <translation>¿A quién quieres eliminar?</translation>
    </message>
    <message>
        <source>{name}, who do you vote out?</source>
        <translation>{name}, ¿a quién quieres eliminar?</translation>
    </message>
    <message>
        <source>Cast my vote</source>
        <translation>Votar</translation>
    </message>
    <message>
        <source>Send my vote</source>
        <translation>Enviar mi voto</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message numerus="yes">
        <source>Duel vote: %n of {total} voted</source>
        <translation>
            <numerusform>Votación del duelo: ha votado %n de {total}</numerusform>
            <numerusform>Votación del duelo: han votado %n de {total}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vote: %n of {total} voted</source>
        <translation>
            <numerusform>Votación: ha votado %n de {total}</numerusform>
            <numerusform>Votación: han votado %n de {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>Only between {names}. Once sent, your vote cannot be changed.</source>
        <translation>Solo entre {names}. Una vez enviado, tu voto no se puede cambiar.</translation>
    </message>
    <message>
        <source>Your vote stays secret until the vote closes. Once sent, it cannot be changed.</source>
        <translation>Tu voto es secreto hasta que se cierre la votación. Una vez enviado, no se puede cambiar.</translation>
    </message>
    <message>
        <source>Only between {names}.</source>
        <translation>Solo entre {names}.</translation>
    </message>
    <message>
        <source>Your vote stays secret until everyone has voted.</source>
        <translation>Tu voto es secreto hasta que todos hayan votado.</translation>
    </message>
    <message>
        <source>Cast my vote for {name}</source>
        <translation>Votar a {name}</translation>
    </message>
</context>
<context>
    <name>SpyWaitPage</name>
    <message>
        <source>Round {round} · {phase}</source>
        <translation>Ronda {round} · {phase}</translation>
    </message>
    <message>
        <source>Cards: {seen} of {total} seen</source>
        <translation>Tarjetas: {seen} de {total} vistas</translation>
    </message>
    <message>
        <source>The clues start once everyone has seen their card.</source>
        <translation>Las pistas empiezan cuando todos hayan visto su carta.</translation>
    </message>
    <message>
        <source>Still looking at their card:</source>
        <translation>Aún miran su carta:</translation>
    </message>
    <message>
        <source>You voted Pass. A sent vote cannot be changed.</source>
        <translation>Has votado «Pasar». Un voto enviado no se puede cambiar.</translation>
    </message>
    <message>
        <source>You voted for {name}. A sent vote cannot be changed.</source>
        <translation>Has votado por {name}. Un voto enviado no se puede cambiar.</translation>
    </message>
    <message numerus="yes">
        <source>Vote: %n of {total} voted</source>
        <translation>
            <numerusform>Votación: ha votado %n de {total}</numerusform>
            <numerusform>Votación: han votado %n de {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>Still to vote:</source>
        <translation>Faltan por votar:</translation>
    </message>
    <message>
        <source>You are out: you do not vote.</source>
        <translation>Estás eliminado: no votas.</translation>
    </message>
    <message>
        <source>You are in the duel: only the others vote.</source>
        <translation>Estás en el duelo: solo votan los demás.</translation>
    </message>
    <message>
        <source>Your vote cannot be sent now.</source>
        <translation>Tu voto no se puede enviar ahora.</translation>
    </message>
    <message>
        <source>You do not vote this time.</source>
        <translation>Esta vez no votas.</translation>
    </message>
    <message>
        <source>{name} is on a private screen</source>
        <translation>{name} está en una pantalla privada</translation>
    </message>
    <message>
        <source>The ghost is guessing the citizens&apos; word.</source>
        <translation>El fantasma intenta adivinar la palabra de los ciudadanos.</translation>
    </message>
    <message>
        <source>The game goes on once they are done.</source>
        <translation>La partida sigue en cuanto termine.</translation>
    </message>
</context>
<context>
    <name>SpyWordTexts</name>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Round {round}: duel vote</source>
        <translation>Ronda {round}: votación del duelo</translation>
    </message>
    <message>
        <source>Round {round}: vote</source>
        <translation>Ronda {round}: votación</translation>
    </message>
    <message>
        <source>Pass wins: nobody is out this round.</source>
        <translation>Gana «Pasar»: nadie queda eliminado en esta ronda.</translation>
    </message>
    <message>
        <source>Tie between {names}: a duel decides.</source>
        <translation>Empate entre {names}: lo decide un duelo.</translation>
    </message>
    <message>
        <source>Drawn by lot between {names}: {name} is out.</source>
        <translation>Sorteo entre {names}: {name} queda fuera.</translation>
    </message>
    <message>
        <source>{name} is out.</source>
        <translation>{name} queda fuera.</translation>
    </message>
    <message>
        <source>Their role stays hidden until the end.</source>
        <translation>Su rol sigue oculto hasta el final.</translation>
    </message>
    <message>
        <source>{name} was a citizen.</source>
        <translation>{name} era ciudadano.</translation>
    </message>
    <message>
        <source>{name} was a spy.</source>
        <translation>{name} era un espía.</translation>
    </message>
    <message>
        <source>{name} was the ghost.</source>
        <translation>{name} era el fantasma.</translation>
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
        <translation>Ciudadano</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Espía</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Fantasma</translation>
    </message>
    <message>
        <source>Role hidden</source>
        <translation>Papel oculto</translation>
    </message>
    <message>
        <source>The citizens win!</source>
        <translation>¡Ganan los ciudadanos!</translation>
    </message>
    <message>
        <source>The spies and the ghost win!</source>
        <translation>¡Ganan los espías y el fantasma!</translation>
    </message>
    <message>
        <source>The ghost wins alone!</source>
        <translation>¡El fantasma gana solo!</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>Nadie gana</translation>
    </message>
    <message>
        <source>No spy and no ghost is left in the game.</source>
        <translation>No queda ningún espía ni fantasma en juego.</translation>
    </message>
    <message>
        <source>Only one citizen is left in the game.</source>
        <translation>Solo queda un ciudadano en juego.</translation>
    </message>
    <message>
        <source>The ghost guessed the citizens&apos; word.</source>
        <translation>El fantasma adivinó la palabra de los ciudadanos.</translation>
    </message>
    <message>
        <source>Too few players are left to go on.</source>
        <translation>Quedan muy pocos jugadores para seguir.</translation>
    </message>
    <message>
        <source>Everyone looks at their card</source>
        <translation>Cada uno mira su carta</translation>
    </message>
    <message>
        <source>Clues</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Debate</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Votación</translation>
    </message>
    <message>
        <source>Duel: one more clue</source>
        <translation>Duelo: una pista más</translation>
    </message>
    <message>
        <source>Duel vote</source>
        <translation>Votación del duelo</translation>
    </message>
    <message>
        <source>Private screen</source>
        <translation>Pantalla privada</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Each player says one sentence about their word.</source>
        <translation>Cada uno dice una frase sobre su palabra.</translation>
    </message>
    <message>
        <source>Each player says one word about their word.</source>
        <translation>Cada uno dice una palabra sobre su palabra.</translation>
    </message>
    <message>
        <source>Not allowed: the word itself, part of it, a translation of it, or a clue someone already gave.</source>
        <translation>Prohibido: la palabra misma, una parte de ella, su traducción o una pista que alguien ya dio.</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n voto</numerusform>
            <numerusform>%n votos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vote sent, waiting for %n other player(s)</source>
        <translation>
            <numerusform>Voto enviado, falta %n jugador</numerusform>
            <numerusform>Voto enviado, faltan %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} y {last}</translation>
    </message>
    <message>
        <source>{name} (⚠ offline)</source>
        <translation>{name} (⚠ sin conexión)</translation>
    </message>
    <message>
        <source>This card has already been seen.</source>
        <translation>Esta carta ya se ha visto.</translation>
    </message>
    <message>
        <source>This is not the time for clues.</source>
        <translation>No es momento de dar pistas.</translation>
    </message>
    <message>
        <source>No vote is open now.</source>
        <translation>Ahora no hay ninguna votación abierta.</translation>
    </message>
    <message>
        <source>The cards have already been handed out.</source>
        <translation>Las cartas ya se han repartido.</translation>
    </message>
    <message>
        <source>The discussion is not on now.</source>
        <translation>Ahora no hay debate.</translation>
    </message>
    <message>
        <source>No private screen is open now.</source>
        <translation>Ahora no hay ninguna pantalla privada abierta.</translation>
    </message>
    <message>
        <source>It is not your turn to give a clue.</source>
        <translation>No es tu turno de dar una pista.</translation>
    </message>
    <message>
        <source>Only the host can start the vote.</source>
        <translation>Solo el anfitrión puede iniciar la votación.</translation>
    </message>
    <message>
        <source>Eliminated players cannot start the vote.</source>
        <translation>Los jugadores eliminados no pueden iniciar la votación.</translation>
    </message>
    <message>
        <source>You do not vote this time.</source>
        <translation>Esta vez no votas.</translation>
    </message>
    <message>
        <source>You have already voted; a vote cannot be changed.</source>
        <translation>Ya has votado; un voto no se puede cambiar.</translation>
    </message>
    <message>
        <source>Wait for your turn to vote.</source>
        <translation>Espera tu turno para votar.</translation>
    </message>
    <message>
        <source>Pass is not allowed in this vote.</source>
        <translation>En esta votación no se puede pasar.</translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation>No puedes votarte a ti mismo.</translation>
    </message>
    <message>
        <source>You can only vote for a player still in the running.</source>
        <translation>Solo puedes votar a un jugador que siga en liza.</translation>
    </message>
    <message>
        <source>Only the eliminated ghost can guess.</source>
        <translation>Solo el fantasma eliminado puede adivinar.</translation>
    </message>
    <message>
        <source>Type one guess (not empty, not too long).</source>
        <translation>Escribe una respuesta (ni vacía ni demasiado larga).</translation>
    </message>
    <message>
        <source>This private screen belongs to another player.</source>
        <translation>Esta pantalla privada es de otro jugador.</translation>
    </message>
</context>
<context>
    <name>TableLobby</name>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Código corto de la sala</translation>
    </message>
    <message>
        <source>QR code to join this room</source>
        <translation>Código QR para unirse a esta sala</translation>
    </message>
    <message>
        <source>Nobody has joined yet.</source>
        <translation>Todavía no se ha unido nadie.</translation>
    </message>
    <message>
        <source>Scan with a phone, or open this page and type the code:</source>
        <translation>Escanea con el móvil, o abre esta página y escribe el código:</translation>
    </message>
    <message>
        <source>Scan with a phone, or open:</source>
        <translation>Escanea con el móvil, o abre:</translation>
    </message>
    <message>
        <source>No room found? On another computer, type the join code {code}</source>
        <translation>¿No aparece la sala? En otro ordenador, escribe el código {code}</translation>
    </message>
</context>
<context>
    <name>TableViewWindow</name>
    <message>
        <source>Palabre: table view</source>
        <translation>Palabre: vista de mesa</translation>
    </message>
    <message>
        <source>&amp;Screen</source>
        <translation>&amp;Pantalla</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>V&amp;entana</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>Show how to &amp;join (QR code)</source>
        <translation>Mostrar cómo &amp;unirse (código QR)</translation>
    </message>
    <message>
        <source>&amp;Close the table view</source>
        <translation>&amp;Cerrar la vista de mesa</translation>
    </message>
</context>
<context>
    <name>Taboo</name>
    <message>
        <source>Found</source>
        <translation>Acertada</translation>
    </message>
    <message>
        <source>Buzzed</source>
        <translation>Penalizada</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Pasada</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Descartada</translation>
    </message>
    <message>
        <source>Passed · back in the deck</source>
        <translation>Pasada · vuelve al mazo</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>Queda %n carta</numerusform>
            <numerusform>Quedan %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Play time: {time}</source>
        <translation>Tiempo de juego: {time}</translation>
    </message>
    <message>
        <source>{team} plays</source>
        <translation>Turno del {team}</translation>
    </message>
    <message>
        <source>Waiting for a clue-giver…</source>
        <translation>Esperando a alguien que dé las pistas…</translation>
    </message>
    <message>
        <source>{name} gives the clues</source>
        <translation>{name} da las pistas</translation>
    </message>
    <message>
        <source>{name} (left)</source>
        <translation>{name} (ha abandonado)</translation>
    </message>
    <message>
        <source>{name} ⚠ offline</source>
        <translation>{name} ⚠ sin conexión</translation>
    </message>
    <message>
        <source>This turn: {score} (found {found}, buzzed {buzzed})</source>
        <translation>Este turno: {score} (acertadas: {found}, penalizadas: {buzzed})</translation>
    </message>
    <message numerus="yes">
        <source>Both teams have %n point(s). The tie is broken by total play time: {team} was faster ({won} to {lost}).</source>
        <translation>
            <numerusform>Los dos equipos tienen %n punto. Desempata el tiempo de juego total: el {team} fue más rápido ({won} frente a {lost}).</numerusform>
            <numerusform>Los dos equipos tienen %n puntos. Desempata el tiempo de juego total: el {team} fue más rápido ({won} frente a {lost}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Both teams have %n point(s) and the same play time ({time}).</source>
        <translation>
            <numerusform>Los dos equipos tienen %n punto y el mismo tiempo de juego ({time}).</numerusform>
            <numerusform>Los dos equipos tienen %n puntos y el mismo tiempo de juego ({time}).</numerusform>
        </translation>
    </message>
    <message>
        <source>No passes left</source>
        <translation>No quedan pases</translation>
    </message>
    <message>
        <source>Passes left: {left} of {total}</source>
        <translation>Pases restantes: {left} de {total}</translation>
    </message>
    <message>
        <source>Game over: no winner</source>
        <translation>Fin de la partida: sin ganador</translation>
    </message>
    <message>
        <source>It&apos;s a draw!</source>
        <translation>¡Empate!</translation>
    </message>
    <message>
        <source>{team} wins!</source>
        <translation>¡Gana el {team}!</translation>
    </message>
    <message>
        <source>On points: {won} to {lost}.</source>
        <translation>Por puntos: {won} a {lost}.</translation>
    </message>
    <message>
        <source>A team has fewer than two players left.</source>
        <translation>A un equipo le quedan menos de dos jugadores.</translation>
    </message>
    <message>
        <source>Most points wins. On a tie, the team with the shorter total play time wins (countdowns and pauses not counted). Same time too: a draw.</source>
        <translation>Gana el equipo con más puntos. En caso de empate, gana el que tenga menos tiempo de juego total (sin contar cuentas atrás ni pausas). Si el tiempo también es igual: empate.</translation>
    </message>
    <message>
        <source>The game is paused: resume it first.</source>
        <translation>La partida está en pausa: reanudadla primero.</translation>
    </message>
    <message>
        <source>No passes left in this turn.</source>
        <translation>No quedan pases en este turno.</translation>
    </message>
    <message>
        <source>Too late: that card has already been played.</source>
        <translation>Demasiado tarde: esa carta ya se ha jugado.</translation>
    </message>
    <message>
        <source>Nobody in this team can give clues right now.</source>
        <translation>Nadie de este equipo puede dar pistas ahora.</translation>
    </message>
    <message>
        <source>Only the other team can buzz.</source>
        <translation>Solo el otro equipo puede pulsar Buzz.</translation>
    </message>
    <message>
        <source>This card is not in the turn.</source>
        <translation>Esta carta no es de este turno.</translation>
    </message>
    <message>
        <source>Pausing is only possible when playing on one computer.</source>
        <translation>La pausa solo es posible jugando en un solo ordenador.</translation>
    </message>
    <message>
        <source>The game is not paused.</source>
        <translation>La partida no está en pausa.</translation>
    </message>
    <message>
        <source>Only the clue-giver can do that.</source>
        <translation>Solo quien da las pistas puede hacerlo.</translation>
    </message>
    <message>
        <source>Not possible at this moment of the game.</source>
        <translation>No es posible en este momento de la partida.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Ahora no está permitido.</translation>
    </message>
</context>
<context>
    <name>TabooCountdownPage</name>
    <message>
        <source>Get ready…</source>
        <translation>Preparaos…</translation>
    </message>
    <message>
        <source>You give the clues: the card comes after the countdown.</source>
        <translation>Tú das las pistas: la carta aparece tras la cuenta atrás.</translation>
    </message>
    <message>
        <source>Listen and guess aloud!</source>
        <translation>¡Escucha y adivina en voz alta!</translation>
    </message>
    <message>
        <source>Watch the card and press Buzz! on a forbidden word.</source>
        <translation>Vigila la carta y pulsa ¡Buzz! si oyes una palabra prohibida.</translation>
    </message>
</context>
<context>
    <name>TabooEndPage</name>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
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
        <translation>La ventana se minimizó o dejó de estar activa. La carta está oculta y el reloj, parado.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Tiempo restante: {time}</translation>
    </message>
</context>
<context>
    <name>TabooPlayPage</name>
    <message>
        <source>Forbidden words</source>
        <translation>Palabras prohibidas</translation>
    </message>
    <message>
        <source>F</source>
        <comment>keyboard key for Found</comment>
        <translation>A</translation>
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
        <translation>Acertada</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Buzz!</source>
        <translation>¡Buzz!</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Tecla: {key}</translation>
    </message>
    <message>
        <source>You give the clues</source>
        <translation>Tú das las pistas</translation>
    </message>
    <message>
        <source>Guess aloud!</source>
        <translation>¡Adivina en voz alta!</translation>
    </message>
    <message>
        <source>{name} gives the clues: listen and call out the word.</source>
        <translation>{name} da las pistas: escucha y di la palabra en voz alta.</translation>
    </message>
    <message>
        <source>This card is coming back: passing it again discards it.</source>
        <translation>Esta carta vuelve: si la pasáis otra vez, queda descartada.</translation>
    </message>
    <message>
        <source>{watchers}: watch the card and press Buzz! on a forbidden word. {team}: do not look!</source>
        <translation>{watchers}: vigilad la carta y pulsad ¡Buzz! si oís una palabra prohibida. {team}: ¡no miréis!</translation>
    </message>
    <message>
        <source>Found when your team says the word. Pass skips the card: it comes back in a later turn.</source>
        <translation>Acertada cuando tu equipo diga la palabra. Pasar salta la carta: volverá en un turno posterior.</translation>
    </message>
    <message>
        <source>Press Buzz! as soon as {name} says a forbidden word.</source>
        <translation>Pulsa ¡Buzz! en cuanto {name} diga una palabra prohibida.</translation>
    </message>
    <message>
        <source>Only {name} and the {watchers} see the card.</source>
        <translation>Solo {name} y el {watchers} ven la carta.</translation>
    </message>
</context>
<context>
    <name>TabooReadyPage</name>
    <message>
        <source>Go!</source>
        <translation>¡Ya!</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Turno {number}</translation>
    </message>
    <message>
        <source>You give the clues</source>
        <translation>Tú das las pistas</translation>
    </message>
    <message>
        <source>Pass the computer to {name}. A player of the {watchers} sits beside them, watches the card and presses Buzz! on a forbidden word. Players of the {team}: do not look at the screen, guess aloud!</source>
        <translation>Pasad el ordenador a {name}. Un jugador del {watchers} se sienta a su lado, vigila la carta y pulsa ¡Buzz! si oye una palabra prohibida. Jugadores del {team}: no miréis la pantalla, ¡adivinad en voz alta!</translation>
    </message>
    <message>
        <source>Go! Start the turn of {name}</source>
        <translation>¡Ya! Empezar el turno de {name}</translation>
    </message>
    <message>
        <source>Press Go! when everyone is ready. Your team guesses aloud; the {watchers} see the card on their screens and press Buzz! on a forbidden word.</source>
        <translation>Pulsa ¡Ya! cuando todos estén listos. Tu equipo adivina en voz alta; el {watchers} ve la carta en sus pantallas y pulsa ¡Buzz! si oye una palabra prohibida.</translation>
    </message>
    <message>
        <source>Waiting for {name} to start the turn. You guess aloud: the card is not shown on your screen.</source>
        <translation>Esperando a que {name} empiece el turno. Tú adivinas en voz alta: la carta no aparece en tu pantalla.</translation>
    </message>
    <message>
        <source>Waiting for {name} to start the turn. You will see the card: press Buzz! as soon as {name} says a forbidden word.</source>
        <translation>Esperando a que {name} empiece el turno. Verás la carta: pulsa ¡Buzz! en cuanto {name} diga una palabra prohibida.</translation>
    </message>
</context>
<context>
    <name>TabooResultPage</name>
    <message>
        <source>A wrong result? Click the card to change it: Found → Buzzed → Passed.</source>
        <translation>¿Un resultado erróneo? Haced clic en la carta para cambiarlo: Acertada → Penalizada → Pasada.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Confirm the turn result</source>
        <translation>Confirmar el resultado del turno</translation>
    </message>
    <message>
        <source>Turn result: {team}</source>
        <translation>Resultado del turno: {team}</translation>
    </message>
    <message>
        <source>Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}</source>
        <translation>Acertadas {found} · Penalizadas {buzzed} · Pasadas {passed} · Descartadas {discarded}</translation>
    </message>
    <message>
        <source>Card {number}: {text}. Click to change.</source>
        <translation>Carta {number}: {text}. Haz clic para cambiarla.</translation>
    </message>
    <message>
        <source>No card was played in this turn.</source>
        <translation>No se jugó ninguna carta en este turno.</translation>
    </message>
    <message>
        <source>Waiting for {name} to check the cards and confirm.</source>
        <translation>Esperando a que {name} revise las cartas y confirme.</translation>
    </message>
</context>
<context>
    <name>TabooTableWidget</name>
    <message>
        <source>Around the Word</source>
        <translation>Alrededor de la palabra</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Tiempo restante: {time}</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Waiting for Go!</source>
        <translation>Esperando el «¡Ya!»</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Preparaos…</translation>
    </message>
    <message numerus="yes">
        <source>Cards played: %n</source>
        <translation>
            <numerusform>Cartas jugadas: %n</numerusform>
            <numerusform>Cartas jugadas: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn result</source>
        <translation>Resultado del turno</translation>
    </message>
    <message>
        <source>Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}</source>
        <translation>Acertadas {found} · Penalizadas {buzzed} · Pasadas {passed} · Descartadas {discarded}</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>Red team</source>
        <translation>equipo rojo</translation>
    </message>
    <message>
        <source>Blue team</source>
        <translation>equipo azul</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>transeúnte</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>asesino</translation>
    </message>
    <message>
        <source>No team</source>
        <translation>sin equipo</translation>
    </message>
</context>
<context>
    <name>TitleHow</name>
    <message numerus="yes">
        <source>Finish %n games.</source>
        <translation>
            <numerusform>Termina tu primera partida.</numerusform>
            <numerusform>Termina %n partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games.</source>
        <translation>
            <numerusform>Gana una partida.</numerusform>
            <numerusform>Gana %n partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row, whatever your role.</source>
        <translation>Gana {n} partidas seguidas, sea cual sea tu rol.</translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a citizen.</source>
        <translation>
            <numerusform>Gana una partida como ciudadano.</numerusform>
            <numerusform>Gana %n partidas como ciudadano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a spy.</source>
        <translation>
            <numerusform>Gana una partida como espía.</numerusform>
            <numerusform>Gana %n partidas como espía.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as the ghost.</source>
        <translation>
            <numerusform>Gana una partida como fantasma.</numerusform>
            <numerusform>Gana %n partidas como fantasma.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n games as a spy.</source>
        <translation>
            <numerusform>Juega una partida como espía.</numerusform>
            <numerusform>Juega %n partidas como espía.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n games as the ghost.</source>
        <translation>
            <numerusform>Juega una partida como fantasma.</numerusform>
            <numerusform>Juega %n partidas como fantasma.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As the ghost, guess the citizens&apos; word %n times.</source>
        <translation>
            <numerusform>Como fantasma, adivina la palabra de los ciudadanos.</numerusform>
            <numerusform>Como fantasma, adivina %n veces la palabra de los ciudadanos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a spy without being eliminated.</source>
        <translation>
            <numerusform>Gana como espía sin que te eliminen.</numerusform>
            <numerusform>Gana %n partidas como espía sin que te eliminen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games without being eliminated.</source>
        <translation>
            <numerusform>Gana una partida sin que te eliminen.</numerusform>
            <numerusform>Gana %n partidas sin que te eliminen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As a citizen, vote out a spy or the ghost %n times.</source>
        <translation>
            <numerusform>Como ciudadano, elimina con tu voto a un espía o al fantasma.</numerusform>
            <numerusform>Como ciudadano, elimina con tu voto a un espía o al fantasma %n veces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games that end within two rounds.</source>
        <translation>
            <numerusform>Gana una partida que termine en dos rondas o menos.</numerusform>
            <numerusform>Gana %n partidas que terminen en dos rondas o menos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row.</source>
        <translation>Gana {n} partidas seguidas.</translation>
    </message>
    <message numerus="yes">
        <source>Give clues that make your team find %n cards.</source>
        <translation>
            <numerusform>Haz que tu equipo adivine una carta.</numerusform>
            <numerusform>Haz que tu equipo adivine %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make your team find {n} cards in one turn.</source>
        <translation>Haz que tu equipo adivine {n} cartas en un solo turno.</translation>
    </message>
    <message numerus="yes">
        <source>Give clues for %n turns with 3 or more cards found and no Buzz!</source>
        <translation>
            <numerusform>Haz adivinar al menos 3 cartas en un turno sin ningún ¡Buzz!</numerusform>
            <numerusform>Haz adivinar al menos 3 cartas sin ningún ¡Buzz! en %n turnos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Catch %n forbidden words while the other team plays.</source>
        <translation>
            <numerusform>Pilla una palabra prohibida mientras juega el otro equipo.</numerusform>
            <numerusform>Pilla %n palabras prohibidas mientras juega el otro equipo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games by 5 points or more.</source>
        <translation>
            <numerusform>Gana una partida por 5 puntos o más.</numerusform>
            <numerusform>Gana %n partidas por 5 puntos o más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games tied on points, by the shorter play time.</source>
        <translation>
            <numerusform>Gana una partida empatada a puntos, por tener menos tiempo de juego.</numerusform>
            <numerusform>Gana %n partidas empatadas a puntos, por tener menos tiempo de juego.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as spymaster.</source>
        <translation>
            <numerusform>Gana una partida como jefe de espías.</numerusform>
            <numerusform>Gana %n partidas como jefe de espías.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games as a guesser.</source>
        <translation>
            <numerusform>Gana una partida como agente.</numerusform>
            <numerusform>Gana %n partidas como agente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %n clues on which your team finds 4 or more of its words.</source>
        <translation>
            <numerusform>Da una pista con la que tu equipo encuentre 4 o más de sus palabras.</numerusform>
            <numerusform>Da %n pistas con las que tu equipo encuentre 4 o más de sus palabras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Find %n of your team&apos;s words.</source>
        <translation>
            <numerusform>Encuentra una palabra de tu equipo.</numerusform>
            <numerusform>Encuentra %n palabras de tu equipo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games in which your team never picks a wrong card.</source>
        <translation>
            <numerusform>Gana una partida sin que tu equipo elija ninguna carta equivocada.</numerusform>
            <numerusform>Gana %n partidas sin que tu equipo elija ninguna carta equivocada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finish %n games, of any kind.</source>
        <translation>
            <numerusform>Termina una partida de cualquier juego.</numerusform>
            <numerusform>Termina %n partidas de cualquier juego.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win %n games, of any kind.</source>
        <translation>
            <numerusform>Gana una partida de cualquier juego.</numerusform>
            <numerusform>Gana %n partidas de cualquier juego.</numerusform>
        </translation>
    </message>
    <message>
        <source>Win {n} games in a row, whichever games they are.</source>
        <translation>Gana {n} partidas seguidas, sean del juego que sean.</translation>
    </message>
    <message>
        <source>Finish a game of each of the {n} games.</source>
        <translation>Termina una partida de cada uno de los {n} juegos.</translation>
    </message>
    <message>
        <source>Win at least once in each of the {n} games.</source>
        <translation>Gana al menos una vez en cada uno de los {n} juegos.</translation>
    </message>
    <message>
        <source>Finish {n} games on the same day.</source>
        <translation>Termina {n} partidas el mismo día.</translation>
    </message>
    <message>
        <source>Reach level {n}.</source>
        <translation>Alcanza el nivel {n}.</translation>
    </message>
</context>
<context>
    <name>Titles</name>
    <message>
        <source>New Recruit</source>
        <translation>Nuevo recluta</translation>
    </message>
    <message>
        <source>Regular Agent</source>
        <translation>Agente habitual</translation>
    </message>
    <message>
        <source>Field Veteran</source>
        <translation>Veterano de campo</translation>
    </message>
    <message>
        <source>Old Fox</source>
        <translation>Zorro viejo</translation>
    </message>
    <message>
        <source>Living Legend</source>
        <translation>Leyenda viva</translation>
    </message>
    <message>
        <source>First Triumph</source>
        <translation>Primer triunfo</translation>
    </message>
    <message>
        <source>Sharp Mind</source>
        <translation>Mente aguda</translation>
    </message>
    <message>
        <source>Mastermind</source>
        <translation>Cerebro</translation>
    </message>
    <message>
        <source>Grand Strategist</source>
        <translation>Gran estratega</translation>
    </message>
    <message>
        <source>Hat Trick</source>
        <translation>Triplete</translation>
    </message>
    <message>
        <source>On a Roll</source>
        <translation>En racha</translation>
    </message>
    <message>
        <source>Unstoppable</source>
        <translation>Imparable</translation>
    </message>
    <message>
        <source>Untouchable</source>
        <translation>Intocable</translation>
    </message>
    <message>
        <source>Lord of Words</source>
        <translation>Señor de las Palabras</translation>
    </message>
    <message>
        <source>Good Citizen</source>
        <translation>Buen ciudadano</translation>
    </message>
    <message>
        <source>Neighbourhood Watch</source>
        <translation>Vigía del barrio</translation>
    </message>
    <message>
        <source>Pillar of the Town</source>
        <translation>Pilar de la ciudad</translation>
    </message>
    <message>
        <source>Mayor of Truth</source>
        <translation>Alcalde de la verdad</translation>
    </message>
    <message>
        <source>Mole</source>
        <translation>Topo</translation>
    </message>
    <message>
        <source>Double Agent</source>
        <translation>Agente doble</translation>
    </message>
    <message>
        <source>Master of Disguise</source>
        <translation>Maestro del disfraz</translation>
    </message>
    <message>
        <source>Shadow Minister</source>
        <translation>Ministro en la sombra</translation>
    </message>
    <message>
        <source>Poltergeist</source>
        <translation>Duende travieso</translation>
    </message>
    <message>
        <source>Whisper in the Dark</source>
        <translation>Susurro en la oscuridad</translation>
    </message>
    <message>
        <source>Phantom of the Table</source>
        <translation>Fantasma de la mesa</translation>
    </message>
    <message>
        <source>Ghost Monarch</source>
        <translation>Monarca de los espectros</translation>
    </message>
    <message>
        <source>Poker Face</source>
        <translation>Cara de póker</translation>
    </message>
    <message>
        <source>Professional Pretender</source>
        <translation>Actor profesional</translation>
    </message>
    <message>
        <source>Revenant</source>
        <translation>Aparecido</translation>
    </message>
    <message>
        <source>Mind Reader</source>
        <translation>Lector de mentes</translation>
    </message>
    <message>
        <source>Clairvoyant</source>
        <translation>Clarividente</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oráculo</translation>
    </message>
    <message>
        <source>Invisible</source>
        <translation>Invisible</translation>
    </message>
    <message>
        <source>Chameleon</source>
        <translation>Camaleón</translation>
    </message>
    <message>
        <source>Perfect Alibi</source>
        <translation>Coartada perfecta</translation>
    </message>
    <message>
        <source>Survivor</source>
        <translation>Superviviente</translation>
    </message>
    <message>
        <source>Still Standing</source>
        <translation>Sigue en pie</translation>
    </message>
    <message>
        <source>Immortal</source>
        <translation>Inmortal</translation>
    </message>
    <message>
        <source>Sharp Eye</source>
        <translation>Ojo de lince</translation>
    </message>
    <message>
        <source>Detective</source>
        <translation>Detective</translation>
    </message>
    <message>
        <source>Spy Hunter</source>
        <translation>Cazaespías</translation>
    </message>
    <message>
        <source>Inspector General</source>
        <translation>Inspector general</translation>
    </message>
    <message>
        <source>Quick Draw</source>
        <translation>Desenfunde rápido</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>Relámpago</translation>
    </message>
    <message>
        <source>Speed of Thought</source>
        <translation>Veloz como el pensamiento</translation>
    </message>
    <message>
        <source>Warm-Up</source>
        <translation>Calentamiento</translation>
    </message>
    <message>
        <source>Chatterbox</source>
        <translation>Cotorra</translation>
    </message>
    <message>
        <source>Smooth Talker</source>
        <translation>Pico de oro</translation>
    </message>
    <message>
        <source>Word Juggler</source>
        <translation>Malabarista de palabras</translation>
    </message>
    <message>
        <source>Silver Tongue</source>
        <translation>Lengua de plata</translation>
    </message>
    <message>
        <source>Team Player</source>
        <translation>Jugador de equipo</translation>
    </message>
    <message>
        <source>Crowd Pleaser</source>
        <translation>Favorito del público</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitán</translation>
    </message>
    <message>
        <source>Champion of Words</source>
        <translation>Campeón de las palabras</translation>
    </message>
    <message>
        <source>Three in a Row</source>
        <translation>Tres seguidas</translation>
    </message>
    <message>
        <source>Hot Streak</source>
        <translation>Racha de fuego</translation>
    </message>
    <message>
        <source>Juggernaut</source>
        <translation>Apisonadora</translation>
    </message>
    <message>
        <source>Dynasty</source>
        <translation>Dinastía</translation>
    </message>
    <message>
        <source>Sultan of Words</source>
        <translation>Sultán de las Palabras</translation>
    </message>
    <message>
        <source>Hint Giver</source>
        <translation>Apuntador</translation>
    </message>
    <message>
        <source>Wordsmith</source>
        <translation>Forjador de palabras</translation>
    </message>
    <message>
        <source>Walking Dictionary</source>
        <translation>Diccionario andante</translation>
    </message>
    <message>
        <source>Master of Paraphrase</source>
        <translation>Maestro de la perífrasis</translation>
    </message>
    <message>
        <source>A Thousand Words</source>
        <translation>Mil palabras</translation>
    </message>
    <message>
        <source>High Five</source>
        <translation>Choca esos cinco</translation>
    </message>
    <message>
        <source>Rapid Fire</source>
        <translation>Fuego rápido</translation>
    </message>
    <message>
        <source>Perfect Ten</source>
        <translation>Diez perfecto</translation>
    </message>
    <message>
        <source>Whirlwind</source>
        <translation>Torbellino</translation>
    </message>
    <message>
        <source>Telepath</source>
        <translation>Telépata</translation>
    </message>
    <message>
        <source>Clean Hands</source>
        <translation>Manos limpias</translation>
    </message>
    <message>
        <source>Careful Speaker</source>
        <translation>Palabra medida</translation>
    </message>
    <message>
        <source>Spotless</source>
        <translation>Impecable</translation>
    </message>
    <message>
        <source>Watchful</source>
        <translation>Atento</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Árbitro</translation>
    </message>
    <message>
        <source>Buzz Master</source>
        <translation>Rey del buzzer</translation>
    </message>
    <message>
        <source>Landslide</source>
        <translation>Victoria aplastante</translation>
    </message>
    <message>
        <source>No Contest</source>
        <translation>Sin discusión</translation>
    </message>
    <message>
        <source>Total Domination</source>
        <translation>Dominio total</translation>
    </message>
    <message>
        <source>Photo Finish</source>
        <translation>Foto finish</translation>
    </message>
    <message>
        <source>Beat the Clock</source>
        <translation>Más rápido que el reloj</translation>
    </message>
    <message>
        <source>Rookie Agent</source>
        <translation>Agente novato</translation>
    </message>
    <message>
        <source>Field Agent</source>
        <translation>Agente de campo</translation>
    </message>
    <message>
        <source>Station Chief</source>
        <translation>Jefe de estación</translation>
    </message>
    <message>
        <source>Agency Director</source>
        <translation>Director de la agencia</translation>
    </message>
    <message>
        <source>Mission Accomplished</source>
        <translation>Misión cumplida</translation>
    </message>
    <message>
        <source>Decorated Agent</source>
        <translation>Agente condecorado</translation>
    </message>
    <message>
        <source>Cold War Hero</source>
        <translation>Héroe de la Guerra Fría</translation>
    </message>
    <message>
        <source>Clean Run</source>
        <translation>Racha limpia</translation>
    </message>
    <message>
        <source>Agent of Legend</source>
        <translation>Agente de leyenda</translation>
    </message>
    <message>
        <source>Handler</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <source>Puppet Master</source>
        <translation>Titiritero</translation>
    </message>
    <message>
        <source>Codemaster</source>
        <translation>Maestro de claves</translation>
    </message>
    <message>
        <source>Good Instincts</source>
        <translation>Buen instinto</translation>
    </message>
    <message>
        <source>Codebreaker</source>
        <translation>Descifrador</translation>
    </message>
    <message>
        <source>Enigma Cracker</source>
        <translation>Rompe-Enigma</translation>
    </message>
    <message>
        <source>Four-Way Link</source>
        <translation>Enlace cuádruple</translation>
    </message>
    <message>
        <source>Grand Connector</source>
        <translation>Gran conector</translation>
    </message>
    <message>
        <source>Keen Ear</source>
        <translation>Buen oído</translation>
    </message>
    <message>
        <source>Sixth Sense</source>
        <translation>Sexto sentido</translation>
    </message>
    <message>
        <source>Human Decoder</source>
        <translation>Descodificador humano</translation>
    </message>
    <message>
        <source>Flawless Operation</source>
        <translation>Operación impecable</translation>
    </message>
    <message>
        <source>Game Night</source>
        <translation>Noche de juegos</translation>
    </message>
    <message>
        <source>Party Animal</source>
        <translation>Alma de la fiesta</translation>
    </message>
    <message>
        <source>Centurion</source>
        <translation>Centurión</translation>
    </message>
    <message>
        <source>Table Legend</source>
        <translation>Leyenda de la mesa</translation>
    </message>
    <message>
        <source>Eternal Player</source>
        <translation>Jugador eterno</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Serial Winner</source>
        <translation>Ganador en serie</translation>
    </message>
    <message>
        <source>Conqueror</source>
        <translation>Conquistador</translation>
    </message>
    <message>
        <source>Emperor of Play</source>
        <translation>Emperador del juego</translation>
    </message>
    <message>
        <source>Lucky Star</source>
        <translation>Buena estrella</translation>
    </message>
    <message>
        <source>Golden Run</source>
        <translation>Racha dorada</translation>
    </message>
    <message>
        <source>Invincible</source>
        <translation>Invencible</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorador</translation>
    </message>
    <message>
        <source>Triple Crown</source>
        <translation>Triple corona</translation>
    </message>
    <message>
        <source>Marathon Night</source>
        <translation>Noche maratón</translation>
    </message>
    <message>
        <source>Night Owl</source>
        <translation>Ave nocturna</translation>
    </message>
    <message>
        <source>Rising Star</source>
        <translation>Estrella en ascenso</translation>
    </message>
    <message>
        <source>Seasoned</source>
        <translation>Curtido</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Gran maestro</translation>
    </message>
    <message>
        <source>Palabre Legend</source>
        <translation>Leyenda de Palabre</translation>
    </message>
</context>
<context>
    <name>WebPage</name>
    <message>
        <source>I&apos;m ready</source>
        <translation>Estoy listo</translation>
    </message>
    <message>
        <source>Not ready after all</source>
        <translation>Al final no estoy listo</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation>Esperando a que el anfitrión empiece la partida.</translation>
    </message>
    <message>
        <source>Join again</source>
        <translation>Volver a entrar</translation>
    </message>
    <message>
        <source>Kept on the host&apos;s computer: your XP and titles grow with each game.</source>
        <translation>Se guarda en el ordenador del anfitrión: tu XP y tus títulos crecen con cada partida.</translation>
    </message>
    <message>
        <source>A new profile with this picture:</source>
        <translation>Un perfil nuevo con esta imagen:</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Código corto de la sala</translation>
    </message>
    <message>
        <source>Type the four letters shown on the host&apos;s screen</source>
        <translation>Escribe las cuatro letras que aparecen en la pantalla del anfitrión</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>No room here has the code {code}. Check the letters on the host&apos;s screen.</source>
        <translation>Aquí ninguna sala tiene el código {code}. Comprueba las letras en la pantalla del anfitrión.</translation>
    </message>
    <message>
        <source>Rooms on this computer</source>
        <translation>Salas en este ordenador</translation>
    </message>
    <message>
        <source>The computer taking over could not prove that the host chose it: you stay here.</source>
        <translation>El ordenador que toma el relevo no pudo demostrar que el anfitrión lo eligió: te quedas aquí.</translation>
    </message>
    <message>
        <source>Guess: {word}</source>
        <translation>Adivinar: {word}</translation>
    </message>
    <message>
        <source>Tap a word, then confirm here</source>
        <translation>Toca una palabra y confirma aquí</translation>
    </message>
</context>
</TS>
