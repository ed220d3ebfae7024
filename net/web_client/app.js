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
  // What this player is doing on this page, kept across every message (issue 29): the
  // choice picked before its confirm, the spymaster's key shown, the profile just asked.
  local: { pick: null, keyShown: false, profileAsked: undefined, codeOk: false, codeWrong: null },
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

// The page is drawn with view.js: `h` describes nodes, `render` patches the page.
const h = PalabreView.h;

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
    if (msg.started) App.local.profileAsked = undefined;
  } else if (msg.type === "view") {
    if (!App.view || App.view.phase !== msg.view.phase) App.local.pick = null;
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

// Issue 29: a host that came back after a crash serves its page again on its old port,
// or, when that was taken meanwhile, on another of the ports it tries (room.json's
// `ports`); this page's seat (its token is kept per address) follows it there in the
// address's fragment, as after a hand-over. Asked once per retry round, never in a loop.
function lookForMovedPage() {
  const saved = kept();
  const ports = (App.room && App.room.ports) || [];
  const here = Number(location.port || 80);
  const others = ports.filter((port) => port && port !== here);
  if (App.lookingForPage || App.moving || !saved || !saved.token || !others.length) return;
  App.lookingForPage = true;
  const host = location.hostname.includes(":") && !location.hostname.startsWith("[")
    ? "[" + location.hostname + "]" : location.hostname;
  Promise.all(others.map((port) => {
    const base = "http://" + host + ":" + port + "/";
    return fetch(base + "room.json", { cache: "no-store" }).then((r) => r.json())
      .then((room) => (room.room === App.room.room ? base : null)).catch(() => null);
  })).then((found) => {
    App.lookingForPage = false;
    const base = found.find(Boolean);
    if (!base || App.status === "open") return;
    App.moving = true;
    const seat = JSON.stringify({ room: App.room.room, name: saved.name, token: saved.token });
    location.replace(base + "#seat=" + encodeURIComponent(seat));
  });
}

function onState(state, code) {
  watchHostLost(state);
  if (state === "retrying" && App.lobby) lookForMovedPage();
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
    title: null, avatar: null });
}

// The host's profiles, again after each lobby (someone may have taken or made one).
async function loadProfiles() {
  try {
    const answer = await fetch("profiles.json", { cache: "no-store" });
    if (answer.ok) {
      App.profiles = await answer.json();
      App.local.profileAsked = undefined;  // the host's list says what this seat plays
      render();
    }
  } catch (e) { /* the lobby works without: no profile section */ }
}

function picture(stem, label) {
  return h("img.avatar", { src: "picture/" + stem + ".svg", alt: label || "", width: "40",
    height: "40" });
}

// A profile picked (or dropped): shown as this seat's at once, before the host's lobby
// and profile list come back to say so (issue 29).
function askProfile(id, avatar) {
  App.local.profileAsked = id === null && avatar === null ? null : { id, avatar };
  request({ type: "host_profile", id, avatar });
  render();
}

