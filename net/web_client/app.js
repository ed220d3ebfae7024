// The phone page: join with a name, the lobby, then the game (games.js draws each game
// from this seat's view alone). The seat token is kept in localStorage per room, so a
// page that slept, reloaded or lost the network lands back on its own seat.
"use strict";

const App = {
  room: null,        // /room.json: {room, name, game, language, protocol, app}
  allTexts: {},      // texts.json: {language: {key: text}}
  texts: {},
  lobby: null,
  view: null,
  seat: null,
  status: "idle",    // the wire's state
  code: null,        // why the connection ended or was refused
  notice: null,      // the last refused request, shown briefly
  wire: null,
  clockOffset: 0,    // host clock - our clock (views carry now_ms)
  profiles: null,    // /profiles.json: the host's profiles a player may play with
};

// A count's form by the language's rule: the browser's own CLDR rules pick the category
// ("one", "other", maybe "many"); texts.json holds the forms the app's .ts files have
// (desktop/web_texts.py), and "other" stands in for a category it lacks.
function pluralForm(forms, count) {
  const category = new Intl.PluralRules(document.documentElement.lang || "en").select(count);
  return forms[category] || forms.other;
}

function t(key, values) {
  let text = App.texts[key] || (App.allTexts.en || {})[key] || key;
  if (typeof text === "object") text = pluralForm(text, Number((values || {}).count));
  for (const [name, value] of Object.entries(values || {})) {
    text = text.split("{" + name + "}").join(String(value));
  }
  return text;
}

