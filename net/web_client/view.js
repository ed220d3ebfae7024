// A keyed patch of the page (issue 29): screens are drawn as descriptions of nodes
// (`h`), and `patch` changes the page only where a description changed, keeping every
// node that is still there. So what a player is doing survives every message: a button
// held down, a half-typed clue, the focus, a scroll position.
//
// h("button.big.primary", {id, onclick, key}, "text", child...): an element's
// description; `key` (or `id`) matches it with the same node at the next patch even when
// others come and go before it. Attributes are compared with the previous description,
// not with the page: what the page changed by itself (a field's typed value, a held
// secret shown by its button) stays until the description itself changes.
"use strict";

(function () {
  function h(spec, attrs, ...children) {
    const [tag, ...classes] = spec.split(".");
    const props = attrs || {};
    const kids = [];
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      kids.push(typeof child === "object" ? child : { text: String(child), el: null });
    }
    const key = props.key !== undefined ? props.key : props.id;
    return { tag: tag || "div", cls: classes.join(" "), props, children: kids,
      key: key === undefined || key === null ? null : String(key), el: null };
  }

  function setProp(node, name, value, before) {
    if (name === "key") return;
    if (name.startsWith("on")) {
      const type = name.slice(2);
      node._on = node._on || {};
      if (!(type in node._on)) node.addEventListener(type, (event) => {
        const handler = node._on[type];
        if (handler) handler(event);
      });
      node._on[type] = value || null;
      return;
    }
    if (name === "dataset") {
      const old = before || {};
      for (const key of Object.keys(old)) if (!(key in (value || {}))) delete node.dataset[key];
      for (const [key, v] of Object.entries(value || {})) if (old[key] !== v) node.dataset[key] = v;
      return;
    }
    if (name === "value" || name === "checked" || name === "selected") {
      node[name] = value === undefined || value === null ? (name === "value" ? "" : false) : value;
      return;
    }
    if (value === undefined || value === null || value === false) node.removeAttribute(name);
    else node.setAttribute(name, value === true ? "" : value);
  }

  function create(vnode) {
    if (vnode.text !== undefined) {
      vnode.el = document.createTextNode(vnode.text);
      return vnode.el;
    }
    const node = document.createElement(vnode.tag);
    if (vnode.cls) node.className = vnode.cls;
    for (const [name, value] of Object.entries(vnode.props)) setProp(node, name, value, undefined);
    patchChildren(node, vnode.children, []);
    vnode.el = node;
    return node;
  }

  function update(old, vnode) {
    const node = old.el;
    vnode.el = node;
    if (vnode.text !== undefined) {
      if (node.data !== vnode.text) node.data = vnode.text;
      return node;
    }
    if (old.cls !== vnode.cls) node.className = vnode.cls;
    const names = new Set([...Object.keys(old.props), ...Object.keys(vnode.props)]);
    for (const name of names) {
      const before = old.props[name];
      const value = vnode.props[name];
      if (name.startsWith("on") || name === "dataset") setProp(node, name, value, before);
      else if (before !== value) setProp(node, name, value, before);
    }
    patchChildren(node, vnode.children, old.children);
    return node;
  }

  function sameKind(old, vnode) {
    if (old.text !== undefined || vnode.text !== undefined) {
      return old.text !== undefined && vnode.text !== undefined;
    }
    return old.tag === vnode.tag && old.key === vnode.key;
  }

  // Keyed descriptions find their node by tag and key; the others take the next unkeyed
  // old one of the same kind, in order.
  function patchChildren(parent, next, old) {
    const keyed = new Map();
    const loose = [];
    for (const vnode of old) {
      if (vnode.key !== null && vnode.key !== undefined) keyed.set(vnode.tag + "#" + vnode.key, vnode);
      else loose.push(vnode);
    }
    let looseAt = 0;
    const nodes = next.map((vnode) => {
      let match = null;
      if (vnode.key !== null && vnode.key !== undefined) {
        match = keyed.get(vnode.tag + "#" + vnode.key) || null;
        keyed.delete(vnode.tag + "#" + vnode.key);
      } else if (looseAt < loose.length && sameKind(loose[looseAt], vnode)) {
        match = loose[looseAt++];
      } else if (looseAt < loose.length) {
        looseAt++;
      }
      return match && match.el ? update(match, vnode) : create(vnode);
    });
    nodes.forEach((node, index) => {
      if (parent.childNodes[index] !== node) parent.insertBefore(node, parent.childNodes[index] || null);
    });
    while (parent.childNodes.length > nodes.length) parent.removeChild(parent.lastChild);
  }

  // Make `root`'s children match `vnodes` (the descriptions of the last patch are kept on it).
  function patch(root, vnodes) {
    patchChildren(root, vnodes, root._described || []);
    root._described = vnodes;
  }

  window.PalabreView = { h, patch };
})();
