"""The phone page's weight on the wire (issue 30): gzipped, ETags, one language's texts.
Byte counts over raw HTTP, every byte the socket carried (headers too), never times."""

from __future__ import annotations

import asyncio
import gzip
import json

from net.web import FILES, INDEX, WebServer, load_files
from net.web_assets import Asset, accepts_gzip
from tests.net.test_web import LOOPBACK, make_host, served

#: Issue 30: "Phone page <= 40 KB transferred on first load".
FIRST_LOAD_BUDGET = 40 * 1024
#: What the page fetches when it opens (its files, then what the room is).
PAGE = ["/", *(f"/{name}" for name in FILES if name != INDEX), "/room.json"]


async def fetch(web: WebServer, path: str, etag: str | None = None,
                gzip_ok: bool = True) -> tuple[int, dict[str, str], bytes, int]:
    """GET ``path`` as a browser would: status, headers, body, bytes the socket carried."""
    lines = [f"GET {path} HTTP/1.1", f"Host: {LOOPBACK}:{web.port}", "Connection: close"]
    if gzip_ok:
        lines.append("Accept-Encoding: gzip, deflate, br")
    if etag is not None:
        lines.append(f"If-None-Match: {etag}")
    reader, writer = await asyncio.open_connection(LOOPBACK, web.port)
    writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
    await writer.drain()
    async with asyncio.timeout(10):
        data = await reader.read()
    writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    status_line, *fields = head.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, _, v in (f.partition(":") for f in fields)}
    return int(status_line.split(" ", 2)[1]), headers, body, len(data)


def test_first_load_fits_the_budget_and_a_reload_is_all_304s(netrun, library) -> None:
    async def scenario() -> None:
        async with served(make_host("spyword", library)) as (host, web):
            first = [await fetch(web, path) for path in PAGE]
            assert all(status == 200 for status, *_ in first)
            total = sum(size for *_, size in first)
            assert total <= FIRST_LOAD_BUDGET, total
            etags = {path: answer[1].get("etag") for path, answer in zip(PAGE, first, strict=True)}
            for path, (_, headers, body, _) in zip(PAGE[:-1], first[:-1], strict=True):
                assert headers["cache-control"] == "no-cache"  # it asks each time...
                assert etags[path], path
                if len(body) > 1024:
                    assert headers.get("content-encoding") == "gzip", path
            again = [await fetch(web, path, etags[path]) for path in PAGE[:-1]]
            assert [status for status, *_ in again] == [304] * len(again)  # ...cheaply
            assert all(body == b"" for _, _, body, _ in again)
            assert max(size for *_, size in again) <= 512  # headers only, no file

    netrun(scenario())


def test_gzip_only_when_the_browser_takes_it_and_the_bytes_are_the_files(netrun,
                                                                          library) -> None:
    async def scenario() -> None:
        async with served(make_host("spyword", library)) as (host, web):
            shipped = load_files()
            status, headers, packed, _ = await fetch(web, "/app.js")
            assert status == 200 and headers["content-encoding"] == "gzip"
            assert gzip.decompress(packed) == shipped["app.js"]
            status, headers, plain, _ = await fetch(web, "/app.js", gzip_ok=False)
            assert "content-encoding" not in headers and plain == shipped["app.js"]
            # a stale ETag (the file changed since) gets the whole file again
            status, _, body, _ = await fetch(web, "/app.js", '"0123"', gzip_ok=False)
            assert status == 200 and body == shipped["app.js"]

    netrun(scenario())


def test_texts_are_one_language_the_rooms_or_the_one_asked(netrun, library) -> None:
    async def scenario() -> None:
        async with served(make_host("spyword", library)) as (host, web):
            every = json.loads(load_files()["texts.json"])
            _, _, body, _ = await fetch(web, "/texts.json", gzip_ok=False)
            assert json.loads(body) == {"en": every["en"]}  # the room's language
            _, _, body, _ = await fetch(web, "/texts.json?lang=fr", gzip_ok=False)
            assert json.loads(body) == {"fr": every["fr"]}
            _, _, body, _ = await fetch(web, "/texts.json?lang=xx", gzip_ok=False)
            assert json.loads(body) == {"en": every["en"]}  # none such: English

    netrun(scenario())


def test_etag_match_and_accept_encoding_rules() -> None:
    asset = Asset.of(b"x" * 1000)
    assert asset.matches(asset.etag) and asset.matches("W/" + asset.etag)
    assert asset.matches(f'"other", {asset.etag}') and asset.matches("*")
    assert not asset.matches('"other"') and not asset.matches(None)
    assert Asset.of(b"tiny").gzipped is None  # gzip would make it bigger
    assert Asset.of(b"y" * 1000).etag == Asset.of(b"y" * 1000).etag  # same every start
    assert accepts_gzip("gzip, br") and accepts_gzip("*") and accepts_gzip("gzip;q=0.5")
    assert not accepts_gzip("gzip;q=0") and not accepts_gzip("br") and not accepts_gzip("")