// h("button.big", {onclick}, "text", child...): a small DOM builder.
function h(spec, attrs, ...children) {
  const [tag, ...classes] = spec.split(".");
  const node = document.createElement(tag || "div");
  if (classes.length) node.className = classes.join(" ");
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function storageKey() { return "palabre.seat." + App.room.room; }

function kept() {
  try { return JSON.parse(localStorage.getItem(storageKey()) || "null"); } catch (e) { return null; }
}

function keep(value) {
  if (value) localStorage.setItem(storageKey(), JSON.stringify(value));
  else localStorage.removeItem(storageKey());
}

// texts.json holds one language (the room's, or ?lang=): another is fetched when the
// room changes its language, and the page shows the new texts once they came.
function loadLanguage(language) {
  if (App.allTexts[language]) return Promise.resolve();
  return fetch("texts.json?lang=" + encodeURIComponent(language)).then((r) => r.json())
    .then((texts) => { App.allTexts[language] = texts[language] || texts.en || {}; });
}

function setLanguage(language) {
  App.texts = App.allTexts[language] || App.allTexts.en || {};
  document.documentElement.lang = language;
  if (!App.allTexts[language]) {
    loadLanguage(language).then(() => {
      if (document.documentElement.lang === language) { setLanguage(language); render(); }
    }).catch(() => {});  // unreachable host: the page keeps the texts it has
  }
}

function hostNow() { return Date.now() + App.clockOffset; }

// `App.seat` is this page's seat id (the welcome's; it never changes, protocol 3); its
// seat in the game is its place in the lobby's seats.
function mySeat() {
  const seats = (App.lobby && App.lobby.seats) || [];
  return seats.find((seat) => seat.id === App.seat) || null;
}

function myGameSeat() {
  const seats = (App.lobby && App.lobby.seats) || [];
  const index = seats.findIndex((seat) => seat.id === App.seat);
  return index < 0 ? null : index;
}

function onMessage(msg) {
  if (msg.type === "welcome") {
    App.seat = msg.seat;
    App.welcomes = (App.welcomes || 0) + 1;
    const saved = kept() || {};
    keep({ name: saved.name || App.pendingName, token: msg.token });
  } else if (msg.type === "lobby") {
    App.lobby = msg;
    setLanguage(msg.language);
    if (!msg.started) { App.view = null; loadProfiles(); }
  } else if (msg.type === "view") {
    App.view = msg.view;
    App.seq = msg.seq;
    if (typeof msg.view.now_ms === "number") App.clockOffset = msg.view.now_ms - Date.now();
  } else if (msg.type === "error") {
    App.notice = msg.code;
    clearTimeout(App.noticeTimer);
    App.noticeTimer = setTimeout(() => { App.notice = null; render(); }, 4000);
  } else if (msg.type === "bye" && msg.code === "room.moved") {
    followHandOver();  // the host left: its standby hosts the game now
  } else if (msg.type === "refused" || msg.type === "kicked") {
    App.code = msg.code;
    if (msg.code === "join.bad_token" || msg.code === "room.kicked") keep(null);
    if (msg.type === "refused" && msg.code !== "join.bad_token") {
      const saved = kept();
      if (saved && !saved.token) keep(null);
    }
  }
  render();
}

// Issue 14: the game moved to the standby (another computer): open its page, carrying
// this seat (room, name, token) in the address's fragment, which no server ever sees;
// the new page keeps it as its own and rejoins the same seat. Issue 25: only once that
// host proved it is the standby the old host named (the SHA-256 of its credential is
// the lobby's `standby_proof`); it may still be opening its page: ask a few times.
const PROOF_TRIES = 40;
const PROOF_RETRY_MS = 250;
function followHandOver(tries) {
  const web = App.lobby && App.lobby.standby_web;
  const commitment = App.lobby && App.lobby.standby_proof;
  const saved = kept();
  if (!web || !commitment || !saved || !saved.token || (App.moving && !tries)) return;
  App.moving = true;
  const left = tries || PROOF_TRIES;
  fetch(web + "proof.json", { cache: "no-store" }).then((r) => r.json()).then((shown) => {
    if (typeof shown.proof !== "string" || sha256(shown.proof) !== commitment) {
      App.moving = false;  // a fake standby: the token stays here
      App.unproven = true;
      App.code = "room.unproven";
      render();
      return;
    }
    const seat = JSON.stringify({ room: App.room.room, name: saved.name, token: saved.token });
    location.replace(web + "#seat=" + encodeURIComponent(seat));
  }).catch(() => {
    if (left > 1) setTimeout(() => followHandOver(left - 1), PROOF_RETRY_MS);
    else App.moving = false;
  });
}

// The host lost for good (no goodbye): once the standby may have taken over (after
// 2 minutes), ask its page for its proof; the page goes there once it has one.
const TAKE_OVER_MS = 125000;
function watchHostLost(state) {
  if (state === "open") { App.lostSince = null; return; }
  if (state !== "retrying" || !App.lobby || !App.lobby.standby_web) return;
  App.lostSince = App.lostSince || Date.now();
  if (Date.now() - App.lostSince < TAKE_OVER_MS || App.moving) return;
  followHandOver();
}

// A page opened by `followHandOver`: the seat it carries is this page's now.
function adoptMovedSeat() {
  const found = /^#seat=(.+)$/.exec(location.hash);
  if (!found) return;
  history.replaceState(null, "", location.pathname + location.search);
  try {
    const seat = JSON.parse(decodeURIComponent(found[1]));
    if (seat.room === App.room.room && seat.token) keep({ name: seat.name, token: seat.token });
  } catch (e) { /* a damaged address: join by name as usual */ }
}

function onState(state, code) {
  watchHostLost(state);
  App.status = state;
  if (code) App.code = code;
  if (state === "open") { App.code = null; App.unproven = false; }
  render();
}

function join(name) {
  App.pendingName = name;
  App.code = null;
  const saved = kept();
  const token = saved && saved.name === name ? saved.token : null;
  keep({ name, token });
  // The page keeps no profile of its own: its profile, if any, lives on the host
  // (host_profile, PX-PROF-4), so the hello says profile: false.
  App.wire.join({ room: App.room.room, role: "player", name, token, profile: false,
    title: null });
}

// The host's profiles, again after each lobby (someone may have taken or made one).
async function loadProfiles() {
  try {
    const answer = await fetch("profiles.json");
    if (answer.ok) { App.profiles = await answer.json(); render(); }
  } catch (e) { /* the lobby works without: no profile section */ }
}

function picture(stem, label) {
  return h("img.avatar", { src: "picture/" + stem + ".svg", alt: label || "", width: "40",
    height: "40" });
}

// PX-PROF-4: play with a profile kept on the hosting computer, or make one there.
function profileChoices() {
  const listed = App.profiles;
  if (!listed || !listed.avatars.length) return null;
  const mine = listed.profiles.find((p) => p.seat === App.seat);
  const rows = listed.profiles.filter((p) => p.seat === null || p.seat === App.seat)
    .map((p) => h("button.profile" + (p === mine ? ".on" : ""), {
      "aria-pressed": String(p === mine), dataset: { profile: p.id },
      onclick: () => request({ type: "host_profile", id: p === mine ? null : p.id,
        avatar: null }) }, picture(p.avatar, ""), p.name));
  const make = mine ? null : h("div.avatars", {},
    h("span.label", {}, t("web.profile_new")),
    ...listed.avatars.slice(0, 12).map((stem) => h("button.avatar", {
      dataset: { avatar: stem }, "aria-label": t("web.profile_new"),
      onclick: () => request({ type: "host_profile", id: null, avatar: stem }) },
      picture(stem, ""))));
  return h("div.profiles", {}, h("h2", {}, t("web.profile")),
    h("p.hint", {}, t("web.profile_hint")), h("div.choice", {}, rows), make);
}

function codeText(code) {
  if (!code) return "";
  const key = "code." + code;
  if (App.texts[key]) return t(key);
  if (code.startsWith("net.") || code.startsWith("protocol.")) return t("code.lost");
  return t("error.any");
}

function act(action) { App.wire.act(action); }

function request(message) { App.wire.send(message); }

function seatName(index) {
  const seats = (App.view && App.view.seats) || (App.lobby && App.lobby.seats) || [];
  const seat = seats[index];
  return seat ? seat.name : "?";
}

// -- Screens ----------------------------------------------------------------------------
function joinScreen() {
  const saved = kept();
  const input = h("input", { id: "name", maxlength: "24", autocomplete: "nickname",
    enterkeyhint: "go", value: (saved && saved.name) || App.pendingName || "" });
  const go = () => { const name = input.value.trim(); if (name) join(name); };
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") go(); });
  return h("section.join", {},
    h("h1", {}, t("join.title")),
    h("p.sub", {}, App.room.name, " · ", t("game." + App.room.game)),
    h("label", { for: "name" }, t("join.name")), input,
    App.code ? h("p.problem", { role: "alert" }, codeText(App.code)) : null,
    h("button.big.primary", { id: "join", onclick: go }, t("join.title")));
}

function teamChoices(lobby, mine) {
  const choices = PalabreGames.lobbyChoices(lobby.game);
  if (!choices.teams) return null;
  const teams = ["red", "blue"];
  const team = h("div.choice", {}, h("span.label", {}, t("lobby.team")),
    ...teams.map((name) => h("button.team." + name + (mine.team === name ? ".on" : ""), {
      onclick: () => request({ type: "team", team: name, role: choices.roles ? mine.role : null }),
      "aria-pressed": String(mine.team === name) }, PalabreGames.teamLabel(t, name))));
  if (!choices.roles) return team;
  const roles = [["spymaster", "lobby.spymaster"], [null, "lobby.guesser"]];
  const role = h("div.choice", {}, h("span.label", {}, t("lobby.role")),
    ...roles.map(([name, key]) => h("button" + (mine.role === name ? ".on" : ""), {
      onclick: () => request({ type: "team", team: mine.team, role: name }),
      "aria-pressed": String(mine.role === name) }, t(key))));
  return h("div", {}, team, role);
}

function lobbyScreen() {
  const lobby = App.lobby;
  const mine = mySeat() || {};
  const players = lobby.seats.map((seat) => h("li" + (seat.team ? ".t-" + seat.team : ""), {},
    seat.id === App.seat ? t("lobby.you", { name: seat.name }) : seat.name,
    seat.title ? h("span.title", {}, t("title." + seat.title)) : null,
    seat.team ? h("span.tag." + seat.team, {}, PalabreGames.teamLabel(t, seat.team)) : null,
    seat.role === "spymaster" ? h("span.tag", {}, t("lobby.spymaster")) : null,
    seat.ready ? h("span.tag.ok", {}, "✓ " + t("lobby.ready_mark")) : null,
    seat.connected ? null : h("span.tag.away", {}, t("lobby.away"))));
  return h("section.lobby", {},
    h("h1", {}, lobby.name), h("p.sub", {}, t("game." + lobby.game)),
    teamChoices(lobby, mine),
    h("button.big" + (mine.ready ? "" : ".primary"), { id: "ready",
      onclick: () => request({ type: "ready", ready: !mine.ready }) },
      mine.ready ? t("web.not_ready") : t("web.ready")),
    h("p.hint", {}, t("web.wait_start")),
    profileChoices(),
    h("h2", {}, t("lobby.players")), h("ul.players", {}, players),
    h("button.quiet", { onclick: () => { App.wire.leave(); keep(null); App.code = null;
      App.left = true; render(); } }, t("lobby.leave")));
}

function closedScreen() {
  return h("section.closed", {},
    h("h1", {}, App.room.name),
    h("p.problem", { role: "alert" }, App.left ? t("web.left") : codeText(App.code)),
    h("button.big.primary", { onclick: () => { App.left = false; App.code = null;
      App.status = "idle"; App.lobby = null; App.view = null; render(); } }, t("web.again")));
}

function banner() {
  if (App.unproven) return h("div.banner.warn", { role: "alert" }, codeText("room.unproven"));
  if (App.status === "retrying" || App.status === "connecting") {
    return h("div.banner", { role: "status" }, t("join.connecting"));
  }
  if (App.notice) return h("div.banner.warn", { role: "alert" }, codeText(App.notice));
  return null;
}

function render() {
  const root = document.getElementById("app");
  let screen;
  const joined = App.lobby && App.seat !== null;
  if (App.left || (App.status === "closed" && App.lobby)) screen = closedScreen();
  else if (!joined && (App.status === "idle" || App.status === "closed" || (App.code && App.status !== "open"))) screen = joinScreen();
  else if (!joined) screen = h("section", {}, h("p.hint", {}, t("join.connecting")));
  else if (App.lobby.started && App.view) screen = PalabreGames.render(App.view, { t, h, act, seatName, hostNow, me: myGameSeat() });
  else screen = lobbyScreen();
  const active = document.activeElement;
  const keepInput = active && active.tagName === "INPUT" && root.contains(active) ? active : null;
  const kept = keepInput ? { id: keepInput.id, value: keepInput.value } : null;
  root.replaceChildren(...[banner(), screen].filter(Boolean));
  root.dataset.screen = screen.dataset.screen || screen.className;
  if (kept && kept.id) {
    const again = document.getElementById(kept.id);
    if (again) { again.value = kept.value; again.focus(); }
  }
}

async function start() {
  const [room, texts] = await Promise.all([
    fetch("room.json").then((r) => r.json()), fetch("texts.json").then((r) => r.json())]);
  App.room = room;
  App.allTexts = texts;
  setLanguage(room.language);
  document.title = room.name + " · Palabre";
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  App.wire = new PalabreWire.Wire(scheme + location.host + "/ws", { onMessage, onState });
  adoptMovedSeat();
  const saved = kept();
  if (saved && saved.token) join(saved.name);  // PX-NET-4: back to the same seat
  render();
  setInterval(() => { if (App.view && App.view.deadline_ms) PalabreGames.tick(hostNow); }, 250);
}

window.PalabreApp = App;
start();
