// The games on a phone, drawn from this seat's view alone (the host decides what
// the view holds: PX-NET-6). Buttons send the action maps the view lists under
// `actions`, so the page holds no rule of its own.
"use strict";

(function () {
  let ui = null;
  // PX-A11Y-1: a side is never told by colour alone: the desktop badges' shapes.
  const SHAPES = { red: "▲", blue: "●", neutral: "■", assassin: "✖" };

  function mark(side) { return SHAPES[side] || ""; }

  function cap(text) { return text ? text[0].toUpperCase() + text.slice(1) : text; }

  function teamLabel(t, team) { return mark(team) + " " + cap(t("team." + team)); }

  function valueOf(id) {
    const node = document.getElementById(id);
    return node ? node.value.trim() : "";
  }

  function has(view, type) { return (view.actions || []).filter((a) => a.type === type); }

  function actionButton(view, type, label, style, id) {
    const found = has(view, type);
    if (!found.length) return null;
    return ui.h("button.big" + (style || ".primary"), { id: id || "act-" + type,
      onclick: () => ui.act(found[0]) }, label);
  }

  function timer(view) {
    if (!view.deadline_ms || view.paused) return null;
    return ui.h("div.timer", { key: "timer", dataset: { deadline: String(view.deadline_ms) } },
      clockText(view.deadline_ms, ui.hostNow));
  }

  function clockText(deadline, hostNow) {
    const left = Math.max(0, Math.ceil((Number(deadline) - hostNow()) / 1000));
    return Math.floor(left / 60) + ":" + String(left % 60).padStart(2, "0");
  }

  // Between messages the clock runs here: its text node changes in place (the patch
  // keeps the node, so nothing else on the screen moves).
  function updateTimer(node, hostNow) {
    const text = clockText(node.dataset.deadline, hostNow);
    if (node.firstChild && node.firstChild.nodeType === Node.TEXT_NODE) {
      if (node.firstChild.data !== text) node.firstChild.data = text;
    } else node.textContent = text;
    const left = Math.max(0, Math.ceil((Number(node.dataset.deadline) - hostNow()) / 1000));
    node.classList.toggle("low", left <= 10);
  }

  function tick(hostNow) {
    for (const node of document.querySelectorAll(".timer")) updateTimer(node, hostNow);
  }

  // Press and hold to see (SW-RND-1/6): shown only while held. The page shows and hides
  // the secret itself; the patch keeps the button and the box, so another player's
  // action while it is held leaves it shown (issue 29).
  function holdToSee(label, secret, id) {
    const show = (on) => (event) => {
      event.preventDefault();
      const button = event.currentTarget;
      const box = button.parentNode && button.parentNode.querySelector(".secret");
      if (box) box.hidden = !on;
      button.classList.toggle("held", on);
    };
    const key = (on) => (event) => { if (event.key === " " || event.key === "Enter") show(on)(event); };
    const button = ui.h("button.big.hold", { id: id || "hold", onpointerdown: show(true),
      onpointerup: show(false), onpointerleave: show(false), onpointercancel: show(false),
      onkeydown: key(true), onkeyup: key(false), onblur: show(false),
      oncontextmenu: (e) => e.preventDefault() }, label);
    return ui.h("div.holder", { key: "holder-" + (id || "hold") }, button,
      ui.h("div.secret", { hidden: true }, secret));
  }

  function screen(name, ...children) {
    return ui.h("section.game", { key: "game-" + name.split("-")[0], dataset: { screen: name } }, ...children);
  }

  // Select, then confirm (issue 29): a tap picks a choice (`pick`: what, which), the
  // confirm button sends it; a pick the view no longer offers is dropped.
  function picked(what, offered) {
    const pick = ui.local.pick;
    if (!pick || pick.what !== what) return null;
    return offered.find((action) => JSON.stringify(action) === pick.action) || null;
  }

  function pickOf(what, action) {
    return () => {
      const same = ui.local.pick && ui.local.pick.action === JSON.stringify(action);
      ui.local.pick = same ? null : { what, action: JSON.stringify(action) };
      ui.render();
    };
  }

  function confirmPick(what, label, id) {
    return () => {
      const pick = ui.local.pick;
      if (!pick || pick.what !== what) return;
      ui.local.pick = null;
      ui.act(JSON.parse(pick.action));
      ui.render();
    };
  }

  // "Label: value" as the language writes it (French puts a space before the colon).
  function pair(label, value) {
    const [before, after] = ui.t("fmt.pair").split("{clue}");
    return [before.replace("{name}", label), ui.h("b", {}, value), after || ""];
  }

  // -- Spy Word ----------------------------------------------------------------------------
  function spyCard(view) {
    const me = view.viewer;
    if (!me) return null;
    const t = ui.t;
    const lines = [];
    if (me.card) {
      lines.push(ui.h("p", {}, t("sw.your_word", { name: me.name })),
        me.card.picture ? ui.h("img.picture", { src: "picture/" + me.card.picture + ".svg", alt: "" }) : null,
        ui.h("p.word", { id: "my-word" }, me.card.word));
    } else {
      lines.push(ui.h("p.word", { id: "my-word" }, t("sw.no_word", { name: me.name })));
    }
    if (me.role === "ghost") lines.push(ui.h("p.role", {}, t("sw.ghost")));
    else if (me.role === "spy") lines.push(ui.h("p.role", {}, t("sw.spy")));
    return holdToSee(t("sw.hold"), lines, "hold-word");
  }

  function spyword(view) {
    const t = ui.t;
    const me = view.viewer || {};
    const phase = view.phase;
    const title = ui.h("h1", {}, t("sw.round", { round: view.round, phase: t("sw.phase." + phase) }));
    if (phase === "over") return spywordEnd(view);
    if (phase === "reveal") {
      const seen = view.seats.filter((s) => s.seen_card).length;
      const total = view.seats.filter((s) => s.in_game).length;
      return screen("spyword-reveal", ui.h("h1", {}, t("sw.phase.reveal")), spyCard(view),
        actionButton(view, "got_it", t("sw.got_it")),
        ui.h("p.hint", {}, t("sw.cards_seen", { seen, total })));
    }
    if (phase === "private") {
      const mine = me.private_screen;
      if (mine && mine.kind === "guess") {
        const input = ui.h("input", { id: "guess", maxlength: "64", enterkeyhint: "send" });
        const send = () => { const text = valueOf("guess"); if (text) ui.act({ type: "ghost_guess", text }); };
        return screen("spyword-guess", ui.h("h1", {}, t("sw.were_ghost")),
          ui.h("label", { for: "guess" }, t("sw.guess_label")), input,
          has(view, "ghost_guess").length ? ui.h("button.big.primary", { id: "act-ghost_guess", onclick: send }, t("sw.guess_send")) : null,
          timer(view));
      }
      if (mine && mine.kind === "role") {
        return screen("spyword-role", ui.h("h1", {}, t("sw.you_out")),
          ui.h("p.word", {}, t("sw.role." + mine.role)),
          actionButton(view, "seen_role", t("sw.hide_ok")), timer(view));
      }
      const who = view.private_screen ? ui.seatName(view.private_screen.seat) : "";
      return screen("spyword-wait", title, ui.h("p.hint", {}, t("sw.private_of", { name: who })),
        spyCard(view), timer(view));
    }
    if (phase === "vote" || phase === "duel_vote") {
      const ballot = view.ballot || { voters: [], voted: [] };
      const votes = has(view, "vote");
      const waiting = ballot.voters.length - ballot.voted.length;
      let body;
      if (votes.length) {
        const chosen = picked("vote", votes);
        body = [ui.h("h2", {}, t("sw.vote_who")), ui.h("div.choices", {}, votes.map((action) => {
          const on = chosen === action;
          return ui.h("button.big.choice" + (action.target === null ? ".quiet" : "") + (on ? ".on" : ""), {
            key: "vote-" + String(action.target), "aria-pressed": String(on),
            dataset: { target: action.target === null ? "pass" : String(action.target) },
            onclick: pickOf("vote", action) },
          action.target === null ? t("sw.pass") : ui.seatName(action.target));
        })), ui.h("button.big.primary", { id: "send-vote", disabled: chosen ? null : true,
          onclick: confirmPick("vote") }, t("sw.send_vote"))];
      } else if (me.voted) {
        body = [ui.h("p.done", { id: "vote-sent" }, t("sw.vote_sent", { count: waiting }))];
      } else {
        body = [ui.h("p.hint", {}, me.in_game === false ? t("sw.out_watch") : t("sw.no_vote"))];
      }
      return screen("spyword-vote", title, ...body, timer(view),
        ui.h("p.hint", {}, t("sw.voted_of", { count: ballot.voted.length, total: ballot.voters.length })),
        spyCard(view));
    }
    // clues, discussion, duel_clues
    const speaker = view.current_speaker;
    let phaseName = phase;
    let lead = null;
    if (phase === "clues" || phase === "duel_clues") {
      if (speaker === me.seat) phaseName += "-turn";
      lead = speaker === me.seat ? ui.h("p.turn.mine", {}, t("sw.your_turn"))
        : ui.h("p.turn", {}, t("sw.gives_clue", { name: speaker === null ? "" : ui.seatName(speaker) }));
    }
    return screen("spyword-" + phaseName, title, lead,
      actionButton(view, "clue_given", t("sw.clue_given")),
      actionButton(view, "go_to_vote", t("sw.go_to_vote")),
      me.in_game === false ? ui.h("p.hint", {}, t("sw.out_watch")) : null,
      timer(view), spyCard(view));
  }

  function spywordEnd(view) {
    const t = ui.t;
    const end = view.end || {};
    const side = (view.outcome || {}).side;
    const winners = new Set((view.outcome || {}).winners || []);
    const roles = (end.roles || []).map((role, seat) =>
      ui.h("li", {}, (winners.has(seat) ? "★ " : "") + ui.seatName(seat),
        ui.h("span.tag", {}, t("sw.role." + role))));
    return screen("spyword-over", ui.h("h1", { id: "outcome" }, t("sw.win." + (side || "none"))),
      end.citizen_card ? ui.h("p", {}, pair(t("sw.citizens_word"), end.citizen_card.word)) : null,
      end.spy_card ? ui.h("p", {}, pair(t("sw.spies_word"), end.spy_card.word)) : null,
      ui.h("ul.players", {}, roles));
  }

  // -- Taboo ------------------------------------------------------------------------------
  function taboo(view) {
    const t = ui.t;
    const me = view.viewer || {};
    const turn = view.turn;
    const scores = ui.h("div.scores", {}, ["red", "blue"].map((team) =>
      ui.h("span.tag." + team, {}, teamLabel(t, team) + " " + (view.teams[team] || {}).score)));
    if (view.phase === "over") {
      const side = (view.outcome || {}).side;
      return screen("taboo-over", ui.h("h1", { id: "outcome" },
        side ? cap(t("tb.wins", { team: t("team." + side) })) : t("tb.draw")), scores);
    }
    const head = turn ? [ui.h("h1", {}, t("tb.turn", { number: turn.number })),
      ui.h("p.sub.t-" + turn.team, {}, mark(turn.team) + " " + cap(t("tb.plays", { team: t("team." + turn.team) })))] : [];
    const giver = turn && turn.clue_giver !== null ? ui.seatName(turn.clue_giver) : "";
    if (view.phase === "ready") {
      return screen("taboo-ready", ...head, scores,
        ui.h("p.turn" + (me.role === "clue_giver" ? ".mine" : ""), {},
          me.role === "clue_giver" ? t("tb.you_give") : t("tb.gives", { name: giver })),
        actionButton(view, "go", t("tb.go")));
    }
    if (view.phase === "countdown") {
      const hint = me.role === "clue_giver" ? t("tb.you_give")
        : me.role === "watcher" ? t("tb.watch") : t("tb.listen");
      return screen("taboo-countdown", ...head, ui.h("p.big", {}, t("tb.get_ready")),
        ui.h("p.hint", {}, hint), timer(view));
    }
    if (view.phase === "playing") {
      const card = view.card;
      const cardBox = card ? ui.h("div.card", { id: "card" }, ui.h("p.word", {}, card.word),
        ui.h("p.label", {}, t("tb.forbidden")),
        ui.h("ul.forbidden", {}, card.forbidden.map((word) => ui.h("li", {}, word)))) : null;
      const passes = turn.passes_left > 0
        ? t("tb.passes_left", { left: turn.passes_left, total: turn.passes_left + turn.passes_used })
        : t("tb.no_passes");
      if (me.role === "clue_giver") {
        return screen("taboo-giver", timer(view), cardBox,
          card && card.returning ? ui.h("p.hint", {}, t("tb.returning")) : null,
          ui.h("div.row", {}, actionButton(view, "pass", t("tb.pass"), ".quiet"),
            actionButton(view, "found", t("tb.found"), ".good")),
          ui.h("p.hint", {}, passes));
      }
      if (me.role === "watcher") {
        return screen("taboo-watcher", timer(view), cardBox,
          actionButton(view, "buzz", t("tb.buzz"), ".bad"),
          ui.h("p.hint", {}, t("tb.press_buzz", { name: giver })));
      }
      return screen("taboo-guesser", timer(view), ui.h("p.big", {}, t("tb.guess_aloud")),
        ui.h("p.hint", {}, t("tb.gives", { name: giver })));
    }
    if (view.phase === "result") {
      const corrections = has(view, "correct");
      const rows = (view.result || []).map((row) => {
        const fix = corrections.find((a) => a.index === row.index);
        return ui.h("li", {}, ui.h("button.row-result." + row.result, {
          dataset: { index: String(row.index) },
          disabled: fix ? null : true, onclick: fix ? () => ui.act(fix) : null },
        (row.word || "—") + " · " + t("tb.r." + row.result)));
      });
      return screen("taboo-result", ui.h("h1", {}, t("tb.result", { team: cap(t("team." + turn.team)) })),
        rows.length ? ui.h("ul.results", {}, rows) : ui.h("p.hint", {}, t("tb.no_cards")),
        actionButton(view, "confirm", t("tb.confirm")) ||
          ui.h("p.hint", {}, t("tb.wait_confirm", { name: giver })), scores);
    }
    return screen("taboo-" + view.phase, ...head, scores);
  }

  // -- Codenames --------------------------------------------------------------------------
  function codenames(view) {
    const t = ui.t;
    const me = view.viewer || {};
    const key = view.key;
    const guesses = has(view, "guess");
    const covers = has(view, "cover");
    const offered = guesses.concat(covers);
    const chosen = picked("card", offered);
    const grid = (showKey) => ui.h("div.grid" + (showKey ? ".keyed" : ""), { key: "grid" },
      view.cards.map((card) => {
        const action = offered.find((a) => a.card === card.index);
        const colour = card.revealed ? card.colour : (showKey && key ? key[card.index] : null);
        const on = chosen !== null && chosen === action;
        // Long words get a smaller font down to a floor, then take two lines
        // (style.css: --letters).
        return ui.h("button.cell" + (colour ? ".c-" + colour : "") + (card.revealed ? ".revealed" : "")
          + (on ? ".picked" : ""), {
          key: "card-" + card.index, dataset: { card: String(card.index) },
          disabled: action ? null : true, "aria-pressed": action ? String(on) : null,
          style: "--letters: " + Math.max(6, longestPart(card.word)),
          "aria-label": colour ? card.word + " · " + t("side." + colour) : card.word,
          onclick: action ? pickOf("card", action) : null },
        colour ? ui.h("span.mark", { "aria-hidden": "true" }, mark(colour)) : null,
        ui.h("span.w", { lang: document.documentElement.lang }, card.word));
      }));
    const left = ui.h("div.scores", {}, Object.entries(view.words_left || {}).map(([team, count]) =>
      ui.h("span.tag." + team, {}, mark(team) + " " + cap(t("cn.agents_left", { team: t("team." + team), count })))));
    if (view.phase === "over") {
      const side = (view.outcome || {}).side;
      const title = view.player_team ? (side ? t("cn.win_coop") : t("cn.lose_coop"))
        : side ? cap(t("cn.win_team", { team: t("team." + side) })) : t("cn.no_winner");
      return screen("codenames-over", ui.h("h1", { id: "outcome" }, title), grid(true), left);
    }
    const parts = [];
    const team = view.active_team;
    if (team) parts.push(ui.h("p.sub.t-" + team, {}, teamLabel(t, team)));
    const clueAction = has(view, "clue");
    if (clueAction.length) {
      const word = ui.h("input", { id: "clue-word", maxlength: "64", autocomplete: "off", "aria-label": t("cn.clue_word") });
      const number = ui.h("select", { id: "clue-number", "aria-label": t("cn.clue_number") },
        [...Array(10).keys()].map((n) => ui.h("option", { value: String(n), selected: n === 1 }, String(n))));
      const send = () => {
        const text = valueOf("clue-word");
        if (text) ui.act({ type: "clue", word: text, number: Number(valueOf("clue-number")) });
      };
      parts.push(ui.h("p.turn.mine", {}, t("cn.clue_hint")),
        ui.h("div.row", {}, word, number),
        ui.h("button.big.primary", { id: "act-clue", onclick: send }, t("cn.give_clue")));
    } else if (view.clue) {
      parts.push(ui.h("p.clue", { id: "clue" }, pair(t("cn.clue"), view.clue.word + " " + view.clue.number)),
        ui.h("p.hint", {}, view.unlimited_guesses ? t("cn.unlimited")
          : t("cn.guesses_left", { count: view.guesses_left === null ? "∞" : view.guesses_left })));
    } else if (view.phase === "clue") {
      parts.push(ui.h("p.hint", {}, t("cn.wait_clue")));
    }
    if (covers.length) parts.push(ui.h("p.turn.mine", {}, t("cn.cover")));
    const spymaster = me.spymaster && key;
    const name = "codenames-" + view.phase + (spymaster ? "-spymaster" : "") + ((view.actions || []).length ? "-turn" : "");
    // The spymaster's key is a toggle (issue 29), so the clue can be typed while it shows.
    const keyShown = Boolean(spymaster && ui.local.keyShown);
    const toggle = spymaster ? ui.h("button.big.hold" + (keyShown ? ".held" : ""), { id: "toggle-key",
      "aria-pressed": String(keyShown),
      onclick: () => { ui.local.keyShown = !ui.local.keyShown; ui.render(); } },
    keyShown ? t("cn.hide_key") : t("cn.show_key")) : null;
    const confirm = offered.length ? ui.h("button.big.primary", { id: "send-card",
      disabled: chosen ? null : true, onclick: confirmPick("card") },
    chosen ? t("cn.guess_word", { word: view.cards[chosen.card].word }) : t("cn.pick_card")) : null;
    return screen(name, ...parts, timer(view), toggle, grid(keyShown), confirm,
      actionButton(view, "end_turn", t("cn.end_turn"), ".quiet"), left);
  }

  function longestPart(word) {
    return Math.max(...word.split(/[\s-]+/).map((part) => part.length));
  }

  // -- Any other game: the generic renderer -----------------------------------------------
  // A game with no renderer of its own (a plug-in: its descriptor's phone_renderer is null)
  // still plays: the seats, whose turn it is, and the view's `actions` as buttons (a
  // free-text action, listed with an empty text, gets a text box).
  function actionLabel(action) {
    const fields = Object.entries(action).filter(([key]) => key !== "type" && key !== "text");
    return [action.type, ...fields.map(([key, value]) =>
      (key === "seat" || key === "target") && typeof value === "number"
        ? ui.seatName(value) : String(value))].join(" · ");
  }

  function genericAction(action, index) {
    const id = "act-" + index;
    if (action.text !== "") {
      return ui.h("button.big.primary", { id, dataset: { action: action.type },
        onclick: () => ui.act(action) }, actionLabel(action));
    }
    const input = ui.h("input", { id: id + "-text", type: "text", "aria-label": action.type });
    return ui.h("div.choice", {}, input, ui.h("button.big.primary", { id, dataset: { action: action.type },
      onclick: () => { const text = valueOf(id + "-text"); if (text) ui.act({ ...action, text }); } },
    actionLabel(action)));
  }

  // The page's texts name the shipped games; a plug-in shows its own name.
  function gameTitle(game) {
    const key = "game." + game;
    const title = ui.t(key);
    return title === key ? game : title;
  }

  function generic(view) {
    const seats = (view.seats || []).map((seat, index) => ui.h("li" + (index === ui.me ? ".mine" : ""), {},
      seat.name, seat.score !== undefined ? " · " + seat.score : ""));
    const outcome = view.outcome ? ui.h("p.outcome", { id: "outcome" },
      (view.outcome.winners || []).map(ui.seatName).join(", "), " · ", view.outcome.reason) : null;
    const actions = (view.actions || []).map(genericAction);
    return screen("generic-" + (view.phase || "play") + (actions.length ? "-turn" : ""),
      ui.h("p.sub", {}, gameTitle(view.game)), ui.h("ul.seats", {}, ...seats),
      timer(view), outcome, ...actions);
  }

  // The games with a renderer of their own, by the name their descriptor gives
  // (`core.registry.GameDescriptor.phone_renderer`); `lobby`: the choices a player makes
  // in the room (a team; a role too).
  const RENDERERS = {
    spyword: { view: spyword, lobby: { teams: false, roles: false } },
    taboo: { view: taboo, lobby: { teams: true, roles: false } },
    codenames: { view: codenames, lobby: { teams: true, roles: true } },
  };
  const GENERIC = { view: generic, lobby: { teams: false, roles: false } };

  function rendererOf(game) { return Object.hasOwn(RENDERERS, game) ? RENDERERS[game] : GENERIC; }

  function render(view, context) {
    ui = context;
    return rendererOf(view.game).view(view);
  }

  function lobbyChoices(game) { return rendererOf(game).lobby; }

  window.PalabreGames = { render, tick, mark, cap, teamLabel, lobbyChoices, RENDERERS };
})();
