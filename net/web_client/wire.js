// The Palabre protocol over a WebSocket (docs/protocol.md, "Web transport"): the same
// frames as TCP (4-byte big-endian length + one msgpack map), one frame per message we
// send; a message we receive may hold several frames. Heartbeats: a ping every 5 s, every
// ping answered; a host silent for 15 s is dropped and we reconnect.
"use strict";

const PROTOCOL_VERSION = 4;
// The app's version (store/version.py): the host writes it in as it serves this file.
const APP_VERSION = "@APP_VERSION@";
const HEARTBEAT_MS = 5000;
const SILENCE_MS = 15000;
const MAX_FRAME_BYTES = 65536;
// Codes after which trying again cannot help (docs/protocol.md, "Heartbeats and reconnect").
const FINAL_CODES = new Set(["room.closed", "room.kicked", "room.replaced", "room.full",
  "room.locked", "room.started", "room.wrong", "join.bad_token", "join.name_taken",
  "join.bad_name", "join.name_marks", "protocol.version_mismatch"]);

function encodeFrame(message) {
  const body = MessagePack.encode(message);
  if (body.length > MAX_FRAME_BYTES) throw new Error("frame too large");
  const out = new Uint8Array(4 + body.length);
  new DataView(out.buffer).setUint32(0, body.length);
  out.set(body, 4);
  return out;
}

function decodeFrames(buffer, pending) {
  // `pending`: bytes kept of a frame cut across messages. Returns [messages, pending].
  let data = new Uint8Array(buffer);
  if (pending.length) {
    const joined = new Uint8Array(pending.length + data.length);
    joined.set(pending);
    joined.set(data, pending.length);
    data = joined;
  }
  const out = [];
  let pos = 0;
  while (data.length - pos >= 4) {
    const size = new DataView(data.buffer, data.byteOffset + pos).getUint32(0);
    if (size < 1 || size > MAX_FRAME_BYTES) throw new Error("bad frame length");
    if (data.length - pos - 4 < size) break;
    out.push(MessagePack.decode(data.subarray(pos + 4, pos + 4 + size)));
    pos += 4 + size;
  }
  return [out, data.slice(pos)];
}

// One player's link to the room. `handlers`: onMessage(msg), onState(state, code).
// States: "connecting", "open", "retrying", "closed" (final: `code` says why).
class Wire {
  constructor(url, handlers) {
    this.url = url;
    this.handlers = handlers;
    this.hello = null;
    this.socket = null;
    this.state = "idle";
    this.actionId = 0;
    this.attempt = 0;
    this.timers = {};
    this.pending = new Uint8Array(0);
    this.nonce = 0;
    const wake = () => { if (this.state === "retrying") this.connect(); };
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.checkAlive();
    });
    window.addEventListener("online", wake);
    window.addEventListener("pageshow", () => this.checkAlive());
  }

  join(hello) {
    this.hello = hello;
    this.attempt = 0;
    this.connect();
  }

  // Back in the foreground: a socket that slept may be dead without knowing it.
  checkAlive() {
    if (this.state === "retrying") { this.connect(); return; }
    if (this.state === "open" && Date.now() - this.lastHeard > HEARTBEAT_MS) {
      this.send({ type: "ping", nonce: this.nextNonce() });
      this.armSilence(HEARTBEAT_MS);
    }
  }

  connect() {
    this.clearTimers();
    if (this.socket) { this.socket.onclose = null; this.socket.close(); }
    this.setState("connecting");
    this.pending = new Uint8Array(0);
    const socket = new WebSocket(this.url);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    socket.onopen = () => {
      this.lastHeard = Date.now();
      this.send({ type: "hello", protocol: PROTOCOL_VERSION, app: APP_VERSION, share: null,
        probe: false, ...this.hello });
      this.armSilence(SILENCE_MS);
    };
    socket.onmessage = (event) => this.onData(event.data);
    socket.onclose = () => this.lost(null);
    socket.onerror = () => {};
  }

  onData(data) {
    let messages;
    try {
      [messages, this.pending] = decodeFrames(data, this.pending);
    } catch (err) {
      this.socket.close();
      return;
    }
    this.lastHeard = Date.now();
    this.armSilence(SILENCE_MS);
    for (const msg of messages) {
      if (msg.type === "ping") { this.send({ type: "pong", nonce: msg.nonce }); continue; }
      if (msg.type === "pong") continue;
      if (msg.type === "welcome") {
        // Every later reconnection asks for this seat back (PX-NET-4), whatever the name.
        if (msg.token) this.hello = { ...this.hello, token: msg.token };
        this.attempt = 0;
        this.setState("open");
        this.startHeartbeat();
      }
      if (msg.type === "refused" || msg.type === "kicked" || msg.type === "bye") {
        const code = msg.code || null;
        this.handlers.onMessage(msg);
        if (msg.type === "bye" && (code === null || !FINAL_CODES.has(code))) {
          this.lost(code);
        } else {
          this.finish(code);
        }
        return;
      }
      this.handlers.onMessage(msg);
    }
  }

  send(message) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(encodeFrame(message));
    return true;
  }

  act(action) {
    this.actionId = (this.actionId + 1) % 2147483647;
    return this.send({ type: "action", id: this.actionId, action });
  }

  nextNonce() {
    this.nonce = (this.nonce + 1) % 4294967295;
    return this.nonce;
  }

  startHeartbeat() {
    clearInterval(this.timers.beat);
    this.timers.beat = setInterval(() => {
      this.send({ type: "ping", nonce: this.nextNonce() });
    }, HEARTBEAT_MS);
  }

  armSilence(ms) {
    clearTimeout(this.timers.silence);
    // Lost now: on a dead network (a pulled cable) the browser's close handshake waits
    // a minute or more before `onclose`, and the page would show "open" meanwhile.
    this.timers.silence = setTimeout(() => this.lost(null), ms);
  }

  clearTimers() {
    clearInterval(this.timers.beat);
    clearTimeout(this.timers.silence);
    clearTimeout(this.timers.retry);
  }

  // The connection dropped: try again with back-off (0.5 s doubling to 15 s, jittered).
  lost(code) {
    if (this.state === "closed") return;
    this.clearTimers();
    if (this.socket) { this.socket.onclose = null; this.socket.close(); this.socket = null; }
    this.setState("retrying", code);
    const delay = Math.min(15000, 500 * 2 ** this.attempt) * (1 - Math.random() * 0.5);
    this.attempt = Math.min(this.attempt + 1, 10);
    this.timers.retry = setTimeout(() => this.connect(), delay);
  }

  finish(code) {
    this.clearTimers();
    if (this.socket) { this.socket.onclose = null; this.socket.close(); this.socket = null; }
    this.setState("closed", code);
  }

  leave() {
    this.send({ type: "bye", code: null });
    this.finish(null);
  }

  setState(state, code) {
    this.state = state;
    this.handlers.onState(state, code === undefined ? null : code);
  }
}

window.PalabreWire = { Wire, encodeFrame, decodeFrames };