// PX-PROF-4: play with a profile kept on the hosting computer, or make one there.
function profileChoices() {
  const listed = App.profiles;
  if (!listed || !listed.avatars.length) return null;
  const asked = App.local.profileAsked;
  const held = listed.profiles.find((p) => p.seat === App.seat) || null;
  // What this seat plays: the one just asked for, until the host's list answers.
  const mineId = asked === undefined ? (held && held.id) : asked && asked.id;
  const madeAvatar = asked && asked.id === null ? asked.avatar : null;
  const rows = listed.profiles.filter((p) => p.seat === null || p.seat === App.seat)
    .map((p) => h("button.profile" + (p.id === mineId ? ".on" : ""), {
      key: "profile-" + p.id, "aria-pressed": String(p.id === mineId), dataset: { profile: p.id },
      onclick: () => askProfile(p.id === mineId ? null : p.id, null) }, picture(p.avatar, ""), p.name));
  if (madeAvatar) {
    const me = mySeat();
    rows.push(h("button.profile.on", { key: "profile-new", "aria-pressed": "true",
      dataset: { profile: "new" }, onclick: () => askProfile(null, null) },
    picture(madeAvatar, ""), me ? me.name : ""));
  }
  const make = mineId || madeAvatar ? null : h("div.avatars", {},
    h("span.label", {}, t("web.profile_new")),
    ...listed.avatars.slice(0, 12).map((stem, index) => h("button.avatar", {
      key: "avatar-" + stem, dataset: { avatar: stem },
      "aria-label": t("web.picture", { number: index + 1 }),
      onclick: () => askProfile(null, stem) }, picture(stem, ""))));
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
function fieldValue(id) {
  const node = document.getElementById(id);
  return node ? node.value.trim() : "";
}

// A phone that typed the host's address (http://palabre.local:8077) gives the room's
// four-letter code first, as on the big screen; one that scanned the QR code (its
// address carries ?code=) or kept a seat goes straight on (issue 29).
function needsCode() {
  if (App.local.codeOk || !App.room.code) return false;
  const given = new URLSearchParams(location.search).get("code");
  if (given && given.toUpperCase() === App.room.code) return false;
  return !(kept() || {}).token;
}

function typedCode(text) {
  return text.toUpperCase().replace(/[\s-]/g, "");
}

function codeScreen() {
  const go = () => {
    const code = typedCode(fieldValue("room-code"));
    if (!code) return;
    const room = (App.room.rooms || []).find((r) => r.code === code);
    if (room && room.url && !sameRoomUrl(room.url)) { location.assign(room.url + "?code=" + code); return; }
    App.local.codeOk = code === App.room.code;
    App.local.codeWrong = App.local.codeOk ? null : code;
    render();
  };
  const rooms = (App.room.rooms || []).map((r) => h("li", { key: "room-" + r.code },
    r.name, " · ", t("game." + r.game)));
  return h("section.join", { key: "code" },
    h("h1", {}, t("web.code_title")),
    h("label", { for: "room-code" }, t("web.code_hint")),
    h("input.code", { id: "room-code", maxlength: "9", autocomplete: "off", autocapitalize: "characters",
      spellcheck: "false", enterkeyhint: "go", onkeydown: (e) => { if (e.key === "Enter") go(); } }),
    App.local.codeWrong ? h("p.problem", { role: "alert" },
      t("web.code_unknown", { code: App.local.codeWrong })) : null,
    h("button.big.primary", { id: "code-go", onclick: go }, t("web.code_go")),
    rooms.length ? h("h2", {}, t("web.rooms_here")) : null,
    rooms.length ? h("ul.players", {}, rooms) : null);
}

function sameRoomUrl(url) {
  try { return new URL(url).port === location.port; } catch (e) { return true; }
}

function joinScreen() {
  const saved = kept();
  const go = () => { const name = fieldValue("name"); if (name) join(name); };
  const input = h("input", { id: "name", maxlength: "24", autocomplete: "nickname",
    enterkeyhint: "go", value: (saved && saved.name) || App.pendingName || "",
    onkeydown: (e) => { if (e.key === "Enter") go(); } });
  return h("section.join", { key: "join" },
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
      key: "team-" + name,
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
  const players = lobby.seats.map((seat) => h("li" + (seat.team ? ".t-" + seat.team : ""), {
    key: "seat-" + seat.id },
    seat.avatar ? picture(seat.avatar, "") : null,
    seat.id === App.seat ? t("lobby.you", { name: seat.name }) : seat.name,
    seat.title ? h("span.title", {}, t("title." + seat.title)) : null,
    seat.team ? h("span.tag." + seat.team, {}, PalabreGames.teamLabel(t, seat.team)) : null,
    seat.role === "spymaster" ? h("span.tag", {}, t("lobby.spymaster")) : null,
    seat.ready ? h("span.tag.ok", {}, "✓ " + t("lobby.ready_mark")) : null,
    seat.connected ? null : h("span.tag.away", {}, t("lobby.away"))));
  return h("section.lobby", { key: "lobby" },
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
  return h("section.closed", { key: "closed" },
    h("h1", {}, App.room.name),
    h("p.problem", { role: "alert" }, App.left ? t("web.left") : codeText(App.code)),
    h("button.big.primary", { onclick: () => { App.left = false; App.code = null;
      App.status = "idle"; App.lobby = null; App.view = null; render(); } }, t("web.again")));
}

function banner() {
  if (App.unproven) return h("div.banner.warn", { key: "banner", role: "alert" }, codeText("room.unproven"));
  if (App.status === "retrying" || App.status === "connecting") {
    return h("div.banner", { key: "banner", role: "status" }, t("join.connecting"));
  }
  if (App.notice) return h("div.banner.warn", { key: "banner", role: "alert" }, codeText(App.notice));
  return null;
}

function render() {
  const root = document.getElementById("app");
  let screen;
  const joined = App.lobby && App.seat !== null;
  if (App.left || (App.status === "closed" && App.lobby)) screen = closedScreen();
  else if (!joined && App.status === "idle" && needsCode()) screen = codeScreen();
  else if (!joined && (App.status === "idle" || App.status === "closed" || (App.code && App.status !== "open"))) screen = joinScreen();
  else if (!joined) screen = h("section", { key: "waiting" }, h("p.hint", {}, t("join.connecting")));
  else if (App.lobby.started && App.view) {
    screen = PalabreGames.render(App.view, { t, h, act, seatName, hostNow, me: myGameSeat(),
      local: App.local, render });
  } else screen = lobbyScreen();
  PalabreView.patch(root, [banner(), screen].filter(Boolean));
  root.dataset.screen = (screen.props.dataset && screen.props.dataset.screen) || screen.cls;
  PalabreGames.tick(hostNow);
}

async function start() {
  const [room, texts] = await Promise.all([
    fetch("room.json").then((r) => r.json()), fetch("texts.json").then((r) => r.json())]);
  App.room = room;
  App.allTexts = texts;
  for (const [side, colour] of Object.entries(room.colours || {})) {
    if (/^#[0-9A-Fa-f]{6}$/.test(colour)) document.documentElement.style.setProperty("--" + side, colour);
  }
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
