"""Palabre's network layer: protocol, host, client, discovery (asyncio; no Qt)."""
